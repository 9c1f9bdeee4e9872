package decoded

import (
	"cmp"
	"slices"

	"snowflakeid/core"
)

// seenBlock is how many IDs in order a block of [Seen] holds: a long log
// fills block after block, and none is ever copied to grow.
const seenBlock = 1 << 16

// Seen is the set of IDs read before a list, in earlier pieces of a long
// text or earlier files. IDs that come in increasing order, as a log's do,
// are kept in sorted blocks, 8 bytes an ID; the others in a map, about 40.
type Seen struct {
	inOrder   [][]int64 // increasing, across the blocks too; each full but the last
	others    map[int64]struct{}
	wide      map[wideKey]struct{} // the IDs of layouts with a width
	allDigits bool                 // an earlier list's source keeps every digit: no row after it is doubted as a JavaScript rounding
}

// add adds id, and reports whether it was seen before.
func (s *Seen) add(id int64) (before bool) {
	if s.above(id) {
		// Every ID kept is below it: those in the map were, when kept,
		// below the last in order.
		n := len(s.inOrder)
		if n == 0 || len(s.inOrder[n-1]) == seenBlock {
			s.inOrder = append(s.inOrder, make([]int64, 0, seenBlock))
			n++
		}
		s.inOrder[n-1] = append(s.inOrder[n-1], id)
		return false
	}
	if s.inBlocks(id) {
		return true
	}
	if _, found := s.others[id]; found {
		return true
	}
	if s.others == nil {
		s.others = make(map[int64]struct{})
	}
	s.others[id] = struct{}{}
	return false
}

// addWide adds a wide ID, and reports whether it was seen before.
func (s *Seen) addWide(w core.WideFound) (before bool) {
	k := wideKey{w.Layout, w.ID}
	if _, found := s.wide[k]; found {
		return true
	}
	if s.wide == nil {
		s.wide = make(map[wideKey]struct{})
	}
	s.wide[k] = struct{}{}
	return false
}

// above reports whether id is above every ID kept in order.
func (s *Seen) above(id int64) bool {
	n := len(s.inOrder)
	return n == 0 || id > s.inOrder[n-1][len(s.inOrder[n-1])-1]
}

// inBlocks reports whether id is kept in order: in the first block whose
// last ID is not below it.
func (s *Seen) inBlocks(id int64) bool {
	b, _ := slices.BinarySearchFunc(s.inOrder, id, func(block []int64, id int64) int {
		return cmp.Compare(block[len(block)-1], id)
	})
	if b == len(s.inOrder) {
		return false
	}
	_, found := slices.BinarySearch(s.inOrder[b], id)
	return found
}

// MarkAfter flags as duplicates the rows whose ID was seen before the
// list, and adds the list's IDs to seen. As within a list, the first row
// of an ID is never flagged, whichever piece it came in; and no row is
// doubted as a JavaScript rounding after an earlier list showed that its
// source keeps every digit.
func (d *List) MarkAfter(seen *Seen) {
	if seen.allDigits {
		for i := range d.flags {
			d.flags[i] &^= FlagJSRounded
		}
	}
	seen.allDigits = seen.allDigits || d.marks.allDigits
	for i, f := range d.found {
		before := false
		if f.Source == core.FromWide {
			before = seen.addWide(d.counts.Wide[f.ID])
		} else {
			before = seen.add(f.ID)
		}
		if before && d.flags[i]&FlagDuplicate == 0 {
			d.flags[i] |= FlagDuplicate
			d.marks.dupRows++
		}
	}
}
