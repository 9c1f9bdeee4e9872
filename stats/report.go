package stats

import "slices"

// Report is what a list of IDs says.
type Report struct {
	IDs        int // rows read
	Duplicates int // rows whose ID an earlier row holds
	Generators []Generator
	Steps      []Step      // steps back, in the list's order; the first 1000
	Skewed     []Skew      // generators whose clock runs apart from the others'
	FullTicks  []FullTick  // ticks in which a generator used its whole sequence
	Repeats    []Repeat    // each repeated ID, in the order of its first row
	Layouts    []LayoutEnd // each layout of the list, and when its time runs out
	Timeline   Timeline    // the IDs over time
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
	r := Report{IDs: c.n, Duplicates: c.duplicate, Steps: c.steps}
	used := make([]bool, len(c.layouts))
	for gi, g := range c.g {
		r.Generators = append(r.Generators, c.summary(g))
		used[g.layout] = true
		if s, ok := skewOf(g.offsets); ok && len(c.g) > 1 {
			s.Generator = gi
			r.Skewed = append(r.Skewed, s)
		}
		r.FullTicks = append(r.FullTicks, c.fullTicks(gi, g)...)
	}
	for i, l := range c.layouts {
		if used[i] {
			r.Layouts = append(r.Layouts, LayoutEnd{Name: l.Name, Timed: l.Timed, RunsOutUnix: l.RunsOut})
		}
	}
	r.Repeats = c.repeats()
	r.Timeline = c.timeline(&r)
	return r
}

// summary is what g's rows say, but its steps, skew and full ticks.
func (c *Collector) summary(g *generator) Generator {
	l := c.layouts[g.layout]
	s := Generator{Layout: l.Name, Count: g.count, Timed: g.timed > 0, Backward: g.backward, LargestBackMs: g.largestBack / 1000}
	for k, name := range l.Plain {
		s.Fields = append(s.Fields, FieldValue{Name: name, Value: g.plain[k]})
	}
	if g.timed == 0 {
		return s
	}
	s.FirstUnixMs, s.LastUnixMs = floorDiv(g.first, 1000), floorDiv(g.last, 1000)
	s.PerSecond = float64(len(g.times)) // an ID on several rows was issued once, or should have been
	if span := g.last - g.first; span >= 1e6 {
		s.PerSecond = float64(len(g.times)) * 1e6 / float64(span)
	}
	slices.Sort(g.times)
	forEachRun(g.times, 0, 1e6, func(start int64, n int) {
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

// fullTicks lists the ticks in which g used its whole sequence. Its times
// are sorted.
func (c *Collector) fullTicks(gi int, g *generator) []FullTick {
	l := c.layouts[g.layout]
	tick := l.Tick.Microseconds()
	if l.Sequence == 0 || tick <= 0 || len(g.times) == 0 {
		return nil
	}
	var full []FullTick
	forEachRun(g.times, l.Epoch*1000, tick, func(start int64, n int) {
		if int64(n) >= l.Sequence {
			full = append(full, FullTick{Generator: gi, StartMicro: start, IDs: n})
		}
	})
	return full
}

// skewOf says whether offsets, in milliseconds, show a clock apart from
// the others': enough of them, nearly all far to one side.
func skewOf(offsets []int32) (Skew, bool) {
	if len(offsets) < skewMinRows {
		return Skew{}, false
	}
	ahead, behind := 0, 0
	for _, o := range offsets {
		switch {
		case o >= skewMinMs:
			ahead++
		case o <= -skewMinMs:
			behind++
		}
	}
	if max(ahead, behind)*100 < skewMinShare*len(offsets) {
		return Skew{}, false
	}
	sorted := slices.Clone(offsets)
	slices.Sort(sorted)
	return Skew{OffsetMs: int64(sorted[len(sorted)/2]), Rows: len(offsets)}, true
}

// repeats finds the rows of each repeated ID.
func (c *Collector) repeats() []Repeat {
	if len(c.repeated) == 0 {
		return nil
	}
	at := make(map[uint64]int, len(c.repeated)) // a repeated ID's hash, its place in the list
	for k := range c.repeated {
		at[hashKey(k)] = -1
	}
	var list []Repeat
	var lines []uint32 // the line of each one's first row
	for row := range c.n {
		n := c.rows[row/rowBlock][row%rowBlock]
		i, ok := at[n.key]
		if !ok {
			continue
		}
		if i < 0 { // its first row: the list is in the order of first rows
			i = len(list)
			at[n.key] = i
			list = append(list, Repeat{Generator: int(n.gen), SameLine: n.line != 0})
			lines = append(lines, n.line)
		}
		list[i].Rows = append(list[i].Rows, row+1)
		list[i].SameLine = list[i].SameLine && n.line == lines[i]
	}
	return list
}
