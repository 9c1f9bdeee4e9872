package core

import "testing"

// TestWideBits checks the bit-level access the window's grid paints and
// flips with, against numbers written out by hand.
func TestWideBits(t *testing.T) {
	// 2^150 + 2^100 + 2^64 + 2^63 + 5
	id := WideID{top: 1 << 22, hi: 1<<36 | 1, lo: 1<<63 | 5}
	for _, n := range []int{0, 2, 63, 64, 100, 150} {
		if !id.Bit(n) {
			t.Errorf("bit %d of %v is clear, want set", n, id)
		}
	}
	for _, n := range []int{1, 62, 65, 99, 127, 128, 149, 151, 159} {
		if id.Bit(n) {
			t.Errorf("bit %d of %v is set, want clear", n, id)
		}
	}
	flips := []struct {
		bit  int
		want WideID
	}{
		{0, WideID{top: 1 << 22, hi: 1<<36 | 1, lo: 1<<63 | 4}},
		{1, WideID{top: 1 << 22, hi: 1<<36 | 1, lo: 1<<63 | 7}},
		{64, WideID{top: 1 << 22, hi: 1 << 36, lo: 1<<63 | 5}},
		{127, WideID{top: 1 << 22, hi: 1<<63 | 1<<36 | 1, lo: 1<<63 | 5}},
		{128, WideID{top: 1<<22 | 1, hi: 1<<36 | 1, lo: 1<<63 | 5}},
		{159, WideID{top: 1<<31 | 1<<22, hi: 1<<36 | 1, lo: 1<<63 | 5}},
	}
	for _, f := range flips {
		got := id.FlipBit(f.bit)
		if got != f.want {
			t.Errorf("FlipBit(%d) = %#v, want %#v", f.bit, got, f.want)
		}
		if back := got.FlipBit(f.bit); back != id {
			t.Errorf("FlipBit(%d) twice = %#v, want %#v", f.bit, back, id)
		}
	}
	if got := id.Field(62, 4); got != WideFrom(0b0110) { // bits 65, 64, 63, 62
		t.Errorf("Field(62, 4) = %v, want 6", got)
	}
	for _, c := range []struct {
		n    int
		want WideID
	}{
		{1, WideID{lo: 1}}, {64, WideID{lo: ^uint64(0)}}, {80, WideID{hi: 0xffff, lo: ^uint64(0)}},
		{130, WideID{top: 3, hi: ^uint64(0), lo: ^uint64(0)}}, {160, WideID{^uint32(0), ^uint64(0), ^uint64(0)}},
	} {
		if got := Ones(c.n); got != c.want {
			t.Errorf("Ones(%d) = %#v, want %#v", c.n, got, c.want)
		}
	}
}
