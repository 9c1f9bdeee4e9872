package decoded

import "slices"

// sortNearly sorts s by cmp, which must order every two elements (no two
// compare equal). A log's IDs come nearly in order, those of one
// millisecond or one machine in any order among themselves: each out of
// place is moved back the few places it lies ahead, in time that grows
// with the list's length and those places. Past four moves an element,
// it sorts the rest as [slices.SortFunc] does.
func sortNearly[E any](s []E, cmp func(a, b E) int) {
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
			slices.SortFunc(s, cmp)
			return
		}
		copy(s[j+1:i+1], s[j:i])
		s[j] = e
	}
}
