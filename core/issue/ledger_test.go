package issue

import (
	"snowflakeid/core"

	"errors"
	"slices"
	"sync"
	"testing"
	"time"
)

// memoryLedger is a Ledger in memory, for generators of one process.
type memoryLedger struct {
	mu      sync.Mutex
	last    map[LedgerKey]Issued
	updates int
}

func (l *memoryLedger) Update(key LedgerKey, f func(*Issued) error) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	last := l.last[key]
	if err := f(&last); err != nil {
		return err
	}
	if l.last == nil {
		l.last = make(map[LedgerKey]Issued)
	}
	l.last[key] = last
	l.updates++
	return nil
}

// Two generators sharing a ledger, on one clock, issuing in turns single
// IDs and blocks that fill milliseconds: no ID twice, each generator's IDs
// increasing, and the ledger holding the last one.
func TestSharedGeneratorsNeverRepeat(t *testing.T) {
	clock := newFakeClock(genStart)
	ledger := &memoryLedger{}
	var gens [2]*Generator
	for i := range gens {
		g, err := NewSharedGenerator(core.Discord, 3, 7, ledger, clock)
		if err != nil {
			t.Fatal(err)
		}
		gens[i] = g
	}
	var all []int64
	var own [2][]int64
	for turn := range 40 {
		g := turn % 2
		var ids []int64
		if turn%3 == 0 {
			id, err := gens[g].Next()
			if err != nil {
				t.Fatal(err)
			}
			ids = []int64{id}
		} else {
			var err error
			if ids, err = gens[g].NextN(1500); err != nil {
				t.Fatal(err)
			}
		}
		own[g] = append(own[g], ids...)
		all = append(all, ids...)
	}
	for g, ids := range own {
		if !slices.IsSorted(ids) {
			t.Errorf("generator %d's IDs do not increase", g)
		}
	}
	slices.Sort(all)
	if n := len(slices.Compact(slices.Clone(all))); n != len(all) {
		t.Errorf("%d IDs issued, %d of them unique", len(all), n)
	}
	last := ledger.last[twitterKey(t, core.Discord, 3, 7)]
	d, err := core.Discord.Decode(all[len(all)-1])
	if err != nil {
		t.Fatal(err)
	}
	if last.Micros != d.Timestamp*1000 || last.Sequence != d.Sequence {
		t.Errorf("ledger holds %+v, the last ID is %+v", last, d)
	}
}

// A generator takes up what the ledger holds, so it goes on after IDs
// issued elsewhere; and an emptied ledger does not take it back.
func TestSharedGeneratorFollowsTheLedger(t *testing.T) {
	clock := newFakeClock(genStart)
	ledger := &memoryLedger{}
	key := twitterKey(t, core.Twitter, 3, 7)
	ledger.last = map[LedgerKey]Issued{key: {Micros: genStart * 1000, Sequence: 41}}
	g, err := NewSharedGenerator(core.Twitter, 3, 7, ledger, clock)
	if err != nil {
		t.Fatal(err)
	}
	id, err := g.Next()
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := core.Twitter.Decode(id); d.Timestamp != genStart || d.Sequence != 42 {
		t.Errorf("after sequence 41 elsewhere, issued %+v", d)
	}
	clear(ledger.last)
	next, err := g.Next()
	if err != nil {
		t.Fatal(err)
	}
	if next <= id {
		t.Errorf("after the ledger was emptied, issued %d after %d", next, id)
	}
}

// A ledger that fails stops the issuing: no ID, the ledger's error.
func TestSharedGeneratorReportsTheLedgersError(t *testing.T) {
	broken := errors.New("no room")
	g, err := NewSharedGenerator(core.Twitter, 3, 7, failingLedger{broken}, newFakeClock(genStart))
	if err != nil {
		t.Fatal(err)
	}
	if id, err := g.Next(); !errors.Is(err, broken) || id != 0 {
		t.Errorf("Next = %d, %v", id, err)
	}
	if ids, err := g.NextN(10); !errors.Is(err, broken) || len(ids) != 0 {
		t.Errorf("NextN = %d IDs, %v", len(ids), err)
	}
}

type failingLedger struct{ err error }

func (l failingLedger) Update(LedgerKey, func(*Issued) error) error { return l.err }

// watchedLedger is a memoryLedger that knows when its lock is held, and
// lockClock a fakeClock that counts the sleeps taken while it is.
type watchedLedger struct {
	memoryLedger
	held bool
}

func (l *watchedLedger) Update(key LedgerKey, f func(*Issued) error) error {
	return l.memoryLedger.Update(key, func(last *Issued) error {
		l.held = true
		defer func() { l.held = false }()
		return f(last)
	})
}

type lockClock struct {
	*fakeClock
	ledger      *watchedLedger
	sleepsHeld  int
	sleepsTotal int
}

func (c *lockClock) Sleep(d time.Duration) {
	c.sleepsTotal++
	if c.ledger.held {
		c.sleepsHeld++
	}
	c.fakeClock.Sleep(d)
}

// A generator waits for the next millisecond, or for a clock that stepped
// back, with the ledger's lock let go: a process stopped while waiting
// (Ctrl+Z) must not stop every other issuer of its key.
func TestSharedGeneratorNeverWaitsHoldingTheLedger(t *testing.T) {
	l := &watchedLedger{}
	clock := &lockClock{fakeClock: newFakeClock(genStart), ledger: l}
	g, err := NewSharedGenerator(core.Twitter, 1, 2, l, clock)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.NextN(int(3 * (core.MaxSequence + 1))); err != nil { // three milliseconds' worth
		t.Fatal(err)
	}
	clock.set(genStart + 500) // the clock steps back half a second
	if _, err := g.Next(); err != nil {
		t.Fatal(err)
	}
	if clock.sleepsTotal == 0 || clock.sleepsHeld > 0 {
		t.Errorf("%d of %d sleeps were taken holding the ledger", clock.sleepsHeld, clock.sleepsTotal)
	}
}

// twitterKey is the ledger key of s's IDs of a datacenter and machine.
func twitterKey(t *testing.T, s core.Scheme, datacenter, machine int64) LedgerKey {
	t.Helper()
	k, err := SchemeKey(s, datacenter, machine)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// A record is possible where a generator of its key can have written it:
// the start of a tick the layout holds, and a sequence number it has.
func TestPossibleRecords(t *testing.T) {
	k := twitterKey(t, core.Twitter, 1, 2)
	const us = 1000 // microseconds in a millisecond
	for last, want := range map[Issued]bool{
		{}: true, {core.Epoch * us, 0}: true, {genStart * us, core.MaxSequence}: true, {(core.Epoch + 1<<core.TimestampBits - 1) * us, 0}: true,
		{genStart * us, -1}: false, {genStart * us, core.MaxSequence + 1}: false, {(core.Epoch - 1) * us, 0}: false,
		{genStart*us + 1, 0}: false, {(core.Epoch + 1<<core.TimestampBits) * us, 0}: false, {0, 5}: false, {-genStart * us, 0}: false,
		{0x6f6c6c6568206f6c, 0x0a646c726f77}: false, // "ol hello world\n" read as a record
	} {
		if got := k.Possible(last); got != want {
			t.Errorf("Possible(%+v) = %v, want %v", last, got, want)
		}
	}
	sony := presetLayout(t, "Sonyflake")
	sk, err := LayoutKey(sony, []int64{0, 0, 7})
	if err != nil {
		t.Fatal(err)
	}
	// Sonyflake's ticks are 10 ms from 2014-09-01 (1409529600000), and its
	// sequence has 8 bits.
	for last, want := range map[Issued]bool{
		{1409529600000 * us, 0}: true, {1409529600010 * us, 255}: true, {1409529600010 * us, 256}: false,
		{1409529600005 * us, 0}: false, {(1409529600000 + 10*(1<<39-1)) * us, 0}: true,
		{(1409529600000 + 10*(1<<39)) * us, 0}: false,
	} {
		if got := sk.Possible(last); got != want {
			t.Errorf("Sonyflake: Possible(%+v) = %v, want %v", last, got, want)
		}
	}
}
