package stats

import (
	"slices"
	"testing"
	"time"
)

// A report lists the first 1,000 steps back and rows ahead, and counts
// them all.
func TestListedCaps(t *testing.T) {
	var rows []plantedRow
	for i := range 1001 { // each pair: a row, then one 1 ms before it
		rows = append(rows, plantedRow{ms: t0 + int64(i)*10}, plantedRow{ms: t0 + int64(i)*10 - 1, seq: 1})
	}
	r := collect(rows)
	if g := r.Generators[0]; g.Backward != 1001 || len(r.Steps) != 1000 || r.Steps[999].Row != 2000 {
		t.Errorf("%d steps back, %d listed, the last at row %d; want 1,001, 1,000, row 2,000", g.Backward, len(r.Steps), r.Steps[len(r.Steps)-1].Row)
	}
	var ahead []plantedRow
	for i := range 1001 {
		ahead = append(ahead, plantedRow{ms: t0 + 2*day + int64(i)})
	}
	r = collectAt(ahead, time.UnixMilli(t0))
	if r.Ahead != 1001 || len(r.AheadRows) != 1000 || r.AheadRows[999] != 1000 {
		t.Errorf("%d rows ahead, %d listed; want 1,001, the first 1,000", r.Ahead, len(r.AheadRows))
	}
}

// A row exactly a day before the latest above it is not yet behind; a
// list with one timed row in ten behind is in time order, one in nine is
// not.
func TestBehindEdges(t *testing.T) {
	list := func(events int, back int64) []plantedRow {
		var rows []plantedRow
		for i := range events {
			rows = append(rows, plantedRow{ms: t0 + int64(i)})
		}
		return append(rows, plantedRow{gen: 1, ms: t0 + int64(events) - 1 - back})
	}
	if r := collect(list(9, day)); r.Behind != 0 || len(r.Steps) != 0 {
		t.Errorf("a day before the latest: %d behind, want none", r.Behind)
	}
	if r := collect(list(9, day+1)); r.Behind != 1 || !r.InOrder {
		t.Errorf("a day and 1 ms before, one row in ten: %d behind, in order %v; want 1, in order", r.Behind, r.InOrder)
	}
	if r := collect(list(8, day+1)); r.Behind != 1 || r.InOrder {
		t.Errorf("one row in nine: %d behind, in order %v; want 1, not in order", r.Behind, r.InOrder)
	}
}

// A clock is apart from 10 rows compared, 9 in 10 of them a second or
// more to one side of the typical offset.
func TestSkewEdges(t *testing.T) {
	offsets := func(n int, at int32, far int) []int32 {
		list := make([]int32, n)
		for i := range far {
			list[i] = at
		}
		return list
	}
	for _, c := range []struct {
		offsets []int32
		want    bool
	}{
		{offsets(10, 1000, 10), true}, {offsets(10, -1000, 10), true}, {offsets(9, 2000, 9), false},
		{offsets(10, 999, 10), false}, {offsets(10, -999, 10), false},
		{offsets(10, 2000, 9), true}, {offsets(10, 2000, 8), false},
	} {
		if _, ok := skewOf(c.offsets, 0); ok != c.want {
			t.Errorf("offsets %v: apart %v, want %v", c.offsets, ok, c.want)
		}
	}
	// Generators of 10 rows compared give the typical offset; of 9, none.
	gens := []*generator{{offsets: offsets(10, 3000, 10)}, {offsets: offsets(10, 0, 0)}, {offsets: offsets(10, 0, 0)}}
	if s := skews(gens); len(s) != 1 || s[0].Generator != 0 || s[0].OffsetMs != 3000 {
		t.Errorf("skews %+v, want generator 0, 3,000 ms ahead", s)
	}
	gens[1].offsets, gens[2].offsets = offsets(9, 0, 0), offsets(9, 0, 0)
	if s := skews(gens); len(s) != 0 {
		t.Errorf("one generator of 10 rows compared: skews %+v, want none", s)
	}
}

// A generator of a layout with no time has no times, and neither a rate
// nor a busiest second.
func TestUntimedGenerator(t *testing.T) {
	var c Collector
	l := c.Layout(Layout{Name: "Plain", Plain: []string{"node"}})
	for i := range 3 {
		c.Add(ID{Layout: l, Plain: []int64{4}, Key: Key{uint64(i)}})
	}
	r := c.Report()
	want := Generator{Layout: "Plain", Fields: []FieldValue{{"node", 4}}, Count: 3}
	if len(r.Generators) != 1 || !slices.Equal(r.Generators[0].Fields, want.Fields) || r.Generators[0].Count != 3 ||
		r.Generators[0].Timed || r.Generators[0].FirstUnixMs != 0 || r.Generators[0].BusiestSecond != 0 {
		t.Errorf("generators %+v, want %+v", r.Generators, want)
	}
}

// Rows are kept in blocks of 65,536: a repeat of row 1 at row 70,000 is
// found across them.
func TestRowsInBlocks(t *testing.T) {
	rows := make([]plantedRow, 0, 70000)
	for i := range 69999 {
		rows = append(rows, plantedRow{ms: t0 + int64(i)/4096, seq: int64(i % 4096), line: uint32(i + 1)})
	}
	r := collect(append(rows, plantedRow{ms: t0, line: 9, repeat: true}))
	if len(r.Repeats) != 1 || !slices.Equal(r.Repeats[0].Rows, []int{1, 70000}) || r.Generators[0].Count != 70000 {
		t.Errorf("repeats %+v; want rows 1 and 70,000", r.Repeats)
	}
}
