package core

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// A codec reads every preset's vector, taken from its source, as the
// vector says, and writes the vector's ID back.
func TestCodecPresetVectors(t *testing.T) {
	for _, p := range LayoutPresets() {
		c := p.Codec()
		v := p.Vector
		values, micro, err := c.Split(v.ID, nil)
		if err != nil {
			t.Errorf("%s: %d: %v", p.Name, v.ID, err)
			continue
		}
		if d := time.Duration(micro-v.UnixMicro) * time.Microsecond; d > v.Within || d < -v.Within {
			t.Errorf("%s: %d is %v, %v from what %s gives", p.Name, v.ID, time.UnixMicro(micro).UTC(), d, v.Source)
		}
		if v.Values != nil && !slices.Equal(values, v.Values) {
			t.Errorf("%s: %d splits into %v, want %v", p.Name, v.ID, values, v.Values)
		}
		if id, err := c.Join(values); err != nil || id != v.ID {
			t.Errorf("%s: %v joins into %d (%v), want %d", p.Name, values, id, err, v.ID)
		}
	}
}

// For random valid layouts and random values, a codec's Split gives back
// what its Join packed, with the time the layout's values stand for; it
// refuses what the layout refuses, with the same errors.
func TestCodecRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	units := []time.Duration{time.Microsecond, time.Millisecond, 10 * time.Millisecond, time.Second}
	for n := 0; n < 2000; n++ {
		l := randomLayout(r, units)
		if err := l.Validate(layoutNow); err != nil {
			n-- // an invalid draw is drawn again
			continue
		}
		c := l.Codec()
		values := make([]int64, len(l.Fields))
		for i, f := range l.Fields {
			values[i] = r.Int64N(f.Max() + 1)
		}
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
	}
	c := presetLayout(t, "Twitter").Codec()
	if _, _, err := c.Split(-1, nil); !errors.Is(err, ErrNegativeID) || c.Fits(-1) {
		t.Errorf("-1 read: %v", err)
	}
	if _, err := c.Join([]int64{1, 2}); err == nil {
		t.Error("two values for four fields joined")
	}
}
