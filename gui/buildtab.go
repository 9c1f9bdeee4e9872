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
	"snowflakeid/gui/bitgrid"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// formWidth keeps the inputs wide enough for a date-time and its hint.
const formWidth = 380

// input is one typed field: its label, its entry and the line under it.
type input struct {
	label   *widget.Label
	entry   *components.FieldEntry
	message *widget.Label
	hint    string // shown under the entry while the text is valid
}

// buildTab is the first tab: the four inputs, the ID they make with its
// forms, and the bit grid. Its entries are bound to the model's texts, so
// an edit reaches the model by the binding; every other handler tells the
// model what the person did. The model answers through apply, the one
// place where a result meets the screen and is saved.
type buildTab struct {
	model    *model
	settings settings
	status   *statusLine
	copy     func(text string, id int64, s core.Scheme) // puts the text of id, of scheme s, on the clipboard, and says so

	inputs      [inputCount]input
	secondsHint *components.TapLabel
	picker      *schemePicker
	idEntry     *components.FieldEntry
	idMessage   *widget.Label
	readings    *readingsList
	copyBtn     *components.PrimaryButton
	nextBtn     *widget.Button
	formats     *formatsPanel
	grid        *bitgrid.Grid
	gridMessage *widget.Label
	scheme      core.Scheme // the scheme the labels and the picker show
}

func newBuildTab(m *model, s settings, styles *discordStyles, status *statusLine,
	copy func(text string, id int64, s core.Scheme), copyText func(text string)) *buildTab {
	b := &buildTab{model: m, settings: s, status: status, copy: copy}
	hints := [inputCount]string{"", lang.L("hint.datacenter"), lang.L("hint.machine"), lang.L("hint.sequence")}
	for i := range b.inputs {
		in := &b.inputs[i]
		in.label = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		in.entry = components.NewFieldEntry()
		if i == inTimestamp {
			now := components.NewTapIcon(theme.HistoryIcon(), b.onNow)
			now.Tip.Text = menuItemName(lang.L("menu.now")) + " (" + keysText(nowShortcut) + ")"
			in.entry.ActionItem = now // before the first draw
			in.entry.PlaceHolder = lang.L("placeholder.timestamp")
			in.entry.OnSubmitted = func(string) { b.onUseSeconds() }
		}
		in.entry.Bind(m.inputs[i])
		in.hint = hints[i]
		in.message = components.NewMessage(in.hint)
		in.entry.OnTooLong = func() { components.SetMessage(in.message, components.TooLongText(), widget.DangerImportance) }
	}
	b.secondsHint = components.NewTapLabel(b.onUseSeconds)
	b.secondsHint.Hide()

	b.picker = newSchemePicker(m.clock, m.scheme, b.onSchemePicked)
	b.idEntry = components.NewFieldEntry()
	b.idEntry.Bind(m.id)
	b.idEntry.OnTooLong = func() { components.SetMessage(b.idMessage, components.TooLongText(), widget.DangerImportance) }
	b.idMessage = components.NewMessage("")
	b.readings = newReadingsList(b.onSchemePicked, copyText)
	b.copyBtn = components.NewPrimaryButton(lang.L("action.copy"), theme.ContentCopyIcon(), b.onCopy)
	b.nextBtn = widget.NewButtonWithIcon(lang.L("action.next"), theme.ContentAddIcon(), b.onNextID)
	b.formats = newFormatsPanel(b.copyFormat, styles, m.clock)
	b.grid = bitgrid.New(gridPalette(), gridLabels(m.scheme))
	b.grid.OnFlip = b.onFlip
	b.gridMessage = components.NewMessage(lang.L("hint.grid"))

	b.showScheme(m.scheme)
	b.show(m.shown)
	m.watch(b.apply)
	return b
}

// content lays the tab out with buildLayout: the inputs and the result
// side by side with the grid below, or, when narrow, the inputs, the ID,
// the grid and the forms one under the other; the whole scrolls when the
// window is short.
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
	// A typed ID's reading as each family's fills the room under the inputs.
	inputs := container.NewVBox(container.NewStack(width, form), b.readings.box)

	title := widget.NewLabelWithStyle(lang.L("result.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// The scheme sits under the ID, beside the ID's message: after the ID
	// and its buttons in the focus chain, which runs from the inputs to the
	// ID to Copy.
	id := container.NewVBox(
		title,
		container.NewBorder(nil, nil, nil, container.NewCenter(container.NewHBox(b.copyBtn, b.nextBtn)), b.idEntry),
		container.NewBorder(nil, nil, b.picker.choiceRow(), nil, container.NewVBox(b.picker.customRow(), b.idMessage)),
	)
	formats := container.NewVBox(b.formats.content(), components.NewMessage(lang.L("hint.json")))
	grid := container.NewBorder(container.NewVBox(widget.NewSeparator(), b.gridMessage), nil, nil, nil, b.grid)
	return container.NewVScroll(container.NewPadded(
		container.New(&buildLayout{share: 0.36, grid: b.grid}, inputs, id, formats, grid)))
}

// onSchemeChosen reads the shown ID again under s, or makes it anew from
// the inputs when there is none: an ID loaded or shown in its own scheme.
// The person's scheme, which the app starts in, stays.
func (b *buildTab) onSchemeChosen(s core.Scheme) {
	b.model.chooseScheme(s)
}

// onSchemePicked is the person choosing s, with the chooser or a reading's
// Use: the app starts in it from then on.
func (b *buildTab) onSchemePicked(s core.Scheme) {
	b.model.chooseScheme(s)
	b.settings.setScheme(s)
}

// showScheme names the inputs and the grid's parts as s does, and shows s
// as chosen.
func (b *buildTab) showScheme(s core.Scheme) {
	inputKeys := words.InputKeys(s)
	for i := range b.inputs {
		b.inputs[i].label.SetText(lang.L(inputKeys[i]))
	}
	b.grid.SetLabels(gridLabels(s))
	b.picker.set(s, strconv.FormatInt(s.Epoch, 10))
	b.scheme = s
}

// onFlip flips one bit of the shown ID; the inputs and forms follow.
func (b *buildTab) onFlip(bit int) {
	if _, err := b.model.flipBit(bit); errors.Is(err, core.ErrNegativeID) {
		components.SetMessage(b.gridMessage, lang.L("error.signBit"), widget.DangerImportance)
	}
}

// onNextID issues a fresh ID for the datacenter and machine in the inputs,
// shows it and copies it.
func (b *buildTab) onNextID() {
	b.model.takeNextID(func(_ result, err error) {
		if err != nil {
			b.status.set(errorText(err), widget.DangerImportance)
			return
		}
		b.onCopy()
	})
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
	b.copy(text, r.id, r.scheme)
}

// onNow fills the timestamp with the current time in milliseconds.
func (b *buildTab) onNow() {
	b.model.setTimestamp(b.model.clock().UnixMilli())
}

// onUseSeconds takes up the suggestion to read the timestamp as seconds.
func (b *buildTab) onUseSeconds() {
	if ms, ok := b.model.secondsSuggestion(); ok {
		b.model.setTimestamp(ms)
	}
}

// pasteID puts text into the ID field, to be taken apart; a text longer
// than a field takes is refused, with the ID field's message saying so.
func (b *buildTab) pasteID(text string) {
	text = strings.TrimSpace(text)
	if len(text) > components.MaxFieldText {
		b.idEntry.OnTooLong()
		return
	}
	_ = b.model.id.Set(text)
}

// apply is the model's answer reaching the screen. The entries' texts are
// already written, through their bindings. Nothing of it is saved: the ID
// shown, its scheme and its fields are that ID's, not the person's.
func (b *buildTab) apply(r result) {
	if r.scheme != b.scheme {
		b.showScheme(r.scheme)
	}
	b.show(r)
}

// show puts r on screen, except the entries' own texts.
func (b *buildTab) show(r result) {
	for i := range b.inputs {
		in := &b.inputs[i]
		text, importance := in.hint, widget.MediumImportance
		if i == inTimestamp && r.errs[i] == nil && r.idErr == nil { // no instant for text that is no ID
			text = timestampHint(r)
		}
		if r.errs[i] != nil {
			text, importance = errorText(r.errs[i]), widget.DangerImportance
		}
		components.SetMessage(in.message, text, importance)
	}
	b.showSecondsHint()
	b.status.clear()

	switch {
	case r.idErr != nil:
		components.SetMessage(b.idMessage, errorText(r.idErr), widget.DangerImportance)
	case !r.valid:
		components.SetMessage(b.idMessage, lang.L("result.invalid"), widget.DangerImportance)
	case r.family != "" && r.family != r.scheme.Name:
		text := lang.L("warning.familyLink", map[string]any{"Family": r.family, "Scheme": words.SchemeLabel(r.scheme)})
		if r.fields.Time().After(r.now.Add(core.ReadingSlack)) {
			text += " " + lang.L("warning.familyFuture", map[string]any{"Scheme": words.SchemeLabel(r.scheme)})
		}
		components.SetMessage(b.idMessage, text, widget.WarningImportance)
	case r.typed && !r.loaded && r.scheme.PreSnowflake(r.id): // a number pasted or typed, likely a tweet's
		components.SetMessage(b.idMessage, lang.L("warning.preSnowflake"), widget.WarningImportance)
	case r.jsRounded:
		components.SetMessage(b.idMessage, lang.L("warning.jsRounded", map[string]any{
			"First": r.jsFirst, "Last": r.jsLast}), widget.WarningImportance)
	case r.fields.Time().After(r.now.Add(core.ReadingSlack)):
		components.SetMessage(b.idMessage, lang.L("warning.future", map[string]any{"Scheme": words.SchemeLabel(r.scheme)}), widget.WarningImportance)
	case r.family != "": // say which number of the link was taken
		components.SetMessage(b.idMessage, lang.L("hint.linkID", map[string]any{"ID": r.id, "Family": r.family}), widget.MediumImportance)
	default:
		components.SetMessage(b.idMessage, lang.L("hint.id"), widget.MediumImportance)
	}
	b.readings.show(r)
	components.SetMessage(b.gridMessage, lang.L("hint.grid"), widget.MediumImportance)
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

// timestampHint says which instant a valid timestamp stands for, and under
// which scheme when it is not Twitter's.
func timestampHint(r result) string {
	text := r.fields.Time().Format(words.ISOMillis)
	if r.blank {
		text = lang.L("hint.now", map[string]any{"Time": text})
	}
	if r.scheme != core.Twitter {
		text = lang.L("hint.inScheme", map[string]any{"Text": text, "Scheme": words.SchemeLabel(r.scheme),
			"Epoch": words.ISOTime(r.scheme.Epoch)})
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
		"Millis": ms, "Time": words.ISOTime(ms)}))
	b.secondsHint.Show()
}
