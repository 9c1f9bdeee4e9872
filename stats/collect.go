package stats

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"time"
)

// Layout is what the report needs of a layout.
type Layout struct {
	Name     string
	Plain    []string      // its plain fields' names: each value of them is a generator of its own
	Timed    bool          // its IDs hold a time
	Epoch    int64         // Unix milliseconds; its ticks count from it
	Tick     time.Duration // the step of its time
	Sequence int64         // how many values its sequence field takes, 2^bits; 0 without one
	RunsOut  int64         // the last millisecond its time reaches, Unix milliseconds
}

// Key is an ID as the report tells IDs apart: the number's bits, and for
// an ID of a layout with a width, the layout too.
type Key [3]uint64

// ID is one row of a list.
type ID struct {
	Layout int     // the place of its layout, as [Collector.Layout] gave it
	Plain  []int64 // the values of the layout's plain fields, in its order
	Micro  int64   // its time in Unix microseconds, where Timed
	Timed  bool
	Key    Key
	Repeat bool   // an earlier row holds the same ID
	Line   uint32 // a hash of the text of the line it stands on; 0 where not known
	Kind   uint16 // a hash of the kind of line it stands on (its template, the name it stands under); 0 where not known
}

// maxStepsListed is how many steps back a report lists; it counts them
// all.
const maxStepsListed = 1000

// skewNear is how many rows before a row the rows it is compared with
// may stand.
const skewNear = 16

// citedBehind is how far, in µs, a row's time may lie before the latest
// time of the rows above it before the row is taken to cite an older ID
// (an author's, a parent's) rather than to hold one issued there: a day.
// A clock that goes back further than that is rare; a log or an export
// that names older IDs is not.
const citedBehind = 24 * 3600 * 1e6

// Collector reads the rows of a list in order. Its zero value is empty and
// ready; it keeps 24 bytes a row, and 12 more a row with a time.
type Collector struct {
	// Now is the moment the list is read at. A row whose time lies more
	// than a day after it holds no time a clock gave yet: it was read
	// under a layout not its own, or issued by a clock set years ahead,
	// and says nothing of clocks and rates. Zero: no row is so.
	Now time.Time

	layouts []Layout
	gens    map[string]int32 // a generator's layout and plain values, as bytes
	g       []*generator
	keyBuf  []byte

	rows      [][]rowNote // in blocks of rowBlock, never copied to grow
	n         int         // rows read
	repeated  map[Key]struct{}
	duplicate int
	steps     []Step
	latest    int64           // the latest time of the rows read that cite none, µs
	events    int             // rows with a time that are no repeat and cite none
	cited     offRows         // rows whose time lies more than citedBehind before latest
	ahead     offRows         // rows whose time lies more than citedBehind after Now
	recent    [skewNear]int32 // the generators of the last rows with a time, each once, the latest first
	nRecent   int
}

// offRows are rows whose times are left out of clocks and rates.
type offRows struct {
	n     int
	rows  []int // the first maxStepsListed, from 1
	first int64 // the time of the first, µs
}

// add counts row (from 0), of time t.
func (o *offRows) add(row int, t int64) {
	if o.n == 0 {
		o.first = t
	}
	o.n++
	if len(o.rows) < maxStepsListed {
		o.rows = append(o.rows, row+1)
	}
}

// rowBlock is how many rows a block of Collector.rows holds.
const rowBlock = 1 << 16

// rowNote is what is kept of each row to find the rows of repeated IDs.
type rowNote struct {
	key   uint64 // a hash of its ID
	gen   int32
	line  uint32
	kind  uint16
	cited bool // its time lies more than citedBehind before the latest above it
}

// generator is what is gathered of one generator's rows.
type generator struct {
	layout      int
	plain       []int64
	count       int
	prev        int64 // the time of its row before, in the list's order
	timed       int   // its rows with a time
	backward    int
	largestBack int64   // µs
	times       []int64 // its IDs' times, but those of repeats and rows that cite, Unix µs
	cited       []int64 // the times of its rows that cite, but repeats
	ahead       []int64 // the times of its rows more than a day after Now, but repeats
	offsets     []int32 // ms: its time less that of a near row of another generator before it
	lastRow     int     // its latest row with a time, from 0
}

// Layout adds a layout the rows may be of, and returns its place: that
// of the layout added before under the same name, if one was.
func (c *Collector) Layout(l Layout) int {
	for i, m := range c.layouts {
		if m.Name == l.Name {
			return i
		}
	}
	c.layouts = append(c.layouts, l)
	return len(c.layouts) - 1
}

// Len is how many rows were read.
func (c *Collector) Len() int { return c.n }

// Add reads the next row of the list.
func (c *Collector) Add(id ID) {
	if c.gens == nil {
		c.gens, c.repeated = make(map[string]int32), make(map[Key]struct{})
	}
	row := c.n
	gi := c.generatorOf(id)
	if row%rowBlock == 0 {
		c.rows = append(c.rows, make([]rowNote, 0, rowBlock))
	}
	block := &c.rows[len(c.rows)-1]
	*block = append(*block, rowNote{key: hashKey(id.Key), gen: gi, line: id.Line, kind: id.Kind})
	c.n++
	if id.Repeat {
		c.duplicate++
		c.repeated[id.Key] = struct{}{}
	}
	g := c.g[gi]
	g.count++
	if id.Timed {
		c.addTime(g, gi, row, id.Micro, id.Repeat)
	}
}

// addTime reads the time of a row of generator g. A repeat's time is its
// first copy's, and neither a row that cites an older ID nor one ahead of
// now says anything of clocks: only the others' times are a clock's.
func (c *Collector) addTime(g *generator, gi int32, row int, t int64, repeat bool) {
	g.timed++
	cited := c.events > 0 && c.latest-t > citedBehind
	c.rows[row/rowBlock][row%rowBlock].cited = cited
	switch {
	case repeat:
		return
	case !c.Now.IsZero() && t-c.Now.UnixMicro() > citedBehind:
		c.ahead.add(row, t)
		g.ahead = append(g.ahead, t)
		return
	case cited:
		c.cited.add(row, t)
		g.cited = append(g.cited, t)
		return
	}
	if c.events == 0 || t > c.latest {
		c.latest = t
	}
	c.events++
	if len(g.times) > 0 {
		if back := g.prev - t; back > 0 {
			g.backward++
			g.largestBack = max(g.largestBack, back)
			if len(c.steps) < maxStepsListed {
				c.steps = append(c.steps, Step{Generator: int(gi), Row: row + 1, BackMs: back / 1000, AtUnixMs: floorDiv(t, 1000), FromUnixMs: floorDiv(g.prev, 1000)})
			}
		}
	}
	if ref, ok := c.reference(row, gi); ok {
		g.offsets = append(g.offsets, int32(max(min(floorDiv(t-ref, 1000), 1<<31-1), -1<<31)))
	}
	g.prev, g.lastRow = t, row
	g.times = append(g.times, t)
	c.noteRecent(gi)
}

// reference is the time a row of generator gi is compared with: of the
// latest row of each generator among the near rows before it (its own
// too), the middle time, the lower of two. Of two generators, the one
// ahead is so compared with the other, and the other with itself. ok is
// false when no other generator's row is near.
func (c *Collector) reference(row int, gi int32) (ref int64, ok bool) {
	var times [skewNear]int64
	n := 0
	for _, r := range c.recent[:c.nRecent] {
		g := c.g[r]
		if row-g.lastRow > skewNear {
			break // the ones after it are older still
		}
		times[n] = g.prev
		n++
		ok = ok || r != gi
	}
	if !ok {
		return 0, false
	}
	slices.Sort(times[:n])
	return times[(n-1)/2], true
}

// noteRecent puts gi first among the generators of the latest rows.
func (c *Collector) noteRecent(gi int32) {
	at := slices.Index(c.recent[:c.nRecent], gi)
	if at < 0 {
		at = min(c.nRecent, skewNear-1)
		c.nRecent = min(c.nRecent+1, skewNear)
	}
	copy(c.recent[1:at+1], c.recent[:at])
	c.recent[0] = gi
}

// generatorOf returns the place of the generator of id, added if new.
func (c *Collector) generatorOf(id ID) int32 {
	c.keyBuf = binary.AppendUvarint(c.keyBuf[:0], uint64(id.Layout))
	for _, v := range id.Plain {
		c.keyBuf = binary.AppendVarint(c.keyBuf, v)
	}
	if gi, ok := c.gens[string(c.keyBuf)]; ok {
		return gi
	}
	gi := int32(len(c.g))
	c.gens[string(c.keyBuf)] = gi
	c.g = append(c.g, &generator{layout: id.Layout, plain: append([]int64(nil), id.Plain...)})
	return gi
}

// hashKey is a hash of k, by which the rows of a repeated ID are found
// again: the words mixed as splitmix64 mixes, a hash no two IDs of a list
// share but by a chance of about one in 2^64 a pair.
func hashKey(k Key) uint64 {
	h := k[0] ^ bits.RotateLeft64(k[1], 21) ^ bits.RotateLeft64(k[2], 42)
	h = (h ^ h>>30) * 0xbf58476d1ce4e5b9
	h = (h ^ h>>27) * 0x94d049bb133111eb
	return h ^ h>>31 ^ k[1]*0x9e3779b97f4a7c15 ^ k[2]*0xc2b2ae3d27d4eb4f
}

// floorDiv is a ÷ b rounded down, for b > 0.
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b < 0 {
		q--
	}
	return q
}
