package core

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// For random valid layouts and random values, a codec's Split gives back
// what its Join packed, with the time the layout's values stand for; it
// refuses what the layout refuses, with the same errors.
func TestCodecRoundTrip(t *testing.T) {
	randomLayouts(rand.New(rand.NewPCG(5, 6)), 2000, func(r *rand.Rand, l Layout, values []int64) {
		c := l.Codec()
		id, err := c.Join(values)
		if err != nil {
			t.Fatalf("%+v: %v: %v", l, values, err)
		}
		back, micro, err := c.Split(id, make([]int64, 0, 1))
		if err != nil || !slices.Equal(back, values) || micro != l.UnixMicro(values) || !c.Fits(id) {
			t.Fatalf("%+v: %v joins into %d, which splits into %v at %d (%v), want %d", l, values, id, back, micro, err, l.UnixMicro(values))
		}
		if bits := l.TotalBits(); bits < MaxLayoutBits {
			above := id | 1<<(bits+r.IntN(MaxLayoutBits-bits))
			if _, _, err := c.Split(above, nil); !errors.Is(err, ErrLayoutHighBits) || c.Fits(above) {
				t.Fatalf("%+v: %d, above the %d bits, read: %v", l, above, bits, err)
			}
		}
		i := r.IntN(len(values))
		for _, bad := range []int64{-1 - r.Int64N(1000), l.Fields[i].Max() + 1 + r.Int64N(1000)} {
			values[i] = bad
			_, err := c.Join(values)
			_, want := l.Join(values)
			var fe *FieldRangeError
			if !errors.As(err, &fe) || fe.Field != l.Fields[i].Name || err.Error() != want.Error() {
				t.Fatalf("%+v: %d in field %d: %v, want %v", l, bad, i+1, err, want)
			}
		}
	})
	c := presetLayout(t, "Twitter").Codec()
	if _, _, err := c.Split(-1, nil); !errors.Is(err, ErrNegativeID) || c.Fits(-1) {
		t.Errorf("-1 read: %v", err)
	}
	if _, err := c.Join([]int64{1, 2}); err == nil {
		t.Error("two values for four fields joined")
	}
}
