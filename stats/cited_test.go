package stats

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"
)

// Labels of the names IDs stand under in the chat export below.
const (
	kindID        = 1 // "id": …
	kindMessageID = 2 // "messageId": …
)

// chatExport is a chat's export, 113 rows: 100 messages a minute apart
// from t0, of generators 0 and 1 in turn; after every tenth message its
// author's ID (generator 2, one of three issued in 2020 and 2021), named
// "id" as a message's is, on a line of the same text each time; after messages 30 and 60 a reply naming the
// message before under "messageId"; after message 80, message 80 again
// on a line of other text, under "id". The authors' first rows are 2, 13
// and 24; the replies are rows 36 and 70, naming rows 33 and 67; the copy
// is row 93, of row 91.
func chatExport() []plantedRow {
	authors := []int64{t0 - 2000*day, t0 - 1500*day, t0 - 1000*day}
	var rows []plantedRow
	var last plantedRow
	for i := range 100 {
		m := plantedRow{gen: i % 2, ms: t0 + int64(i)*60000, line: uint32(1000 + i), kind: kindID}
		rows = append(rows, m)
		if i%10 == 0 {
			rows = append(rows, plantedRow{gen: 2, ms: authors[i/10%3], line: uint32(100 + i/10%3), kind: kindID, repeat: i >= 30})
		}
		switch i {
		case 30, 60:
			rows = append(rows, plantedRow{gen: last.gen, ms: last.ms, line: uint32(2000 + i), kind: kindMessageID, repeat: true})
		case 80:
			rows = append(rows, plantedRow{gen: m.gen, ms: m.ms, line: 3000, kind: kindID, repeat: true})
		}
		last = m
	}
	return rows
}

// In a list in time order, rows more than a day before the rows above
// them cite older IDs: counted, but left out of the clocks, the rates and
// the timeline. Copies under another name, or long after their time on
// whatever line, are cited; a copy under the same name on a line of other
// text is the ID issued again.
func TestCitedRows(t *testing.T) {
	r := collect(chatExport())
	if !r.InOrder || r.Behind != 3 || !slices.Equal(r.BehindRows, []int{2, 13, 24}) {
		t.Errorf("in order %v, %d rows behind %v; want in order, 3: rows 2, 13, 24", r.InOrder, r.Behind, r.BehindRows)
	}
	if len(r.Steps) != 0 || len(r.Skewed) != 0 {
		t.Errorf("steps back %+v, skewed %+v: the authors' IDs are no clock's", r.Steps, r.Skewed)
	}
	want := []Generator{
		{Layout: "Twitter", Count: 51, Timed: true, FirstUnixMs: t0, LastUnixMs: t0 + 98*60000, PerSecond: 50 / (98 * 60.0), BusiestSecond: 1, BusiestUnixS: t0 / 1000},
		{Layout: "Twitter", Count: 10, Timed: true, FirstUnixMs: t0 - 2000*day, LastUnixMs: t0 - 1000*day, Cited: 3},
		{Layout: "Twitter", Count: 52, Timed: true, FirstUnixMs: t0 + 60000, LastUnixMs: t0 + 99*60000, PerSecond: 50 / (98 * 60.0), BusiestSecond: 1, BusiestUnixS: t0/1000 + 60},
	}
	for i, g := range r.Generators {
		g.Fields = nil
		if !reflect.DeepEqual(g, want[i]) {
			t.Errorf("generator %d:\n got %+v\nwant %+v", i, g, want[i])
		}
	}
	wantRepeats := []Repeat{
		{Generator: 1, Rows: []int{2, 35, 69, 104}, Cited: true},
		{Generator: 1, Rows: []int{13, 47, 81}, Cited: true},
		{Generator: 1, Rows: []int{24, 58, 92}, Cited: true},
		{Generator: 2, Rows: []int{33, 36}, Cited: true},
		{Generator: 2, Rows: []int{67, 70}, Cited: true},
		{Generator: 0, Rows: []int{91, 93}},
	}
	if len(r.Repeats) != len(wantRepeats) {
		t.Fatalf("repeats %+v, want %+v", r.Repeats, wantRepeats)
	}
	for i, rep := range r.Repeats {
		if w := wantRepeats[i]; rep.Generator != w.Generator || rep.SameLine || rep.Cited != w.Cited || !slices.Equal(rep.Rows, w.Rows) {
			t.Errorf("repeat %d: %+v, want %+v", i, rep, w)
		}
	}
	// A row is compared with the latest time above it, not the last: after
	// a step back of 12 h, a row 30 h before the latest cites.
	var list []plantedRow
	for i := range 20 {
		list = append(list, plantedRow{ms: t0 + int64(i)})
	}
	steps := collect(append(list, plantedRow{ms: t0 - 12*3600000}, plantedRow{ms: t0 - 30*3600000}))
	if steps.Behind != 1 || len(steps.Steps) != 1 || steps.Steps[0].BackMs != 12*3600000+19 {
		t.Errorf("after a step back of 12 h: %d rows behind, steps %+v; want the last behind, the one before a step of 12 h 19 ms", steps.Behind, steps.Steps)
	}
	if tl := r.Timeline; tl.StartUnixMs != t0 || tl.BinMs != 120000 || len(tl.Series) != 2 || tl.Series[1].Generator != 2 {
		t.Errorf("timeline from %d in bins of %d ms, %d series: want the messages' two from t0 in bins of 2 min", tl.StartUnixMs, tl.BinMs, len(tl.Series))
	}
}

// A list not in time order, as a database export gives it, is said so:
// every row counts, and no clock is said to go back or apart.
func TestUnorderedList(t *testing.T) {
	var rows []plantedRow
	for i := range 300 {
		rows = append(rows, plantedRow{gen: i % 3, ms: t0 - int64(i)*7*day, kind: kindID})
	}
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(rows), func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
	r := collect(rows)
	if r.InOrder || r.Behind < 30 || len(r.Steps) != 0 || len(r.Skewed) != 0 {
		t.Errorf("in order %v, %d behind, %d steps, %d skewed; want not in order, no steps or skew", r.InOrder, r.Behind, len(r.Steps), len(r.Skewed))
	}
	machines := map[int64]int64{1: 0, 2: 1} // datacenter 1's machines 1 and 2 are generators 0 and 1, datacenter 2's machine 1 is 2
	for _, g := range r.Generators {
		k := int64(2)
		if g.Fields[0].Value == 1 {
			k = machines[g.Fields[1].Value]
		}
		if g.Count != 100 || g.Backward != 0 || g.Cited != 0 || g.FirstUnixMs != t0-(297+k)*7*day || g.LastUnixMs != t0-k*7*day {
			t.Errorf("generator %d: %+v; want 100 IDs from %d to %d, none back or cited", k, g, t0-(297+k)*7*day, t0-k*7*day)
		}
	}
	sum := 0
	for _, s := range r.Timeline.Series {
		for _, n := range s.Counts {
			sum += n
		}
	}
	if sum != 300 {
		t.Errorf("the timeline counts %d IDs, want all 300", sum)
	}
}

// A row whose time lies more than a day after the moment the list is read
// holds no clock's time yet (an ID read under another layout): it counts
// in its generator, but is no clock's, and the rows after it are not
// compared with it. Here 40 rows of generators 0 and 1 a minute apart
// from t0, read an hour after t0, and after every fifth of the first 15
// a row of generator 2 some 5,000 days ahead: rows 6, 12 and 18.
func TestRowsAhead(t *testing.T) {
	var rows []plantedRow
	for i := range 40 {
		rows = append(rows, plantedRow{gen: i % 2, ms: t0 + int64(i)*60000})
		if i%5 == 4 && i < 15 {
			rows = append(rows, plantedRow{gen: 2, ms: t0 + 5000*day + int64(i)})
		}
	}
	r := collectAt(rows, time.UnixMilli(t0+3600000))
	if r.Ahead != 3 || !slices.Equal(r.AheadRows, []int{6, 12, 18}) || r.AheadFirstUnixMs != t0+5000*day+4 {
		t.Errorf("%d rows ahead %v, the first at %d; want 3: rows 6, 12, 18, the first at %d", r.Ahead, r.AheadRows, r.AheadFirstUnixMs, int64(t0+5000*day+4))
	}
	if !r.InOrder || r.Behind != 0 || len(r.Steps) != 0 {
		t.Errorf("in order %v, %d behind, steps %+v; want in order, none behind or back", r.InOrder, r.Behind, r.Steps)
	}
	want := Generator{Layout: "Twitter", Count: 3, Timed: true, FirstUnixMs: t0 + 5000*day + 4, LastUnixMs: t0 + 5000*day + 14, Ahead: 3}
	g := r.Generators[2]
	if g.Fields = nil; !reflect.DeepEqual(g, want) {
		t.Errorf("generator 2:\n got %+v\nwant %+v", g, want)
	}
	if tl := r.Timeline; tl.StartUnixMs != t0 || len(tl.Series) != 2 {
		t.Errorf("timeline from %d, %d series; want generators 0 and 1's, from t0", tl.StartUnixMs, len(tl.Series))
	}
	// A day after now is not yet ahead; a millisecond more is. Read with
	// no moment, no row is.
	edge := []plantedRow{{ms: t0 + day}, {ms: t0 + day + 1}}
	if r := collectAt(edge, time.UnixMilli(t0)); r.Ahead != 1 || !slices.Equal(r.AheadRows, []int{2}) {
		t.Errorf("a day and a day and 1 ms after now: %d ahead %v, want the second", r.Ahead, r.AheadRows)
	}
	if r := collect(edge); r.Ahead != 0 {
		t.Errorf("read with no moment: %d rows ahead, want none", r.Ahead)
	}
}
