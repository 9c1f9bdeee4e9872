package decoded

import (
	"cmp"
	"slices"
)

// sortNearly sorts s by cmp, which must order every two elements (no two
// compare equal). A log's IDs come nearly in order, those of one
// millisecond or one machine in any order among themselves: each out of
// place is moved back the few places it lies ahead, in time that grows
// with the list's length and those places. Past four moves an element,
// it sorts the rest as [slices.SortFunc] does.
func sortNearly[E any](s []E, cmp func(a, b E) int) {
	if !sortedNearly(s, cmp) {
		slices.SortFunc(s, cmp)
	}
}

// sortedNearly is sortNearly's moves, up to four an element: it reports
// whether they sorted s.
func sortedNearly[E any](s []E, cmp func(a, b E) int) bool {
	moves := 4 * len(s)
	for i := 1; i < len(s); i++ {
		if cmp(s[i-1], s[i]) < 0 {
			continue
		}
		e, j := s[i], i-1
		for j > 0 && cmp(s[j-1], e) > 0 {
			j--
		}
		if moves -= i - j; moves < 0 {
			return false
		}
		copy(s[j+1:i+1], s[j:i])
		s[j] = e
	}
	return true
}

// idRow is an ID found and its place in the list.
type idRow struct {
	id  int64
	row int32
}

// sortIDs sorts s by ID, and those of one ID by row, s being in the order
// of rows: nearly in order as sortNearly does, else by their IDs' bytes
// (a radix sort, stable, in eight passes at most over s and no
// comparison), several times faster than a sort by comparisons for the
// IDs of a database export, in any order.
func sortIDs(s []idRow) {
	if len(s) == 0 || sortedNearly(s, func(a, b idRow) int { return cmp.Or(cmp.Compare(a.id, b.id), cmp.Compare(a.row, b.row)) }) {
		return
	}
	var counts [8][256]int
	for _, e := range s {
		for b := range counts {
			counts[b][byte(uint64(e.id)>>(8*b))]++
		}
	}
	src, dst := s, make([]idRow, len(s))
	for b := range counts {
		c := &counts[b]
		if c[byte(uint64(src[0].id)>>(8*b))] == len(s) {
			continue // every ID has this byte
		}
		sum := 0
		for d := range c {
			c[d], sum = sum, sum+c[d]
		}
		for _, e := range src {
			d := byte(uint64(e.id) >> (8 * b))
			dst[c[d]] = e
			c[d]++
		}
		src, dst = dst, src
	}
	copy(s, src)
}

// ShownRow is the row, in the order shown, of the ID found at index i
// (from 0, in the order found), or -1 when there is no such ID.
func (d *List) ShownRow(i int) int {
	return slices.Index(d.order, int32(i))
}
