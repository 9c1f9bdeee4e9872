package decoded

import (
	"cmp"
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/words"
)

// The columns of the Decode many table.
const (
	ColID = iota
	ColUTC
	ColLocal
	ColRelative
	ColDatacenter
	ColMachine
	ColSequence
	ColGap
	ColFlags
	ColumnCount
)

// unsorted is the sort column of rows in the order they were found.
const unsorted = -1

// Row flags: what a row's ID may not be trusted for.
const (
	FlagFuture       uint8 = 1 << iota // its time is after the moment it was read
	FlagDuplicate                      // an earlier row has the same ID
	FlagJSRounded                      // written in decimal past 2^53 as JavaScript writes a double, with no ID above it written otherwise: it may be a rounding
	FlagPreSnowflake                   // read as a tweet, it is from before Snowflake and holds no time
	FlagBulkDelete                     // a Discord message older than 14 days, which bulk delete refuses
	FlagOtherFamily                    // it came from a link to a service of another layout (Instagram, Mastodon, Bluesky)
	FlagLinkScheme                     // it came from a link to a tweet or a Discord message, and is read in that service's scheme, not the list's
	FlagBeyond                         // read in a layout, it has bits set above the layout's fields
	flagCount        = iota
)

// List is what the Decode many tab means, with no widgets in it: the
// IDs found in a text, read in one scheme (each ID from a link in its
// service's), with their flags, in the order the person sorted them. Cells are written when asked for, so a million
// rows cost little more than their IDs.
type List struct {
	scheme  core.Scheme
	now     time.Time
	local   *time.Location
	words   *phrases
	found   []find.Found
	flags   []uint8
	order   []int32 // the found index of each row, in the order shown
	byID    []int32 // the found indexes in ID order, which is time order
	sortCol int
	desc    bool

	counts    find.Findings // what was found, without its IDs
	marks     orderMarks
	others    int                                              // IDs from links of another layout
	read      readCounts                                       // the rows flagged by the scheme's reading
	perSource [core.MaxDatacenter + 1][core.MaxMachine + 1]int // rows per datacenter and machine
	lay       *layoutReading                                   // the layout the IDs are read in, or nil for the scheme's
}

// readCounts count the rows whose flags depend on the scheme they are read
// in, and on when.
type readCounts struct {
	future    int
	bulkOld   int // Discord messages past the bulk-delete cutoff
	preTweets int // tweets from before Snowflake
	linked    int // IDs read in their link's scheme, which is not the list's
	untimed   int // in a layout, IDs with bits above its fields and no time of their own
	wideBare  int // IDs of layouts with a width and no time: UUIDv4s, say
}

// New reads what was found in scheme, as of now, in the order
// found.
func New(found find.Findings, scheme core.Scheme, now time.Time) *List {
	d := newList(found)
	d.Read(scheme, now)
	return d
}

// newList holds what was found, with the flags and counts that do not
// depend on how the IDs are read, in the order found.
func newList(found find.Findings) *List {
	d := &List{found: found.IDs, local: time.Local, sortCol: unsorted}
	found.IDs = nil
	d.counts = found
	n := len(d.found)
	d.flags = make([]uint8, n)
	d.order = make([]int32, n)
	d.byID = make([]int32, n)

	pairs := make([]idRow, 0, n-len(found.Wide))
	wideRows := make([]int32, 0, len(found.Wide))
	for i, f := range d.found {
		d.order[i] = int32(i)
		if f.Source == find.FromWide {
			wideRows = append(wideRows, int32(i))
			continue
		}
		pairs = append(pairs, idRow{f.ID, int32(i)})
		d.markRounded(i)
		fields, _ := core.Decode(f.ID) // the datacenter and machine are the same in every scheme
		d.perSource[fields.Datacenter][fields.Machine]++
	}
	sortIDs(pairs)
	d.byID = d.byID[:len(pairs)]
	for i, p := range pairs {
		d.byID[i] = p.row
		// Each row after an ID's first is flagged, as the rows after it
		// in later pieces of a long text are (MarkAfter): one answer
		// however the text arrives.
		if i > 0 && pairs[i-1].id == p.id {
			d.flags[p.row] |= FlagDuplicate
			d.marks.dupRows++
		}
	}
	d.markWideRepeats(wideRows)
	return d
}

// Read reads the IDs again in scheme as of now: the times, what lies in
// the future and which are tweets older than Snowflake change, the order
// and duplicates do not. An ID from a link to a tweet or a Discord message
// is read in its service's scheme whatever scheme is.
func (d *List) Read(scheme core.Scheme, now time.Time) {
	d.scheme, d.now, d.words, d.lay = scheme, now, newPhrases(), nil
	d.read, d.others = readCounts{}, 0
	nowMs := now.UnixMilli()
	cutoff := core.DiscordBulkDeleteCutoff(now)
	for i, f := range d.found {
		if f.Source == find.FromWide {
			d.readWide(i, nowMs+core.ReadingSlack.Milliseconds())
			continue
		}
		d.flags[i] &^= FlagFuture | FlagPreSnowflake | FlagBulkDelete | FlagLinkScheme | FlagOtherFamily | FlagBeyond
		if f.Source.OtherLayout() {
			d.flags[i] |= FlagOtherFamily
			d.others++
			// Not an ID of the scheme: only its own family's time can be in the future.
			if r, _ := core.ReadAs(f.Source.Family(), f.ID, now); errors.Is(r.Doubt, core.ErrReadingFuture) {
				d.flags[i] |= FlagFuture
				d.read.future++
			}
			continue
		}
		own := d.schemeOf(int32(i))
		if own != scheme {
			d.flags[i] |= FlagLinkScheme
			d.read.linked++
		}
		if own == core.Discord && f.ID < cutoff {
			d.flags[i] |= FlagBulkDelete
			d.read.bulkOld++
		}
		switch {
		case own.PreSnowflake(f.ID):
			d.flags[i] |= FlagPreSnowflake
			d.read.preTweets++
		case d.fieldsOf(int32(i)).Timestamp > nowMs+core.ReadingSlack.Milliseconds(): // clocks differ a little
			d.flags[i] |= FlagFuture
			d.read.future++
		}
	}
}

// mixed reports whether some IDs are read in another scheme or family than
// the list's, so that the order of their IDs is not the order of their times.
func (d *List) mixed() bool { return d.read.linked > 0 || d.others > 0 || len(d.counts.Wide) > 0 }

func (d *List) Len() int { return len(d.order) }

// Scheme is the scheme the IDs are read in.
func (d *List) Scheme() core.Scheme { return d.scheme }

// Snapshot is a copy of the list as shown now, for copying and exporting in
// the background while the person goes on sorting: the IDs are shared,
// never changed once found; the order and flags are copied.
func (d *List) Snapshot() *List {
	s := *d
	s.order = slices.Clone(d.order)
	s.flags = slices.Clone(d.flags)
	if d.lay != nil {
		s.lay = newLayoutReading(d.lay.layout)
	}
	return &s
}

// schemeOf is the scheme the ID found at index i is read in: its link's,
// when it came from a link to a tweet or a Discord message, else the list's.
func (d *List) schemeOf(i int32) core.Scheme {
	if s, ok := d.found[i].Source.Scheme(); ok {
		return s
	}
	return d.scheme
}

// fieldsOf takes apart the ID found at index i in its scheme; IDs found are
// never negative. An ID from a link of another layout has its own family's
// time, and the list's reading of its other bits.
func (d *List) fieldsOf(i int32) core.Fields {
	if w, ok := d.wideAt(i); ok {
		return core.Fields{Timestamp: floorDiv(w.UnixMicro, 1000)}
	}
	if d.lay != nil {
		return d.layoutFields(i)
	}
	f := d.found[i]
	fields, _ := d.schemeOf(i).Decode(f.ID)
	if d.flags[i]&FlagOtherFamily != 0 {
		if r, ok := core.ReadAs(f.Source.Family(), f.ID, d.now); ok {
			fields.Timestamp = r.UnixMilli
		}
	}
	return fields
}

// Row returns the ID on a row, as it was found.
func (d *List) Row(r int) find.Found { return d.found[d.order[r]] }

// Instant is the time of a row's ID, in the scheme or family it is read in.
func (d *List) Instant(row int) int64 {
	return d.fieldsOf(d.order[row]).Timestamp
}

// ID returns the ID on a row; for a row of a layout with a width, its
// place among the list's wide IDs ([List.Wide] gives the ID).
func (d *List) ID(row int) int64 { return d.Row(row).ID }

// Cell writes what a row shows in a column; a gap is said in the
// person's language ("+2 min 3 s"), where exports write it exactly.
func (d *List) Cell(row, col int) string {
	i := d.order[row]
	if w, ok := d.wideAt(i); ok {
		if cell, done := d.appendWideCell(nil, row, col, w); done {
			return string(cell)
		}
	} else if d.lay != nil {
		if cell, done := d.appendLayoutCell(nil, row, col, d.flags[i]); done {
			return string(cell)
		}
	}
	f := d.fieldsOf(i)
	if col == ColGap && row > 0 && d.untimed(d.order[row-1]) {
		return ""
	}
	if col == ColGap && row > 0 {
		return d.words.durations.Gap(f.Timestamp - d.fieldsOf(d.order[row-1]).Timestamp)
	}
	return string(d.appendCell(nil, row, col, d.flags[i], f))
}

// appendCell appends a column of the row with flags whose ID has fields f:
// exports of a million rows write their cells with no text made for each.
// Its callers write the cells of a list read in a layout that are the
// layout's own first (appendLayoutCell).
func (d *List) appendCell(dst []byte, row, col int, flags uint8, f core.Fields) []byte {
	switch col {
	case ColID:
		return strconv.AppendInt(dst, d.ID(row), 10)
	case ColUTC:
		return words.AppendISOTime(dst, f.Timestamp)
	case ColLocal:
		return f.Time().In(d.local).AppendFormat(dst, d.words.layout)
	case ColRelative:
		return append(dst, d.words.relative(f.Time(), d.now)...)
	case ColDatacenter:
		return strconv.AppendInt(dst, f.Datacenter, 10)
	case ColMachine:
		return strconv.AppendInt(dst, f.Machine, 10)
	case ColSequence:
		return strconv.AppendInt(dst, f.Sequence, 10)
	case ColGap:
		if row == 0 {
			return dst
		}
		return appendGap(dst, f.Timestamp-d.fieldsOf(d.order[row-1]).Timestamp)
	case ColFlags:
		return append(dst, d.words.flagsText(flags)...)
	}
	return dst
}

// FlagsText names a row's flags, in the user's language.
func FlagsText(flags uint8) string {
	var names []string
	for _, f := range []struct {
		flag uint8
		key  string
	}{{FlagFuture, "many.flag.future"}, {FlagDuplicate, "many.flag.duplicate"}, {FlagJSRounded, "many.flag.jsRounded"},
		{FlagPreSnowflake, "many.flag.preSnowflake"}, {FlagBulkDelete, "many.flag.bulkDelete"},
		{FlagOtherFamily, "many.flag.otherFamily"}, {FlagLinkScheme, "many.flag.linkScheme"}, {FlagBeyond, "many.flag.beyond"}} {
		if flags&f.flag != 0 {
			names = append(names, lang.L(f.key))
		}
	}
	return strings.Join(names, ", ")
}

// Sortable reports whether a column can be sorted by. The gap follows the
// order and cannot lead it.
func Sortable(col int) bool { return col != ColGap }

// SortBy is a person clicking a column's header: the rows are sorted by it,
// then the other way, then back in the order they were found. Rows that
// agree keep the order they were found in.
func (d *List) SortBy(col int) {
	if !Sortable(col) {
		return
	}
	switch {
	case col != d.sortCol:
		d.sortCol, d.desc = col, false
	case !d.desc:
		d.desc = true
	default:
		d.sortCol, d.desc = unsorted, false
	}
	d.sortRows()
}

// sortRows puts the rows in the order of the sort column.
func (d *List) sortRows() {
	switch d.sortCol {
	case unsorted:
		for i := range d.order {
			d.order[i] = int32(i)
		}
		return
	case ColUTC, ColLocal, ColRelative:
		if !d.mixed() {
			copy(d.order, d.byID) // the order of the IDs is the order of their times
			break
		}
		times := make([]int64, len(d.found))
		for i := range d.found {
			times[i] = d.fieldsOf(int32(i)).Timestamp
			if d.untimed(int32(i)) {
				times[i] = math.MaxInt64 // after every time
			}
		}
		for i := range d.order {
			d.order[i] = int32(i)
		}
		slices.SortStableFunc(d.order, func(a, b int32) int { return cmp.Compare(times[a], times[b]) })
	case ColID:
		copy(d.order, d.byID)
	default:
		if d.sortCol >= ColField { // a layout's field
			d.sortByField(d.sortCol - ColField)
			break
		}
		keys := make([]uint64, len(d.found)) // the column's value, then the found index
		for i := range d.found {
			keys[i] = uint64(d.sortKey(int32(i)))<<32 | uint64(i)
		}
		slices.Sort(keys)
		for i, k := range keys {
			d.order[i] = int32(uint32(k))
		}
	}
	if d.desc {
		slices.Reverse(d.order)
	}
}

// sortKey is the value of the sort column, other than the ID's and the
// times, for the ID found at index i.
func (d *List) sortKey(i int32) int64 {
	f := d.fieldsOf(i)
	switch d.sortCol {
	case ColDatacenter:
		return f.Datacenter
	case ColMachine:
		return f.Machine
	case ColSequence:
		return f.Sequence
	}
	return int64(d.flags[i])
}
