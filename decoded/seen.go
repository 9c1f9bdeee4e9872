package decoded

import "slices"

// Seen is the set of IDs read before a list, in earlier pieces of a long
// text or earlier files. IDs that come in increasing order, as a log's do,
// are kept in a sorted list, 8 bytes an ID; the others in a map, about 40.
type Seen struct {
	inOrder []int64 // increasing
	others  map[int64]struct{}
}

// add adds id, and reports whether it was seen before.
func (s *Seen) add(id int64) (before bool) {
	if n := len(s.inOrder); n == 0 || id > s.inOrder[n-1] {
		// Every ID kept is below it: those in the map were, when kept,
		// below the list's last.
		s.inOrder = append(s.inOrder, id)
		return false
	}
	if _, found := slices.BinarySearch(s.inOrder, id); found {
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

// MarkRepeats flags as duplicates the rows whose ID was seen before the
// list, and adds the list's IDs to seen. (The earlier row, written before
// the repeat was read, keeps its flags.)
func (d *List) MarkRepeats(seen *Seen) {
	for i, f := range d.found {
		if seen.add(f.ID) && d.flags[i]&FlagDuplicate == 0 {
			d.flags[i] |= FlagDuplicate
			d.dupRows++
		}
	}
}
