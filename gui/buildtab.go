package gui

import (
	"errors"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

// formWidth keeps the inputs wide enough for a date-time and its hint.
const formWidth = 380

// input is one typed field: its label, its entry and the line under it.
type input struct {
	label   *widget.Label
	entry   *fieldEntry
	message *widget.Label
	hint    string // shown under the entry while the text is valid
}

// buildTab is the first tab: the four inputs, the ID they make with its
// forms, and the bit grid. What it shows comes from its model.
//
// Every change to an input or the ID field reaches the model by one route,
// the entry's OnChanged. Fyne calls it at once when a person types (after
// the entry has written its binding), on SetText, and when the binding is
// set from elsewhere (once the entry has taken the new text in, a frame
// later). Binding listeners would be told a frame after each keystroke, so
// fast typing across fields would be applied late and out of order.
// writing is the one guard: it is set while the tab writes the entries
// itself, so that filling the inputs from an ID does not make the ID four
// times over and overwrite what is being typed in the ID field.
type buildTab struct {
	model    *model
	settings settings
	status   *statusLine
	clip     fyne.Clipboard
	onCopied func(id int64) // tells the history

	inputs      [inputCount]input
	secondsHint *tapLabel
	picker      *schemePicker
	idEntry     *fieldEntry
	idMessage   *widget.Label
	compare     *schemeList
	copyBtn     *widget.Button
	nextBtn     *widget.Button
	formats     *formatsPanel
	grid        *BitGrid
	gridMessage *widget.Label
	writing     bool
}

func newBuildTab(m *model, s settings, status *statusLine, clip fyne.Clipboard) *buildTab {
	b := &buildTab{model: m, settings: s, status: status, clip: clip, onCopied: func(int64) {}}
	hints := [inputCount]string{"", lang.L("hint.datacenter"), lang.L("hint.machine"), lang.L("hint.sequence")}
	for i := range b.inputs {
		in := &b.inputs[i]
		in.label = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		in.entry = newFieldEntry()
		if i == inTimestamp {
			in.entry.ActionItem = newTapIcon(theme.HistoryIcon(), b.onNow) // before the first draw
			in.entry.PlaceHolder = lang.L("placeholder.timestamp")
			in.entry.OnSubmitted = func(string) { b.onUseSeconds() }
		}
		in.entry.Bind(m.inputs[i])
		in.entry.Validator = nil // Bind installs one; core's message shows under the entry instead
		in.entry.OnChanged = func(string) { b.onInputChanged() }
		in.hint = hints[i]
		in.message = newMessage(in.hint)
		in.entry.onTooLong = func() { setMessage(in.message, tooLongText(), widget.DangerImportance) }
	}
	b.secondsHint = newTapLabel(b.onUseSeconds)
	b.secondsHint.Hide()

	b.picker = newSchemePicker(m.clock, b.onSchemeChosen)
	b.idEntry = newFieldEntry()
	b.idEntry.Bind(m.id)
	b.idEntry.Validator = nil
	b.idEntry.onTooLong = func() { setMessage(b.idMessage, tooLongText(), widget.DangerImportance) }
	b.idEntry.OnChanged = func(string) { b.onIDChanged() }
	b.idMessage = newMessage("")
	b.compare = newSchemeList(b.onSchemeChosen)
	b.copyBtn = widget.NewButtonWithIcon(lang.L("action.copy"), theme.ContentCopyIcon(), b.onCopy)
	b.copyBtn.Importance = widget.HighImportance
	b.nextBtn = widget.NewButtonWithIcon(lang.L("action.next"), theme.ContentAddIcon(), b.onNextID)
	b.formats = newFormatsPanel(b.copyFormat)
	b.grid = NewBitGrid(0)
	b.grid.OnFlip = b.onFlip
	b.gridMessage = newMessage(lang.L("hint.grid"))

	r := m.shown
	b.showScheme(m.scheme)
	b.writeID(r)
	b.show(r)
	return b
}

// newMessage makes the small line of text under a field.
func newMessage(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.SizeName = theme.SizeNameCaptionText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// content lays the tab out: the inputs and the result side by side, or the
// result under the inputs when narrow; the grid below takes the rest, and
// the whole scrolls when the window is short.
func (b *buildTab) content() fyne.CanvasObject {
	form := container.New(layout.NewFormLayout())
	for i, in := range b.inputs {
		field := container.NewVBox(in.entry, in.message)
		if i == inTimestamp {
			field.Add(b.secondsHint)
		}
		form.Add(container.NewVBox(in.label))
		form.Add(field)
	}
	width := canvas.NewRectangle(color.Transparent)
	width.SetMinSize(fyne.NewSize(formWidth, 0))

	title := widget.NewLabelWithStyle(lang.L("result.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// The scheme sits under the ID, beside the ID's message: after the ID
	// and its buttons in the focus chain, which runs from the inputs to the
	// ID to Copy.
	result := container.NewVBox(
		title,
		container.NewBorder(nil, nil, nil, container.NewCenter(container.NewHBox(b.copyBtn, b.nextBtn)), b.idEntry),
		container.NewBorder(nil, nil, b.picker.choiceRow(), nil, container.NewVBox(b.picker.customRow(), b.idMessage)),
		b.formats.content(),
		newMessage(lang.L("hint.json")),
	)
	// A typed ID's reading under each scheme fills the room under the inputs.
	left := container.NewVBox(container.NewStack(width, form), b.compare.box)
	top := container.New(&columnsLayout{share: 0.36}, left, result)
	grid := container.NewBorder(b.gridMessage, nil, nil, nil, b.grid)
	return container.NewVScroll(container.NewPadded(
		container.NewBorder(container.NewVBox(top, widget.NewSeparator()), nil, nil, nil, grid)))
}

// onInputChanged makes the ID anew from the inputs.
func (b *buildTab) onInputChanged() {
	if b.writing {
		return
	}
	r := b.model.editInputs()
	b.writeID(r)
	b.present(r)
}

// onIDChanged takes apart the typed ID into the inputs. The ID field keeps
// the person's text and cursor. A link to a post or message switches to its
// service's scheme.
func (b *buildTab) onIDChanged() {
	if b.writing {
		return
	}
	before := b.model.scheme
	r := b.model.editID()
	if r.scheme != before {
		b.showScheme(r.scheme)
		b.settings.setScheme(r.scheme)
	}
	if r.valid {
		b.writeInputs(r)
	}
	b.present(r)
}

// onSchemeChosen reads the shown ID again under s, or makes it anew from
// the inputs when there is none; a typed ID stays as typed.
func (b *buildTab) onSchemeChosen(s core.Scheme) {
	r := b.model.chooseScheme(s)
	b.showScheme(s)
	b.settings.setScheme(s)
	if r.valid {
		b.writeInputs(r)
	}
	if !r.typed {
		b.writeID(r)
	}
	b.present(r)
}

// showScheme names the inputs and the grid's parts as s does, and shows s
// as chosen.
func (b *buildTab) showScheme(s core.Scheme) {
	inputKeys, partKeys := fieldKeys(s)
	for i := range b.inputs {
		b.inputs[i].label.SetText(lang.L(inputKeys[i]))
	}
	var names [partCount]string
	for p, key := range partKeys {
		names[p] = lang.L(key)
	}
	if s != core.Twitter {
		names[core.PartTimestamp] = lang.L("part.timestampOf", map[string]any{"Scheme": schemeLabel(s)})
	}
	b.grid.SetPartNames(names)
	b.picker.set(s, strconv.FormatInt(s.Epoch, 10))
}

// onFlip flips one bit of the shown ID; the inputs and forms follow.
func (b *buildTab) onFlip(bit int) {
	r, err := b.model.flipBit(bit)
	if errors.Is(err, core.ErrNegativeID) {
		setMessage(b.gridMessage, lang.L("error.signBit"), widget.DangerImportance)
	}
	if err != nil {
		return
	}
	b.writeInputs(r)
	b.writeID(r)
	b.present(r)
}

// onNextID issues a fresh ID for the datacenter and machine in the inputs,
// shows it and copies it.
func (b *buildTab) onNextID() {
	r, err := b.model.takeNextID()
	if err != nil {
		b.status.set(errorText(err), widget.DangerImportance)
		return
	}
	b.writeInputs(r)
	b.writeID(r)
	b.present(r)
	b.onCopy()
}

func (b *buildTab) onCopy() {
	b.copyFormat(decimalText)
}

// copyFormat copies the shown ID written by format. Nothing is copied while
// the ID is not valid.
func (b *buildTab) copyFormat(format func(result) string) {
	r, text, err := b.model.copyText(format)
	if err != nil {
		b.status.set(lang.L("status.notCopied"), widget.DangerImportance)
		return
	}
	if r.blank { // the timestamp was read afresh: show what is copied
		b.writeID(r)
		b.present(r)
	}
	b.clip.SetContent(text)
	b.onCopied(r.id)
	b.status.set(lang.L("status.copied", map[string]any{"Text": text}), widget.SuccessImportance)
}

// onNow fills the timestamp with the current time in milliseconds.
func (b *buildTab) onNow() {
	b.inputs[inTimestamp].entry.SetText(strconv.FormatInt(b.model.clock().UnixMilli(), 10))
}

// onUseSeconds takes up the suggestion to read the timestamp as seconds.
func (b *buildTab) onUseSeconds() {
	if ms, ok := b.model.secondsSuggestion(); ok {
		b.inputs[inTimestamp].entry.SetText(strconv.FormatInt(ms, 10))
	}
}

// pasteID puts text into the ID field, to be taken apart; a text longer
// than a field takes is refused, with the ID field's message saying so.
func (b *buildTab) pasteID(text string) {
	text = strings.TrimSpace(text)
	if len(text) > maxFieldText {
		b.idEntry.onTooLong()
		return
	}
	b.idEntry.SetText(text)
}

// writeInputs shows r's fields in the inputs. Writing through the entries
// updates their bindings at once; a binding set directly would reach its
// entry a frame later.
func (b *buildTab) writeInputs(r result) {
	b.writing = true
	defer func() { b.writing = false }()
	for i, text := range r.inputTexts() {
		b.inputs[i].entry.SetText(text)
	}
}

// writeID shows r's ID in the ID field.
func (b *buildTab) writeID(r result) {
	b.writing = true
	defer func() { b.writing = false }()
	b.idEntry.SetText(r.idText())
}

// present shows r and remembers its datacenter and machine for next time.
func (b *buildTab) present(r result) {
	b.show(r)
	if r.valid {
		b.settings.rememberFields(r.fields)
	}
}

// show puts r on screen, except the entries' own texts.
func (b *buildTab) show(r result) {
	for i := range b.inputs {
		in := &b.inputs[i]
		text, importance := in.hint, widget.MediumImportance
		if i == inTimestamp && r.errs[i] == nil {
			text = timestampHint(r)
		}
		if r.errs[i] != nil {
			text, importance = errorText(r.errs[i]), widget.DangerImportance
		}
		setMessage(in.message, text, importance)
	}
	b.showSecondsHint()
	b.status.clear()

	switch {
	case r.idErr != nil:
		setMessage(b.idMessage, errorText(r.idErr), widget.DangerImportance)
	case !r.valid:
		setMessage(b.idMessage, lang.L("result.invalid"), widget.DangerImportance)
	case r.typed && r.scheme.PreSnowflake(r.id):
		setMessage(b.idMessage, lang.L("warning.preSnowflake"), widget.WarningImportance)
	case r.jsRounded:
		setMessage(b.idMessage, lang.L("warning.jsRounded", map[string]any{
			"First": r.jsFirst, "Last": r.jsLast}), widget.WarningImportance)
	case r.fields.Time().After(r.now.Add(futureSlack)):
		setMessage(b.idMessage, lang.L("warning.future", map[string]any{"Scheme": schemeLabel(r.scheme)}), widget.WarningImportance)
	default:
		setMessage(b.idMessage, lang.L("hint.id"), widget.MediumImportance)
	}
	b.compare.show(r)
	setMessage(b.gridMessage, lang.L("hint.grid"), widget.MediumImportance)
	b.formats.show(r)
	if !r.valid {
		b.copyBtn.Disable()
		b.grid.Disable()
		return
	}
	b.copyBtn.Enable()
	b.grid.Enable()
	b.grid.SetID(r.id)
}

// setMessage changes a message line only if it changes, to spare a redraw.
func setMessage(l *widget.Label, text string, importance widget.Importance) {
	if l.Text == text && l.Importance == importance {
		return
	}
	l.Importance = importance
	l.SetText(text)
}

// timestampHint says which instant a valid timestamp stands for, and under
// which scheme when it is not Twitter's.
func timestampHint(r result) string {
	text := r.fields.Time().Format(isoMillis)
	if r.blank {
		text = lang.L("hint.now", map[string]any{"Time": text})
	}
	if r.scheme != core.Twitter {
		text = lang.L("hint.inScheme", map[string]any{"Text": text, "Scheme": schemeLabel(r.scheme),
			"Epoch": isoTime(r.scheme.Epoch)})
	}
	return text
}

func (b *buildTab) showSecondsHint() {
	ms, ok := b.model.secondsSuggestion()
	if !ok {
		b.secondsHint.Hide()
		return
	}
	b.secondsHint.SetText(lang.L("hint.seconds", map[string]any{
		"Millis": ms, "Time": isoTime(ms)}))
	b.secondsHint.Show()
}
