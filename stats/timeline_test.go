package stats

import (
	"slices"
	"testing"
)

// Seven generators, machine k issuing 10 − k IDs in the second t0 + k s,
// machine 0 one more at t0 + 59 s, machine 1 one again: over 59 s, bins of
// a second (of 500 ms there would be 119); the five that issued the most
// alone, machines 5 and 6 together.
func TestTimeline(t *testing.T) {
	var c Collector
	l := c.Layout(twitter)
	add := func(machine, ms int64, repeat bool) {
		c.Add(ID{Layout: l, Plain: []int64{0, machine}, Micro: ms * 1000, Timed: true,
			Key: Key{uint64(ms-twitter.Epoch)<<22 | uint64(machine)<<12}, Repeat: repeat})
	}
	for k := range int64(7) {
		for j := range 10 - k {
			add(k, t0+k*1000+j, false)
		}
	}
	add(0, t0+59000, false)
	add(1, t0+1000, true)
	tl := c.Report().Timeline
	if tl.StartUnixMs != t0 || tl.BinMs != 1000 {
		t.Fatalf("timeline from %d in bins of %d ms, want from %d in bins of 1000", tl.StartUnixMs, tl.BinMs, int64(t0))
	}
	bins := func(at ...int) []int { // 60 bins, at[2i] holding at[2i+1]
		b := make([]int, 60)
		for i := 0; i < len(at); i += 2 {
			b[at[i]] = at[i+1]
		}
		return b
	}
	want := []Series{{0, bins(0, 10, 59, 1)}, {1, bins(1, 9)}, {2, bins(2, 8)}, {3, bins(3, 7)}, {4, bins(4, 6)}, {Others, bins(5, 5, 6, 4)}}
	if len(tl.Series) != len(want) {
		t.Fatalf("%d series, want %d: %+v", len(tl.Series), len(want), tl.Series)
	}
	for i, s := range tl.Series {
		if s.Generator != want[i].Generator || !slices.Equal(s.Counts, want[i].Counts) {
			t.Errorf("series %d: generator %d %v\nwant generator %d %v", i, s.Generator, s.Counts, want[i].Generator, want[i].Counts)
		}
	}
}

// Six generators each have a series: the sixth would take the room of
// the others' together. Two IDs an hour and a half minute apart take bins
// of two minutes, 31 of them, the first at t0, a whole number of them
// from the Unix epoch.
func TestTimelineBins(t *testing.T) {
	var c Collector
	l := c.Layout(twitter)
	for k := range int64(6) {
		c.Add(ID{Layout: l, Plain: []int64{0, k}, Micro: (t0 + 90000 + k*3600000/5) * 1000, Timed: true, Key: Key{uint64(k)}})
	}
	tl := c.Report().Timeline
	if tl.StartUnixMs != t0 || tl.BinMs != 120000 || len(tl.Series) != 6 {
		t.Fatalf("timeline from %d in bins of %d ms, %d series; want from %d in bins of 120000, 6 series", tl.StartUnixMs, tl.BinMs, len(tl.Series), int64(t0))
	}
	for k, s := range tl.Series {
		at := (90 + k*720) / 120 // the bin of t0 + 90 s + k × 12 min
		if s.Generator != k || len(s.Counts) != 31 || s.Counts[at] != 1 {
			t.Errorf("series %d: generator %d %v, want generator %d, 31 bins, one ID in bin %d", k, s.Generator, s.Counts, k, at)
		}
	}
	// The planted list: generator 2 first (4,196 IDs), then 0 and 1 with
	// 100 each, in their order; bins of a second over 30 s; the used-up
	// millisecond and one row in the last.
	tl = collect(plantedList()).Timeline
	if tl.BinMs != 1000 || len(tl.Series) != 3 || tl.Series[0].Generator != 2 || tl.Series[1].Generator != 0 ||
		len(tl.Series[0].Counts) != 31 || tl.Series[0].Counts[30] != 4096 || tl.Series[0].Counts[29] != 4 {
		t.Errorf("planted list's timeline: %+v", tl)
	}
	if (&Collector{}).Report().Timeline.Series != nil {
		t.Error("an empty list has a timeline")
	}
}
