package issue

import (
	"errors"
	"testing"

	"snowflakeid/core"
)

// A ledger emptied and written again by another issuer, behind what this
// generator has issued in the same millisecond, does not take it back.
func TestGeneratorKeepsAheadOfALedgerBehindIt(t *testing.T) {
	clock := newFakeClock(genStart)
	ledger := &memoryLedger{}
	g, err := NewSharedGenerator(core.Twitter, 1, 1, ledger, clock)
	if err != nil {
		t.Fatal(err)
	}
	ids, err := g.NextN(10) // sequences 0 to 9 of genStart
	if err != nil {
		t.Fatal(err)
	}
	ledger.last[twitterKey(t, core.Twitter, 1, 1)] = Issued{Micros: genStart * 1000, Sequence: 4}
	next, err := g.Next()
	if err != nil {
		t.Fatal(err)
	}
	if want := ids[9] + 1; next != want {
		t.Errorf("after sequence 9, with the ledger at 4, Next = %d (sequence %d); want %d", next, next&core.MaxSequence, want)
	}
}

// A batch of the largest size there is.
func TestNextNOfMaxCount(t *testing.T) {
	g, err := NewSchemeGeneratorWithClock(core.Twitter, 1, 1, newFakeClock(genStart))
	if err != nil {
		t.Fatal(err)
	}
	if ids, err := g.NextN(core.MaxCount); len(ids) != core.MaxCount || err != nil {
		t.Errorf("NextN(MaxCount): %d IDs, %v", len(ids), err)
	}
	if ids, err := g.AppendN(nil, core.MaxCount); len(ids) != core.MaxCount || err != nil {
		t.Errorf("AppendN(nil, MaxCount): %d IDs, %v", len(ids), err)
	}
}

// A clock set back by exactly MaxClockStepBack is waited out, not refused.
func TestClockStepBackAtTheLimit(t *testing.T) {
	clock := newFakeClock(genStart)
	g, err := NewSchemeGeneratorWithClock(core.Twitter, 1, 1, clock)
	if err != nil {
		t.Fatal(err)
	}
	first, err := g.Next()
	if err != nil {
		t.Fatal(err)
	}
	clock.set(genStart - MaxClockStepBack.Milliseconds())
	if next, err := g.Next(); err != nil || next <= first {
		t.Errorf("after the clock went back by %v: %d, %v; want an ID after %d", MaxClockStepBack, next, err, first)
	}
}

// A scheme's generator issues IDs of its epoch, and refuses a datacenter
// past 31 and a clock before the epoch.
func TestSchemeGenerator(t *testing.T) {
	clock := newFakeClock(1462015105796)
	g, err := NewSchemeGeneratorWithClock(core.Discord, 1, 0, clock)
	if err != nil {
		t.Fatal(err)
	}
	id, err := g.Next()
	if err != nil || id != 41944705796<<22|1<<17 || g.Scheme() != core.Discord {
		t.Errorf("Discord generator issued %d, %v", id, err)
	}
	if _, err := NewSchemeGeneratorWithClock(core.Discord, 32, 0, clock); !errors.Is(err, core.ErrDatacenterRange) {
		t.Errorf("datacenter 32: %v", err)
	}
	early, _ := NewSchemeGeneratorWithClock(core.Discord, 0, 0, newFakeClock(core.Twitter.Epoch+1000))
	if _, err := early.Next(); !errors.Is(err, core.ErrBeforeEpoch) {
		t.Errorf("a clock before Discord's epoch: %v", err)
	}
}
