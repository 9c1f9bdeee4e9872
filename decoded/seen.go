package decoded

import (
	"cmp"
	"slices"
	"sort"
)

// seenBlock is how many IDs in order a block of [Seen] holds: a long log
// fills block after block, and none is ever copied to grow.
const seenBlock = 1 << 16

// Seen is the set of IDs read before a list, in earlier pieces of a long
// text or earlier files. A list's IDs are looked up and added at once, in
// their order ([List.MarkAfter]): 8 bytes a Snowflake (32 a UUID, a
// ULID…) kept, in time order or not, and looking them up walks memory in
// order rather than at random.
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

// orderedSet is a set of keys kept sorted: those that came above every
// key before them, as a log's do, in blocks one after another; the others
// in sorted runs merged as a binary counter carries (each run at least
// twice the next), so a key is copied a few times in all, and a batch is
// looked up with a walk along each run.
type orderedSet[K interface {
	comparable
	compare(K) int
}] struct {
	inOrder [][]K // increasing, across the blocks too; each full but the last; its last key is the set's largest
	runs    [][]K // each increasing; no key in two

	// Room for a batch, used again by the next.
	keys   []K
	starts []int32
	found  []bool
}

// addSorted adds keys, increasing, and calls before(i) for each keys[i]
// that was there already. It writes over keys.
func (s *orderedSet[K]) addSorted(keys []K, before func(i int)) {
	if len(keys) == 0 {
		return
	}
	if s.above(keys[0]) { // a log's next piece: nothing to look up
		s.appendInOrder(keys)
		return
	}
	s.found = append(s.found[:0], make([]bool, len(keys))...)
	found := s.found
	hit := func(i int) { found[i] = true }
	for _, block := range s.inOrder {
		lookUp(block, keys, hit)
	}
	for _, run := range s.runs {
		lookUp(run, keys, hit)
	}
	fresh := keys[:0]
	for i, k := range keys {
		if found[i] {
			before(i)
		} else {
			fresh = append(fresh, k)
		}
	}
	// How many of the new keys lie below the largest kept: there is one,
	// as keys[0] was not above it.
	below, _ := slices.BinarySearchFunc(fresh, s.largest(), K.compare)
	if below > 0 {
		s.addRun(slices.Clone(fresh[:below]))
	}
	s.appendInOrder(fresh[below:])
}

// above reports whether k is above every key kept.
func (s *orderedSet[K]) above(k K) bool {
	return len(s.inOrder) == 0 || k.compare(s.largest()) > 0
}

// largest is the largest key kept; there must be one.
func (s *orderedSet[K]) largest() K {
	last := s.inOrder[len(s.inOrder)-1]
	return last[len(last)-1]
}

// appendInOrder adds keys, increasing and above every key kept, to the
// blocks.
func (s *orderedSet[K]) appendInOrder(keys []K) {
	for len(keys) > 0 {
		n := len(s.inOrder)
		if n == 0 || len(s.inOrder[n-1]) == seenBlock {
			s.inOrder = append(s.inOrder, make([]K, 0, seenBlock))
			n++
		}
		last := &s.inOrder[n-1]
		take := min(len(keys), seenBlock-len(*last))
		*last = append(*last, keys[:take]...)
		keys = keys[take:]
	}
}

// addRun adds a run of keys, increasing, and merges the last runs while
// one is not twice the next.
func (s *orderedSet[K]) addRun(run []K) {
	s.runs = append(s.runs, run)
	for n := len(s.runs); n > 1 && len(s.runs[n-2]) < 2*len(s.runs[n-1]); n-- {
		s.runs[n-2] = merge(s.runs[n-2], s.runs[n-1])
		s.runs = s.runs[:n-1]
	}
}

// merge returns the keys of a and b, each increasing, in one increasing
// slice.
func merge[K interface{ compare(K) int }](a, b []K) []K {
	out := make([]K, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		if a[0].compare(b[0]) < 0 {
			out, a = append(out, a[0]), a[1:]
		} else {
			out, b = append(out, b[0]), b[1:]
		}
	}
	return append(append(out, a...), b...)
}

// lookUp calls hit(i) for each keys[i] in run; both are increasing. It
// walks run from each key's place to the next, leaping ahead in growing
// steps: a batch of few keys in a long run costs a search each, one of
// many a walk along it.
func lookUp[K interface{ compare(K) int }](run, keys []K, hit func(i int)) {
	if len(run) == 0 {
		return
	}
	first, _ := slices.BinarySearchFunc(keys, run[0], K.compare)
	at := 0
	for i := first; i < len(keys) && at < len(run); i++ {
		k := keys[i]
		step, end := 1, at
		for end < len(run) && run[end].compare(k) < 0 {
			at, end, step = end+1, end+step, step*2
		}
		// run[end], where there is one, is not below k: k's place is at most end.
		end = min(end, len(run))
		at += sort.Search(end-at, func(j int) bool { return run[at+j].compare(k) >= 0 })
		if at < len(run) && run[at].compare(k) == 0 {
			hit(i)
		}
	}
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
	narrow := len(d.found) - len(d.counts.Wide) // byID lists the Snowflakes' rows first
	markSeen(d, d.byID[:narrow], &seen.ids, func(row int32) snowflakeKey { return snowflakeKey(d.found[row].ID) })
	markSeen(d, d.byID[narrow:], &seen.wide, func(row int32) wideKey {
		return wideKeyOf(&d.counts.Wide[d.found[row].ID])
	})
}

// markSeen flags the rows, in the order of their keys, whose key set
// holds, and adds their keys to it.
func markSeen[K interface {
	comparable
	compare(K) int
}](d *List, rows []int32, set *orderedSet[K], keyOf func(row int32) K) {
	// starts: where each key's rows start in rows. Room for every row at
	// once: a list's rows are nearly all of different IDs.
	keys, starts := slices.Grow(set.keys[:0], len(rows)), slices.Grow(set.starts[:0], len(rows)+1)
	for i, row := range rows {
		if k := keyOf(row); len(keys) == 0 || keys[len(keys)-1] != k {
			keys, starts = append(keys, k), append(starts, int32(i))
		}
	}
	starts = append(starts, int32(len(rows)))
	set.keys, set.starts = keys, starts
	set.addSorted(keys, func(i int) {
		for _, row := range rows[starts[i]:starts[i+1]] {
			if d.flags[row]&FlagDuplicate == 0 {
				d.flags[row] |= FlagDuplicate
				d.marks.dupRows++
			}
		}
	})
}
