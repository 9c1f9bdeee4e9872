package gui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/core/textform"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// wideBuild is the Build tab in a layout with a width (a UUIDv7, a ULID, a
// KSUID): an input per field, random ones with a button that draws new
// bits and fixed ones showing the value the layout requires, the ID in
// its text form with Copy and New ID, and its other forms. The tab's grid
// paints it. Its entries are bound to texts as the 64-bit inputs are, and
// every edit ends in show.
type wideBuild struct {
	clock    func() time.Time
	copy     func(text string)                                  // puts text on the clipboard and says so
	issue    func(l core.Layout, done func(core.WideID, error)) // issues the next ID of l
	onResult func(wideResult)                                   // the tab's grid follows each result

	layout   core.Layout
	shown    wideResult
	inputs   []wideInput // one per input of the layout (inputsOf)
	id       *boundText
	idEntry  *components.FieldEntry
	message  *widget.Label // under the ID
	copyBtn  *components.PrimaryButton
	nextBtn  *widget.Button
	form     *fyne.Container // the inputs' labels and fields
	forms    [wideFormCount]*formatRow
	formsBox *fyne.Container
	local    *time.Location
}

// wideInput is one field's input: the text its entry is bound to, the
// entry and the line under it; a fixed field has a text alone.
type wideInput struct {
	text    *boundText
	entry   *components.FieldEntry
	message *widget.Label
}

func newWideBuild(clock func() time.Time, copy func(string), issue func(core.Layout, func(core.WideID, error))) *wideBuild {
	w := &wideBuild{clock: clock, copy: copy, issue: issue, onResult: func(wideResult) {}, local: time.Local}
	w.id = newBoundText("", w.editID)
	w.idEntry = components.NewFieldEntry()
	w.idEntry.Bind(w.id)
	w.message = components.NewMessage("")
	w.copyBtn = components.NewPrimaryButton(lang.L("action.copy"), theme.ContentCopyIcon(), w.onCopy)
	w.nextBtn = widget.NewButtonWithIcon(lang.L("action.next"), theme.ContentAddIcon(), w.onNext)
	w.form = container.New(layout.NewFormLayout())
	w.formsBox = container.New(layout.NewFormLayout())
	for k := range w.forms {
		row := &formatRow{label: lang.L(wideFormKeys[k]), name: widget.NewLabel(lang.L(wideFormKeys[k])),
			value: components.NewValueText()}
		row.copy = components.NewIconButton(theme.ContentCopyIcon(), copyTip(row.label), func() { w.copyForm(k) })
		w.forms[k] = row
	}
	return w
}

// idRow is the ID's entry with Copy and New ID beside it.
func (w *wideBuild) idRow() fyne.CanvasObject {
	return container.NewBorder(nil, nil, nil, container.NewCenter(container.NewHBox(w.copyBtn, w.nextBtn)), w.idEntry)
}

// use makes l the layout shown, with fresh inputs: the time now, random
// fields drawn anew, fixed ones at their values, others 0.
func (w *wideBuild) use(l core.Layout) {
	specs := inputsOf(l)
	texts := make([]string, len(specs))
	for k, in := range specs {
		f := l.Fields[in.field]
		switch {
		case in.time:
			texts[k] = ""
		case f.Role == core.RoleRandom:
			texts[k] = randomValue(f.Bits).String()
		default:
			texts[k] = "0"
		}
	}
	w.showLayout(l, texts)
	w.show(computeWide(texts, w.clock(), l, wideResult{}), true)
}

// showLayout makes the inputs l's, holding texts.
func (w *wideBuild) showLayout(l core.Layout, texts []string) {
	w.layout = l
	w.inputs = nil
	w.form.Objects = nil
	names := words.FieldNames(l)
	for k, in := range inputsOf(l) {
		text := newBoundText(texts[k], w.editInputs)
		label := names[in.field]
		if in.time {
			label = timeLabel(l, names)
		}
		entry, message, field := w.inputField(l.Fields[in.field], in.time, text)
		w.inputs = append(w.inputs, wideInput{text, entry, message})
		w.form.Add(widget.NewLabelWithStyle(label, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		w.form.Add(field)
	}
	w.form.Refresh()
	w.formsBox.Objects = nil
	for k, row := range w.forms {
		if !wideFormShown(l, k) {
			continue
		}
		w.formsBox.Add(row.name)
		w.formsBox.Add(container.NewBorder(nil, nil, nil, row.copy, row.value))
	}
	w.formsBox.Refresh()
}

// inputField makes the input of f, or of the time, bound to text: an
// entry with its message under it, the random bits' with a button that
// draws new ones; a fixed field's value is a label, with no entry and no
// message (nil), as the layout requires it.
func (w *wideBuild) inputField(f core.Field, time bool, text *boundText) (*components.FieldEntry, *widget.Label, fyne.CanvasObject) {
	if f.Role == core.RoleFixed && !time {
		return nil, nil, widget.NewLabel(lang.L("hint.fixedValue", map[string]any{"Value": f.Value}))
	}
	entry := components.NewFieldEntry()
	switch { // before Bind, which draws the entry
	case time:
		entry.PlaceHolder = lang.L("placeholder.timestamp")
	case f.Role == core.RoleRandom:
		dice := components.NewTapIcon(theme.ViewRefreshIcon(), func() { _ = text.Set(randomValue(f.Bits).String()) })
		dice.Tip.Text = lang.L("action.drawRandom")
		entry.ActionItem = dice
	}
	entry.Bind(text)
	message := components.NewMessage("")
	return entry, message, container.NewVBox(entry, message)
}

// wideFormShown reports whether the forms of an ID of l show form k: the
// UUID's and the ULID's for 128 bits, unless it is the ID's own form, and
// the time's where l has one.
func wideFormShown(l core.Layout, k int) bool {
	switch k {
	case wideFormUUID:
		return l.Width == 128 && l.Form != textform.UUID
	case wideFormULID:
		return l.Width == 128 && l.Form != textform.Crockford
	case wideFormUnixMs, wideFormUTC, wideFormLocal:
		return l.Timed()
	}
	return true
}

// timeLabel names the time input by the fields that hold it.
func timeLabel(l core.Layout, names []string) string {
	label := ""
	for i, f := range l.Fields {
		if f.Role == core.RoleTime {
			if label != "" {
				label += " + "
			}
			label += names[i]
		}
	}
	return label
}

// textsNow returns what the inputs hold.
func (w *wideBuild) textsNow() []string {
	texts := make([]string, len(w.inputs))
	for k, in := range w.inputs {
		texts[k] = in.text.text
	}
	return texts
}

// editInputs is a person's edit of an input: the ID follows.
func (w *wideBuild) editInputs() {
	w.show(computeWide(w.textsNow(), w.clock(), w.layout, w.shown), true)
}

// editID is a person's edit of the ID: the inputs follow when it is an ID
// of the layout, and the line under it says what is wrong when not.
func (w *wideBuild) editID() {
	r := readWide(w.id.text, w.clock(), w.layout, w.textsNow())
	w.show(r, false)
}

// showID shows id, an ID of the layout, with its fields in the inputs.
func (w *wideBuild) showID(id core.WideID) {
	w.show(wideOf(id, w.clock(), w.layout), true)
}

// show puts r on screen: the inputs' texts when r is valid, the ID's text
// when asked, the messages, the forms and the grid.
func (w *wideBuild) show(r wideResult, idText bool) {
	w.shown = r
	if r.valid {
		for k, t := range r.texts {
			w.inputs[k].text.show(t)
		}
	}
	if idText {
		w.id.show(r.text())
	}
	specs := inputsOf(r.layout)
	for k, in := range specs {
		if w.inputs[k].message == nil { // a fixed field's value
			continue
		}
		text, importance := w.inputHint(r, in), widget.MediumImportance
		if err := r.errs[k]; err != nil {
			text, importance = errorText(err), widget.DangerImportance
		}
		components.SetMessage(w.inputs[k].message, text, importance)
	}
	switch {
	case r.idErr != nil:
		components.SetMessage(w.message, errorText(r.idErr), widget.DangerImportance)
	case !r.valid:
		components.SetMessage(w.message, lang.L("result.invalid"), widget.DangerImportance)
	default:
		components.SetMessage(w.message, lang.L("hint.wideID", map[string]any{"Layout": r.layout.Name,
			"Bits": r.layout.Width}), widget.MediumImportance)
	}
	forms := wideForms(r, w.local)
	for k, row := range w.forms {
		if forms[k] == "" {
			row.value.SetText(noValue)
			row.copy.Disable()
			continue
		}
		row.value.SetText(forms[k])
		row.copy.Enable()
	}
	if r.valid {
		w.copyBtn.Enable()
	} else {
		w.copyBtn.Disable()
	}
	w.onResult(r)
}

// inputHint is what the line under an input says while its text is valid.
func (w *wideBuild) inputHint(r wideResult, in inputSpec) string {
	f := r.layout.Fields[in.field]
	switch {
	case in.time:
		if ms, ok := r.ms(); ok {
			return time.UnixMilli(ms).UTC().Format(words.ISOMillis)
		}
		return ""
	case f.Role == core.RoleRandom:
		return lang.L("hint.random", map[string]any{"Bits": f.Bits})
	}
	return lang.L("hint.wideRange", map[string]any{"Max": core.Ones(f.Bits).String()})
}

// flip flips one bit of the shown ID; the inputs and forms follow. A bit
// of a fixed field makes an ID of no such layout, which the line under
// the grid says.
func (w *wideBuild) flip(bit int) error {
	if !w.shown.valid {
		return nil
	}
	id := w.shown.id.FlipBit(bit)
	if err := w.layout.CheckWide(id); err != nil {
		return err
	}
	w.showID(id)
	return nil
}

// current is the shown result, read again at this moment when its time
// was left blank: Copy copies the ID of the very moment.
func (w *wideBuild) current() wideResult {
	if w.shown.valid && w.shown.blank {
		w.show(computeWide(w.textsNow(), w.clock(), w.layout, wideResult{}), true)
	}
	return w.shown
}

func (w *wideBuild) onCopy() {
	if r := w.current(); r.valid {
		w.copy(r.text())
	}
}

// copyForm copies the ID in form k.
func (w *wideBuild) copyForm(k int) {
	if text := wideForms(w.current(), w.local)[k]; text != "" {
		w.copy(text)
	}
}

// discordText is the ID's time as Discord's markup in style, "" for an ID
// with no time.
func (w *wideBuild) discordText(style rune) string {
	ms, ok := w.current().ms()
	if !ok {
		return ""
	}
	return core.DiscordTimestamp(ms, style)
}

// onNext issues the next ID of the layout, shows it and copies it.
func (w *wideBuild) onNext() {
	l := w.layout
	w.issue(l, func(id core.WideID, err error) {
		if !w.layout.Equal(l) {
			return
		}
		if err != nil {
			components.SetMessage(w.message, errorText(err), widget.DangerImportance)
			return
		}
		w.showID(id)
		w.onCopy()
	})
}
