package core

import (
	"errors"
	"slices"
	"sync"
	"testing"
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
		g, err := Discord.NewSharedGenerator(3, 7, ledger, clock)
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
	last := ledger.last[LedgerKey{Discord.Epoch, 3, 7}]
	d, err := Discord.Decode(all[len(all)-1])
	if err != nil {
		t.Fatal(err)
	}
	if last.Millis != d.Timestamp || last.Sequence != d.Sequence {
		t.Errorf("ledger holds %+v, the last ID is %+v", last, d)
	}
}

// A generator takes up what the ledger holds, so it goes on after IDs
// issued elsewhere; and an emptied ledger does not take it back.
func TestSharedGeneratorFollowsTheLedger(t *testing.T) {
	clock := newFakeClock(genStart)
	ledger := &memoryLedger{}
	key := LedgerKey{Twitter.Epoch, 3, 7}
	ledger.last = map[LedgerKey]Issued{key: {Millis: genStart, Sequence: 41}}
	g, err := Twitter.NewSharedGenerator(3, 7, ledger, clock)
	if err != nil {
		t.Fatal(err)
	}
	id, err := g.Next()
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := Twitter.Decode(id); d.Timestamp != genStart || d.Sequence != 42 {
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
	g, err := Twitter.NewSharedGenerator(3, 7, failingLedger{broken}, newFakeClock(genStart))
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
