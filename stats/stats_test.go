package stats

import (
	"math"
	"reflect"
	"slices"
	"testing"
	"time"
)

// t0 is 2026-01-01T00:00:00Z, in Unix milliseconds.
const t0 = 1767225600000

// twitter is Twitter's layout as the report reads it.
var twitter = Layout{Name: "Twitter", Plain: []string{"datacenter", "machine"}, Timed: true,
	Epoch: 1288834974657, Tick: time.Millisecond, Sequence: 4096, RunsOut: 3487858230208}

// plantedRow is a row of a planted list.
type plantedRow struct {
	gen    int   // 0, 1 or 2: datacenter/machine 1/1, 1/2, 2/1
	ms     int64 // its time
	seq    int64
	line   uint32
	kind   uint16
	repeat bool
}

// key is the row's ID: its time, generator and sequence, as Twitter's
// bits would hold them.
func (r plantedRow) key() Key {
	return Key{uint64(r.ms-twitter.Epoch)<<22 | uint64(r.gen)<<12 | uint64(r.seq)}
}

// plantedList is 300 rows of three generators in turn, one every 100 ms
// from t0 (row i of generator i mod 3 at t0 + 100i ms); the row of index
// 150, of generator 0, 5 s behind that generator's row before it; a copy
// right after the rows of index 10, 20, 30 and 40 on a line of the same
// text (logged twice), after that of 50 on another line, and two after
// that of 70 on other lines (issued three times): seven repeats. Then
// generator 2 issues 4096 IDs in the millisecond t0 + 30 s: its whole
// sequence.
func plantedList() []plantedRow {
	var rows []plantedRow
	for i := range 300 {
		r := plantedRow{gen: i % 3, ms: t0 + int64(i)*100, line: uint32(1000 + i)}
		if i == 150 {
			r.ms = t0 + 14700 - 5000
		}
		rows = append(rows, r)
		switch i {
		case 10, 20, 30, 40:
			rows = append(rows, plantedRow{gen: r.gen, ms: r.ms, line: r.line, repeat: true})
		case 50:
			rows = append(rows, plantedRow{gen: r.gen, ms: r.ms, line: 7, repeat: true})
		case 70:
			rows = append(rows, plantedRow{gen: r.gen, ms: r.ms, line: 8, repeat: true}, plantedRow{gen: r.gen, ms: r.ms, line: 9, repeat: true})
		}
	}
	for seq := range int64(4096) {
		rows = append(rows, plantedRow{gen: 2, ms: t0 + 30000, seq: seq, line: uint32(5000 + seq)})
	}
	return rows
}

// collect reads rows of Twitter's layout.
func collect(rows []plantedRow) Report { return collectAt(rows, time.Time{}) }

// collectAt is collect, the list read at now.
func collectAt(rows []plantedRow, now time.Time) Report {
	c := Collector{Now: now}
	l := c.Layout(twitter)
	plain := [][]int64{{1, 1}, {1, 2}, {2, 1}}
	for _, r := range rows {
		c.Add(ID{Layout: l, Plain: plain[r.gen], Micro: r.ms * 1000, Timed: true, Key: r.key(), Repeat: r.repeat, Line: r.line, Kind: r.kind})
	}
	return c.Report()
}

// plantedGenerators are the planted list's generators.
var plantedGenerators = []Generator{
	// 100 rows and the copy of index 30: 101 rows, 100 IDs over 29.7 s
	// (a copy is no other ID); the second of index 90, 93, 96, 99 and the stepped row (9.7 s) holds 5.
	{Layout: "Twitter", Fields: []FieldValue{{"datacenter", 1}, {"machine", 1}}, Count: 101, Timed: true,
		FirstUnixMs: t0, LastUnixMs: t0 + 29700, PerSecond: 100 / 29.7, BusiestSecond: 5, BusiestUnixS: t0/1000 + 9,
		Backward: 1, LargestBackMs: 5000},
	// 100 rows and the copies of 10, 40 and 70 twice; its first second
	// with four is the second (10, 13, 16, 19).
	{Layout: "Twitter", Fields: []FieldValue{{"datacenter", 1}, {"machine", 2}}, Count: 104, Timed: true,
		FirstUnixMs: t0 + 100, LastUnixMs: t0 + 29800, PerSecond: 100 / 29.7, BusiestSecond: 4, BusiestUnixS: t0/1000 + 1},
	// 100 rows, the copies of 20 and 50, and 4096 in one millisecond.
	{Layout: "Twitter", Fields: []FieldValue{{"datacenter", 2}, {"machine", 1}}, Count: 4198, Timed: true,
		FirstUnixMs: t0 + 200, LastUnixMs: t0 + 30000, PerSecond: 4196 / 29.8, BusiestSecond: 4096, BusiestUnixS: t0/1000 + 30},
}

// The planted list's report, every figure worked out by hand from the
// list's description. Rows are counted from 1, the copies among them: the
// row of index 150 is row 158, after seven copies.
func TestPlantedList(t *testing.T) {
	r := collect(plantedList())
	if r.IDs != 4403 || r.Duplicates != 7 {
		t.Errorf("ids %d, duplicates %d; want 4403, 7", r.IDs, r.Duplicates)
	}
	want := plantedGenerators
	if len(r.Generators) != len(want) {
		t.Fatalf("%d generators, want %d: %+v", len(r.Generators), len(want), r.Generators)
	}
	for i, g := range r.Generators {
		w := want[i]
		if math.Abs(g.PerSecond-w.PerSecond) > 1e-9 {
			t.Errorf("generator %d: %.6f a second, want %.6f", i, g.PerSecond, w.PerSecond)
		}
		g.PerSecond, w.PerSecond = 0, 0
		if !slices.Equal(g.Fields, w.Fields) {
			t.Errorf("generator %d: fields %v, want %v", i, g.Fields, w.Fields)
		}
		g.Fields, w.Fields = nil, nil
		if !reflect.DeepEqual(g, w) {
			t.Errorf("generator %d:\n got %+v\nwant %+v", i, g, w)
		}
	}
	if want := []Step{{Generator: 0, Row: 158, BackMs: 5000, AtUnixMs: t0 + 9700, FromUnixMs: t0 + 14700}}; !slices.Equal(r.Steps, want) {
		t.Errorf("steps back %+v, want %+v", r.Steps, want)
	}
	if want := []FullTick{{Generator: 2, StartMicro: (t0 + 30000) * 1000, IDs: 4096}}; !slices.Equal(r.FullTicks, want) {
		t.Errorf("full ticks %+v, want %+v", r.FullTicks, want)
	}
	if len(r.Skewed) != 0 {
		t.Errorf("skewed clocks %+v, want none: the three keep time", r.Skewed)
	}
	wantRepeats := []Repeat{
		{Generator: 1, Rows: []int{11, 12}, SameLine: true},
		{Generator: 2, Rows: []int{22, 23}, SameLine: true},
		{Generator: 0, Rows: []int{33, 34}, SameLine: true},
		{Generator: 1, Rows: []int{44, 45}, SameLine: true},
		{Generator: 2, Rows: []int{55, 56}},
		{Generator: 1, Rows: []int{76, 77, 78}},
	}
	if len(r.Repeats) != len(wantRepeats) {
		t.Fatalf("repeats %+v, want %+v", r.Repeats, wantRepeats)
	}
	for i, rep := range r.Repeats {
		if w := wantRepeats[i]; rep.Generator != w.Generator || rep.SameLine != w.SameLine || !slices.Equal(rep.Rows, w.Rows) {
			t.Errorf("repeat %d: %+v, want %+v", i, rep, w)
		}
	}
	if want := []LayoutEnd{{Name: "Twitter", Timed: true, RunsOutUnix: 3487858230208}}; !slices.Equal(r.Layouts, want) {
		t.Errorf("layouts %+v, want %+v", r.Layouts, want)
	}
}

// A generator whose clock runs 7 s ahead of two others, in a list of
// three in turn 100 ms apart, is said to be 6.9 s ahead, and the two
// others are not said to be behind. Each row is compared with the middle
// of the latest three rows' times: the third generator's rows lie
// 7,100 ms after it, the first's 200 and the second's 100 ms; 7,100 less
// the middle of those, 200, is 6,900. Of two generators, the one ahead
// lies 7,100 ms after the other's row before it, the other 300 ms after
// its own: 6,800 ahead.
func TestSkewedClock(t *testing.T) {
	var rows []plantedRow
	for i := range 300 {
		r := plantedRow{gen: i % 3, ms: t0 + int64(i)*100}
		if r.gen == 2 {
			r.ms += 7000
		}
		rows = append(rows, r)
	}
	r := collect(rows)
	if want := []Skew{{Generator: 2, OffsetMs: 6900, Rows: 100}}; !slices.Equal(r.Skewed, want) {
		t.Errorf("skewed %+v, want %+v", r.Skewed, want)
	}
	// Of two generators, the one ahead is named, once.
	two := slices.DeleteFunc(slices.Clone(rows), func(r plantedRow) bool { return r.gen == 0 })
	if r := collect(two); len(r.Skewed) != 1 || r.Skewed[0].Generator != 1 || r.Skewed[0].OffsetMs != 6800 {
		t.Errorf("two generators: skewed %+v, want generator 1 (2/1) 6,800 ms ahead", r.Skewed)
	}
	// Rows a minute apart each lie a minute or two after the rows before
	// them: no clock is apart for that.
	for i := range rows {
		rows[i].ms = t0 + int64(i)*60000
	}
	if r := collect(rows); len(r.Skewed) != 0 {
		t.Errorf("rows a minute apart: skewed %+v, want none", r.Skewed)
	}
}
