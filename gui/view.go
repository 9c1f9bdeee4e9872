package gui

import (
	"errors"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/data/binding"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

// isoMillis formats instants the way the window shows them: ISO-8601, UTC, ms.
const isoMillis = "2006-01-02T15:04:05.000Z07:00"

// statusTimeout is how long a confirmation stays next to the Copy button.
const statusTimeout = 2500 * time.Millisecond

// The inputs, in the order they sit in the window and in the focus chain.
const (
	inTimestamp = iota
	inDatacenter
	inMachine
	inSequence
	inputCount
)

// copyIDShortcut copies the ID from anywhere in the window, an entry included.
var copyIDShortcut = &desktop.CustomShortcut{
	KeyName:  fyne.KeyC,
	Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift,
}

// input is one typed field: its bound text, its entry and the line under it.
type input struct {
	text    binding.String
	entry   *widget.Entry
	message *widget.Label
	hint    string // shown under the entry while the text is valid
}

// result is what the inputs make: the fields, one error per input, the ID.
type result struct {
	fields core.Fields
	errs   [inputCount]error
	blank  bool // the timestamp was left blank and means now
	id     int64
	valid  bool
}

// view is the generator window: four bound inputs, the ID and the bit grid.
type view struct {
	app      fyne.App
	win      fyne.Window
	clock    func() time.Time
	schedule func(time.Duration, func()) // runs a function later on the main goroutine

	inputs  [inputCount]input
	idText  *widget.Label
	idHint  *widget.Label
	copyBtn *widget.Button
	status  *widget.Label
	grid    *BitGrid

	shown     [inputCount]string // the texts the current result was made from
	current   result
	statusGen int // tells a stale status timeout from the current one
}

// Show fills w with the Snowflake ID generator and its menus, and puts the
// focus in the timestamp field. The caller shows the window.
func Show(a fyne.App, w fyne.Window) {
	loadTranslations()
	a.Settings().SetTheme(newAppTheme(theme.DefaultTheme()))
	build(a, w, time.Now, afterOnMain)
	w.Resize(fyne.NewSize(1240, w.Content().MinSize().Height))
}

// build makes the view and puts it into w.
func build(a fyne.App, w fyne.Window, clock func() time.Time, schedule func(time.Duration, func())) *view {
	v := newView(a, w, clock, schedule)
	w.SetTitle(lang.L("app.title"))
	w.SetContent(v.content())
	w.SetMainMenu(v.menu())
	w.Canvas().Focus(v.inputs[inTimestamp].entry)
	return v
}

// afterOnMain runs f on the main goroutine once d has passed.
func afterOnMain(d time.Duration, f func()) {
	time.AfterFunc(d, func() { fyne.Do(f) })
}

func newView(a fyne.App, w fyne.Window, clock func() time.Time, schedule func(time.Duration, func())) *view {
	v := &view{app: a, win: w, clock: clock, schedule: schedule}
	initial := [inputCount]string{"", "0", "0", "0"}
	hints := [inputCount]string{"", lang.L("hint.datacenter"), lang.L("hint.machine"), lang.L("hint.sequence")}
	for i := range v.inputs {
		in := &v.inputs[i]
		in.text = binding.NewString()
		in.entry = widget.NewEntryWithData(in.text)
		in.entry.Validator = nil // Bind installs one; core's message shows under the entry instead
		in.message = widget.NewLabel(hints[i])
		in.message.SizeName = theme.SizeNameCaptionText
		in.message.Wrapping = fyne.TextWrapWord
		in.hint = hints[i]
		_ = in.text.Set(initial[i])
	}
	v.inputs[inTimestamp].entry.SetPlaceHolder(lang.L("placeholder.timestamp"))

	v.idText = widget.NewLabel("")
	v.idText.Selectable = true
	v.idText.SizeName = theme.SizeNameHeadingText
	v.idText.TextStyle = fyne.TextStyle{Monospace: true}
	v.idHint = widget.NewLabel("")
	v.idHint.SizeName = theme.SizeNameCaptionText
	v.copyBtn = widget.NewButtonWithIcon(lang.L("action.copy"), theme.ContentCopyIcon(), v.onCopy)
	v.copyBtn.Importance = widget.HighImportance
	v.status = widget.NewLabel("")
	v.grid = NewBitGrid(0)
	v.update(true)
	for _, in := range v.inputs {
		in.text.AddListener(binding.NewDataListener(v.onInputChanged))
	}
	return v
}

func (v *view) content() fyne.CanvasObject {
	labels := [inputCount]string{
		lang.L("input.timestamp"), lang.L("input.datacenter"), lang.L("input.machine"), lang.L("input.sequence"),
	}
	form := container.New(layout.NewFormLayout())
	for i, in := range v.inputs {
		label := widget.NewLabelWithStyle(labels[i], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		form.Add(container.NewVBox(label))
		form.Add(container.NewVBox(in.entry, in.message))
	}

	idTitle := widget.NewLabelWithStyle(lang.L("result.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	idRow := container.NewHBox(v.idText, container.NewCenter(v.copyBtn), v.status)
	return container.NewPadded(container.NewVBox(
		form,
		widget.NewSeparator(),
		idTitle,
		idRow,
		v.idHint,
		widget.NewSeparator(),
		v.grid,
	))
}

func (v *view) menu() *fyne.MainMenu {
	copyID := fyne.NewMenuItem(lang.L("menu.copyID"), v.onCopy)
	copyID.Shortcut = copyIDShortcut
	copyID.Icon = theme.ContentCopyIcon()
	about := fyne.NewMenuItem(lang.L("menu.about"), v.onAbout)
	return fyne.NewMainMenu(
		fyne.NewMenu(lang.L("menu.file")),
		fyne.NewMenu(lang.L("menu.edit"), copyID),
		fyne.NewMenu(lang.L("menu.help"), about),
	)
}

// texts returns what the inputs hold, read from their bindings.
func (v *view) texts() [inputCount]string {
	var t [inputCount]string
	for i, in := range v.inputs {
		t[i], _ = in.text.Get()
	}
	return t
}

func (v *view) onInputChanged() {
	v.update(false)
}

// update recomputes the ID when the inputs changed since it was last shown,
// or always when fresh is set. Each recomputation reads the clock once, so a
// blank timestamp means the moment of the last change.
func (v *view) update(fresh bool) {
	texts := v.texts()
	if texts == v.shown && !fresh {
		return
	}
	v.shown = texts
	v.show(compute(texts, v.clock().UnixMilli()))
}

// compute parses the texts with core and encodes them if all are valid.
func compute(texts [inputCount]string, now int64) result {
	var r result
	f := &r.fields
	f.Timestamp, r.errs[inTimestamp] = core.ParseTimestamp(texts[inTimestamp], now)
	f.Datacenter, r.errs[inDatacenter] = core.ParseDatacenter(texts[inDatacenter])
	f.Machine, r.errs[inMachine] = core.ParseMachine(texts[inMachine])
	f.Sequence, r.errs[inSequence] = core.ParseSequence(texts[inSequence])
	_, blankErr := core.ParseNumber(texts[inTimestamp])
	r.blank = errors.Is(blankErr, core.ErrEmpty)
	if errors.Join(r.errs[:]...) == nil {
		id, err := core.Encode(r.fields)
		r.id, r.valid = id, err == nil
	}
	return r
}

// show puts r on screen: messages under the inputs, the ID, the grid, Copy.
func (v *view) show(r result) {
	v.current = r
	for i := range v.inputs {
		in := &v.inputs[i]
		text, importance := in.hint, widget.MediumImportance
		if i == inTimestamp && r.errs[i] == nil {
			text = timestampHint(r)
		}
		if r.errs[i] != nil {
			text, importance = errorText(r.errs[i]), widget.DangerImportance
		}
		if in.message.Text != text || in.message.Importance != importance {
			in.message.Importance = importance
			in.message.SetText(text)
		}
	}
	v.clearStatus()
	if !r.valid {
		v.idText.SetText("—")
		v.idHint.SetText(lang.L("result.invalid"))
		v.idHint.Importance = widget.DangerImportance
		v.idHint.Refresh()
		v.copyBtn.Disable()
		v.grid.Disable()
		return
	}
	v.idText.SetText(strconv.FormatInt(r.id, 10))
	v.idHint.SetText("")
	v.copyBtn.Enable()
	v.grid.Enable()
	v.grid.SetID(r.id)
}

// timestampHint says which instant a valid timestamp stands for.
func timestampHint(r result) string {
	iso := r.fields.Time().Format(isoMillis)
	if r.blank {
		return lang.L("hint.now", map[string]any{"Time": iso})
	}
	return iso
}

// onCopy copies the ID shown. A blank timestamp first takes a fresh current
// time, so the copy is of now, and the display shows exactly what was copied.
func (v *view) onCopy() {
	v.update(v.current.blank)
	if !v.current.valid {
		v.setStatus(lang.L("status.notCopied"), widget.DangerImportance)
		return
	}
	v.app.Clipboard().SetContent(v.idText.Text)
	v.setStatus(lang.L("status.copied"), widget.SuccessImportance)
}

// setStatus shows a short confirmation next to Copy, cleared after a while.
func (v *view) setStatus(text string, importance widget.Importance) {
	v.statusGen++
	gen := v.statusGen
	v.status.Importance = importance
	v.status.SetText(text)
	v.schedule(statusTimeout, func() {
		if gen == v.statusGen {
			v.clearStatus()
		}
	})
}

func (v *view) clearStatus() {
	v.statusGen++
	if v.status.Text != "" {
		v.status.SetText("")
	}
}

func (v *view) onAbout() {
	meta := v.app.Metadata()
	name := meta.Name
	if name == "" {
		name = lang.L("app.title")
	}
	text := widget.NewLabel(lang.L("about.text", map[string]any{"Version": meta.Version, "Build": meta.Build}))
	text.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(v.app.Icon())
	box := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSquareSize(64), icon), nil, text)
	d := dialog.NewCustom(name, lang.L("action.close"), box, v.win)
	d.Resize(fyne.NewSize(440, 0))
	d.Show()
}

// errorText is the message shown for a core error, in the user's language.
func errorText(err error) string {
	keys := []struct {
		err error
		key string
	}{
		{core.ErrBeforeEpoch, "error.beforeEpoch"},
		{core.ErrAfterLastInstant, "error.afterLastInstant"},
		{core.ErrDatacenterRange, "error.datacenterRange"},
		{core.ErrMachineRange, "error.machineRange"},
		{core.ErrSequenceRange, "error.sequenceRange"},
		{core.ErrNegativeID, "error.negativeID"},
		{core.ErrEmpty, "error.empty"},
		{core.ErrSign, "error.sign"},
		{core.ErrNotDecimal, "error.notDecimal"},
		{core.ErrGrouping, "error.grouping"},
		{core.ErrTooLarge, "error.tooLarge"},
	}
	for _, k := range keys {
		if errors.Is(err, k.err) {
			return lang.X(k.key, err.Error())
		}
	}
	return err.Error()
}
