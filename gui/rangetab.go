package gui

import (
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
	"snowflakeid/words"
)

// rangeTab gives the IDs of a moment or an interval, in the scheme chosen
// on the tab: the first and the last ID whose time lies in it, the
// values to pass for it to the service's search and API, each with one
// line that says what it means, and the moment as Discord's timestamp.
type rangeTab struct {
	scheme core.Scheme  // the scheme chosen on the tab
	layout *core.Layout // the layout chosen on the tab, when it is no scheme
	picker *schemePicker
	clock  func() time.Time
	onCopy func(text string)

	from, to       *components.FieldEntry
	fromMsg, toMsg *widget.Label
	rows           [rangeRows]rangeRow
	discord        *discordStamp // From, as Discord's timestamp markup
	formula        *widget.Label
}

// The rows of values, in the order shown.
const (
	rowFirst   = iota // the first ID of the range
	rowLast           // its last ID
	rowXSearch        // X's web search: since_id (exclusive) and max_id (inclusive)
	rowXSince         // X's API v2 since_id, exclusive
	rowXUntil         // X's API v2 until_id, exclusive
	rowAfter          // Discord's after, exclusive
	rowBefore         // Discord's before, exclusive
	rowAround         // Discord's around: the middle of the range
	rowBulkCut        // the smallest message ID Discord's bulk delete takes now
	rowSQL            // PostgreSQL's condition for the range
	rangeRows
)

// rangeRowKeys are each row's label and meaning line.
var rangeRowKeys = [rangeRows][2]string{
	{"range.first", "range.first.meaning"},
	{"range.last", "range.last.meaning"},
	{"range.xSearch", "range.xSearch.meaning"},
	{"range.xSince", "range.xSince.meaning"},
	{"range.xUntil", "range.xUntil.meaning"},
	{"range.after", "range.after.meaning"},
	{"range.before", "range.before.meaning"},
	{"range.around", "range.around.meaning"},
	{"range.bulkCutoff", "range.bulkCutoff.meaning"},
	{"range.sql", "range.sql.meaning"},
}

// noValue is shown where a row has no value.
const noValue = "—"

// rangeRow is one value of the range with its copy button and its meaning.
type rangeRow struct {
	label   *widget.Label
	value   *components.ValueText
	copy    *components.IconButton
	meaning *widget.Label
	box     *fyne.Container // the value, its button and its meaning
}

// newRangeTab makes the tab, in scheme until the person chooses another on it.
func newRangeTab(scheme core.Scheme, clock func() time.Time, styles *discordStyles, onCopy func(text string)) *rangeTab {
	t := &rangeTab{scheme: scheme, clock: clock, onCopy: onCopy}
	t.picker = newSchemePicker(clock, scheme, func(s core.Scheme) {
		t.scheme, t.layout = s, nil
		t.refresh()
	})
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
		row.label = widget.NewLabel(lang.L(rangeRowKeys[i][0]))
		row.value = components.NewValueText()
		row.copy = components.NewIconButton(theme.ContentCopyIcon(), copyTip(row.label.Text), func() { t.onCopy(row.value.Text) })
		row.meaning = components.NewMessage(lang.L(rangeRowKeys[i][1]))
		var value fyne.CanvasObject = row.value
		if i == rowSQL { // as long as two UUIDs: scrolls sideways in a narrow window
			value = container.NewHScroll(row.value)
		}
		row.box = container.NewVBox(container.NewBorder(nil, nil, nil, row.copy, value), row.meaning)
	}
	t.discord = newDiscordStamp(styles, clock, onCopy)
	t.formula = components.NewMessage("")
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
		values.Add(row.box)
	}
	values.Add(widget.NewLabel(discordLabel()))
	values.Add(container.NewVBox(t.discord.content(), components.NewMessage(lang.L("range.discord.meaning"))))
	intro := components.NewMessage(lang.L("range.intro"))
	picker := container.NewBorder(nil, nil, t.picker.choiceRow(), nil, t.picker.customRow())
	return container.NewVScroll(container.NewPadded(container.NewVBox(intro, picker, inputs, widget.NewSeparator(), values, t.formula)))
}

// onLayoutChosen is the person choosing a layout that is no scheme: the
// range is given in it, and only its first and last ID.
func (t *rangeTab) onLayoutChosen(l core.Layout) {
	t.layout = &l
	t.refresh()
}

// rangeIDs are the first and the last ID of a range: as numbers where
// they are 64-bit, and written as their layout writes them.
type rangeIDs struct {
	first, last int64
	text        [2]string
}

// narrowRange is a 64-bit layout's IDRange as rangeIDs.
func narrowRange(idRange func(from, to int64) (int64, int64, error)) func(from, to int64) (rangeIDs, error) {
	return func(from, to int64) (rangeIDs, error) {
		first, last, err := idRange(from, to)
		return rangeIDs{first, last, [2]string{strconv.FormatInt(first, 10), strconv.FormatInt(last, 10)}}, err
	}
}

// wideRange is the WideRange of l, a layout with a width, as rangeIDs.
func wideRange(l core.Layout) func(from, to int64) (rangeIDs, error) {
	return func(from, to int64) (rangeIDs, error) {
		first, last, err := l.WideRange(from, to)
		return rangeIDs{text: [2]string{string(l.AppendWide(nil, first)), string(l.AppendWide(nil, last))}}, err
	}
}

// refresh reads the two instants and shows the range, or why there is none.
func (t *rangeTab) refresh() {
	s := t.scheme
	parse, idRange, sql := s.ParseTimestamp, narrowRange(s.IDRange), s.Layout().SQLBetween
	formula := lang.L("range.formula", map[string]any{"Scheme": words.SchemeLabel(s), "Epoch": s.Epoch})
	if l := t.layout; l != nil {
		s, parse, idRange, sql = core.Scheme{}, l.ParseTime, narrowRange(l.IDRange), l.SQLBetween // a service's rows are its scheme's
		formula = lang.L("range.formulaLayout", map[string]any{"Layout": l.Name})
		if l.Wide() {
			idRange = wideRange(*l)
			formula = lang.L("range.formulaWide", map[string]any{"Layout": l.Name})
		}
		if !l.Timed() { // a UUIDv4: said under From, whatever is typed
			parse = func(string, int64) (int64, error) { return 0, core.ErrLayoutUntimed }
		}
	}
	now := t.clock().UnixMilli()
	from, fromErr := parse(t.from.Text, now)
	to := from
	var toErr error
	if t.to.Text != "" {
		to, toErr = parse(t.to.Text, now)
	}
	var ids rangeIDs
	err := fromErr
	if err == nil {
		err = toErr
	}
	if err == nil {
		ids, err = idRange(from, to)
	}
	t.showInput(t.fromMsg, from, fromErr, t.from.Text == "")
	t.showInput(t.toMsg, to, toErr, false)
	if toErr == nil && fromErr == nil && err != nil {
		components.SetMessage(t.toMsg, errorText(err), widget.DangerImportance)
	}
	t.formula.SetText(formula)
	t.showValues(s, ids, sql, err)
	t.discord.setInstant(from, fromErr == nil)
}

// showValues writes the range's IDs and the values for scheme s's
// service, or dashes where err says there is no range or a value is
// beyond what an ID can be; a row with no value cannot be copied. Only the
// rows of s's service show.
func (t *rangeTab) showValues(s core.Scheme, ids rangeIDs, sql func(first, last string) string, err error) {
	var values [rangeRows]string
	first, last := ids.first, ids.last
	if err == nil {
		values[rowFirst], values[rowLast] = ids.text[0], ids.text[1]
		values[rowSQL] = sql(ids.text[0], ids.text[1])
		values[rowXSearch] = core.XSearchQuery(first, last)
		bounds := core.ExclusiveBounds(first, last)
		if bounds.HasAfter {
			values[rowXSince] = strconv.FormatInt(bounds.After, 10)
			values[rowAfter] = values[rowXSince]
		}
		if bounds.HasBefore {
			values[rowXUntil] = strconv.FormatInt(bounds.Before, 10)
			values[rowBefore] = values[rowXUntil]
		}
		values[rowAround] = strconv.FormatInt(core.AroundID(first, last), 10)
	}
	values[rowBulkCut] = strconv.FormatInt(core.DiscordBulkDeleteCutoff(t.clock()), 10)
	for i := range t.rows {
		row := &t.rows[i]
		if rangeRowShown(s, i) {
			row.label.Show()
			row.box.Show()
		} else {
			row.label.Hide()
			row.box.Hide()
		}
		if values[i] == "" {
			row.value.SetText(noValue)
			row.copy.Disable()
			continue
		}
		row.value.SetText(values[i])
		row.copy.Enable()
	}
}

// rangeRowShown reports whether row is one of scheme s's service: the
// first and last ID are every scheme's, the others Twitter's or Discord's.
func rangeRowShown(s core.Scheme, row int) bool {
	switch row {
	case rowXSearch, rowXSince, rowXUntil:
		return s == core.Twitter
	case rowAfter, rowBefore, rowAround, rowBulkCut:
		return s == core.Discord
	}
	return true
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
