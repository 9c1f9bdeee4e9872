package core

// Edges of the layouts with a width that mutation testing
// (scripts/mutate.sh) found untested: the arithmetic of 160-bit numbers
// across their words, times past 2^64 nanoseconds from the epoch, and the
// last instant a layout holds. The numbers are checked against math/big,
// or worked out by hand as each comment says.

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"snowflakeid/core/textform"
)

// bigOf is w as a math/big number.
func bigOf(w WideID) *big.Int {
	var b [20]byte
	w.PutBytes(b[:])
	return new(big.Int).SetBytes(b[:])
}

// wideOf is n, below 2^160, as a WideID.
func wideOf(n *big.Int) WideID {
	var b [20]byte
	return WideFromBytes(n.FillBytes(b[:]))
}

// Shifts, fields and lengths of numbers whose bits cross the words of a
// WideID agree with math/big's.
func TestWideArithmeticAcrossWords(t *testing.T) {
	values := []WideID{
		{top: 0x89abcdef, hi: 0x0123456789abcdef, lo: 0xfedcba9876543210},
		{top: 0, hi: 0x8000000000000001, lo: 0xffffffffffffffff},
		{top: 1, hi: 0, lo: 1},
	}
	mask160 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 160), big.NewInt(1))
	for _, w := range values {
		n := bigOf(w)
		if got, want := w.Len(), n.BitLen(); got != want {
			t.Errorf("%v.Len() = %d, want %d", w, got, want)
		}
		for _, s := range []uint{1, 4, 31, 32, 33, 63} {
			left := wideOf(new(big.Int).And(new(big.Int).Lsh(n, s), mask160))
			if got := w.shiftLeft(s); got != left {
				t.Errorf("%v.shiftLeft(%d) = %v, want %v", w, s, got, left)
			}
			if got, want := w.shiftRight(s), wideOf(new(big.Int).Rsh(n, s)); got != want {
				t.Errorf("%v.shiftRight(%d) = %v, want %v", w, s, got, want)
			}
		}
		for _, c := range []struct{ shift, n int }{{60, 8}, {64, 64}, {100, 40}, {120, 16}, {0, 160}, {1, 130}} {
			want := new(big.Int).Rsh(n, uint(c.shift))
			want.And(want, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(c.n)), big.NewInt(1)))
			if got := w.Field(c.shift, c.n); got != wideOf(want) {
				t.Errorf("%v.Field(%d, %d) = %v, want %v", w, c.shift, c.n, got, want)
			}
		}
	}
	for _, w := range []WideID{{hi: 1}, {top: 1}, {top: 1, lo: 7}} {
		if v, fits := w.Uint64(); fits {
			t.Errorf("%v.Uint64() = %d, true; want false: it has bits above 63", w, v)
		}
	}
	if v, fits := (WideID{lo: 1<<64 - 1}).Uint64(); !fits || v != 1<<64-1 {
		t.Errorf("2^64-1 .Uint64() = %d, %v; want 2^64-1, true", v, fits)
	}
}

// uuidV1 is the UUIDv1 preset.
func uuidV1(t *testing.T) Layout {
	t.Helper()
	p, ok := LayoutNamed("UUIDv1")
	if !ok {
		t.Fatal("no UUIDv1 preset")
	}
	return p.Layout
}

// A UUIDv1's largest time, 2^60-1 ticks of 100 ns after 1582-10-15, is
// 115,292,150,460.6846975 s: 115292150460684697 µs, past 2^64 ns (the
// count's high word is 6). From the Gregorian epoch, -12219292800000000
// µs, it is 103072857660684697 µs: 5236-03-31T21:21:00.684697Z, as
// Python's datetime gives it too.
func TestUUIDv1LargestTime(t *testing.T) {
	v1 := uuidV1(t)
	const span, last = 115292150460684697, 103072857660684697
	if got := v1.WideSpanMicro(); got != span {
		t.Errorf("UUIDv1 WideSpanMicro = %d, want %d", got, span)
	}
	if got := v1.LastMilli(); got != last/1000 {
		t.Errorf("UUIDv1 LastMilli = %d, want %d", got, int64(last/1000))
	}
	values := []WideID{Ones(32), Ones(16), WideFrom(1), Ones(12), WideFrom(2), {}, {}}
	if micro, ok := v1.WideMicro(values); !ok || micro != last {
		t.Errorf("UUIDv1 of every time bit set: %d, %v; want %d, true", micro, ok, int64(last))
	}
	set := make([]WideID, len(v1.Fields))
	if err := v1.SetWideTime(set, last); err != nil {
		t.Fatalf("SetWideTime(%d): %v", int64(last), err)
	}
	// 103072857660684697 µs is 2^60-6 ticks: the last 500 ns are no
	// whole microsecond.
	for k, want := range map[int]WideID{0: WideFrom(1<<32 - 6), 1: Ones(16), 3: Ones(12)} { // time_low, time_mid, time_high
		if set[k] != want {
			t.Errorf("SetWideTime(%d): field %s = %v, want %v", int64(last), v1.Fields[k].Name, set[k], want)
		}
	}
	if err := v1.SetWideTime(set, last+1); err == nil {
		t.Errorf("SetWideTime one µs past UUIDv1's last instant: no error")
	}
}

// A KSUID counts 2^32-1 seconds from 1400000000 s: its last second starts
// at 5694967295 s, so its last millisecond is 5694967295999
// (2150-06-19T23:21:35.999Z).
func TestKSUIDLastMilli(t *testing.T) {
	p, _ := LayoutNamed("KSUID")
	if got := p.LastMilli(); got != 5694967295999 {
		t.Errorf("KSUID LastMilli = %d, want 5694967295999", got)
	}
}

// microLayout is a layout of a width whose time is a 64-bit count of
// microseconds from 1400000000 s, which reaches past the year 9999.
func microLayout() Layout {
	return Layout{Name: "micro", Epoch: KSUIDEpoch, Width: 128, Form: textform.Hex, Fields: []Field{
		{Name: "time", Bits: 64, Role: RoleTime, Unit: time.Microsecond}, {Name: "random", Bits: 64, Role: RoleRandom}}}
}

// The last instant a layout reads is the last of the year 9999,
// 253402300799999999 µs: 252002300799999999 µs from 1400000000 s. One
// microsecond more is no instant.
func TestWideLastInstant(t *testing.T) {
	l := microLayout()
	const limit = 252002300799999999
	if got := l.WideSpanMicro(); got != limit {
		t.Errorf("WideSpanMicro = %d, want %d", got, int64(limit))
	}
	if got := l.LastMilli(); got != lastInstant/1000 {
		t.Errorf("LastMilli = %d, want %d", got, lastInstant/1000)
	}
	if micro, ok := l.WideMicro([]WideID{WideFrom(limit), {}}); !ok || micro != lastInstant {
		t.Errorf("the last instant read as %d, %v; want %d, true", micro, ok, lastInstant)
	}
	if micro, ok := l.WideMicro([]WideID{WideFrom(limit + 1), {}}); ok {
		t.Errorf("one µs past the year 9999 read as %d", micro)
	}
	values := make([]WideID, 2)
	if err := l.SetWideTime(values, lastInstant); err != nil || values[0] != WideFrom(limit) {
		t.Errorf("SetWideTime(the last instant) = %v, %v; want %d", values[0], err, int64(limit))
	}
	if err := l.SetWideTime(values, KSUIDEpoch*1000); err != nil || values[0] != (WideID{}) {
		t.Errorf("SetWideTime(the epoch) = %v, %v; want 0", values[0], err)
	}
}

// A time field of 2^64-1 steps of 1001 ns counts 1000 × 2^64 ns and more:
// the 128-bit count's high word is exactly 1000, a count whose
// microseconds no longer fit 64 bits. It reads as no instant, and its
// span is cut at the year 9999.
func TestWideCountOfAThousandHighWords(t *testing.T) {
	l := Layout{Name: "long", Width: 128, Form: textform.Hex, Fields: []Field{
		{Name: "time", Bits: 64, Role: RoleTime, Unit: 1001 * time.Nanosecond}, {Name: "random", Bits: 64, Role: RoleRandom}}}
	if micro, ok := l.WideMicro([]WideID{Ones(64), {}}); ok {
		t.Errorf("2^64-1 steps of 1001 ns read as %d", micro)
	}
	if got := l.WideSpanMicro(); got != lastInstant {
		t.Errorf("WideSpanMicro = %d, want %d", got, lastInstant)
	}
}

// A layout whose tick is 1221 ns, 12 bits of them, counts 4999.995 µs:
// its last tick starts at 4999 µs and ends 1.221 µs later, in the sixth
// millisecond; LastMilli is 5, not 4.
func TestWideLastMilliOfAnOddTick(t *testing.T) {
	l := Layout{Name: "odd", Width: 64, Form: textform.Hex, Fields: []Field{
		{Name: "time", Bits: 12, Role: RoleTime, Unit: 1221 * time.Nanosecond}, {Name: "random", Bits: 52, Role: RoleRandom}}}
	if got := l.LastMilli(); got != 5 {
		t.Errorf("LastMilli = %d, want 5", got)
	}
}

// 36893488147419104 µs after 1582-10-15 is 2^65 + 768 ns: splitting it into
// UUIDv1's pieces borrows across the 128-bit count's words, as the high
// piece's 1310 steps of 100 × 2^48 ns end below 2^65. Its ticks,
// 368934881474191040, are 0x51eb851eb851ec0: time_high 1310, time_mid
// 47185, time_low 3951369920. The instant is 24674195347419104 µs, in
// the year 2751.
func TestUUIDv1TimeAcrossTheWords(t *testing.T) {
	v1 := uuidV1(t)
	const micro = 24674195347419104
	set := make([]WideID, len(v1.Fields))
	if err := v1.SetWideTime(set, micro); err != nil {
		t.Fatalf("SetWideTime(%d): %v", int64(micro), err)
	}
	for k, want := range map[int]uint64{0: 3951369920, 1: 47185, 3: 1310} {
		if set[k] != WideFrom(want) {
			t.Errorf("field %s = %v, want %d", v1.Fields[k].Name, set[k], want)
		}
	}
	if got, ok := v1.WideMicro(set); !ok || got != micro {
		t.Errorf("read back as %d, %v; want %d", got, ok, int64(micro))
	}
}

// A time field of 8 bits of microseconds holds 0 to 255 µs from its
// epoch: 255 µs is written as 255, and 256 µs, one whole step more than
// the field holds, is refused, not cut to 255.
func TestWideTimeOneStepPastTheField(t *testing.T) {
	l := Layout{Name: "short", Epoch: TSIDEpoch, Width: 64, Form: textform.Hex, Fields: []Field{
		{Name: "time", Bits: 8, Role: RoleTime, Unit: time.Microsecond}, {Name: "random", Bits: 56, Role: RoleRandom}}}
	values := make([]WideID, 2)
	if err := l.SetWideTime(values, TSIDEpoch*1000+255); err != nil || values[0] != WideFrom(255) {
		t.Errorf("SetWideTime(255 µs) = %v, %v; want 255", values[0], err)
	}
	if err := l.SetWideTime(values, TSIDEpoch*1000+256); !errors.Is(err, ErrLayoutTimeRange) {
		t.Errorf("SetWideTime(256 µs) = %v, %v; want ErrLayoutTimeRange", values[0], err)
	}
}

// A codec takes the short way for a UUID's 36 characters only in a UUID
// layout: a ULID's codec refuses them, and a UUID's reads its other
// forms, and texts too short to hold hyphens, the long way.
func TestWideCodecShortWay(t *testing.T) {
	const hyphens = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f"
	ulid, _ := LayoutNamed("ULID")
	if id, err := ulid.WideCodec().Parse([]byte(hyphens)); err == nil {
		t.Errorf("the ULID codec read a UUID's text as %v", id)
	}
	v7, _ := LayoutNamed("UUIDv7")
	codec := v7.WideCodec()
	want, err := codec.Parse([]byte(hyphens))
	if err != nil {
		t.Fatalf("%s: %v", hyphens, err)
	}
	for _, text := range []string{"017f22e279b07cc398c4dc0c0c07398f", "{" + hyphens + "}"} {
		if got, err := codec.Parse([]byte(text)); err != nil || got != want {
			t.Errorf("%s: %v, %v; want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"017f22e2", "", "017f22e2-79b0-7cc3-98c4"} {
		if got, err := codec.Parse([]byte(text)); err == nil {
			t.Errorf("%q read as %v", text, got)
		}
	}
}
