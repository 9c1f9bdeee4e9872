package core

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestJSRounded(t *testing.T) {
	tests := []struct {
		id          int64
		first, last int64
		ok          bool
	}{
		{732822797798539300, 732822797798539200, 732822797798539328, true},
		{732822797798539264, 0, 0, false},                                     // the double itself, which JavaScript writes as ...300
		{1764045224550899200, 1764045224550899072, 1764045224550899328, true}, // itself a double: it may have been rounded
		{732822797798539301, 0, 0, false},                                     // not how JavaScript writes a double
		{1 << 53, 0, 0, false},                                                // safe
		{9007199254740993, 0, 0, false},                                       // JavaScript writes 9007199254740992
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

// Checked against V8: every ID in testdata/v8-numbers.txt that JavaScript
// writes differently once it has read it as a number is flagged from the
// text JavaScript writes, with the ID among the candidates given, whether
// or not that text is itself exactly a double.
func TestJSRoundedAgainstV8(t *testing.T) {
	data, err := os.ReadFile("testdata/v8-numbers.txt")
	if err != nil {
		t.Fatal(err)
	}
	rounded, exact := 0, 0
	for _, line := range strings.Split(string(data), "\n") {
		id, js, ok := strings.Cut(line, " ")
		if !ok || strings.HasPrefix(line, "#") || id == js {
			continue
		}
		want, err1 := strconv.ParseInt(id, 10, 64)
		shown, err2 := strconv.ParseInt(js, 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		rounded++
		if float64(shown) == float64(want) && int64(float64(shown)) == shown {
			exact++
		}
		first, last, ok := JSRounded(shown)
		if !ok || want < first || want > last {
			t.Errorf("JSRounded(%s) = %d..%d, %v; the ID was %d", js, first, last, ok, want)
		}
	}
	if rounded < 1000 || exact == 0 {
		t.Errorf("the data holds %d rounded IDs, %d of them exactly doubles: too few to tell", rounded, exact)
	}
	t.Logf("%d rounded IDs, %d of them written as an exact double", rounded, exact)
}
