package decoded

import (
	"bufio"
	"bytes"
	"io"
	"math"
	"strings"
	"time"

	"snowflakeid/core"
)

// ExportColumns names the columns of CSV and JSON exports, for programs
// to read: the Decode many table's and, of those, the Generate tab's. The
// scheme names the datacenter, machine and sequence.
func ExportColumns(s core.Scheme) [ColumnCount]string {
	parts := s.PartNames()
	return [ColumnCount]string{"id", "time_utc", "time_local", "relative",
		parts[core.PartDatacenter], parts[core.PartMachine], parts[core.PartSequence], "gap", "flags"}
}

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
	headers := d.Headers()
	s.WriteString(strings.Join(headers[:], "\t"))
	s.WriteByte('\n')
	for row := range d.Len() {
		for col := range ColumnCount {
			if col > 0 {
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
	e := NewExport(w, f, d.scheme)
	if err := e.Write(d); err != nil {
		return err
	}
	return e.Close()
}

// Format is how an export writes its rows.
type Format int

// The export formats.
const (
	CSV  Format = iota // comma-separated, under a header of export names
	JSON               // an array of objects named by the export names
	TSV                // tab-separated, under a header of export names
)

// Export writes the rows of one list, or of many lists read one after the
// other from one long text, as one CSV, JSON or tab-separated text: the
// header once, and each list's first gap from the last row written before
// it. It holds nothing of the rows written, so a text of any length is
// exported in the memory of one list.
type Export struct {
	out     *bufio.Writer
	format  Format
	names   [ColumnCount]string
	keys    [ColumnCount][]byte // the JSON names, quoted, and a colon
	rows    int
	begun   bool  // the header or the array's opening is written
	last    int64 // the timestamp of the last row written
	local   localTimes
	line    []byte
	scratch []byte // a cell being quoted
	discord rune   // the style of a last column of Discord timestamps, or 0 for none
}

// NewExport starts an export in format f of rows read in scheme s, whose
// datacenter, machine and sequence columns are named as s names them.
func NewExport(w io.Writer, f Format, s core.Scheme) *Export {
	e := &Export{out: bufio.NewWriterSize(w, 64<<10), format: f, names: ExportColumns(s)}
	for col, name := range e.names {
		e.keys[col] = append(appendJSONString(nil, []byte(name)), ": "...)
	}
	return e
}

// AddDiscord adds a last column, "discord", that writes each row's time as
// Discord's timestamp markup in style (one of core.DiscordStyles). It is
// called before the first row is written.
func (e *Export) AddDiscord(style rune) {
	e.discord = style
}

// appendDiscord appends the Discord column of a row whose time is ms.
func (e *Export) appendDiscord(line []byte, ms int64) []byte {
	switch e.format {
	case JSON:
		line = append(line, `, "discord": `...)
		return appendJSONString(line, []byte(core.DiscordTimestamp(ms, e.discord)))
	}
	return append(append(line, e.format.separator()), core.DiscordTimestamp(ms, e.discord)...)
}

// Write writes d's rows, in the order shown.
func (e *Export) Write(d *List) error {
	if d.Len() > 0 {
		e.begin()
	}
	for row := range d.Len() {
		i := d.order[row]
		f := d.fields(d.found[i].ID)
		line := e.line[:0]
		if e.format == JSON {
			line = append(line, ",\n  {"...)
			if e.rows == 0 {
				line = append(line[:0], "[\n  {"...)
			}
		}
		for col := range ColumnCount {
			line = e.separate(line, col)
			start := len(line)
			switch {
			case col == ColGap && row == 0 && e.rows > 0:
				line = appendGap(line, f.Timestamp-e.last)
			case col == ColLocal:
				line = e.local.append(line, f.Time().In(d.local), d.words.layout)
			default:
				line = d.appendCell(line, row, col, d.flags[i], f)
			}
			line = e.quote(line, start, col)
		}
		if e.discord != 0 {
			ms := f.Timestamp
			if d.flags[i]&FlagOtherFamily != 0 {
				ms = d.Instant(row) // the link's own family's time
			}
			line = e.appendDiscord(line, ms)
		}
		if e.format == JSON {
			line = append(line, '}')
		} else {
			line = append(line, '\n')
		}
		e.line, e.last = line, f.Timestamp
		e.rows++
		if _, err := e.out.Write(line); err != nil {
			return err
		}
	}
	return nil
}

// begin writes the header of a CSV or tab-separated export, once.
func (e *Export) begin() {
	if !e.begun && e.format != JSON {
		line := e.line[:0]
		for col, name := range e.names {
			line = e.separate(line, col)
			start := len(line)
			line = e.quote(append(line, name...), start, col)
		}
		if e.discord != 0 {
			line = append(append(line, e.format.separator()), "discord"...)
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

// separate appends what comes before column col: a separator, and in
// JSON the column's name.
func (e *Export) separate(line []byte, col int) []byte {
	switch {
	case e.format == JSON:
		if col > 0 {
			line = append(line, ", "...)
		}
		return append(line, e.keys[col]...)
	case col == 0:
		return line
	}
	return append(line, e.format.separator())
}

// quote quotes the cell at line[start:] as the format needs: in CSV when
// it holds a comma, a quote or a line end, in JSON unless it is a number.
func (e *Export) quote(line []byte, start, col int) []byte {
	cell := line[start:]
	switch {
	case e.format == JSON && col != ColDatacenter && col != ColMachine && col != ColSequence:
		e.scratch = append(e.scratch[:0], cell...)
		return appendJSONString(line[:start], e.scratch)
	case e.format == CSV && needsCSVQuotes(cell):
		quoted := append([]byte{'"'}, bytes.ReplaceAll(cell, []byte{'"'}, []byte(`""`))...)
		return append(append(line[:start], quoted...), '"')
	}
	return line
}

// needsCSVQuotes reports whether a CSV cell must be quoted: it holds a
// comma, a quote or a line end.
func needsCSVQuotes(cell []byte) bool {
	for _, c := range cell {
		if c == ',' || c == '"' || c == '\r' || c == '\n' {
			return true
		}
	}
	return false
}

// appendJSONString appends s as a JSON string. Letters beyond ASCII are
// written as they are; JSON is UTF-8.
func appendJSONString(dst, s []byte) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	plain := 0
	for plain < len(s) && s[plain] >= 0x20 && s[plain] != '"' && s[plain] != '\\' {
		plain++
	}
	dst = append(dst, s[:plain]...)
	for _, c := range s[plain:] {
		switch {
		case c == '"' || c == '\\':
			dst = append(dst, '\\', c)
		case c < 0x20:
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		default:
			dst = append(dst, c)
		}
	}
	return append(dst, '"')
}

// Close ends the export (a JSON array's closing bracket) and writes out
// what is left.
func (e *Export) Close() error {
	e.begin()
	switch {
	case e.format != JSON:
	case e.rows == 0:
		_, _ = e.out.WriteString("[]\n")
	default:
		_, _ = e.out.WriteString("\n]\n")
	}
	return e.out.Flush()
}

// localTimes writes local times in a layout with milliseconds, writing
// the rest of the layout once a second: rows in time order, as logs are,
// come many to a second, and the layout took a quarter of an export's time.
type localTimes struct {
	layout         string
	before, after  string // the layout around its milliseconds
	second         int64
	prefix, suffix []byte // the second's text around its milliseconds
	sep            byte
	ok             bool // the layout has milliseconds, once, and is split
}

// append appends t written in layout to dst.
func (l *localTimes) append(dst []byte, t time.Time, layout string) []byte {
	if layout != l.layout {
		l.layout, l.ok, l.second = layout, false, math.MinInt64
		if i := strings.Index(layout, "05.000"); i >= 0 && strings.Count(layout, "000") == 1 {
			l.before, l.after, l.sep, l.ok = layout[:i+2], layout[i+6:], '.', true
		} else if i := strings.Index(layout, "05,000"); i >= 0 && strings.Count(layout, "000") == 1 {
			l.before, l.after, l.sep, l.ok = layout[:i+2], layout[i+6:], ',', true
		}
	}
	if !l.ok {
		return t.AppendFormat(dst, layout)
	}
	if s := t.Unix(); s != l.second {
		l.second = s
		l.prefix = t.AppendFormat(l.prefix[:0], l.before)
		l.suffix = t.AppendFormat(l.suffix[:0], l.after)
	}
	ms := t.Nanosecond() / 1e6
	dst = append(append(dst, l.prefix...), l.sep, byte('0'+ms/100), byte('0'+ms/10%10), byte('0'+ms%10))
	return append(dst, l.suffix...)
}
