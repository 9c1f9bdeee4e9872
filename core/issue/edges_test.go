package issue

import (
	"errors"
	"strings"
	"testing"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/textform"
)

// Edges found by mutation testing: each test below tells apart code that
// a mutant of this package's comparisons or sums left the other tests
// unable to.

// A clock exactly at the layout's epoch is in its first tick, 0: the
// first ID holds time 0, alone and through a ledger, 64-bit and wide.
func TestIssuesAtTheEpoch(t *testing.T) {
	narrow := core.Layout{Name: "Late", Epoch: genStart, Fields: []core.Field{
		core.TimeField("t", 41, time.Millisecond), core.NumberField("n", 10), core.SequenceField("s", 12)}}
	v7, _ := core.LayoutNamed("UUIDv7")
	wide := v7.Layout
	wide.Name, wide.Epoch = "Late v7", genStart
	for _, shared := range []bool{false, true} {
		var ledger Ledger
		if shared {
			ledger = &memoryLedger{}
		}
		g, err := NewLayoutGenerator(narrow, []int64{0, 5, 0}, ledger, newFakeClock(genStart))
		if err != nil {
			t.Fatal(err)
		}
		id, err := g.Next()
		if values, _ := narrow.Split(id, nil); err != nil || values[0] != 0 || values[1] != 5 || values[2] != 0 {
			t.Errorf("shared %v: at the epoch, %d (%v) splits into %v; want time 0, n 5, sequence 0", shared, id, err, values)
		}
		w, err := NewLayoutGenerator(wide, make([]int64, len(wide.Fields)), ledger, newFakeClock(genStart))
		if err != nil {
			t.Fatal(err)
		}
		wid, err := w.NextWide()
		if ms, _ := wid.Field(80, 48).Uint64(); err != nil || ms != 0 {
			t.Errorf("shared %v: at the epoch, a wide ID of %d ms (%v); want 0", shared, ms, err)
		}
	}
}

// tickOf rounds down, before the epoch too.
func TestTickOf(t *testing.T) {
	k := LedgerKey{epochMicro: 5000, tick: 1000}
	for micro, want := range map[int64]int64{5000: 0, 5999: 0, 6000: 1, 4999: -1, 4000: -1, 3999: -2, 3000: -2} {
		if got := k.tickOf(micro); got != want {
			t.Errorf("tickOf(%d) = %d, want %d", micro, got, want)
		}
	}
}

// A ledger file's name is its key while it is at most 100 bytes long,
// else a hash of it.
func TestLedgerFileNameAtItsLimit(t *testing.T) {
	at := LedgerKey{Shape: strings.Repeat("a", 97), Values: "12"}
	if got := at.FileName(); got != strings.Repeat("a", 97)+"_12" {
		t.Errorf("a name of 100 bytes became %q", got)
	}
	past := LedgerKey{Shape: strings.Repeat("a", 98), Values: "12"}
	if got := past.FileName(); !strings.HasPrefix(got, "hash-") {
		t.Errorf("a name of 101 bytes stayed %q", got)
	}
}

// A layout whose sequence is its first field still counts its whole
// range in a tick.
func TestSequenceFirst(t *testing.T) {
	l := core.Layout{Name: "Sequence first", Epoch: core.Epoch, Fields: []core.Field{
		core.SequenceField("s", 12), core.TimeField("t", 41, time.Millisecond), core.NumberField("n", 10)}}
	g, err := NewLayoutGenerator(l, []int64{0, 0, 3}, nil, newFakeClock(genStart))
	if err != nil {
		t.Fatal(err)
	}
	ids, err := g.AppendN(nil, 4096)
	if err != nil {
		t.Fatal(err)
	}
	first, _ := l.Split(ids[0], nil)
	last, _ := l.Split(ids[4095], nil)
	if first[1] != last[1] || first[0] != 0 || last[0] != 4095 {
		t.Errorf("4096 IDs of one tick run from %v to %v; want sequence 0 to 4095 in one millisecond", first, last)
	}
}

// Waiting for the next tick sleeps until just before it and spins the
// last two milliseconds: a few readings of the clock, not one every
// 100 µs of a second.
func TestWaitSleepsToTheTick(t *testing.T) {
	l := core.Layout{Name: "Seconds", Epoch: 0, Fields: []core.Field{core.TimeField("s", 37, time.Second), core.NumberField("n", 23)}}
	clock := newFakeClock(genStart)
	g, err := NewLayoutGenerator(l, []int64{0, 1}, nil, clock)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Next(); err != nil {
		t.Fatal(err)
	}
	before := clock.reads
	id, err := g.Next()
	if values, _ := l.Split(id, nil); err != nil || values[0] != genStart/1000+1 {
		t.Fatalf("the second ID %v (%v); want the next second", values, err)
	}
	if reads := clock.reads - before; reads > 40 {
		t.Errorf("%d readings of the clock for a wait of a second; want at most 40", reads)
	}
}

// A wait of exactly BatchWait is waited; one a moment longer is refused
// at once with the instant the next ID may come.
func TestWaitOfExactlyBatchWait(t *testing.T) {
	l := core.Layout{Name: "Twenty", Epoch: 0, Fields: []core.Field{core.TimeField("t", 33, 20*time.Second), core.NumberField("n", 23)}}
	for _, c := range []struct {
		into int64 // ms into a tick when the second ID is asked for
		ok   bool
	}{{10_000, true}, {9_999, false}} {
		clock := newFakeClock(genStart) // a tick's start: a multiple of 20 s
		g, err := NewLayoutGenerator(l, []int64{0, 1}, nil, clock)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Next(); err != nil {
			t.Fatal(err)
		}
		clock.set(genStart + c.into)
		id, err := g.Next()
		var long *LongWaitError
		switch {
		case c.ok && err != nil:
			t.Errorf("%d ms into the tick, a wait of %d ms: %v; want it waited", c.into, 20_000-c.into, err)
		case c.ok:
			if values, _ := l.Split(id, nil); values[0] != genStart/20_000+1 {
				t.Errorf("the ID after the wait is of tick %d, want %d", values[0], genStart/20_000+1)
			}
		case !errors.As(err, &long) || long.Until.UnixMilli() != genStart+20_000:
			t.Errorf("%d ms into the tick: %v; want a LongWaitError until %d", c.into, err, genStart+20_000)
		}
	}
}

// A wide layout of two time fields, seconds and milliseconds, is issued
// at the clock's time, and its ledger key names each time field and the
// counter's place.
func TestWideLayoutOfTwoTimeFields(t *testing.T) {
	l := core.Layout{Name: "Split", Width: 96, Form: textform.Hex, Fields: []core.Field{
		core.TimeField("seconds", 32, time.Second), core.TimeField("millis", 10, time.Millisecond),
		core.SequenceField("counter", 22), {Name: "random", Bits: 32, Role: core.RoleRandom}}}
	if err := l.Validate(time.UnixMilli(genStart)); err != nil {
		t.Fatal(err)
	}
	clock := newFakeClock(genStart + 123)
	g, err := NewLayoutGenerator(l, make([]int64, 4), nil, clock)
	if err != nil {
		t.Fatal(err)
	}
	ids, err := g.AppendWideN(nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		values, _ := l.SplitWide(id, nil)
		if micro, ok := l.WideMicro(values); !ok || micro != (genStart+123)*1000 {
			t.Errorf("%v: time %d µs, want %d", values, micro, (genStart+123)*1000)
		}
	}
	if want := "w96:0:32t1sf0.64,10t1msf0.54,22c.32"; g.key.Shape != want {
		t.Errorf("the ledger key's shape is %q, want %q", g.key.Shape, want)
	}
	v7, _ := core.LayoutNamed("UUIDv7") // rand_a whole, then the top 30 bits of rand_b
	g7, _ := NewLayoutGenerator(v7.Layout, make([]int64, len(v7.Fields)), nil, clock)
	if want := "w128:0:48t1msf0.80,12c.64,30c.32"; g7.key.Shape != want {
		t.Errorf("UUIDv7's ledger key's shape is %q, want %q", g7.key.Shape, want)
	}
}

// A wide generator issues 0 to MaxCount IDs a call, and refuses more or
// fewer.
func TestWideCountEdges(t *testing.T) {
	v7, _ := core.LayoutNamed("UUIDv7")
	g, _ := NewLayoutGenerator(v7.Layout, make([]int64, len(v7.Fields)), nil, newFakeClock(genStart))
	if ids, err := g.AppendWideN(nil, 0); len(ids) != 0 || err != nil {
		t.Errorf("0 IDs: %d, %v", len(ids), err)
	}
	if ids, err := g.AppendWideN(nil, core.MaxCount); len(ids) != core.MaxCount || err != nil {
		t.Errorf("MaxCount IDs: %d, %v", len(ids), err)
	}
	for _, n := range []int{-1, core.MaxCount + 1} {
		if _, err := g.AppendWideN(nil, n); !errors.Is(err, ErrCount) {
			t.Errorf("%d IDs: %v, want ErrCount", n, err)
		}
	}
}
