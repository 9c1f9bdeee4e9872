package decoded

import (
	"encoding/csv"
	"encoding/json"
	"io"
	"strconv"
	"strings"

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

// exportHeader names the columns for programs, as the list's scheme does.
func (d *List) exportHeader() []string {
	h := ExportColumns(d.scheme)
	return h[:]
}

// columnText is one column, a row a line, as shown.
func (d *List) ColumnText(col int) string {
	var s strings.Builder
	for row := range d.Len() {
		s.WriteString(d.Cell(row, col))
		s.WriteByte('\n')
	}
	return s.String()
}

// allText is every column, tab-separated, with a header line: what
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

// writeCSV writes the rows as shown, under a header of export names.
func (d *List) WriteCSV(w io.Writer) error {
	c := csv.NewWriter(w)
	if err := c.Write(d.exportHeader()); err != nil {
		return err
	}
	record := make([]string, ColumnCount)
	for row := range d.Len() {
		for col := range record {
			record[col] = d.Cell(row, col)
		}
		if err := c.Write(record); err != nil {
			return err
		}
	}
	c.Flush()
	return c.Error()
}

// writeJSON writes the rows as shown, as an array of objects named by the
// export names; the ID is a string, as JSON numbers past 2^53 get rounded.
func (d *List) WriteJSON(w io.Writer) error {
	names := d.exportHeader()
	var line []byte
	for row := range d.Len() {
		start := ",\n  {"
		if row == 0 {
			start = "[\n  {"
		}
		line = append(line[:0], start...)
		for col, name := range names {
			if col > 0 {
				line = append(line, ", "...)
			}
			line = strconv.AppendQuote(line, name)
			line = append(line, ": "...)
			text := d.Cell(row, col)
			switch col {
			case ColDatacenter, ColMachine, ColSequence:
				line = append(line, text...)
			default:
				quoted, _ := json.Marshal(text)
				line = append(line, quoted...)
			}
		}
		line = append(line, '}')
		if _, err := w.Write(line); err != nil {
			return err
		}
	}
	end := "\n]\n"
	if d.Len() == 0 {
		end = "[]\n"
	}
	_, err := io.WriteString(w, end)
	return err
}
