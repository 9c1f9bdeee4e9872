package gui

import (
	"errors"
	"image/color"
	"math/bits"
	"slices"

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
	hint    string     // shown under the entry while the text is valid
	bound   *boundText // the model's text the entry is bound to
}

// newInput makes an input of entry with an empty label and hint.
func newInput(entry *components.FieldEntry) *input {
	in := &input{label: widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}),
		entry: entry, message: components.NewMessage("")}
	in.entry.OnTooLong = func() { components.SetMessage(in.message, components.TooLongText(), widget.DangerImportance) }
	return in
}

// buildTab is the first tab: an input for each field of the layout
// chosen, the ID they make with its forms, and the bit grid. Its entries
// are bound to the model's texts, so an edit reaches the model by the
// binding; every other handler tells the model what the person did. The
// model answers through apply, the one place where a result meets the
// screen.
type buildTab struct {
	model    *model
	settings settings
	status   *statusLine
	copy     func(text string, id int64, l core.Layout) // puts the text of id, of layout l, on the clipboard, and says so

	inputs      []*input // the layout's inputs, as inputsOf lists them; the time's entry is timeEntry
	timeEntry   *components.FieldEntry
	secondsHint *components.TapLabel
	picker      *schemePicker
	id          *input // the ID field; its label is unused, the result's title names it
	readings    *readingsList
	copyBtn     *components.PrimaryButton
	nextBtn     *widget.Button
	formats     *formatsPanel
	grid        *bitgrid.Grid
	gridMessage *widget.Label
	// What another layout lays out anew: the inputs' labels and fields,
	// the tab's parts in buildLayout, and the tab's scrolling content; the
	// parts of a layout with a width, shown in place of their pairs.
	boxes struct {
		form, body *fyne.Container
		scroll     *container.Scroll
		wide       *wideBuild
		pairs      wideParts
		title      *widget.Label // names the ID: a Snowflake, or the wide layout shown
	}
}

func newBuildTab(m *model, s settings, styles *discordStyles, dk desk,
	copy func(text string, id int64, l core.Layout), copyText func(text string)) *buildTab {
	b := &buildTab{model: m, settings: s, status: dk.status, copy: copy}
	b.timeEntry = components.NewFieldEntry()
	now := components.NewTapIcon(theme.HistoryIcon(), b.onNow)
	now.Tip.Text = menuItemName(lang.L("menu.now")) + " (" + keysText(nowShortcut) + ")"
	b.timeEntry.ActionItem = now // before the first draw
	b.timeEntry.PlaceHolder = lang.L("placeholder.timestamp")
	b.timeEntry.OnSubmitted = func(string) { b.onUseSeconds() }
	b.boxes.form = container.New(layout.NewFormLayout())
	b.secondsHint = components.NewTapLabel(b.onUseSeconds)
	b.secondsHint.Hide()

	scheme, _ := m.layout.Scheme() // the picker starts in a scheme; showLayout shows any layout
	b.picker = newSchemePicker(m.clock, scheme, b.onSchemePicked)
	b.picker.offerLayouts(dk.layouts, b.onLayoutPicked)
	b.id = newInput(components.NewFieldEntry())
	b.id.entry.Bind(m.id)
	b.readings = newReadingsList(b.onLayoutPicked, copyText)
	b.copyBtn = components.NewPrimaryButton(lang.L("action.copy"), theme.ContentCopyIcon(), b.onCopy)
	b.nextBtn = widget.NewButtonWithIcon(lang.L("action.next"), theme.ContentAddIcon(), b.onNextID)
	b.formats = newFormatsPanel(b.copyFormat, styles, m.clock)
	b.grid = bitgrid.New(gridParts(m.layout), gridDetail)
	b.grid.OnFlip = b.onFlip
	b.gridMessage = components.NewMessage(lang.L("hint.grid"))
	b.boxes.wide = newWideBuild(m.clock, copyText, m.issuer.nextWide)
	b.boxes.wide.onResult = b.onWideResult

	b.showLayout(m.layout)
	b.show(m.shown)
	m.watch(b.apply)
	m.onGiven = b.backToNarrow
	return b
}

// content lays the tab out with buildLayout: the inputs and the result
// side by side with the grid below, or, when narrow, the inputs, the ID,
// the grid and the forms one under the other; the whole scrolls when the
// window is short.
func (b *buildTab) content() fyne.CanvasObject {
	width := func() fyne.CanvasObject {
		r := canvas.NewRectangle(color.Transparent)
		r.SetMinSize(fyne.NewSize(formWidth, 0))
		return r
	}
	// A typed ID's reading as each family's fills the room under the inputs.
	inputs := container.NewVBox(container.NewStack(width(), b.boxes.form), b.readings.box)
	wideInputs := container.NewStack(width(), b.boxes.wide.form)

	title := widget.NewLabelWithStyle(lang.L("result.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	b.boxes.title = title
	// The layout sits under the ID, beside the ID's message: after the ID
	// and its buttons in the focus chain, which runs from the inputs to the
	// ID to Copy.
	idRow := container.NewBorder(nil, nil, nil, container.NewCenter(container.NewHBox(b.copyBtn, b.nextBtn)), b.id.entry)
	wideIDRow := b.boxes.wide.idRow()
	id := container.NewVBox(
		title,
		container.NewStack(idRow, wideIDRow),
		container.NewBorder(nil, nil, b.picker.choiceRow(), nil, container.NewVBox(b.picker.customRow(), b.id.message, b.boxes.wide.message)),
	)
	formats := container.NewVBox(b.formats.content(), components.NewMessage(lang.L("hint.json")))
	grid := container.NewBorder(container.NewVBox(widget.NewSeparator(), b.gridMessage), nil, nil, nil, b.grid)
	b.boxes.body = container.New(&buildLayout{share: 0.36, grid: b.grid}, container.NewStack(inputs, wideInputs), id,
		container.NewStack(formats, b.boxes.wide.formsBox), grid)
	b.boxes.pairs = wideParts{{inputs, wideInputs}, {idRow, wideIDRow}, {b.id.message, b.boxes.wide.message}, {formats, b.boxes.wide.formsBox}}
	b.boxes.scroll = container.NewVScroll(container.NewPadded(b.boxes.body))
	b.showParts()
	return b.boxes.scroll
}

// relayout lays the tab out again once another layout's inputs and note
// are in place: Fyne lays a container out again when a shown child's
// minimum size changes, but not when children are replaced or a hidden
// one is shown again.
func (b *buildTab) relayout() {
	if b.boxes.body == nil { // content not made yet: it will be laid out whole
		return
	}
	b.boxes.scroll.Refresh()
	b.boxes.body.Refresh()
}

// onSchemePicked is the person choosing the scheme s with the chooser:
// the app starts in it from then on.
func (b *buildTab) onSchemePicked(s core.Scheme) {
	b.onLayoutPicked(s.Layout())
}

// onLayoutPicked is the person choosing l, with the chooser or a reading's
// Use: the shown ID is read in it, and the app starts in it from then on.
func (b *buildTab) onLayoutPicked(l core.Layout) {
	b.settings.setLayout(l)
	if l.Wide() {
		b.showWide(l)
		return
	}
	b.leaveWide()
	b.model.chooseLayout(l)
}

// showLayout makes the inputs l's, each bound to the model's text for it
// and labelled with its field's name, names the grid's parts as l does,
// and shows l as chosen.
func (b *buildTab) showLayout(l core.Layout) {
	specs := inputsOf(l)
	var timeRow *input
	var plain []*input // the rows made for other layouts' plain fields, kept for this one's
	for _, in := range b.inputs {
		if in.entry == b.timeEntry {
			timeRow = in
		} else {
			plain = append(plain, in)
		}
	}
	if timeRow == nil {
		timeRow = newInput(b.timeEntry)
	}
	b.inputs = b.inputs[:0]
	b.boxes.form.Objects = nil
	for k, spec := range specs {
		in := timeRow
		if !spec.time {
			if len(plain) == 0 {
				plain = append(plain, newInput(components.NewFieldEntry()))
			}
			in, plain = plain[0], plain[1:]
		}
		b.inputs = append(b.inputs, in)
		in.bound = b.model.inputs[k]
		in.entry.Bind(in.bound)
		label, hint := inputLabel(l, spec)
		in.label.SetText(label)
		in.hint = hint
		field := container.NewVBox(in.entry, in.message)
		if spec.time {
			field.Add(b.secondsHint)
		}
		b.boxes.form.Add(container.NewVBox(in.label))
		b.boxes.form.Add(field)
	}
	b.boxes.form.Refresh()
	b.grid.SetParts(gridParts(l))
	b.picker.showLayout(l)
	b.relayout()
}

// onFlip flips one bit of the shown ID; the inputs and forms follow.
func (b *buildTab) onFlip(bit int) {
	if b.inWide() {
		b.onWideFlip(bit)
		return
	}
	switch _, err := b.model.flipBit(bit); {
	case errors.Is(err, core.ErrNegativeID):
		components.SetMessage(b.gridMessage, lang.L("error.signBit"), widget.DangerImportance)
	case errors.Is(err, errBitUnused):
		components.SetMessage(b.gridMessage, lang.L("error.bitUnused"), widget.DangerImportance)
	}
}

// onNextID issues a fresh ID in the layout shown, shows it and copies it.
func (b *buildTab) onNextID() {
	if b.inWide() {
		b.boxes.wide.onNext()
		return
	}
	b.model.takeNextID(func(_ result, err error) {
		if err != nil {
			b.status.set(errorText(err), widget.DangerImportance)
			return
		}
		b.onCopy()
	})
}

func (b *buildTab) onCopy() {
	if b.inWide() {
		b.boxes.wide.onCopy()
		return
	}
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
	b.copy(text, r.id, r.layout)
}

// onNow fills the time with the current time in milliseconds.
func (b *buildTab) onNow() {
	b.model.setTimestamp(b.model.clock().UnixMilli())
}

// onUseSeconds takes up the suggestion to read the time as seconds.
func (b *buildTab) onUseSeconds() {
	if ms, ok := b.model.secondsSuggestion(); ok {
		b.model.setTimestamp(ms)
	}
}

// apply is the model's answer reaching the screen. The entries' texts are
// already written, through their bindings. Nothing of it is saved: the ID
// shown, its layout and its fields are that ID's, not the person's.
func (b *buildTab) apply(r result) {
	if b.inWide() { // shown again as the person leaves the wide layout
		return
	}
	if !b.boundTo(b.model.inputs) {
		b.showLayout(r.layout)
	}
	b.show(r)
}

// boundTo reports whether the entries are bound to texts, the model's
// inputs: the model makes new ones for another layout.
func (b *buildTab) boundTo(texts []*boundText) bool {
	return slices.EqualFunc(b.inputs, texts, func(in *input, t *boundText) bool { return in.bound == t })
}

// show puts r on screen, except the entries' own texts.
func (b *buildTab) show(r result) {
	timeAt := timeInput(r.layout)
	for k := range b.inputs {
		in := b.inputs[k]
		text, importance := in.hint, widget.MediumImportance
		var err error
		if k < len(r.errs) {
			err = r.errs[k]
		}
		if k == timeAt && err == nil && r.idErr == nil { // no instant for text that is no ID
			text = timestampHint(r) + b.roundedNote(r)
		}
		if err != nil {
			text, importance = errorText(err), widget.DangerImportance
		}
		components.SetMessage(in.message, text, importance)
	}
	b.showSecondsHint()
	b.status.clear()
	text, importance := idMessage(r)
	components.SetMessage(b.id.message, text, importance)
	b.readings.show(r)
	components.SetMessage(b.gridMessage, lang.L("hint.grid"), widget.MediumImportance)
	b.formats.show(r)
	if !r.valid {
		b.copyBtn.Disable()
		b.grid.Disable()
		if errors.Is(r.idErr, core.ErrLayoutHighBits) { // the refused number's bits, not the last that fitted
			b.grid.SetID(r.id)
			components.SetMessage(b.gridMessage, lang.L("hint.gridBeyond", map[string]any{"Bit": bits.Len64(uint64(r.id)) - 1,
				"Bits": r.layout.TotalBits(), "Layout": words.LayoutLabel(r.layout)}), widget.DangerImportance)
		}
		return
	}
	b.copyBtn.Enable()
	b.grid.Enable()
	b.grid.SetID(r.id)
}

// idMessage is what the line under the ID says of r.
func idMessage(r result) (string, widget.Importance) {
	label := words.LayoutLabel(r.layout)
	scheme, isScheme := r.scheme()
	future := r.time().After(r.now.Add(core.ReadingSlack))
	switch {
	case r.idErr != nil:
		return errorText(r.idErr), widget.DangerImportance
	case !r.valid:
		return lang.L("result.invalid"), widget.DangerImportance
	case r.family != "" && r.family != r.layout.Name:
		text := lang.L("warning.familyLink", map[string]any{"Family": r.family, "Scheme": label})
		if future {
			text += " " + lang.L("warning.familyFuture", map[string]any{"Scheme": label})
		}
		return text, widget.WarningImportance
	case r.typed && !r.loaded && isScheme && scheme.PreSnowflake(r.id): // a number pasted or typed, likely a tweet's
		return lang.L("warning.preSnowflake"), widget.WarningImportance
	case r.jsRounded:
		return lang.L("warning.jsRounded", map[string]any{"First": r.jsFirst, "Last": r.jsLast}), widget.WarningImportance
	case future:
		return lang.L("warning.future", map[string]any{"Scheme": label}), widget.WarningImportance
	case r.family != "": // say which number of the link was taken
		return lang.L("hint.linkID", map[string]any{"ID": r.id, "Family": r.family}), widget.MediumImportance
	}
	return lang.L("hint.id"), widget.MediumImportance
}
