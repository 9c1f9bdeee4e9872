package issue

import (
	"snowflakeid/core"

	"errors"
	"slices"
	"sync"
	"testing"
	"time"
)

// fakeClock is a clock that moves only when a generator sleeps on it, or by
// hand. A zero-length sleep, the generator's spin, moves it by 100 µs.
type fakeClock struct {
	mu    sync.Mutex
	t     time.Time
	reads int
	slept time.Duration
}

func newFakeClock(ms int64) *fakeClock { return &fakeClock{t: time.UnixMilli(ms)} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.reads++
	return c.t
}

func (c *fakeClock) Sleep(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if d == 0 {
		d = 100 * time.Microsecond
	}
	c.t = c.t.Add(d)
	c.slept += d
}

func (c *fakeClock) set(ms int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = time.UnixMilli(ms)
}

func (c *fakeClock) ms() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t.UnixMilli()
}

const genStart = 1764669600000 // 2025-12-02T10:00:00Z

func newTestGenerator(t *testing.T, clock Clock) *Generator {
	t.Helper()
	g, err := NewGeneratorWithClock(3, 7, clock)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestNewGeneratorRanges(t *testing.T) {
	tests := []struct {
		dc, m int64
		err   error
	}{
		{0, 0, nil}, {31, 31, nil},
		{32, 0, core.ErrDatacenterRange}, {-1, 0, core.ErrDatacenterRange},
		{0, 32, core.ErrMachineRange}, {0, -1, core.ErrMachineRange},
	}
	for _, tt := range tests {
		if _, err := NewGenerator(tt.dc, tt.m); !errors.Is(err, tt.err) {
			t.Errorf("NewGenerator(%d, %d) error = %v, want %v", tt.dc, tt.m, err, tt.err)
		}
	}
}

func TestSequenceRollsOverToNextMillisecond(t *testing.T) {
	clock := newFakeClock(genStart)
	g := newTestGenerator(t, clock)
	var prev int64 = -1
	for i := range core.MaxSequence + 2 {
		id, err := g.Next()
		if err != nil {
			t.Fatal(err)
		}
		f, _ := core.Decode(id)
		wantMs, wantSeq := int64(genStart), int64(i)
		if i > core.MaxSequence {
			wantMs, wantSeq = genStart+1, 0
		}
		if f.Timestamp != wantMs || f.Sequence != wantSeq || f.Datacenter != 3 || f.Machine != 7 {
			t.Fatalf("ID %d = %+v, want ms %d sequence %d", i, f, wantMs, wantSeq)
		}
		if f.Timestamp > clock.ms() {
			t.Fatalf("ID %d uses ms %d, ahead of the clock's %d", i, f.Timestamp, clock.ms())
		}
		if id <= prev {
			t.Fatalf("ID %d = %d is not above the previous %d", i, id, prev)
		}
		prev = id
	}
	if clock.slept == 0 {
		t.Error("the 4097th ID did not wait for the next millisecond")
	}
}

func TestNextNMatchesNext(t *testing.T) {
	a := newTestGenerator(t, newFakeClock(genStart))
	b := newTestGenerator(t, newFakeClock(genStart))
	batch, err := a.NextN(3*4096 + 10)
	if err != nil {
		t.Fatal(err)
	}
	for i, got := range batch {
		want, err := b.Next()
		if err != nil || got != want {
			t.Fatalf("NextN ID %d = %d, Next gives %d, %v", i, got, want, err)
		}
	}
	if _, err := a.NextN(-1); !errors.Is(err, ErrCount) {
		t.Errorf("NextN(-1) error = %v, want ErrCount", err)
	}
	if ids, err := a.NextN(0); err != nil || len(ids) != 0 {
		t.Errorf("NextN(0) = %v, %v", ids, err)
	}
}

func TestNextNReadsClockOncePerBlock(t *testing.T) {
	clock := newFakeClock(genStart)
	g := newTestGenerator(t, clock)
	const blocks = 50
	if _, err := g.NextN(blocks * 4096); err != nil {
		t.Fatal(err)
	}
	// One read per block, plus the reads of each wait for the next ms
	// (about ten 100 µs spins on this clock).
	if clock.reads > blocks*12 {
		t.Errorf("NextN of %d blocks read the clock %d times", blocks, clock.reads)
	}
}

func TestClockSmallStepBackWaits(t *testing.T) {
	clock := newFakeClock(genStart)
	g := newTestGenerator(t, clock)
	first, _ := g.Next()
	clock.set(genStart - 5)
	second, err := g.Next()
	if err != nil {
		t.Fatalf("5 ms back: %v", err)
	}
	if second <= first {
		t.Errorf("after a 5 ms step back the ID %d is not above %d", second, first)
	}
	if clock.slept < 4*time.Millisecond {
		t.Errorf("slept %v for a 5 ms step back", clock.slept)
	}
	f, _ := core.Decode(second)
	if f.Timestamp > clock.ms() {
		t.Errorf("ID uses ms %d, ahead of the clock's %d", f.Timestamp, clock.ms())
	}
}

func TestClockLargeStepBackFails(t *testing.T) {
	clock := newFakeClock(genStart)
	g := newTestGenerator(t, clock)
	if _, err := g.Next(); err != nil {
		t.Fatal(err)
	}
	clock.set(genStart - 10_000)
	var back *ClockBackError
	if _, err := g.Next(); !errors.Is(err, ErrClockBackwards) || !errors.As(err, &back) ||
		back.Now != genStart-10_000 || back.Last != genStart {
		t.Errorf("10 s back: error = %v, want ErrClockBackwards at %d until %d", err, genStart-10_000, genStart)
	}
	if ids, err := g.NextN(5); !errors.Is(err, ErrClockBackwards) || len(ids) != 0 {
		t.Errorf("10 s back: NextN = %v, %v", ids, err)
	}
	clock.set(genStart + 1)
	if _, err := g.Next(); err != nil {
		t.Errorf("once the clock is back: %v", err)
	}
}

// A clock centuries back must not overflow the step-back check into a wait
// of centuries.
func TestClockFarInThePastFails(t *testing.T) {
	clock := newFakeClock(genStart)
	g := newTestGenerator(t, clock)
	if _, err := g.Next(); err != nil {
		t.Fatal(err)
	}
	for _, when := range []time.Time{time.Date(1000, 1, 1, 0, 0, 0, 0, time.UTC), time.Unix(-1<<40, 0)} {
		clock.set(when.UnixMilli())
		if _, err := g.Next(); !errors.Is(err, ErrClockBackwards) {
			t.Errorf("clock at %v: error = %v, want ErrClockBackwards", when, err)
		}
	}
	if clock.slept != 0 {
		t.Errorf("the generator slept %v waiting for a clock far in the past", clock.slept)
	}
}

func TestCountOutOfRange(t *testing.T) {
	g := newTestGenerator(t, newFakeClock(genStart))
	for _, n := range []int{-1, core.MaxCount + 1, 1 << 40} {
		if ids, err := g.NextN(n); !errors.Is(err, ErrCount) || ids != nil {
			t.Errorf("NextN(%d) = %d IDs, %v; want ErrCount", n, len(ids), err)
		}
		if ids, err := g.AppendN(nil, n); !errors.Is(err, ErrCount) || len(ids) != 0 {
			t.Errorf("AppendN(%d) = %d IDs, %v; want ErrCount", n, len(ids), err)
		}
	}
}

func TestLastInstant(t *testing.T) {
	clock := newFakeClock(core.MaxTimestamp)
	g := newTestGenerator(t, clock)
	ids, err := g.NextN(4096)
	if err != nil || len(ids) != 4096 {
		t.Fatalf("the last millisecond's 4096 IDs: %d, %v", len(ids), err)
	}
	if _, err := g.Next(); !errors.Is(err, core.ErrAfterLastInstant) {
		t.Errorf("a 4097th ID at the last instant: error = %v, want ErrAfterLastInstant", err)
	}
	if _, err := newTestGenerator(t, newFakeClock(core.MaxTimestamp+1)).Next(); !errors.Is(err, core.ErrAfterLastInstant) {
		t.Errorf("after the last instant: error = %v", err)
	}
	if _, err := newTestGenerator(t, newFakeClock(core.Epoch-1)).Next(); !errors.Is(err, core.ErrBeforeEpoch) {
		t.Errorf("before the epoch: error = %v", err)
	}
}

func TestGeneratorConcurrentRealClock(t *testing.T) {
	const workers, each = 8, 250_000
	g, err := NewGenerator(5, 9)
	if err != nil {
		t.Fatal(err)
	}
	results := make([][]int64, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			ids := make([]int64, 0, each)
			for range each {
				id, err := g.Next()
				if err != nil {
					t.Error(err)
					return
				}
				ids = append(ids, id)
			}
			results[w] = ids
		})
	}
	wg.Wait()
	checked := time.Now().UnixMilli()

	all := make([]int64, 0, workers*each)
	for w, ids := range results {
		if !slices.IsSorted(ids) {
			t.Errorf("worker %d's IDs do not increase", w)
		}
		all = append(all, ids...)
	}
	slices.Sort(all)
	if len(slices.Compact(all)) != workers*each {
		t.Fatalf("%d IDs were issued more than once", workers*each-len(slices.Compact(all)))
	}
	for _, id := range all {
		f, _ := core.Decode(id)
		if f.Datacenter != 5 || f.Machine != 9 || f.Timestamp > checked {
			t.Fatalf("ID %d decodes to %+v (checked at %d)", id, f, checked)
		}
	}
}
