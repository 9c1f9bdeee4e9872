package decoded

import (
	"cmp"
	"slices"

	"snowflakeid/core/find"
)

// seenBlock is how many IDs in order a block of [Seen] holds: a long log
// fills block after block, and none is ever copied to grow.
const seenBlock = 1 << 16

// Seen is the set of IDs read before a list, in earlier pieces of a long
// text or earlier files. IDs that come in increasing order, as a log's do,
// are kept in sorted blocks, 8 bytes a Snowflake (32 a UUID, a ULID…);
// the others in a map, about 40 (70).
type Seen struct {
	ids       orderedSet[snowflakeKey]
	wide      orderedSet[wideKey]
	allDigits bool // an earlier list's source keeps every digit: no row after it is doubted as a JavaScript rounding
}

// snowflakeKey is a Snowflake's ID in a [Seen].
type snowflakeKey int64

//lint:ignore U1000 called through orderedSet's constraint, which staticcheck does not follow
func (k snowflakeKey) compare(o snowflakeKey) int { return cmp.Compare(k, o) }

// compare orders wide IDs by layout, then value.
func (k wideKey) compare(o wideKey) int {
	if k.layout != o.layout {
		return cmp.Compare(k.layout.Name, o.layout.Name)
	}
	return k.id.Compare(o.id)
}

// orderedSet is a set of keys kept in sorted blocks while they come in
// increasing order, and in a map when they do not.
type orderedSet[K interface {
	comparable
	compare(K) int
}] struct {
	inOrder [][]K // increasing, across the blocks too; each full but the last
	others  map[K]struct{}
}

// add adds k, and reports whether it was there before.
func (s *orderedSet[K]) add(k K) (before bool) {
	if s.above(k) {
		// Every key kept is below it: those in the map were, when kept,
		// below the last in order.
		n := len(s.inOrder)
		if n == 0 || len(s.inOrder[n-1]) == seenBlock {
			s.inOrder = append(s.inOrder, make([]K, 0, seenBlock))
			n++
		}
		s.inOrder[n-1] = append(s.inOrder[n-1], k)
		return false
	}
	if s.inBlocks(k) {
		return true
	}
	if _, found := s.others[k]; found {
		return true
	}
	if s.others == nil {
		s.others = make(map[K]struct{})
	}
	s.others[k] = struct{}{}
	return false
}

// above reports whether k is above every key kept in order.
func (s *orderedSet[K]) above(k K) bool {
	n := len(s.inOrder)
	return n == 0 || k.compare(s.inOrder[n-1][len(s.inOrder[n-1])-1]) > 0
}

// inBlocks reports whether k is kept in order: in the first block whose
// last key is not below it.
func (s *orderedSet[K]) inBlocks(k K) bool {
	b, _ := slices.BinarySearchFunc(s.inOrder, k, func(block []K, k K) int {
		return block[len(block)-1].compare(k)
	})
	if b == len(s.inOrder) {
		return false
	}
	_, found := slices.BinarySearchFunc(s.inOrder[b], k, K.compare)
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
		var before bool
		if f.Source == find.FromWide {
			before = seen.wide.add(wideKeyOf(&d.counts.Wide[f.ID]))
		} else {
			before = seen.ids.add(snowflakeKey(f.ID))
		}
		if before && d.flags[i]&FlagDuplicate == 0 {
			d.flags[i] |= FlagDuplicate
			d.marks.dupRows++
		}
	}
}
