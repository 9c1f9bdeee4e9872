package decoded

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// sortNearly sorts as slices.SortFunc does, and counts its comparisons
// as a log's order asks: a list in order or nearly in order (a few IDs a
// few places early, as those of one millisecond are) in at most six a
// row, any other order in no more than a sort's n·log2(n) twice over and
// the moves it gave up after: never the n²/2 of moving each row back to
// its place.
func TestSortNearly(t *testing.T) {
	const n = 100_000
	r := rand.New(rand.NewPCG(1, 2))
	shapes := map[string]func(i int) int{
		"in order":       func(i int) int { return 2 * i },
		"nearly":         func(i int) int { return 2*i + cond(r.IntN(100) == 0, -2*r.IntN(20), 0) },
		"ms apart":       func(i int) int { return i/5*1000 + r.IntN(1000) },
		"50 a ms":        func(i int) int { return i/50*1000 + r.IntN(1000) },
		"any order":      func(int) int { return r.IntN(n) },
		"reversed":       func(i int) int { return -i },
		"all the same":   func(int) int { return 7 },
		"sawtooth of 10": func(i int) int { return i % 10 },
	}
	type row struct{ key, at int }
	for name, shape := range shapes {
		s := make([]row, n)
		for i := range s {
			s[i] = row{shape(i), i}
		}
		compares := 0
		order := func(a, b row) int {
			compares++
			return cmp.Or(cmp.Compare(a.key, b.key), cmp.Compare(a.at, b.at))
		}
		want := slices.Clone(s)
		slices.SortFunc(want, order)
		compares = 0
		sortNearly(s, order)
		if !slices.Equal(s, want) {
			t.Errorf("%s: sorted otherwise than slices.SortFunc", name)
		}
		limit := 6 * n
		if name != "in order" && name != "nearly" && name != "ms apart" {
			limit = 2*n*17 + 5*n // log2(100,000) is 16.6
		}
		if compares > limit {
			t.Errorf("%s: %d comparisons, want at most %d", name, compares, limit)
		}
	}
}

func cond(c bool, a, b int) int {
	if c {
		return a
	}
	return b
}

// sortIDs sorts as slices.SortFunc does by ID, then row: IDs of one byte
// and of eight, repeated, nearly in order and in any order.
func TestSortIDs(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	shapes := map[string]func(i int) int64{
		"any order":       func(int) int64 { return r.Int64() },
		"repeated":        func(int) int64 { return r.Int64N(50) << 40 },
		"one low byte":    func(int) int64 { return 1<<50 + r.Int64N(256) },
		"nearly in order": func(i int) int64 { return int64(i)<<22 + r.Int64N(1<<23) },
		"all the same":    func(int) int64 { return 42 },
	}
	for name, shape := range shapes {
		s := make([]idRow, 20_000)
		for i := range s {
			s[i] = idRow{shape(i), int32(i)}
		}
		want := slices.Clone(s)
		slices.SortFunc(want, func(a, b idRow) int { return cmp.Or(cmp.Compare(a.id, b.id), cmp.Compare(a.row, b.row)) })
		sortIDs(s)
		if !slices.Equal(s, want) {
			t.Errorf("%s: sorted otherwise than slices.SortFunc", name)
		}
	}
}
