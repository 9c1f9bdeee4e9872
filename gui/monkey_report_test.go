package gui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/words"
)

// followFinding waits for the background work, as a person waits for the
// report, then taps a finding of it that names rows, on its text: the
// table must then have one of them selected.
func (m *monkey) followFinding(d *decodeTab) {
	m.runJobs()
	var links []int
	for i, o := range d.report.findings.Objects {
		if _, ok := o.(*widget.Hyperlink); ok {
			links = append(links, i)
		}
	}
	if len(links) == 0 {
		return
	}
	m.stats.findings++
	if m.rng.IntN(2) == 0 { // the table sorted another way first
		d.onSort(d.shown[m.rng.IntN(len(d.shown))])
	}
	i := links[m.rng.IntN(len(links))]
	test.TapAt(d.report.findings.Objects[i].(*widget.Hyperlink), fyne.NewPos(theme.InnerPadding()+4, theme.InnerPadding()+4))
	for _, row := range d.report.rows[i] {
		if d.decoded.ShownRow(row-1) == d.selected {
			return
		}
	}
	m.problem = fmt.Sprintf("a finding's link selected row %d, not one of its rows %v", d.selected, d.report.rows[i])
}

// checkReport: a report shown over Decode many's table is the table's:
// its headline counts the table's rows.
func (m *monkey) checkReport() string {
	d := m.w.decode
	if d == nil || len(d.report.lines) == 0 {
		return ""
	}
	if want := words.Group(int64(d.decoded.Len())) + " "; !strings.HasPrefix(d.report.lines[0], want) {
		return fmt.Sprintf("the report %q is not of the table's %d rows", d.report.lines[0], d.decoded.Len())
	}
	return ""
}
