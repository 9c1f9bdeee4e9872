package core

import (
	"strconv"
	"testing"
)

func TestJSRounded(t *testing.T) {
	tests := []struct {
		id          int64
		first, last int64
		ok          bool
	}{
		{732822797798539300, 732822797798539200, 732822797798539328, true},
		{732822797798539264, 0, 0, false}, // the double itself: nothing lost
		{732822797798539301, 0, 0, false}, // not how JavaScript writes a double
		{1 << 53, 0, 0, false},            // safe
		{9007199254740993, 0, 0, false},   // JavaScript writes 9007199254740992
		{4194439168, 0, 0, false},
	}
	for _, tt := range tests {
		first, last, ok := JSRounded(tt.id)
		if ok != tt.ok || first != tt.first || last != tt.last {
			t.Errorf("JSRounded(%d) = %d, %d, %v; want %d, %d, %v", tt.id, first, last, ok, tt.first, tt.last, tt.ok)
		}
	}
	// Every ID in the range rounds to the same double, and the ones just
	// outside do not.
	first, last, _ := JSRounded(732822797798539300)
	for _, id := range []int64{first, 732822797798539264, last} {
		if float64(id) != float64(732822797798539300) {
			t.Errorf("%d does not round to the same double", id)
		}
	}
	for _, id := range []int64{first - 1, last + 1} {
		if float64(id) == float64(732822797798539300) {
			t.Errorf("%d, outside the range, rounds to the same double", id)
		}
	}
}

func FuzzJSRounded(f *testing.F) {
	f.Add(int64(732822797798539300))
	f.Add(int64(1382350606417817600))
	f.Fuzz(func(t *testing.T, id int64) {
		first, last, ok := JSRounded(id)
		if !ok {
			return
		}
		if first > last || float64(first) != float64(id) || float64(last) != float64(id) {
			t.Fatalf("JSRounded(%d) = %d..%d, which do not all round to its double", id, first, last)
		}
		if strconv.FormatFloat(float64(id), 'f', -1, 64) != strconv.FormatInt(id, 10) {
			t.Fatalf("JSRounded(%d) is ok for text JavaScript would not write", id)
		}
	})
}
