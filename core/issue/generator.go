package issue

import (
	"snowflakeid/core"

	"errors"
	"fmt"
	"math/bits"
	"strings"
	"sync"
	"time"
)

// MaxClockStepBack is how far the clock may step back before a [Generator]
// gives up waiting for it with [ErrClockBackwards].
const MaxClockStepBack = time.Second

// ErrClockBackwards is returned by a [Generator] when the clock has moved
// back by more than [MaxClockStepBack] since its last ID: waiting that long
// would stall callers, and issuing IDs could repeat earlier ones.
var ErrClockBackwards = errors.New("the clock moved back by more than a second; no ID was issued, to keep IDs unique")

// ClockBackError is [ErrClockBackwards] with its times: the clock reads
// Now, and the last ID issued for the generator's layout and plain values
// (by it, or by another through the ledger) is of Last, both in Unix
// milliseconds. IDs are issued again once the clock reaches Last; a
// generator with another value in one of the Plain fields issues at once.
// It wraps [ErrClockBackwards].
type ClockBackError struct {
	Now, Last int64
	Plain     []string // the names of the layout's plain fields, whose values key the ledger
}

func (e *ClockBackError) Error() string {
	if len(e.Plain) == 0 {
		return fmt.Sprintf("the clock reads %s, before the last ID issued in this layout (%s): none is issued until then, so that none repeats",
			core.FormatInstant(e.Now), core.FormatInstant(e.Last))
	}
	return fmt.Sprintf("the clock reads %s, before the last ID issued with these values of %s (%s): none is issued until then, so that none repeats",
		core.FormatInstant(e.Now), strings.Join(e.Plain, ", "), core.FormatInstant(e.Last))
}

func (e *ClockBackError) Unwrap() error { return ErrClockBackwards }

// ErrCount is returned by [Generator.NextN] and [Generator.AppendN] for a
// count below 0 or above [MaxCount]; larger batches are issued in parts.
var ErrCount = errors.New("the number of IDs in one call must lie between 0 and 1000000")

// Clock is where a [Generator] reads the time and waits for it to pass.
type Clock interface {
	Now() time.Time
	Sleep(time.Duration)
}

// systemClock is the real wall clock.
type systemClock struct{}

func (systemClock) Now() time.Time        { return time.Now() }
func (systemClock) Sleep(d time.Duration) { time.Sleep(d) }

// Generator issues unique IDs of one layout, with its plain fields set,
// the way a production Snowflake service does: the current tick (the
// layout's smallest time unit) and a sequence that counts up within it. It
// issues at most 2^sequence bits IDs per tick (one per tick in a layout
// with no sequence field), never uses a tick the clock has not reached,
// and never goes back in time. It is safe for concurrent use. Generators
// whose IDs share a [LedgerKey] (the epoch, the time and sequence fields'
// places, the other bits' values), under any layout's names, that issue
// through a shared [Ledger], in one process or several, never issue the
// same ID.
type Generator struct {
	scheme core.Scheme // the scheme it was made for; zero for a layout's generator
	layout core.Layout
	key    LedgerKey
	clock  Clock
	ledger Ledger // shares the last ID with other issuers; nil when none

	base     int64   // the plain fields' values in place; time and sequence 0
	shifts   []uint8 // each field's place, in bits from the lowest
	timeAt   int     // the place of the layout's one time field; -1 where there are several
	seqShift uint8
	times    []int64 // the fields' values while a tick is composed, when the time fields are several
	order    []int   // the time fields' places, the largest unit first

	wide *wideMint // for a layout with a width, how its IDs are put together; nil for signed 64-bit IDs

	mu   sync.Mutex
	last int64 // the tick of the last ID, counted from the epoch; -1 before the first
	seq  int64 // the sequence of the last ID
}

// NewGenerator returns a generator of Twitter IDs on the system clock. It
// fails with [ErrDatacenterRange] or [ErrMachineRange] as [Encode] would.
func NewGenerator(datacenter, machine int64) (*Generator, error) {
	return NewSchemeGenerator(core.Twitter, datacenter, machine)
}

// NewGeneratorWithClock is [NewGenerator] with the clock to read.
func NewGeneratorWithClock(datacenter, machine int64, clock Clock) (*Generator, error) {
	return NewSchemeGeneratorWithClock(core.Twitter, datacenter, machine, clock)
}

// NewGenerator returns a generator of IDs of l whose plain fields hold
// values, one per field in l's order (the time and sequence fields' are
// not read), issuing through ledger (nil for none) on clock. It fails
// with a [*LayoutError] for a layout that cannot be and a
// [*FieldRangeError] for a value its field cannot hold.
func NewLayoutGenerator(l core.Layout, values []int64, ledger Ledger, clock Clock) (*Generator, error) {
	// An epoch the clock has not reached is refused when an ID is asked for.
	if err := l.Validate(time.UnixMilli(l.Epoch)); err != nil {
		return nil, err
	}
	if l.Wide() {
		return newWideGenerator(l, values, ledger, clock)
	}
	key, err := LayoutKey(l, values)
	if err != nil {
		return nil, err
	}
	g := &Generator{layout: l, key: key, clock: clock, ledger: ledger, timeAt: -1, last: -1,
		shifts: make([]uint8, len(l.Fields)), times: make([]int64, len(l.Fields))}
	shift := l.TotalBits()
	for i, f := range l.Fields {
		shift -= f.Bits
		g.shifts[i] = uint8(shift)
		switch f.Role {
		case core.RoleNumber:
			g.base |= values[i] << shift
		case core.RoleSequence:
			g.seqShift = uint8(shift)
		case core.RoleTime:
			g.timeAt = i
		}
	}
	if g.order = l.TimeFieldsByUnit(); len(g.order) > 1 {
		g.timeAt = -1
	}
	return g, nil
}

// Scheme returns the scheme the generator issues IDs of; the zero Scheme
// for a generator made from a layout.
func (g *Generator) Scheme() core.Scheme {
	return g.scheme
}

// Layout returns the layout the generator issues IDs of.
func (g *Generator) Layout() core.Layout {
	return g.layout
}

// Next issues one ID.
func (g *Generator) Next() (int64, error) {
	if g.wide != nil {
		return 0, ErrNarrowGenerator
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	tick, seq, err := g.reserve(1)
	if err != nil {
		return 0, err
	}
	return g.compose(tick) | seq<<g.seqShift, nil
}

// NextN issues n IDs in increasing order. It reads the clock about once per
// tick's block of sequence numbers, so large batches run at the format's
// limit. On an error it returns the IDs issued before it.
func (g *Generator) NextN(n int) ([]int64, error) {
	if n < 0 || n > core.MaxCount {
		return nil, ErrCount
	}
	return g.AppendN(make([]int64, 0, n), n)
}

// AppendN is [Generator.NextN] appending to ids, for callers that issue a
// large batch in parts into one slice.
func (g *Generator) AppendN(ids []int64, n int) ([]int64, error) {
	if g.wide != nil {
		return ids, ErrNarrowGenerator
	}
	if n < 0 || n > core.MaxCount {
		return ids, ErrCount
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	for issued := 0; issued < n; {
		want := min(int64(n-issued), g.key.lastSequence+1)
		tick, first, err := g.reserve(want)
		if err != nil {
			return ids, err
		}
		base := g.compose(tick)
		for seq := first; seq <= g.seq; seq++ {
			ids = append(ids, base|seq<<g.seqShift)
		}
		issued += int(g.seq - first + 1)
	}
	return ids, nil
}

// compose is the ID of the tick with this generator's plain values and
// sequence 0. The tick is one the layout's time fields hold.
func (g *Generator) compose(tick int64) int64 {
	if g.timeAt >= 0 {
		return g.base | tick<<g.shifts[g.timeAt]
	}
	_ = g.layout.SplitTime(g.times, tick*g.key.tick, g.order) // cannot fail: claim checked the tick
	id := g.base
	for i, f := range g.layout.Fields {
		if f.Role == core.RoleTime {
			id |= g.times[i] << g.shifts[i]
		}
	}
	return id
}

// reserve claims up to want sequence numbers in one tick, and returns the
// tick and the first of them; g.seq becomes the last. The caller holds
// g.mu.
func (g *Generator) reserve(want int64) (tick, first int64, err error) {
	if g.ledger != nil {
		return g.reserveShared(want)
	}
	return g.reserveHere(want)
}

// reserveHere is reserve from this generator's own last ID.
func (g *Generator) reserveHere(want int64) (tick, first int64, err error) {
	now := g.now()
	for {
		first, until, err := g.claim(now, want)
		switch {
		case err != nil:
			return 0, 0, err
		case until < 0:
			return now, first, nil
		}
		if err := g.checkWait(now, until); err != nil {
			return 0, 0, err
		}
		now = g.waitFor(until)
	}
}

// now is the tick the clock is in, counted from the layout's epoch:
// negative before it.
func (g *Generator) now() int64 {
	return g.key.tickOf(g.clock.Now().UnixMicro())
}

// claim claims up to want sequence numbers in the tick now, and returns
// the first of them; g.seq becomes the last. When now cannot be used,
// because its sequence numbers are used up or the clock stepped back a
// little, it claims none and returns the tick to wait for; else until is
// -1. It never waits itself: a generator issuing through a ledger waits
// with the ledger's lock let go.
func (g *Generator) claim(now, want int64) (first, until int64, err error) {
	switch {
	case now < g.last && g.last >= 0: // g.last is -1 before the first ID
		// Compared in ticks: as a Duration, a clock centuries back would
		// overflow and look like a small step.
		if g.last-now > MaxClockStepBack.Microseconds()/g.key.tick {
			return 0, 0, g.clockBack(now)
		}
		return 0, g.last, nil
	case now == g.last && g.seq >= g.key.lastSequence: // this tick is used up
		return 0, g.last + 1, nil
	case now == g.last:
		first = g.seq + 1
	case g.wide != nil:
		first = g.wide.start(bits.Len64(uint64(g.key.lastSequence)))
	}
	if now < 0 || now > g.key.lastTick {
		return 0, 0, g.timeRange(now)
	}
	g.last = now
	g.seq = min(first+want-1, g.key.lastSequence)
	return first, -1, nil
}

// clockBack is the error of a clock that reads the tick now, too far
// behind the last ID.
func (g *Generator) clockBack(now int64) error {
	last := g.key.epochMicro + g.last*g.key.tick
	return &ClockBackError{Now: g.clock.Now().UnixMilli(), Last: (last + 999) / 1000, Plain: g.layout.PlainNames()}
}

// timeRange is the error of a clock at a tick the layout cannot hold.
func (g *Generator) timeRange(now int64) error {
	if g.scheme != (core.Scheme{}) {
		return g.scheme.CheckTimestamp(g.clock.Now().UnixMilli())
	}
	return &core.LayoutTimeError{Layout: g.layout, First: g.layout.Epoch, Last: g.layout.LastMilli()}
}

// waitFor returns once the clock is in the tick or later, with the tick
// it is in. Short waits, such as for the next millisecond when one is used
// up, are spun rather than slept: a sleep can overshoot by more than a
// millisecond on a busy machine, and a generator at full speed waits at
// every millisecond.
func (g *Generator) waitFor(tick int64) int64 {
	start := time.UnixMicro(g.key.epochMicro + tick*g.key.tick)
	for {
		t := g.clock.Now()
		if now := g.key.tickOf(t.UnixMicro()); now >= tick {
			return now
		}
		// Sleep(0) returns at once on the system clock: a spin.
		g.clock.Sleep(max(start.Sub(t)-spinWindow, 0))
	}
}

// spinWindow is how close to the awaited millisecond waitFor stops sleeping.
const spinWindow = 2 * time.Millisecond

// LongWaitError says that a generator's tick is used up and the next ID
// comes only at Until, longer than [BatchWait] away: a layout of a large
// time unit (an hour, say) would otherwise keep a window or a command
// waiting for it. Nothing was issued.
type LongWaitError struct {
	Until time.Time
}

func (e *LongWaitError) Error() string {
	return "the IDs of this tick are used up; the next can be issued at " + e.Until.UTC().Format(time.RFC3339Nano)
}

// checkWait returns a [*LongWaitError] when the tick until starts more
// than [BatchWait] after the clock, which was last read in the tick now.
// The clock is read again only when the ticks between are that long.
func (g *Generator) checkWait(now, until int64) error {
	if time.Duration((until-now)*g.key.tick)*time.Microsecond <= core.BatchWait {
		return nil
	}
	start := g.key.epochMicro + until*g.key.tick
	if time.Duration(start-g.clock.Now().UnixMicro())*time.Microsecond > core.BatchWait {
		return &LongWaitError{Until: time.UnixMicro(start)}
	}
	return nil
}

// NewSchemeGenerator returns a generator of IDs of s on the system clock.
func NewSchemeGenerator(s core.Scheme, datacenter, machine int64) (*Generator, error) {
	return NewSchemeGeneratorWithClock(s, datacenter, machine, systemClock{})
}

// NewSchemeGeneratorWithClock is [NewSchemeGenerator] with the clock to read.
func NewSchemeGeneratorWithClock(s core.Scheme, datacenter, machine int64, clock Clock) (*Generator, error) {
	return NewSharedGenerator(s, datacenter, machine, nil, clock)
}
