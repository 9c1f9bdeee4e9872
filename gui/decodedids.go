package gui

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
)

// The columns of the Decode many table.
const (
	colID = iota
	colUTC
	colLocal
	colRelative
	colDatacenter
	colMachine
	colSequence
	colGap
	colFlags
	columnCount
)

// unsorted is the sort column of rows in the order they were found.
const unsorted = -1

// Row flags: what a row's ID may not be trusted for.
const (
	flagFuture       uint8 = 1 << iota // its time is after the moment it was read
	flagDuplicate                      // another row has the same ID
	flagJSRounded                      // written in decimal past 2^53, it may be a JavaScript rounding
	flagPreSnowflake                   // read as a tweet, it is from before Snowflake and holds no time
)

// decodedIDs is what the Decode many tab means, with no widgets in it: the
// IDs found in a text, read in one scheme, with their flags, in the order
// the person sorted them. Cells are written when asked for, so a million
// rows cost little more than their IDs.
type decodedIDs struct {
	scheme  core.Scheme
	now     time.Time
	local   *time.Location
	words   *phrases
	found   []core.Found
	flags   []uint8
	order   []int32 // the found index of each row, in the order shown
	byID    []int32 // the found indexes in ID order, which is time order
	sortCol int
	desc    bool

	counts    core.Findings // what was found, without its IDs
	dupRows   int
	short     int // IDs of fewer than core.MinFoundDigits digits, taken from a list
	future    int
	preTweets int                                              // IDs that are tweets from before Snowflake, in this scheme
	perSource [core.MaxDatacenter + 1][core.MaxMachine + 1]int // rows per datacenter and machine
}

// newDecodedIDs reads what was found in scheme, as of now, in the order
// found.
func newDecodedIDs(found core.Findings, scheme core.Scheme, now time.Time) *decodedIDs {
	d := &decodedIDs{found: found.IDs, local: time.Local, sortCol: unsorted}
	found.IDs = nil
	d.counts = found
	n := len(d.found)
	d.flags = make([]uint8, n)
	d.order = make([]int32, n)
	d.byID = make([]int32, n)

	type pair struct {
		id  int64
		row int32
	}
	pairs := make([]pair, n)
	for i, f := range d.found {
		pairs[i] = pair{f.ID, int32(i)}
		d.order[i] = int32(i)
		if f.Source == core.FromDecimal {
			if _, _, rounded := core.JSRounded(f.ID); rounded {
				d.flags[i] |= flagJSRounded
			}
		}
		fields, _ := core.Decode(f.ID) // the datacenter and machine are the same in every scheme
		d.perSource[fields.Datacenter][fields.Machine]++
		if f.ID < 1e9 {
			d.short++
		}
	}
	slices.SortFunc(pairs, func(a, b pair) int { return cmp.Or(cmp.Compare(a.id, b.id), cmp.Compare(a.row, b.row)) })
	for i, p := range pairs {
		d.byID[i] = p.row
		if i > 0 && pairs[i-1].id == p.id {
			for _, row := range []int32{pairs[i-1].row, p.row} {
				if d.flags[row]&flagDuplicate == 0 {
					d.flags[row] |= flagDuplicate
					d.dupRows++
				}
			}
		}
	}
	d.read(scheme, now)
	return d
}

// read reads the IDs again in scheme as of now: the times, what lies in
// the future and which are tweets older than Snowflake change, the order
// and duplicates do not.
func (d *decodedIDs) read(scheme core.Scheme, now time.Time) {
	d.scheme, d.now, d.words = scheme, now, newPhrases()
	d.future, d.preTweets = 0, 0
	nowMs := now.UnixMilli()
	for i, f := range d.found {
		d.flags[i] &^= flagFuture | flagPreSnowflake
		switch {
		case scheme.PreSnowflake(f.ID):
			d.flags[i] |= flagPreSnowflake
			d.preTweets++
		case d.fields(f.ID).Timestamp > nowMs:
			d.flags[i] |= flagFuture
			d.future++
		}
	}
}

func (d *decodedIDs) len() int { return len(d.order) }

// snapshot is a copy of the list as shown now, for copying and exporting in
// the background while the person goes on sorting: the IDs are shared,
// never changed once found; the order and flags are copied.
func (d *decodedIDs) snapshot() *decodedIDs {
	s := *d
	s.order = slices.Clone(d.order)
	s.flags = slices.Clone(d.flags)
	return &s
}

// fields takes id apart in the list's scheme; IDs found are never negative.
func (d *decodedIDs) fields(id int64) core.Fields {
	f, _ := d.scheme.Decode(id)
	return f
}

// row returns the ID on a row, as it was found.
func (d *decodedIDs) row(r int) core.Found { return d.found[d.order[r]] }

// id returns the ID on a row.
func (d *decodedIDs) id(row int) int64 { return d.row(row).ID }

// cell writes what a row shows in a column.
func (d *decodedIDs) cell(row, col int) string {
	i := d.order[row]
	id := d.found[i].ID
	f := d.fields(id)
	switch col {
	case colID:
		return strconv.FormatInt(id, 10)
	case colUTC:
		return isoTime(f.Timestamp)
	case colLocal:
		return f.Time().In(d.local).Format(d.words.layout)
	case colRelative:
		return d.words.relative(f.Time(), d.now)
	case colDatacenter:
		return strconv.FormatInt(f.Datacenter, 10)
	case colMachine:
		return strconv.FormatInt(f.Machine, 10)
	case colSequence:
		return strconv.FormatInt(f.Sequence, 10)
	case colGap:
		if row == 0 {
			return ""
		}
		return gapText(f.Timestamp - d.fields(d.id(row-1)).Timestamp)
	case colFlags:
		return d.words.flags[d.flags[i]]
	}
	return ""
}

// gapText writes a gap between two times in milliseconds, exactly, in
// the largest units that fit: +4ms, +2.345s, +3d1h2m3.456s.
func gapText(ms int64) string {
	sign := "+"
	switch {
	case ms < 0:
		sign, ms = "-", -ms
	case ms == 0:
		sign = ""
	}
	return sign + durationText(ms)
}

// durationText writes a span in milliseconds as Go writes durations, with
// whole days in front, which Go leaves as hours.
func durationText(ms int64) string {
	const day = 24 * 60 * 60 * 1000
	days, rest := ms/day, time.Duration(ms%day)*time.Millisecond
	switch {
	case days == 0:
		return rest.String()
	case rest == 0:
		return strconv.FormatInt(days, 10) + "d"
	}
	return strconv.FormatInt(days, 10) + "d" + rest.String()
}

// flagsText names a row's flags, in the user's language.
func flagsText(flags uint8) string {
	var names []string
	for _, f := range []struct {
		flag uint8
		key  string
	}{{flagFuture, "many.flag.future"}, {flagDuplicate, "many.flag.duplicate"}, {flagJSRounded, "many.flag.jsRounded"},
		{flagPreSnowflake, "many.flag.preSnowflake"}} {
		if flags&f.flag != 0 {
			names = append(names, lang.L(f.key))
		}
	}
	return strings.Join(names, ", ")
}

// sortable reports whether a column can be sorted by. The gap follows the
// order and cannot lead it.
func sortable(col int) bool { return col != colGap }

// sortBy is a person clicking a column's header: the rows are sorted by it,
// then the other way, then back in the order they were found. Rows that
// agree keep the order they were found in.
func (d *decodedIDs) sortBy(col int) {
	if !sortable(col) {
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
func (d *decodedIDs) sortRows() {
	switch d.sortCol {
	case unsorted:
		for i := range d.order {
			d.order[i] = int32(i)
		}
		return
	case colID, colUTC, colLocal, colRelative:
		copy(d.order, d.byID)
	default:
		keys := make([]uint64, len(d.found)) // the column's value, then the found index
		for i, f := range d.found {
			keys[i] = uint64(d.sortKey(f.ID, d.flags[i]))<<32 | uint64(i)
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

// sortKey is the value of the sort column, other than the ID's, for a row.
func (d *decodedIDs) sortKey(id int64, flags uint8) int64 {
	f := d.fields(id)
	switch d.sortCol {
	case colDatacenter:
		return f.Datacenter
	case colMachine:
		return f.Machine
	case colSequence:
		return f.Sequence
	}
	return int64(flags)
}

// columnNames names the columns as the scheme does.
func (d *decodedIDs) columnNames() [columnCount]string {
	_, parts := fieldKeys(d.scheme)
	return [columnCount]string{
		lang.L("many.col.id"), lang.L("many.col.utc"), lang.L("many.col.local"), lang.L("many.col.relative"),
		lang.L(parts[core.PartDatacenter]), lang.L(parts[core.PartMachine]), lang.L(parts[core.PartSequence]),
		lang.L("many.col.gap"), lang.L("many.col.flags"),
	}
}

// headers are the column names with the sort column marked with its direction.
func (d *decodedIDs) headers() [columnCount]string {
	h := d.columnNames()
	switch {
	case d.sortCol == unsorted:
	case d.desc:
		h[d.sortCol] += " ▼"
	default:
		h[d.sortCol] += " ▲"
	}
	return h
}

// maxPairsNamed is how many datacenter and machine pairs the summary names.
const maxPairsNamed = 4

// summary says what was read, in lines of the user's language: how many
// IDs from how many lines, their earliest and latest times and the span,
// duplicates, IDs in the future, the busiest datacenter and machine pairs,
// and what was skipped.
func (d *decodedIDs) summary() []string {
	c := d.counts
	var lines []string
	say := func(text string) { lines = append(lines, text) }
	if n := d.len(); n == 0 {
		say(countText("many.none", c.Lines, nil))
	} else {
		first, last := d.fields(d.found[d.byID[0]].ID).Timestamp, d.fields(d.found[d.byID[n-1]].ID).Timestamp
		say(countText("many.summary", n, map[string]any{"Lines": countText("many.lines", c.Lines, nil), "Scheme": schemeLabel(d.scheme),
			"First": isoTime(first), "Last": isoTime(last), "Span": durationText(last - first)}))
	}
	if c.List && d.short > 0 {
		say(lang.L("many.list"))
	}
	if d.dupRows > 0 {
		say(countText("many.duplicates", d.dupRows, nil))
	}
	if d.future > 0 {
		say(countText("many.future", d.future, nil))
	}
	if d.preTweets > 0 {
		say(countText("many.preSnowflake", d.preTweets, nil))
	}
	if pairs := d.busiestPairs(); pairs != "" {
		_, parts := fieldKeys(d.scheme)
		say(lang.L("many.pairs", map[string]any{"Datacenter": lang.L(parts[core.PartDatacenter]),
			"Machine": lang.L(parts[core.PartMachine]), "Pairs": pairs}))
	}
	if c.TooLarge > 0 {
		say(countText("many.tooLarge", c.TooLarge, nil))
	}
	if c.Negative > 0 {
		say(countText("many.negative", c.Negative, nil))
	}
	if c.Without > 0 {
		say(countText("many.without", c.Without, nil))
	}
	return lines
}

// busiestPairs names the datacenter and machine pairs with the most rows,
// as 10/7 ×500, and how many more there are.
func (d *decodedIDs) busiestPairs() string {
	type pair struct{ datacenter, machine, rows int }
	var used []pair
	for dc, machines := range d.perSource {
		for m, rows := range machines {
			if rows > 0 {
				used = append(used, pair{dc, m, rows})
			}
		}
	}
	slices.SortStableFunc(used, func(a, b pair) int { return cmp.Compare(b.rows, a.rows) })
	var names []string
	for _, p := range used[:min(len(used), maxPairsNamed)] {
		names = append(names, strconv.Itoa(p.datacenter)+"/"+strconv.Itoa(p.machine)+" ×"+strconv.Itoa(p.rows))
	}
	text := strings.Join(names, ", ")
	if more := len(used) - maxPairsNamed; more > 0 {
		text += " " + countText("many.morePairs", more, nil)
	}
	return text
}
