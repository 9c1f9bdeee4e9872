package decoded

import (
	"cmp"
	"maps"
	"slices"
	"strconv"
	"strings"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/words"
)

// A list holds, beside Snowflakes, the IDs of layouts with a width found
// in the text (UUIDs, ULIDs, KSUIDs, ObjectIds, XIDs, TSIDs), each read
// in its own layout: its ID in its text form, its time where it has one,
// and, in the machine formats, its layout and fields. It has no
// datacenter, machine or sequence in the table's columns.

// wideAt returns the wide ID found at index i, when it is one.
func (d *List) wideAt(i int32) (*find.WideFound, bool) {
	if f := d.found[i]; f.Source == find.FromWide {
		return &d.counts.Wide[f.ID], true
	}
	return nil, false
}

// Wide returns the ID on a row when it is of a layout with a width: a
// UUID, a ULID, a KSUID… ok is false for a Snowflake's row.
func (d *List) Wide(row int) (find.WideFound, bool) {
	if w, ok := d.wideAt(d.order[row]); ok {
		return *w, true
	}
	return find.WideFound{}, false
}

// untimed reports whether the ID found at index i is a wide one with no
// time: a UUIDv4, say.
func (d *List) untimed(i int32) bool {
	w, ok := d.wideAt(i)
	return ok && !w.Timed
}

// wideKey is what makes two wide IDs the same: their layout and bits.
type wideKey struct {
	layout *core.Preset
	id     core.WideID
}

func wideKeyOf(w *find.WideFound) wideKey { return wideKey{w.Layout, w.ID} }

// markWideRepeats flags each row after the first of a wide ID, as newList
// does for Snowflakes, and puts the wide rows after them in byID, in the
// order of their layouts and values.
func (d *List) markWideRepeats(rows []int32) {
	keyAt := func(row int32) wideKey { return wideKeyOf(&d.counts.Wide[d.found[row].ID]) }
	sortNearly(rows, func(a, b int32) int { // the first found first among the same
		if c := keyAt(a).compare(keyAt(b)); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	for k, row := range rows {
		if k > 0 && keyAt(rows[k-1]) == keyAt(row) {
			d.flags[row] |= FlagDuplicate
			d.marks.dupRows++
		}
	}
	d.byID = append(d.byID, rows...)
}

// readWide reads the wide ID found at index i as of now: in the future
// or not. It is read in its own layout whatever the list's.
func (d *List) readWide(i int, late int64) {
	w := d.counts.Wide[d.found[i].ID]
	d.flags[i] &^= FlagFuture | FlagPreSnowflake | FlagBulkDelete | FlagLinkScheme | FlagOtherFamily | FlagBeyond
	switch {
	case !w.Timed:
		d.read.wideBare++
	case w.UnixMicro/1000 > late:
		d.flags[i] |= FlagFuture
		d.read.future++
	}
}

// wideKinds names the layouts of the list's wide IDs, with how many of
// each, the most first: "UUIDv7 ×3, ULID ×1"; "" when it has none.
func (d *List) wideKinds() string {
	if len(d.counts.Wide) == 0 {
		return ""
	}
	counts := map[string]int{}
	for _, w := range d.counts.Wide {
		counts[w.Layout.Name]++
	}
	names := slices.Collect(maps.Keys(counts))
	slices.SortFunc(names, func(a, b string) int { return cmp.Or(cmp.Compare(counts[b], counts[a]), cmp.Compare(a, b)) })
	parts := make([]string, len(names))
	for k, name := range names {
		parts[k] = name + " ×" + words.Group(int64(counts[name]))
	}
	return strings.Join(parts, ", ")
}

// IDSample is a text as wide as the widest ID the list holds: a
// Snowflake's largest, or a UUID's, a KSUID's…, for the ID column's width.
func (d *List) IDSample() string {
	sample := "9223372036854775807"
	seen := map[*core.Preset]bool{}
	for _, w := range d.counts.Wide {
		if !seen[w.Layout] {
			seen[w.Layout] = true
			if text := w.Text(); len(text) > len(sample) {
				sample = text
			}
		}
	}
	return sample
}

// appendWideCell appends a cell of a wide ID's row, and reports whether
// it wrote it: the ID in its form, and blanks where it has no such
// field, or no time. The times and flags of one with a time are written
// as a Snowflake's are.
func (d *List) appendWideCell(dst []byte, row, col int, w *find.WideFound) ([]byte, bool) {
	switch {
	case col == ColID:
		return w.Layout.AppendWide(dst, w.ID), true
	case col == ColFlags:
		return dst, false
	case col == ColDatacenter || col == ColMachine || col == ColSequence || col >= ColField:
		return dst, true
	case !w.Timed:
		return dst, true
	case col == ColGap && row > 0 && d.untimed(d.order[row-1]):
		return dst, true // nothing to count from
	}
	return dst, false
}

// appendWideKeys appends to a JSON object the keys a wide ID's row has
// beyond the columns: its layout, its time in Unix milliseconds unless a
// column gives it, and its fields by name, a value past 2^53 as a string.
func (e *Export) appendWideKeys(line []byte, w *find.WideFound) []byte {
	line = append(line, `, "layout": `...)
	line = appendJSONString(line, []byte(w.Layout.Name))
	if w.Timed && !slices.Contains(e.spec.Columns, ColUnixMs) {
		line = append(line, `, "unix_ms": `...)
		line = strconv.AppendInt(line, floorDiv(w.UnixMicro, 1000), 10)
	}
	var values [8]core.WideID
	split, _ := w.Layout.SplitWide(w.ID, values[:0])
	for k, v := range split {
		line = append(line, ", "...)
		line = appendJSONString(line, []byte(w.Layout.Fields[k].Name))
		line = append(line, ": "...)
		if u, small := v.Uint64(); small && u <= 1<<53 {
			line = strconv.AppendUint(line, u, 10)
		} else {
			line = append(v.AppendDecimal(append(line, '"')), '"')
		}
	}
	return line
}

// floorDiv is a ÷ b rounded down, for the instants before 1970 UUIDv1
// can hold.
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}
