package issue

import (
	"snowflakeid/core"

	"errors"
	"slices"
	"testing"
	"time"
)

// presetLayout is the preset layout called name.
func presetLayout(t *testing.T, name string) core.Layout {
	t.Helper()
	p, ok := core.LayoutNamed(name)
	if !ok {
		t.Fatalf("no preset %q", name)
	}
	return p.Layout
}

// plainValues are values for l's fields: 1, 2, 3 … in the plain fields,
// as large as each holds, and 0 in the others.
func plainValues(l core.Layout) []int64 {
	values := make([]int64, len(l.Fields))
	n := int64(0)
	for i, f := range l.Fields {
		if f.Role == core.RoleNumber {
			n++
			values[i] = min(n, f.Max())
		}
	}
	return values
}

// Every preset issues IDs of its own layout: the plain values where they
// were set, the clock's tick in the time fields, the sequence counting up
// to its last value and then the next tick, and the IDs increasing.
func TestEveryLayoutIssuesItsOwnIDs(t *testing.T) {
	for _, p := range core.LayoutPresets() {
		if p.Wide() {
			continue // TestWideGenerators
		}
		t.Run(p.Name, func(t *testing.T) {
			l := p.Layout
			start := int64(genStart)
			if last := l.LastMicro() / 1000; start > last-3600_000 { // Baidu's 28 bits of seconds ended in 2024
				start = (l.Epoch + (last-l.Epoch)/2) / 1000 * 1000
			}
			clock := newFakeClock(start)
			want := plainValues(l)
			g, err := NewLayoutGenerator(l, want, nil, clock)
			if err != nil {
				t.Fatal(err)
			}
			perTick := 1
			if s := l.Sequence(); s >= 0 {
				perTick = 1 << l.Fields[s].Bits
			}
			n := min(2*perTick+3, 5000)
			ids, err := g.NextN(n)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.IsSorted(ids) || len(slices.Compact(slices.Clone(ids))) != n {
				t.Fatalf("%d IDs, not all increasing", n)
			}
			tick, prev := int64(l.Tick()/time.Microsecond), int64(0)
			for k, id := range ids {
				values, err := l.Split(id, nil)
				if err != nil {
					t.Fatalf("ID %d: %v", id, err)
				}
				for i, f := range l.Fields {
					if f.Role == core.RoleNumber && values[i] != want[i] {
						t.Fatalf("ID %d holds %s = %d, want %d", id, f.Name, values[i], want[i])
					}
					if f.Role == core.RoleSequence && values[i] != int64(k%perTick) {
						t.Fatalf("ID %d (the %dth) holds %s = %d, want %d", id, k, f.Name, values[i], k%perTick)
					}
				}
				// The clock starts on a whole second, which is a whole tick
				// of every preset's epoch; each tick used up, the next the
				// clock reaches (the fake clock spins 100 µs at a time).
				got := l.UnixMicro(values)
				switch {
				case k == 0 && got != start*1000:
					t.Fatalf("the first ID %d is of %d µs, want %d", id, got, start*1000)
				case k > 0 && k%perTick == 0 && (got < prev+tick || got > prev+max(tick, 100)):
					t.Fatalf("ID %d (the %dth) is of %d µs, the one before of %d", id, k, got, prev)
				case k%perTick != 0 && got != prev:
					t.Fatalf("ID %d (the %dth) is of %d µs, the one before of %d", id, k, got, prev)
				}
				prev = got
			}
		})
	}
}

// The generator issues a tick's whole sequence before it waits, and no
// more: Instagram's 10 bits are 1024 IDs a millisecond, Sonyflake's 8 are
// 256 in 10 ms.
func TestLayoutsIssueAtTheirLimit(t *testing.T) {
	for name, perTick := range map[string]int{"Instagram": 1024, "Sonyflake": 256, "Mastodon": 65536, "LinkedIn": 1} {
		l := presetLayout(t, name)
		clock := newFakeClock(genStart)
		g, err := NewLayoutGenerator(l, plainValues(l), nil, clock)
		if err != nil {
			t.Fatal(err)
		}
		for range perTick { // one at a time: each a claim of its own
			if _, err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}
		if clock.slept != 0 {
			t.Errorf("%s: waited %v within its first tick", name, clock.slept)
		}
		if _, err := g.Next(); err != nil {
			t.Fatal(err)
		}
		if clock.slept == 0 || clock.slept > l.Tick() {
			t.Errorf("%s: waited %v for the ID after %d, want up to one tick (%v)", name, clock.slept, perTick, l.Tick())
		}
	}
}

// A layout's key is what decides its IDs' bits: the epoch, the time and
// sequence fields' widths, units and places, and the other bits' values,
// never the names or how those bits are cut: Twitter's scheme and preset
// share one, so do bwmarrin's defaults under other names, and so do
// Twitter's datacenter 1 and machine 1 and bwmarrin's node 33.
func TestLedgerKeysFollowTheShape(t *testing.T) {
	key := func(l core.Layout, values ...int64) LedgerKey {
		t.Helper()
		k, err := LayoutKey(l, values)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	twitter := presetLayout(t, "Twitter")
	if a, b := key(twitter, 0, 1, 1, 0), twitterKey(t, core.Twitter, 1, 1); a != b || a.FileName() != "1288834974657-41t1ms.22-12s.0_135168" {
		t.Errorf("Twitter's preset %+v (%s), its scheme %+v", a, a.FileName(), b)
	}
	renamed := presetLayout(t, "bwmarrin")
	renamed.Fields = slices.Clone(renamed.Fields)
	renamed.Name, renamed.Fields[0].Name, renamed.Fields[1].Name = "Ours", "ms", "host"
	if a, b := key(presetLayout(t, "bwmarrin"), 0, 9, 0), key(renamed, 0, 9, 0); a != b {
		t.Errorf("bwmarrin %+v, renamed %+v", a, b)
	}
	if a, b := key(presetLayout(t, "bwmarrin"), 0, 33, 0), key(twitter, 0, 1, 1, 0); a != b {
		t.Errorf("bwmarrin's node 33 %+v, Twitter's datacenter 1 and machine 1 %+v", a, b)
	}
	for name, other := range map[string]LedgerKey{
		"another machine":      twitterKey(t, core.Twitter, 1, 2),
		"Discord's epoch":      twitterKey(t, core.Discord, 1, 1),
		"10 bits of node":      key(presetLayout(t, "bwmarrin"), 0, 34, 0),
		"the sequence above":   key(core.Layout{Name: "Q", Epoch: core.Epoch, Fields: []core.Field{core.TimeField("t", 41, time.Millisecond), core.SequenceField("s", 12), core.NumberField("n", 10)}}, 0, 0, 33),
		"the time a bit lower": key(core.Layout{Name: "L", Epoch: core.Epoch, Fields: []core.Field{core.TimeField("t", 40, time.Millisecond), core.NumberField("n", 11), core.SequenceField("s", 12)}}, 0, 33, 0),
		"a time in seconds":    key(core.Layout{Name: "S", Epoch: core.Epoch, Fields: []core.Field{core.TimeField("t", 41, time.Second), core.NumberField("d", 5), core.NumberField("m", 5), core.SequenceField("s", 12)}}, 0, 1, 1, 0),
	} {
		if other == key(twitter, 0, 1, 1, 0) {
			t.Errorf("%s: the same key as Twitter's", name)
		}
	}
	if _, err := LayoutKey(twitter, []int64{0, 32, 1, 0}); !errors.As(err, new(*core.FieldRangeError)) {
		t.Errorf("datacenter 32: %v", err)
	}
	many := core.Layout{Name: "Many", Epoch: core.Epoch, Fields: []core.Field{core.TimeField("t", 33, time.Millisecond)}}
	for i := range 30 {
		many.Fields = append(many.Fields, core.NumberField(string(rune('a'+i%26))+string(rune('a'+i/26)), 1))
	}
	if name := key(many, make([]int64, 31)...).FileName(); len(name) > 100 {
		t.Errorf("a 31-field layout's file is called %q", name)
	}
}

// Generators of one shape under different names, through one ledger,
// never issue the same ID, and the clock behind what they issued stops
// both until the time the error says.
func TestOneLedgerForEveryNameOfALayout(t *testing.T) {
	clock := newFakeClock(genStart)
	ledger := &memoryLedger{}
	renamed := presetLayout(t, "Sonyflake")
	renamed.Fields = slices.Clone(renamed.Fields)
	renamed.Name, renamed.Fields[2].Name = "Ours", "host"
	var all []int64
	for turn := range 6 {
		l := presetLayout(t, "Sonyflake")
		if turn%2 == 1 {
			l = renamed
		}
		g, err := NewLayoutGenerator(l, []int64{0, 0, 77}, ledger, clock)
		if err != nil {
			t.Fatal(err)
		}
		ids, err := g.NextN(300)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, ids...)
	}
	if !slices.IsSorted(all) || len(slices.Compact(slices.Clone(all))) != len(all) {
		t.Errorf("%d IDs from six generators, not all new", len(all))
	}
	last, _ := presetLayout(t, "Sonyflake").Split(all[len(all)-1], nil)
	lastMs := presetLayout(t, "Sonyflake").UnixMicro(last) / 1000
	clock.set(lastMs - 2000)
	g, err := NewLayoutGenerator(renamed, []int64{0, 0, 77}, ledger, clock)
	if err != nil {
		t.Fatal(err)
	}
	var back *ClockBackError
	if _, err := g.Next(); !errors.As(err, &back) || back.Last != lastMs || back.Now != lastMs-2000 ||
		!slices.Equal(back.Plain, []string{"host"}) {
		t.Errorf("the clock 2 s behind: %v (%+v), want the last ID at %d", err, back, lastMs)
	}
	if other, err := NewLayoutGenerator(renamed, []int64{0, 0, 78}, ledger, clock); err != nil {
		t.Fatal(err)
	} else if _, err := other.Next(); err != nil {
		t.Errorf("another host: %v", err)
	}
}

// A generator refuses a tick its layout cannot hold, and a value its
// field cannot.
func TestLayoutGeneratorsRefuse(t *testing.T) {
	tiny := core.Layout{Name: "Tiny", Epoch: genStart - 1000, Fields: []core.Field{core.TimeField("t", 8, time.Millisecond), core.SequenceField("s", 2)}}
	g, err := NewLayoutGenerator(tiny, []int64{0, 0}, nil, newFakeClock(genStart))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Next(); !errors.Is(err, core.ErrLayoutTimeRange) {
		t.Errorf("1000 ms after the epoch in 8 bits of ms: %v", err)
	}
	if _, err := g.NextN(2); !errors.Is(err, core.ErrLayoutTimeRange) {
		t.Errorf("NextN: %v", err)
	}
	early, err := NewLayoutGenerator(tiny, []int64{0, 0}, nil, newFakeClock(genStart-2000))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := early.Next(); !errors.Is(err, core.ErrLayoutTimeRange) {
		t.Errorf("a clock before the epoch: %v", err)
	}
	if _, err := NewLayoutGenerator(presetLayout(t, "Instagram"), []int64{0, 8192, 0}, nil, newFakeClock(genStart)); !errors.As(err, new(*core.FieldRangeError)) {
		t.Errorf("shard 8192: %v", err)
	}
	if _, err := NewLayoutGenerator((core.Layout{Name: "Bad", Epoch: core.Epoch, Fields: nil}), nil, nil, newFakeClock(genStart)); !errors.Is(err, core.ErrLayoutNoFields) {
		t.Errorf("no fields: %v", err)
	}
}

// A damaged record goes on from the last tick that can have been issued
// by the time it was written, with its sequence used up.
func TestLatestRecord(t *testing.T) {
	k, err := LayoutKey(presetLayout(t, "Sonyflake"), []int64{0, 0, 1})
	if err != nil {
		t.Fatal(err)
	}
	// 2014-09-01 + 1234567 ticks of 10 ms, and 4 ms into the next.
	at := time.UnixMicro((1409529600000 + 12345670 + 4) * 1000)
	if got, want := k.Latest(at), (Issued{(1409529600000 + 12345670) * 1000, 255}); got != want {
		t.Errorf("Latest = %+v, want %+v", got, want)
	}
	if got, want := k.Latest(time.UnixMilli(0)), (Issued{1409529600000 * 1000, 255}); got != want {
		t.Errorf("before the epoch: %+v, want %+v", got, want)
	}
}

// A layout's ID range holds every ID of its times, worked out by hand.
func TestLayoutIDRange(t *testing.T) {
	twitter := presetLayout(t, "Twitter")
	// The worked example's millisecond, 1000 after the epoch: 1000 << 22,
	// and the 2^22 IDs of it.
	if first, last, err := twitter.IDRange(1288834975657, 1288834975657); first != 4194304000 || last != 4198498303 || err != nil {
		t.Errorf("Twitter: %d %d %v", first, last, err)
	}
	// Nextcloud's second 1091527 after 2025-10-01: seconds above 32 bits,
	// then milliseconds 0 to 999 above 22.
	next := presetLayout(t, "Nextcloud")
	from := int64(1759276800000 + 1091527*1000)
	if first, last, err := next.IDRange(from, from+999); first != 1091527<<32 || last != 1091527<<32|999<<22|(1<<22-1) || err != nil {
		t.Errorf("Nextcloud: %d %d %v", first, last, err)
	}
	var te *core.LayoutTimeError
	if _, _, err := next.IDRange(1759276800000-1, from); !errors.As(err, &te) || te.First != 1759276800000 {
		t.Errorf("before Nextcloud's epoch: %v", err)
	}
	// Nextcloud's last: its last second, 2^31 − 1, and the most its 10
	// bits of milliseconds hold, 1023.
	if last := next.LastMilli(); last != 1759276800000+(1<<31-1)*1000+1023 {
		t.Errorf("Nextcloud's last millisecond %d", last)
	}
	if _, _, err := twitter.IDRange(genStart, genStart-1); !errors.Is(err, core.ErrRangeOrder) {
		t.Errorf("backwards: %v", err)
	}
	shardFirst := core.Layout{Name: "ShardFirst", Epoch: 0, Fields: []core.Field{core.NumberField("shard", 10), core.TimeField("ms", 41, time.Millisecond)}}
	if _, _, err := shardFirst.IDRange(genStart, genStart); !errors.Is(err, core.ErrLayoutUnsorted) {
		t.Errorf("a shard above the time: %v", err)
	}
	if _, err := next.ParseTime("2025-09-30", genStart); !errors.As(err, &te) {
		t.Errorf("ParseTime before the epoch: %v", err)
	}
	if ms, err := next.ParseTime("2025-12-02T10:00:00Z", genStart); ms != genStart || err != nil {
		t.Errorf("ParseTime: %d %v", ms, err)
	}
}

// Issuing an ID of any layout allocates nothing.
func TestLayoutGeneratorsAllocateNothing(t *testing.T) {
	for _, name := range []string{"Nextcloud", "Instagram"} {
		l := presetLayout(t, name)
		g, err := NewLayoutGenerator(l, plainValues(l), nil, newFakeClock(genStart))
		if err != nil {
			t.Fatal(err)
		}
		if n := testing.AllocsPerRun(5000, func() {
			if _, err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}); n != 0 {
			t.Errorf("%s: %v allocations an ID", name, n)
		}
	}
}
