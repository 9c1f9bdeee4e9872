package stats

import "slices"

// Report is what a list of IDs says.
type Report struct {
	IDs        int // rows read
	Duplicates int // rows whose ID an earlier row holds
	// InOrder is set when at most one timed row in ten lies more than a
	// day before the latest time of the rows above it. In such a list
	// those rows cite older IDs (an author's, a parent's): they are left
	// out of clocks, rates and the timeline. In a list not in time order
	// every row counts, and clocks going back or apart are not looked for.
	InOrder    bool
	Behind     int   // rows more than a day before the latest time above them, but repeats
	BehindRows []int // the first 1000 of them, from 1
	// Ahead counts the rows, but repeats, whose time lies more than a day
	// after the moment the list was read ([Collector.Now]): read under a
	// layout not theirs, or from a clock set ahead. They count in their
	// generators, but not in clocks, rates or the timeline.
	Ahead            int
	AheadRows        []int // the first 1000 of them, from 1
	AheadFirstUnixMs int64 // the time of the first
	Generators       []Generator
	Steps            []Step      // steps back, in the list's order; the first 1000
	Skewed           []Skew      // generators whose clock runs apart from the others'
	FullTicks        []FullTick  // ticks in which a generator used its whole sequence
	Repeats          []Repeat    // each repeated ID, in the order of its first row
	Layouts          []LayoutEnd // each layout of the list, and when its time runs out
	Timeline         Timeline    // the IDs over time
}

// Generator is what a generator's rows say.
type Generator struct {
	Layout        string
	Fields        []FieldValue // its plain fields
	Count         int
	Timed         bool  // some of its IDs hold a time: the times below are theirs
	FirstUnixMs   int64 // its earliest time
	LastUnixMs    int64 // and its latest
	PerSecond     float64
	BusiestSecond int64 // the most IDs it made in one second
	BusiestUnixS  int64 // that second, in Unix seconds
	Backward      int   // steps back in time, in the list's order
	LargestBackMs int64
	Cited         int // in a list in time order, its rows that cite older IDs
	Ahead         int // its rows more than a day after the list was read
}

// FieldValue is a plain field's value.
type FieldValue struct {
	Name  string
	Value int64
}

// Step is a row whose ID is older than its generator's row before it.
type Step struct {
	Generator  int   // its place in [Report.Generators]
	Row        int   // from 1, in the list's order
	BackMs     int64 // how far back
	AtUnixMs   int64 // the row's time
	FromUnixMs int64 // and that of its generator's row before
}

// Skew is a generator whose times, at the same place in the list, run
// ahead of the other generators' (OffsetMs > 0) or behind them.
type Skew struct {
	Generator int
	OffsetMs  int64 // the middle of its offsets
	Rows      int   // the rows it was compared at
}

// FullTick is a tick in which a generator issued as many IDs as its
// sequence takes values: one more would have had to wait.
type FullTick struct {
	Generator  int
	StartMicro int64 // the tick's start, Unix µs
	IDs        int
}

// Repeat is an ID that stands on more than one row.
type Repeat struct {
	Generator int
	Rows      []int // from 1
	SameLine  bool  // every copy stands on a line of the same text: likely logged twice, not issued twice
	// Cited is set when no copy after the first stands as the ID issued
	// again, and not every one is logged twice: each is on a line of the
	// first's text, under another name than the first's (a reply's
	// messageId, not id), or, in a list in time order, more than a day
	// after its time, whatever its line. Likely references.
	Cited bool
}

// LayoutEnd is when a layout's time runs out.
type LayoutEnd struct {
	Name        string
	Timed       bool
	RunsOutUnix int64 // the last millisecond its time reaches, Unix milliseconds
}

// Skews are said from this many rows compared, this far apart, this many
// in a hundred on one side.
const (
	skewMinRows  = 10
	skewMinMs    = 1000
	skewMinShare = 90
)

// Report says what the rows read so far show.
func (c *Collector) Report() Report {
	r := Report{IDs: c.n, Duplicates: c.duplicate, InOrder: c.cited.n*10 <= c.cited.n+c.events, Behind: c.cited.n, BehindRows: c.cited.rows,
		Ahead: c.ahead.n, AheadRows: c.ahead.rows, AheadFirstUnixMs: floorDiv(c.ahead.first, 1000)}
	if r.InOrder {
		r.Steps = c.steps
	}
	used := make([]bool, len(c.layouts))
	times := make([][]int64, len(c.g)) // each generator's times that count
	for gi, g := range c.g {
		times[gi] = g.times
		if !r.InOrder {
			times[gi] = append(slices.Clip(g.times), g.cited...)
		}
		r.Generators = append(r.Generators, c.summary(g, times[gi], r.InOrder))
		used[g.layout] = true
		r.FullTicks = append(r.FullTicks, c.fullTicks(gi, g, times[gi])...)
	}
	for i, l := range c.layouts {
		if used[i] {
			r.Layouts = append(r.Layouts, LayoutEnd{Name: l.Name, Timed: l.Timed, RunsOutUnix: l.RunsOut})
		}
	}
	if r.InOrder {
		r.Skewed = skews(c.g)
	}
	r.Repeats = c.repeats(r.InOrder)
	r.Timeline = timeline(r.Generators, times)
	return r
}

// summary is what g's rows say, from times, the times of its rows that
// count, sorted here: all but its steps, skew and full ticks. Of a
// generator whose every row cites or lies ahead, the times are those rows'.
func (c *Collector) summary(g *generator, times []int64, inOrder bool) Generator {
	l := c.layouts[g.layout]
	s := Generator{Layout: l.Name, Count: g.count, Timed: g.timed > 0, Ahead: len(g.ahead)}
	if inOrder {
		s.Backward, s.LargestBackMs, s.Cited = g.backward, g.largestBack/1000, len(g.cited)
	}
	for k, name := range l.Plain {
		s.Fields = append(s.Fields, FieldValue{Name: name, Value: g.plain[k]})
	}
	if len(times) == 0 {
		if off := append(slices.Clip(g.cited), g.ahead...); len(off) > 0 {
			s.FirstUnixMs, s.LastUnixMs = floorDiv(slices.Min(off), 1000), floorDiv(slices.Max(off), 1000)
		}
		return s
	}
	slices.Sort(times)
	first, last := times[0], times[len(times)-1]
	s.FirstUnixMs, s.LastUnixMs = floorDiv(first, 1000), floorDiv(last, 1000)
	s.PerSecond = float64(len(times)) // an ID on several rows was issued once, or should have been
	if span := last - first; span >= 1e6 {
		s.PerSecond = float64(len(times)) * 1e6 / float64(span)
	}
	forEachRun(times, 0, 1e6, func(start int64, n int) {
		if n > int(s.BusiestSecond) {
			s.BusiestSecond, s.BusiestUnixS = int64(n), start/1e6
		}
	})
	return s
}

// forEachRun calls f with the start and length of each run of times,
// sorted, that fall in one interval of width counted from origin.
func forEachRun(times []int64, origin, width int64, f func(start int64, n int)) {
	for i := 0; i < len(times); {
		start := origin + floorDiv(times[i]-origin, width)*width
		j := i + 1
		for j < len(times) && times[j] < start+width {
			j++
		}
		f(start, j-i)
		i = j
	}
}

// fullTicks lists the ticks in which g used its whole sequence, from its
// times, sorted.
func (c *Collector) fullTicks(gi int, g *generator, times []int64) []FullTick {
	l := c.layouts[g.layout]
	tick := l.Tick.Microseconds()
	if l.Sequence == 0 || tick <= 0 || len(times) == 0 {
		return nil
	}
	var full []FullTick
	forEachRun(times, l.Epoch*1000, tick, func(start int64, n int) {
		if int64(n) >= l.Sequence {
			full = append(full, FullTick{Generator: gi, StartMicro: start, IDs: n})
		}
	})
	return full
}

// skews names the generators whose clocks run apart from the others'.
// Each generator's offsets are taken less the typical offset, the middle
// of the generators' middle offsets: in a list of rows far apart each row
// lies its gap after the rows before it, and no clock is apart for that.
func skews(gens []*generator) []Skew {
	var mids []int64
	for _, g := range gens {
		if len(g.offsets) >= skewMinRows {
			mids = append(mids, middle(g.offsets))
		}
	}
	if len(mids) < 2 {
		return nil
	}
	slices.Sort(mids)
	typical := mids[(len(mids)-1)/2]
	var list []Skew
	for gi, g := range gens {
		if s, ok := skewOf(g.offsets, typical); ok {
			s.Generator = gi
			list = append(list, s)
		}
	}
	return list
}

// skewOf says whether offsets, in milliseconds, less the typical offset,
// show a clock apart from the others': enough of them, nearly all far to
// one side.
func skewOf(offsets []int32, typical int64) (Skew, bool) {
	if len(offsets) < skewMinRows {
		return Skew{}, false
	}
	ahead, behind := 0, 0
	for _, o := range offsets {
		switch d := int64(o) - typical; {
		case d >= skewMinMs:
			ahead++
		case d <= -skewMinMs:
			behind++
		}
	}
	if max(ahead, behind)*100 < skewMinShare*len(offsets) {
		return Skew{}, false
	}
	return Skew{OffsetMs: middle(offsets) - typical, Rows: len(offsets)}, true
}

// middle is the middle of offsets, the upper of two.
func middle(offsets []int32) int64 {
	sorted := slices.Clone(offsets)
	slices.Sort(sorted)
	return int64(sorted[len(sorted)/2])
}

// repeats finds the rows of each repeated ID, and whether its copies
// look logged twice, cited or issued again; the time of a copy counts
// only in a list in time order.
func (c *Collector) repeats(inOrder bool) []Repeat {
	if len(c.repeated) == 0 {
		return nil
	}
	at := make(map[uint64]int, len(c.repeated)) // a repeated ID's hash, its place in the list
	for k := range c.repeated {
		at[hashKey(k)] = -1
	}
	var list []Repeat
	var firsts []rowNote // each one's first row
	for row := range c.n {
		n := c.rows[row/rowBlock][row%rowBlock]
		i, ok := at[n.key]
		if !ok {
			continue
		}
		if i < 0 { // its first row: the list is in the order of first rows
			i = len(list)
			at[n.key] = i
			list = append(list, Repeat{Generator: int(n.gen), SameLine: n.line != 0, Cited: true})
			firsts = append(firsts, n)
			list[i].Rows = append(list[i].Rows, row+1)
			continue
		}
		first := firsts[i]
		list[i].Rows = append(list[i].Rows, row+1)
		late := inOrder && n.cited // long after its time: cited, whatever its line
		same := n.line != 0 && n.line == first.line && !late
		list[i].SameLine = list[i].SameLine && same
		if !same && !late && n.kind == first.kind {
			list[i].Cited = false // issued again
		}
	}
	for i := range list {
		list[i].Cited = list[i].Cited && !list[i].SameLine
	}
	return list
}
