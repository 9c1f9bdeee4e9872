package core

import (
	"errors"
	"fmt"
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
// Now, and the last ID issued for the generator's scheme, datacenter and
// machine (by it, or by another through the ledger) is of Last, both in
// Unix milliseconds. IDs are issued again once the clock reaches Last; a
// generator of another datacenter or machine issues at once. It wraps
// [ErrClockBackwards].
type ClockBackError struct {
	Now, Last int64
}

func (e *ClockBackError) Error() string {
	return fmt.Sprintf("the clock reads %s, before the last ID issued as this datacenter and machine (%s): none is issued until then, so that none repeats",
		formatInstant(e.Now), formatInstant(e.Last))
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

// Generator issues unique IDs for one datacenter and machine the way a
// production Snowflake service does: the current millisecond, and a sequence
// that counts up within it. It issues at most 4096 IDs per millisecond,
// never uses a millisecond the clock has not reached, and its IDs strictly
// increase. It is safe for concurrent use. Generators of one scheme,
// datacenter and machine that issue through a shared [Ledger], in one
// process or several, never issue the same ID.
type Generator struct {
	scheme     Scheme
	clock      Clock
	datacenter int64
	machine    int64

	ledger Ledger // shares the last ID with other issuers; nil when none

	mu   sync.Mutex
	last int64 // the millisecond of the last ID, Unix ms; 0 before the first
	seq  int64 // the sequence of the last ID
}

// NewGenerator returns a generator of Twitter IDs on the system clock. It
// fails with [ErrDatacenterRange] or [ErrMachineRange] as [Encode] would.
func NewGenerator(datacenter, machine int64) (*Generator, error) {
	return Twitter.NewGenerator(datacenter, machine)
}

// NewGeneratorWithClock is [NewGenerator] with the clock to read.
func NewGeneratorWithClock(datacenter, machine int64, clock Clock) (*Generator, error) {
	return Twitter.NewGeneratorWithClock(datacenter, machine, clock)
}

// Scheme returns the scheme the generator issues IDs of.
func (g *Generator) Scheme() Scheme {
	return g.scheme
}

// Next issues one ID.
func (g *Generator) Next() (int64, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	ms, seq, err := g.reserve(1)
	if err != nil {
		return 0, err
	}
	return g.compose(ms) | seq, nil
}

// NextN issues n IDs in increasing order. It reads the clock about once per
// millisecond's block of 4096, so large batches run at the format's limit.
// On an error it returns the IDs issued before it.
func (g *Generator) NextN(n int) ([]int64, error) {
	if n < 0 || n > MaxCount {
		return nil, ErrCount
	}
	return g.AppendN(make([]int64, 0, n), n)
}

// AppendN is [Generator.NextN] appending to ids, for callers that issue a
// large batch in parts into one slice.
func (g *Generator) AppendN(ids []int64, n int) ([]int64, error) {
	if n < 0 || n > MaxCount {
		return ids, ErrCount
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	for issued := 0; issued < n; {
		want := min(int64(n-issued), MaxSequence+1)
		ms, first, err := g.reserve(want)
		if err != nil {
			return ids, err
		}
		base := g.compose(ms)
		for seq := first; seq <= g.seq; seq++ {
			ids = append(ids, base|seq)
		}
		issued += int(g.seq - first + 1)
	}
	return ids, nil
}

// compose is the ID for ms with this generator's datacenter and machine and
// sequence 0. ms has been checked to be encodable.
func (g *Generator) compose(ms int64) int64 {
	return (ms-g.scheme.Epoch)<<TimestampShift | g.datacenter<<DatacenterShift | g.machine<<MachineShift
}

// reserve claims up to want sequence numbers in one millisecond, and
// returns the millisecond and the first of them; g.seq becomes the last.
// The caller holds g.mu.
func (g *Generator) reserve(want int64) (ms, first int64, err error) {
	if g.ledger != nil {
		return g.reserveShared(want)
	}
	return g.reserveHere(want)
}

// reserveHere is reserve from this generator's own last ID.
func (g *Generator) reserveHere(want int64) (ms, first int64, err error) {
	now := g.clock.Now().UnixMilli()
	for {
		first, until, err := g.claim(now, want)
		switch {
		case err != nil:
			return 0, 0, err
		case until == 0:
			return now, first, nil
		}
		now = g.waitFor(until)
	}
}

// claim claims up to want sequence numbers in the millisecond now, and
// returns the first of them; g.seq becomes the last. When now cannot be
// used, because its sequence numbers are used up or the clock stepped
// back a little, it claims none and returns the millisecond to wait for.
// It never waits itself: a generator issuing through a ledger waits with
// the ledger's lock let go.
func (g *Generator) claim(now, want int64) (first, until int64, err error) {
	switch {
	case now < g.last:
		// Compared in milliseconds: as a Duration, a clock centuries back
		// would overflow and look like a small step.
		if g.last-now > MaxClockStepBack.Milliseconds() {
			return 0, 0, &ClockBackError{Now: now, Last: g.last}
		}
		return 0, g.last, nil
	case now == g.last && g.seq >= MaxSequence: // this millisecond is used up
		return 0, g.last + 1, nil
	case now == g.last:
		first = g.seq + 1
	}
	if err := g.scheme.CheckTimestamp(now); err != nil {
		return 0, 0, err
	}
	g.last = now
	g.seq = min(first+want-1, MaxSequence)
	return first, 0, nil
}

// waitFor returns once the clock reads ms or later, with what it reads.
// Short waits, such as
// for the next millisecond when one is used up, are spun rather than slept:
// a sleep can overshoot by more than a millisecond on a busy machine, and a
// generator at full speed waits at every millisecond.
func (g *Generator) waitFor(ms int64) int64 {
	for {
		t := g.clock.Now()
		if now := t.UnixMilli(); now >= ms {
			return now
		}
		// Sleep(0) returns at once on the system clock: a spin.
		g.clock.Sleep(max(time.UnixMilli(ms).Sub(t)-spinWindow, 0))
	}
}

// spinWindow is how close to the awaited millisecond waitFor stops sleeping.
const spinWindow = 2 * time.Millisecond
