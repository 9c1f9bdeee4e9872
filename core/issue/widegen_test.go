package issue

import (
	"snowflakeid/core"

	"errors"
	"testing"
	"time"
)

// issuingWide are the wide presets a generator issues.
var issuingWide = []string{"UUIDv7", "UUIDv4", "ULID", "KSUID", "ObjectId", "XID", "TSID"}

// Every wide preset that is issued gives IDs of its layout, at the clock's
// time, never one twice, and increasing where its IDs sort by time: many
// more than one tick's counter holds, so the counter runs out and the
// generator waits for the next tick.
func TestWideGenerators(t *testing.T) {
	for _, name := range issuingWide {
		t.Run(name, func(t *testing.T) {
			p, _ := core.LayoutNamed(name)
			clock := newFakeClock(genStart)
			g, err := NewLayoutGenerator(p.Layout, make([]int64, len(p.Fields)), nil, clock)
			if err != nil {
				t.Fatal(err)
			}
			ids, err := g.AppendWideN(nil, 20_000)
			if err != nil || len(ids) != 20_000 {
				t.Fatalf("%d IDs, %v", len(ids), err)
			}
			seen := make(map[core.WideID]bool, len(ids))
			values := make([]core.WideID, 0, len(p.Fields))
			for k, id := range ids {
				text := p.AppendWide(nil, id)
				back, err := p.ParseWide(text)
				if err != nil || back != id {
					t.Fatalf("ID %d, %s, reads back as %v (%v)", k, text, back, err)
				}
				if seen[id] {
					t.Fatalf("ID %d, %s, issued twice", k, text)
				}
				seen[id] = true
				if p.WideSortsByTime() && k > 0 && ids[k-1].Compare(id) >= 0 {
					t.Fatalf("ID %d, %s, not above the one before, %s", k, text, p.AppendWide(nil, ids[k-1]))
				}
				values, _ = p.SplitWide(id, values[:0])
				if micro, ok := p.WideMicro(values); p.Timed() && (!ok || micro < genStart*1000 || micro > clock.ms()*1000+999) {
					t.Fatalf("ID %d, %s, of %d, outside %d–%d ms", k, text, micro, genStart, clock.ms())
				}
			}
		})
	}
}

// A tick's counter starts at random, below half its range, and counts up
// by one: the ULIDs of one millisecond differ by one in the counter's
// lowest bit, the 42nd random bit from the top, with fresh bits below.
func TestWideCounter(t *testing.T) {
	p, _ := core.LayoutNamed("ULID")
	g, err := NewLayoutGenerator(p.Layout, make([]int64, len(p.Fields)), nil, newFakeClock(genStart))
	if err != nil {
		t.Fatal(err)
	}
	ids, _ := g.AppendWideN(nil, 3)
	var counters [3]uint64
	for k, id := range ids {
		counters[k], _ = id.Field(80-core.MaxCounterBits, core.MaxCounterBits).Uint64()
	}
	if counters[0] >= 1<<(core.MaxCounterBits-1) || counters[1] != counters[0]+1 || counters[2] != counters[0]+2 {
		t.Errorf("counters %x", counters)
	}
	if ids[0].Field(0, 80-core.MaxCounterBits) == ids[1].Field(0, 80-core.MaxCounterBits) {
		t.Errorf("the bits below the counter repeat: %v %v", ids[0], ids[1])
	}
	other, _ := NewLayoutGenerator(p.Layout, make([]int64, len(p.Fields)), nil, newFakeClock(genStart))
	id, _ := other.NextWide()
	if start, _ := id.Field(80-core.MaxCounterBits, core.MaxCounterBits).Uint64(); start == counters[0] {
		t.Errorf("two generators start the same millisecond's counter at %x", start)
	}
}

// Generators sharing a ledger, in turns, share each tick's counter: their
// UUIDv7s increase across them.
func TestWideGeneratorsShareTheLedger(t *testing.T) {
	p, _ := core.LayoutNamed("UUIDv7")
	clock := newFakeClock(genStart)
	ledger := &memoryLedger{}
	var gens [2]*Generator
	for i := range gens {
		var err error
		if gens[i], err = NewLayoutGenerator(p.Layout, make([]int64, len(p.Fields)), ledger, clock); err != nil {
			t.Fatal(err)
		}
	}
	var last core.WideID
	for k := range 1000 {
		id, err := gens[k%2].NextWide()
		if err != nil {
			t.Fatal(err)
		}
		if k > 0 && id.Compare(last) <= 0 {
			t.Fatalf("ID %d, %s, not above %s", k, p.AppendWide(nil, id), p.AppendWide(nil, last))
		}
		last = id
		if k%100 == 99 {
			clock.Sleep(time.Millisecond)
		}
	}
}

// The layouts a generator does not issue say why; the kinds of ID a
// generator issues are not mixed up.
func TestWideGeneratorRefusals(t *testing.T) {
	for name, want := range map[string]error{"UUIDv1": ErrTickTooFine, "UUIDv6": ErrTickTooFine,
		"UUIDv3": ErrNotIssued, "UUIDv5": ErrNotIssued, "UUIDv8": ErrNotIssued} {
		p, _ := core.LayoutNamed(name)
		if _, err := NewLayoutGenerator(p.Layout, make([]int64, len(p.Fields)), nil, newFakeClock(genStart)); !errors.Is(err, want) {
			t.Errorf("%s: %v, want %v", name, err, want)
		}
	}
	v7, _ := core.LayoutNamed("UUIDv7")
	g, _ := NewLayoutGenerator(v7.Layout, make([]int64, len(v7.Fields)), nil, newFakeClock(genStart))
	if _, err := g.Next(); !errors.Is(err, ErrNarrowGenerator) {
		t.Errorf("Next of a UUIDv7 generator: %v", err)
	}
	tw, _ := NewSchemeGeneratorWithClock(core.Twitter, 0, 0, newFakeClock(genStart))
	if _, err := tw.NextWide(); !errors.Is(err, ErrNarrowGenerator) {
		t.Errorf("NextWide of a Twitter generator: %v", err)
	}
	xid, _ := core.LayoutNamed("XID")
	if _, err := NewLayoutGenerator(xid.Layout, []int64{0, 1 << 24, 0, 0}, nil, newFakeClock(genStart)); !errors.As(err, new(*core.FieldRangeError)) {
		t.Errorf("an XID machine of 2^24: %v", err)
	}
}
