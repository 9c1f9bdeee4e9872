package decoded

import (
	"cmp"
	"slices"
	"strconv"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/find"
)

// ColField is the column of the first field of the layout a list is read
// in ([NewInLayout]): field k is column ColField+k.
const ColField = ExportColumnCount

// layoutReading is a list's reading in a layout other than a scheme's.
type layoutReading struct {
	layout core.Layout
	codec  *core.Codec
	split  [2]splitID // the IDs split last: a row's and, for its gap, the row's before
	next   int        // the one to split into next
}

// splitID is an ID split into its fields.
type splitID struct {
	values []int64
	micro  int64 // its time, in Unix microseconds
	of     int32 // the found index of the ID; -1 before the first
}

// newLayoutReading is a reading in l, with room for its fields.
func newLayoutReading(l core.Layout) *layoutReading {
	r := &layoutReading{layout: l, codec: l.Codec()}
	for k := range r.split {
		r.split[k] = splitID{values: make([]int64, 0, len(l.Fields)), of: -1}
	}
	return r
}

// split returns the fields of the ID found at index i, which fits the
// layout, and its time in Unix microseconds; the slice is the reading's
// own, good until the second split after. A row's cells are written one
// after another, its gap from the row before, so each ID is split once.
func (d *List) split(i int32) ([]int64, int64) {
	r := d.lay
	for k := range r.split {
		if s := &r.split[k]; s.of == i {
			return s.values, s.micro
		}
	}
	s := &r.split[r.next]
	r.next ^= 1
	s.values, s.micro, _ = r.codec.Split(d.found[i].ID, s.values[:0])
	s.of = i
	return s.values, s.micro
}

// NewInLayout reads what was found in the layout l, as of now, in the
// order found: its columns are [LayoutColumns]. An ID from a link to a
// service of another layout is flagged as such, with its own family's
// time; an ID with bits set above l's fields is flagged and has no time.
func NewInLayout(found find.Findings, l core.Layout, now time.Time) *List {
	d := newList(found)
	d.ReadLayout(l, now)
	return d
}

// LayoutColumns are the columns of a list read in l, in their order: the
// ID, the fields from the highest bit down, the times, the gap and the
// flags.
func LayoutColumns(l core.Layout) []int {
	cols := []int{ColID}
	for k := range l.Fields {
		cols = append(cols, ColField+k)
	}
	return append(cols, ColUTC, ColLocal, ColRelative, ColGap, ColFlags)
}

// LayoutColumnName names any column of an export of a list read in l: a
// field's column by the field's name, the others as [ExportColumnName]
// does. It is "" for a column such a list does not have.
func LayoutColumnName(l core.Layout, col int) string {
	switch {
	case col >= ColField && col < ColField+len(l.Fields):
		return l.Fields[col-ColField].Name
	case col == ColDatacenter || col == ColMachine || col == ColSequence || col >= ColField:
		return ""
	}
	return ExportColumnName(core.Twitter, col)
}

// ReadLayout reads the IDs again in l as of now; the order and the
// duplicates do not change.
func (d *List) ReadLayout(l core.Layout, now time.Time) {
	d.lay = newLayoutReading(l)
	d.scheme, d.now, d.words = core.Scheme{Name: l.Name, Epoch: l.Epoch}, now, newPhrases()
	d.read, d.others = readCounts{}, 0
	late := now.Add(core.ReadingSlack).UnixMilli() // clocks differ a little
	for i, f := range d.found {
		if f.Source == find.FromWide { // read in its own layout
			d.readWide(i, late)
			continue
		}
		flags := d.flags[i] &^ (FlagFuture | FlagPreSnowflake | FlagBulkDelete | FlagLinkScheme | FlagOtherFamily | FlagBeyond)
		if family := f.Source.Family(); family != "" && !familyIs(family, l) {
			flags |= FlagOtherFamily
			d.others++
		}
		// Another service's ID too has no fields in l when it is too wide.
		if !d.lay.codec.Fits(f.ID) {
			flags |= FlagBeyond
		}
		d.flags[i] = flags
		if !timed(flags) {
			d.read.untimed++
		}
		if timed(flags) && d.fieldsOf(int32(i)).Timestamp > late {
			d.flags[i] |= FlagFuture
			d.read.future++
		}
	}
}

// familyIs reports whether the family's IDs are l's: the same fields and
// epoch, whatever the names.
func familyIs(family string, l core.Layout) bool {
	p, ok := core.LayoutNamed(family)
	return ok && p.Epoch == l.Epoch && p.SameFields(l)
}

// layoutFields is fieldsOf for a list read in a layout: the time of the
// ID found at index i, in its family's reading when it came from a link
// of another layout; 0 when it does not fit the layout.
func (d *List) layoutFields(i int32) core.Fields {
	f := d.found[i]
	switch flags := d.flags[i]; {
	case flags&FlagOtherFamily != 0:
		r, _ := core.ReadAs(f.Source.Family(), f.ID, d.now)
		return core.Fields{Timestamp: r.UnixMilli}
	case flags&FlagBeyond != 0:
		return core.Fields{}
	}
	_, micro := d.split(i)
	return core.Fields{Timestamp: micro / 1000}
}

// appendLayoutCell appends a cell of a list read in a layout that only
// such a list has, or that it leaves blank: a field's value, and nothing
// but the ID and the flags for an ID that does not fit the layout. It
// reports whether it wrote the cell.
func (d *List) appendLayoutCell(dst []byte, row, col int, flags uint8) ([]byte, bool) {
	// A gap is left blank when the row before has no time to count from.
	gapless := col == ColGap && row > 0 && !timed(d.flags[d.order[row-1]])
	if flags&FlagBeyond == 0 { // the ID fits the layout, as nearly every one does
		if col >= ColField {
			values, _ := d.split(d.order[row])
			return strconv.AppendInt(dst, values[col-ColField], 10), true
		}
		return dst, gapless
	}
	switch {
	case col == ColID || col == ColFlags:
		return dst, false
	case col >= ColField || !timed(flags):
		return dst, true // no fields in the layout, and no time either unless another service's
	}
	return dst, gapless
}

// timed reports whether a row of a list read in a layout, with flags, has
// a time: an ID within the layout's fields, or another service's, in its
// own service's layout.
func timed(flags uint8) bool {
	return flags&FlagBeyond == 0 || flags&FlagOtherFamily != 0
}

// sortByField puts the rows of a list read in a layout in the order of a
// field's values, rows that agree in the order found.
func (d *List) sortByField(k int) {
	keys := make([]int64, len(d.found))
	for i := range d.found {
		if d.flags[i]&FlagBeyond == 0 && d.found[i].Source != find.FromWide {
			values, _ := d.split(int32(i))
			keys[i] = values[k]
		} else {
			keys[i] = -1 // before every value
		}
	}
	for i := range d.order {
		d.order[i] = int32(i)
	}
	slices.SortStableFunc(d.order, func(a, b int32) int { return cmp.Compare(keys[a], keys[b]) })
}

// layoutColumnName is an export's name of a column in the layout it reads.
func (s ExportSpec) columnName(col int) string {
	if s.Layout != nil {
		return LayoutColumnName(*s.Layout, col)
	}
	return ExportColumnName(s.Scheme, col)
}

// numeric reports whether the column's cells are numbers, which JSON
// writes unquoted.
func numeric(col int) bool {
	return col == ColDatacenter || col == ColMachine || col == ColSequence || col == ColUnixMs || col >= ColField
}
