package decoded

import (
	"bufio"
	"bytes"
	"io"
	"slices"
	"strconv"
	"strings"

	"snowflakeid/core"
	"snowflakeid/words"
)

// The columns an export can write beyond the table's.
const (
	ColUnixMs  = ColumnCount + iota // the time in Unix milliseconds
	ColDiscord                      // the time as Discord's timestamp markup
	ExportColumnCount
)

// ExportColumns names the columns of CSV and JSON exports, for programs
// to read: the Decode many table's and, of those, the Generate tab's. The
// scheme names the datacenter, machine and sequence.
func ExportColumns(s core.Scheme) [ColumnCount]string {
	parts := s.PartNames()
	return [ColumnCount]string{"id", "time_utc", "time_local", "relative",
		parts[core.PartDatacenter], parts[core.PartMachine], parts[core.PartSequence], "gap", "flags"}
}

// ExportColumnName names any column an export can write.
func ExportColumnName(s core.Scheme, col int) string {
	switch col {
	case ColUnixMs:
		return "unix_ms"
	case ColDiscord:
		return "discord"
	}
	return ExportColumns(s)[col]
}

// TableColumns are the columns the table shows, in its order: what an
// export writes unless told otherwise.
func TableColumns() []int {
	cols := make([]int, ColumnCount)
	for i := range cols {
		cols[i] = i
	}
	return cols
}

// FlagKeys are the names of the flags in the machine formats, fixed
// whatever the person's language, in the order of the flags' bits.
var FlagKeys = [flagCount]string{"future", "duplicate", "js_rounded", "pre_snowflake", "bulk_delete", "other_service", "link_scheme", "beyond_layout"}

// ColumnText is one column, a row a line, as shown.
func (d *List) ColumnText(col int) string {
	var s strings.Builder
	for row := range d.Len() {
		s.WriteString(d.Cell(row, col))
		s.WriteByte('\n')
	}
	return s.String()
}

// AllText is every column, tab-separated, with a header line: what
// spreadsheets take from a paste.
func (d *List) AllText() string {
	var s strings.Builder
	cols := d.Columns()
	for n, col := range cols {
		if n > 0 {
			s.WriteByte('\t')
		}
		s.WriteString(d.Header(col))
	}
	s.WriteByte('\n')
	for row := range d.Len() {
		for n, col := range cols {
			if n > 0 {
				s.WriteByte('\t')
			}
			s.WriteString(d.Cell(row, col))
		}
		s.WriteByte('\n')
	}
	return s.String()
}

// WriteCSV writes the rows as shown, under a header of export names.
func (d *List) WriteCSV(w io.Writer) error {
	return d.writeAll(w, CSV)
}

// WriteJSON writes the rows as shown, as an array of objects named by the
// export names; the ID is a string, as JSON numbers past 2^53 get rounded.
func (d *List) WriteJSON(w io.Writer) error {
	return d.writeAll(w, JSON)
}

func (d *List) writeAll(w io.Writer, f Format) error {
	spec := ExportSpec{Format: f, Scheme: d.scheme, Columns: d.Columns()}
	if d.lay != nil {
		spec.Layout = &d.lay.layout
	}
	e := NewExport(w, spec)
	if err := e.Write(d); err != nil {
		return err
	}
	return e.Close()
}

// Format is how an export writes its rows.
type Format int

// The export formats. CSV, JSON and JSON lines are for programs: they are
// written the same in every language, with flags as fixed keys, local
// times as RFC 3339 in the computer's time zone and relative times in
// English. Tab-separated text is for people, in their language.
const (
	CSV   Format = iota // comma-separated, under a header of export names
	JSON                // an array of objects named by the export names
	TSV                 // tab-separated, under a header of export names
	JSONL               // one JSON object a line, for streams
)

// machine reports whether f is written for programs, the same in every
// language.
func (f Format) machine() bool { return f != TSV }

// ExportSpec is what an export writes: its format, the scheme the rows are
// read in (which names the datacenter, machine and sequence columns), and
// its columns, the table's when none are given.
type ExportSpec struct {
	Format   Format
	Scheme   core.Scheme
	Columns  []int        // of the Col constants, in the order written
	NoHeader bool         // leave out the header line of CSV and tab-separated text
	Discord  rune         // the style of the discord column; 0 is Discord's default
	Layout   *core.Layout // the layout the rows are read in (NewInLayout), or nil for the scheme's
}

// Export writes the rows of one list, or of many lists read one after the
// other from one long text, as one export: the header once, and each
// list's first gap from the last row written before it. It holds nothing
// of the rows written, so a text of any length is exported in the memory
// of one list.
type Export struct {
	out     *bufio.Writer
	spec    ExportSpec
	keys    [][]byte // the JSON names of the columns, quoted, and a colon
	rows    int
	begun   bool  // the header or the array's opening is written
	last    int64 // the timestamp of the last row written
	local   localTimes
	line    []byte
	scratch []byte // a cell being quoted
}

// NewExport starts an export of rows as spec says.
func NewExport(w io.Writer, spec ExportSpec) *Export {
	if spec.Columns == nil {
		spec.Columns = TableColumns()
	}
	if spec.Discord == 0 {
		spec.Discord = core.DiscordDefaultStyle
	}
	e := &Export{out: bufio.NewWriterSize(w, 64<<10), spec: spec, keys: make([][]byte, slices.Max(append(spec.Columns, 0))+1)}
	for _, col := range spec.Columns {
		e.keys[col] = append(appendJSONString(nil, []byte(spec.columnName(col))), ": "...)
	}
	return e
}

// Write writes d's rows, in the order shown.
func (e *Export) Write(d *List) error {
	if d.Len() > 0 {
		e.begin()
	}
	format := e.spec.Format
	for row := range d.Len() {
		i := d.order[row]
		f := d.fieldsOf(i)
		line := e.line[:0]
		switch {
		case format == JSON && e.rows == 0:
			line = append(line, "[\n  {"...)
		case format == JSON:
			line = append(line, ",\n  {"...)
		case format == JSONL:
			line = append(line, '{')
		}
		for n, col := range e.spec.Columns {
			line = e.separate(line, n, col)
			start := len(line)
			line = e.appendCell(line, d, row, col, f)
			line = e.quote(line, start, col)
		}
		if w, wide := d.wideAt(i); wide && (format == JSON || format == JSONL) {
			line = e.appendWideKeys(line, w)
		}
		switch format {
		case JSON:
			line = append(line, '}')
		case JSONL:
			line = append(line, "}\n"...)
		default:
			line = append(line, '\n')
		}
		e.line = line
		if d.flags[i]&FlagBeyond == 0 && !d.untimed(i) {
			e.last = f.Timestamp
		}
		e.rows++
		if _, err := e.out.Write(line); err != nil {
			return err
		}
	}
	return nil
}

// appendCell appends a row's cell of column col, as the format writes it.
func (e *Export) appendCell(line []byte, d *List, row, col int, f core.Fields) []byte {
	i := d.order[row]
	if w, ok := d.wideAt(i); ok {
		if line, done := d.appendWideCell(line, row, col, w); done {
			return line
		}
	} else if d.lay != nil && (col >= ColField || col == ColGap || d.flags[i]&FlagBeyond != 0) { // else a cell as a scheme's
		if line, done := d.appendLayoutCell(line, row, col, d.flags[i]); done {
			return line
		}
	}
	machine := e.spec.Format.machine()
	switch {
	case col == ColGap && row > 0 && d.untimed(d.order[row-1]):
		return line
	case col == ColGap && row == 0 && e.rows > 0:
		return appendGap(line, f.Timestamp-e.last)
	case col == ColLocal && machine:
		return e.local.append(line, f.Time().In(d.local), isoLocal)
	case col == ColLocal:
		return e.local.append(line, f.Time().In(d.local), d.words.layout)
	case col == ColRelative && machine:
		return words.RelativeOf(f.Time(), d.now).AppendEnglish(line)
	case col == ColFlags && machine:
		return appendFlagKeys(line, d.flags[i], e.spec.Format)
	case col == ColUnixMs:
		return strconv.AppendInt(line, f.Timestamp, 10) // the row's own time, as Instant gives it
	case col == ColDiscord:
		return append(line, core.DiscordTimestamp(f.Timestamp, e.spec.Discord)...)
	}
	return d.appendCell(line, row, col, d.flags[i], f)
}

// isoLocal is how the machine formats write local times: RFC 3339 with
// milliseconds and the zone's offset.
const isoLocal = "2006-01-02T15:04:05.000Z07:00"

// appendFlagKeys appends the keys of flags: in JSON an array of strings,
// elsewhere separated by spaces.
func appendFlagKeys(line []byte, flags uint8, f Format) []byte {
	json := f == JSON || f == JSONL
	if json {
		line = append(line, '[')
	}
	n := 0
	for bit, key := range FlagKeys {
		if flags&(1<<bit) == 0 {
			continue
		}
		switch {
		case n > 0 && json:
			line = append(line, ", "...)
		case n > 0:
			line = append(line, ' ')
		}
		if json {
			line = append(append(append(line, '"'), key...), '"')
		} else {
			line = append(line, key...)
		}
		n++
	}
	if json {
		line = append(line, ']')
	}
	return line
}

// begin writes the header of a CSV or tab-separated export, once.
func (e *Export) begin() {
	if !e.begun && (e.spec.Format == CSV || e.spec.Format == TSV) && !e.spec.NoHeader {
		line := e.line[:0]
		for n, col := range e.spec.Columns {
			line = e.separate(line, n, col)
			start := len(line)
			line = e.quote(append(line, e.spec.columnName(col)...), start, col)
		}
		e.line = append(line, '\n')
		_, _ = e.out.Write(e.line)
	}
	e.begun = true
}

// separator is what stands between the columns of a CSV or tab-separated
// export.
func (f Format) separator() byte {
	if f == CSV {
		return ','
	}
	return '\t'
}

// separate appends what comes before the nth column written, col: a
// separator, and in JSON the column's name.
func (e *Export) separate(line []byte, n, col int) []byte {
	switch {
	case e.spec.Format == JSON || e.spec.Format == JSONL:
		if n > 0 {
			line = append(line, ", "...)
		}
		return append(line, e.keys[col]...)
	case n == 0:
		return line
	}
	return append(line, e.spec.Format.separator())
}

// quote quotes the cell at line[start:] as the format needs: in CSV when
// it holds a comma, a quote or a line end, in JSON unless it is a number.
func (e *Export) quote(line []byte, start, col int) []byte {
	cell := line[start:]
	format := e.spec.Format
	switch {
	case (format == JSON || format == JSONL) && col == ColFlags:
		return line // an array already
	case (format == JSON || format == JSONL) && numeric(col) && len(cell) == 0:
		return append(line, "null"...) // an ID beyond the layout has no fields
	case (format == JSON || format == JSONL) && !numeric(col):
		e.scratch = append(e.scratch[:0], cell...)
		return appendJSONString(line[:start], e.scratch)
	case format == CSV && needsCSVQuotes(cell):
		quoted := append([]byte{'"'}, bytes.ReplaceAll(cell, []byte{'"'}, []byte(`""`))...)
		return append(append(line[:start], quoted...), '"')
	}
	return line
}

// Close ends the export (a JSON array's closing bracket) and writes out
// what is left.
func (e *Export) Close() error {
	e.begin()
	switch {
	case e.spec.Format != JSON:
	case e.rows == 0:
		_, _ = e.out.WriteString("[]\n")
	default:
		_, _ = e.out.WriteString("\n]\n")
	}
	return e.out.Flush()
}

// Flush writes out the rows written so far, as when the text read pauses.
func (e *Export) Flush() error {
	return e.out.Flush()
}

// Rows is how many rows were written.
func (e *Export) Rows() int { return e.rows }
