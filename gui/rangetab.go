package gui

import (
	"math"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
	"snowflakeid/gui/words"
)

// rangeTab gives the IDs of a moment or an interval, in the scheme chosen
// on the Build tab: the first and the last ID whose time lies in it, and
// the values to pass for it to the service's API.
type rangeTab struct {
	scheme func() core.Scheme
	clock  func() time.Time
	onCopy func(text string)

	from, to         *components.FieldEntry
	fromMsg, toMsg   *widget.Label
	rows             [rangeRows]rangeRow
	formula, apiHint *widget.Label
}

// The rows of values, in the order shown.
const (
	rowFirst  = iota // the first ID of the range
	rowLast          // its last ID
	rowAfter         // the API's lower bound: Twitter's since_id, Discord's after; both exclusive
	rowBefore        // its upper bound: Twitter's max_id, inclusive, Discord's before, exclusive
	rangeRows
)

// noValue is shown where a row has no value.
const noValue = "—"

// rangeRow is one value of the range with its copy button.
type rangeRow struct {
	label *widget.Label
	value *components.ValueText
	copy  *widget.Button
}

func newRangeTab(scheme func() core.Scheme, clock func() time.Time, onCopy func(text string)) *rangeTab {
	t := &rangeTab{scheme: scheme, clock: clock, onCopy: onCopy}
	t.from, t.to = components.NewFieldEntry(), components.NewFieldEntry()
	t.from.SetPlaceHolder(lang.L("placeholder.timestamp"))
	t.to.SetPlaceHolder(lang.L("range.toPlaceholder"))
	t.from.OnChanged = func(string) { t.refresh() }
	t.to.OnChanged = func(string) { t.refresh() }
	t.fromMsg, t.toMsg = components.NewMessage(""), components.NewMessage("")
	t.from.OnTooLong = func() { components.SetMessage(t.fromMsg, components.TooLongText(), widget.DangerImportance) }
	t.to.OnTooLong = func() { components.SetMessage(t.toMsg, components.TooLongText(), widget.DangerImportance) }
	for i := range t.rows {
		row := &t.rows[i]
		row.label = widget.NewLabel("")
		row.value = components.NewValueText()
		row.copy = widget.NewButtonWithIcon("", theme.ContentCopyIcon(), func() { t.onCopy(row.value.Text) })
		row.copy.Importance = widget.LowImportance
	}
	t.rows[rowFirst].label.SetText(lang.L("range.first"))
	t.rows[rowLast].label.SetText(lang.L("range.last"))
	t.formula, t.apiHint = components.NewMessage(""), components.NewMessage("")
	t.refresh()
	return t
}

func (t *rangeTab) content() fyne.CanvasObject {
	inputs := container.New(layout.NewFormLayout(),
		widget.NewLabelWithStyle(lang.L("range.from"), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}),
		container.NewVBox(t.from, t.fromMsg),
		widget.NewLabelWithStyle(lang.L("range.to"), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}),
		container.NewVBox(t.to, t.toMsg),
	)
	values := container.New(layout.NewFormLayout())
	for _, row := range t.rows {
		values.Add(row.label)
		values.Add(container.NewBorder(nil, nil, nil, row.copy, row.value))
	}
	intro := components.NewMessage(lang.L("range.intro"))
	return container.NewVScroll(container.NewPadded(container.NewVBox(intro, inputs, widget.NewSeparator(), values, t.apiHint, t.formula)))
}

// refresh reads the two instants and shows the range, or why there is none.
func (t *rangeTab) refresh() {
	s := t.scheme()
	now := t.clock().UnixMilli()
	from, fromErr := s.ParseTimestamp(t.from.Text, now)
	to := from
	var toErr error
	if t.to.Text != "" {
		to, toErr = s.ParseTimestamp(t.to.Text, now)
	}
	var first, last int64
	err := fromErr
	if err == nil {
		err = toErr
	}
	if err == nil {
		first, last, err = s.IDRange(from, to)
	}
	t.showInput(t.fromMsg, from, fromErr, t.from.Text == "")
	t.showInput(t.toMsg, to, toErr, false)
	if toErr == nil && fromErr == nil && err != nil {
		components.SetMessage(t.toMsg, errorText(err), widget.DangerImportance)
	}
	t.formula.SetText(lang.L("range.formula", map[string]any{"Scheme": words.SchemeLabel(s), "Epoch": s.Epoch}))
	t.showValues(s, first, last, err)
}

// showValues writes the range's IDs and the API's values for scheme s, or
// dashes where err says there is no range or a value is beyond what an ID
// can be; a row with no value cannot be copied.
func (t *rangeTab) showValues(s core.Scheme, first, last int64, err error) {
	afterKey, beforeKey, hintKey := rangeKeys(s)
	var values [rangeRows]int64
	var have [rangeRows]bool
	if err == nil {
		values[rowFirst], values[rowLast] = first, last
		have[rowFirst], have[rowLast] = true, true
		values[rowAfter], have[rowAfter], values[rowBefore], have[rowBefore] = apiValues(s, first, last)
	}
	for i := range t.rows {
		row := &t.rows[i]
		if !have[i] {
			row.value.SetText(noValue)
			row.copy.Disable()
			continue
		}
		row.value.SetText(strconv.FormatInt(values[i], 10))
		row.copy.Enable()
	}
	for _, api := range [...]struct {
		row int
		key string
	}{{rowAfter, afterKey}, {rowBefore, beforeKey}} {
		row, key := &t.rows[api.row], api.key
		if key == "" {
			row.label.Hide()
			row.value.Hide()
			row.copy.Hide()
			continue
		}
		row.label.SetText(lang.L(key))
		row.label.Show()
		row.value.Show()
		row.copy.Show()
	}
	if hintKey == "" {
		t.apiHint.SetText("")
	} else {
		t.apiHint.SetText(lang.L(hintKey))
	}
}

// showInput writes the line under one of the two instants.
func (t *rangeTab) showInput(l *widget.Label, ms int64, err error, blankMeansNow bool) {
	switch {
	case err != nil:
		components.SetMessage(l, errorText(err), widget.DangerImportance)
	case blankMeansNow:
		components.SetMessage(l, lang.L("hint.now", map[string]any{"Time": words.ISOTime(ms)}), widget.MediumImportance)
	default:
		components.SetMessage(l, words.ISOTime(ms), widget.MediumImportance)
	}
}

// apiValues are what to pass for the range to the service's API: Twitter's
// since_id is exclusive and max_id inclusive; Discord's after and before
// are both exclusive. A value beyond what an ID can be is not there.
func apiValues(s core.Scheme, first, last int64) (after int64, hasAfter bool, before int64, hasBefore bool) {
	if first > 0 {
		after, hasAfter = first-1, true
	}
	switch {
	case s == core.Twitter:
		before, hasBefore = last, true
	case last < math.MaxInt64:
		before, hasBefore = last+1, true
	}
	return after, hasAfter, before, hasBefore
}
