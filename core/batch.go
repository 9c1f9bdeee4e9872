package core

import (
	"errors"
	"fmt"
	"time"
)

// BatchWait is the longest one batch of IDs may take at its layout's
// limit. A layout with no sequence field, or a short one, issues few IDs
// a second (TikTok's one a second, LinkedIn's one a millisecond): a
// million of them would keep a window or a command busy for days.
const BatchWait = 10 * time.Second

// ErrSlowBatch is wrapped by the [*SlowBatchError] of [Layout.CheckBatch].
var ErrSlowBatch = errors.New("the layout cannot issue that many IDs in one batch")

// SlowBatchError says that Count IDs of Layout take at least Takes at its
// limit, longer than [BatchWait], and how many at most it issues within
// it.
type SlowBatchError struct {
	Layout string
	Count  int64
	Max    int64         // the most IDs issued within BatchWait
	Takes  time.Duration // the least time Count IDs take
	Rate   int64         // IDs per Tick at most
	Tick   time.Duration
}

func (e *SlowBatchError) Error() string {
	return fmt.Sprintf("%s issues at most %d IDs every %v: %d IDs take at least %v; ask for at most %d",
		e.Layout, e.Rate, e.Tick, e.Count, e.Takes, e.Max)
}

// Unwrap returns [ErrSlowBatch].
func (e *SlowBatchError) Unwrap() error { return ErrSlowBatch }

// PerTick is how many IDs of l one tick ([Layout.Tick]) holds: 2 to the
// sequence's width, or one with no sequence field; in a layout with a
// width, half its counter's range, where a tick's counter may start.
func (l Layout) PerTick() int64 {
	if l.Wide() {
		return 1 << (l.CounterBits() - 1) // the least a tick holds, its counter started at random
	}
	if s := l.Sequence(); s >= 0 {
		return 1 << l.Fields[s].Bits
	}
	return 1
}

// IssueTime is the least time n IDs of l take at its limit: the first
// tick's IDs come at once, each further tick's a tick later.
func (l Layout) IssueTime(n int64) time.Duration {
	if n <= 0 {
		return 0
	}
	return time.Duration((n-1)/l.PerTick()) * l.Tick()
}

// MaxBatch is the most IDs of l one batch may ask for: what l issues
// within [BatchWait] at its limit, and [MaxCount] at the most.
func (l Layout) MaxBatch() int64 {
	ticks := int64(BatchWait/l.Tick()) + 1
	if ticks > MaxCount/l.PerTick() {
		return MaxCount
	}
	return ticks * l.PerTick()
}

// CheckBatch returns a [*SlowBatchError] when n IDs of l take longer
// than [BatchWait] at its limit, and nil otherwise.
func (l Layout) CheckBatch(n int64) error {
	if n <= l.MaxBatch() {
		return nil
	}
	return &SlowBatchError{Layout: l.Name, Count: n, Max: l.MaxBatch(), Takes: l.IssueTime(n),
		Rate: l.PerTick(), Tick: l.Tick()}
}

// CounterBits is how wide the counter of a generator of l, a layout with
// a width, is: its sequence field, else its random bits up to
// MaxCounterBits; 62 for a layout with no time, whose IDs are random
// alone.
func (l Layout) CounterBits() int {
	if s := l.Sequence(); s >= 0 {
		return l.Fields[s].Bits
	}
	random := 0
	for _, f := range l.Fields {
		if f.Role == RoleRandom {
			random += f.Bits
		}
	}
	if !l.Timed() || random == 0 {
		return 62
	}
	return min(random, MaxCounterBits)
}

// MaxCounterBits is the widest counter a generator keeps in a layout's
// random bits: RFC 9562 §6.2 advises counters of at most 42 bits, leaving
// the rest random.
const MaxCounterBits = 42
