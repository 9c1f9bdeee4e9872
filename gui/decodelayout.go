package gui

import (
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/decoded"
	"snowflakeid/words"
)

// tableOrder is the order the table shows a list's columns in: the ID,
// the times and the flags, where every warning lives, so that they are in
// sight at the window's default width; then the parts (a layout's fields)
// and the gap. Exports keep the list's order, with the flags last.
func tableOrder(cols []int) []int {
	first := []int{decoded.ColID, decoded.ColUTC, decoded.ColLocal, decoded.ColRelative, decoded.ColFlags}
	order := slices.Clone(first)
	for _, col := range cols {
		if !slices.Contains(first, col) && col != decoded.ColGap {
			order = append(order, col)
		}
	}
	return append(order, decoded.ColGap)
}

// setColumnWidths makes each column as wide as its widest likely text, and
// returns the widths, in the order shown.
func (d *decodeTab) setColumnWidths() []float32 {
	size, inner := theme.TextSize(), 2*theme.InnerPadding()
	samples := map[int]string{
		decoded.ColID: d.decoded.IDSample(), decoded.ColUTC: "2010-11-04T01:42:54.657Z",
		decoded.ColLocal:    time.Date(2021, 12, 31, 23, 59, 59, 999e6, time.UTC).Format(lang.L("format.localLayout")),
		decoded.ColRelative: lang.L("time.ago.months", map[string]any{"Count": 11}),
		decoded.ColGap:      words.NewDurations().Gap(-(99*365 + 364) * 24 * 3600 * 1000),
	}
	// Flags is as wide as the flags the rows have: an empty column gave
	// its room to nothing while the last field's header was cut.
	samples[decoded.ColFlags] = ""
	for _, flags := range d.decoded.FlagSets() {
		text := decoded.FlagsText(flags)
		if fyne.MeasureText(text, size, fyne.TextStyle{}).Width > fyne.MeasureText(samples[decoded.ColFlags], size, fyne.TextStyle{}).Width {
			samples[decoded.ColFlags] = text
		}
	}
	if d.layout != nil {
		for k, f := range d.layout.Fields {
			samples[decoded.ColField+k] = strconv.FormatInt(f.Max(), 10)
		}
	}
	widths := make([]float32, len(d.shown))
	for shown, col := range d.shown {
		cell := fyne.MeasureText(samples[col], size, fyne.TextStyle{}).Width
		header := fyne.MeasureText(d.decoded.Header(col)+" ▼", size, fyne.TextStyle{Bold: true}).Width
		widths[shown] = max(cell, header) + inner
		d.table.SetColumnWidth(shown, widths[shown])
	}
	return widths
}
