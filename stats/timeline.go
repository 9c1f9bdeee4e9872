package stats

import (
	"cmp"
	"slices"
)

// Timeline is how many IDs the generators issued over the list's span, in
// bins of one width: the generators that issued the most each alone, the
// others together. A repeated ID counts once.
type Timeline struct {
	StartUnixMs int64 // the first bin's start, a whole number of bins from the Unix epoch
	BinMs       int64
	Series      []Series // the most IDs first; empty when no ID holds a time
}

// Series is a generator's count of IDs in each bin of a timeline.
type Series struct {
	Generator int // its place in [Report.Generators], or Others
	Counts    []int
}

// Others is the generator of the series that counts every generator not
// given one of its own.
const Others = -1

// Timelines have at most this many series of one generator, and about
// this many bins.
const (
	maxSeries = 5
	aboutBins = 60
)

// binWidths are the widths a timeline's bins take, in milliseconds: the
// smallest at which the span fits in about aboutBins bins.
var binWidths = []int64{
	1, 2, 5, 10, 20, 50, 100, 200, 500,
	1e3, 2e3, 5e3, 10e3, 15e3, 30e3,
	60e3, 2 * 60e3, 5 * 60e3, 10 * 60e3, 15 * 60e3, 30 * 60e3,
	3600e3, 2 * 3600e3, 3 * 3600e3, 6 * 3600e3, 12 * 3600e3,
	day, 2 * day, 7 * day, 14 * day, 30 * day, 91 * day, 182 * day, 365 * day,
	2 * 365 * day, 5 * 365 * day, 10 * 365 * day, 20 * 365 * day, 50 * 365 * day, 100 * 365 * day,
}

const day = 24 * 3600e3

// timeline counts the generators' times, sorted, in bins over the span
// of them all.
func timeline(gens []Generator, times [][]int64) Timeline {
	var order []int // the generators with times, the most first
	first, last := int64(0), int64(0)
	for gi, g := range gens {
		if len(times[gi]) == 0 {
			continue
		}
		if len(order) == 0 || g.FirstUnixMs < first {
			first = g.FirstUnixMs
		}
		if len(order) == 0 || g.LastUnixMs > last {
			last = g.LastUnixMs
		}
		order = append(order, gi)
	}
	if len(order) == 0 {
		return Timeline{}
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(len(times[b]), len(times[a])) })
	t := Timeline{BinMs: binWidths[len(binWidths)-1]}
	for _, w := range binWidths {
		if (last-first)/w < aboutBins {
			t.BinMs = w
			break
		}
	}
	t.StartUnixMs = floorDiv(first, t.BinMs) * t.BinMs
	bins := int((last-t.StartUnixMs)/t.BinMs) + 1
	for k, gi := range order {
		if k == maxSeries && len(order) > maxSeries+1 { // the rest together; one more alone would take as much room
			t.Series = append(t.Series, Series{Generator: Others, Counts: make([]int, bins)})
		}
		if k < maxSeries || len(order) == maxSeries+1 {
			t.Series = append(t.Series, Series{Generator: gi, Counts: make([]int, bins)})
		}
		counts := t.Series[len(t.Series)-1].Counts
		forEachRun(times[gi], t.StartUnixMs*1000, t.BinMs*1000, func(start int64, n int) {
			counts[(start/1000-t.StartUnixMs)/t.BinMs] += n
		})
	}
	return t
}
