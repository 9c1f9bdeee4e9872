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
		return 1 << (l.counterBits() - 1) // the least a tick holds, its counter started at random
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
	if time.Duration((until-now)*g.key.tick)*time.Microsecond <= BatchWait {
		return nil
	}
	start := g.key.epochMicro + until*g.key.tick
	if time.Duration(start-g.clock.Now().UnixMicro())*time.Microsecond > BatchWait {
		return &LongWaitError{Until: time.UnixMicro(start)}
	}
	return nil
}
