package decoded

import (
	"snowflakeid/core"
	"snowflakeid/core/find"
)

// orderMarks are what the rows in the order found say, however they are
// read: repeats, and whether the source keeps every digit.
type orderMarks struct {
	dupRows   int  // rows whose ID an earlier row has
	allDigits bool // a decimal past 2^53 is not as JavaScript writes one: the source keeps every digit
}

// markRounded flags the row at i as a JavaScript rounding when it may be
// one: a decimal past 2^53 written as JavaScript writes a double, and no
// such decimal above it written otherwise. A list that passed through
// JavaScript has every one rounded; once one is not, its source keeps
// every digit, and IDs that happen to be doubles (fresh IDs whose low bits
// are 0) are not doubted.
func (d *List) markRounded(i int) {
	f := d.found[i]
	if f.Source != find.FromDecimal || f.ID <= 1<<53 || d.marks.allDigits {
		return
	}
	if _, _, rounded := core.JSRounded(f.ID); rounded {
		d.flags[i] |= FlagJSRounded
	} else {
		d.marks.allDigits = true
	}
}

// FlagSets returns each set of flags some row has, once, without the
// empty set: what the flags column writes.
func (d *List) FlagSets() []uint8 {
	var seen [256]bool
	var sets []uint8
	for _, f := range d.flags {
		if f != 0 && !seen[f] {
			seen[f] = true
			sets = append(sets, f)
		}
	}
	return sets
}
