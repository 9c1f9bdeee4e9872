package gui

import (
	"errors"
	"image/color"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/data/binding"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

// isoMillis formats instants the way the window shows them: ISO-8601, UTC, ms.
const isoMillis = "2006-01-02T15:04:05.000Z07:00"

// statusTimeout is how long a confirmation stays under the ID.
const statusTimeout = 2500 * time.Millisecond

// The inputs, in the order they sit in the window and in the focus chain.
const (
	inTimestamp = iota
	inDatacenter
	inMachine
	inSequence
	inputCount
)

// Shortcuts shown in the menus; menu shortcuts work while an entry has focus.
var (
	copyIDShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyC, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	pasteIDShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyV, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	nowShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	nextIDShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
)

// errFixInputs says why no ID can be generated.
var errFixInputs = errors.New("correct the datacenter and machine IDs first")

// generatorKey names the generator of one datacenter and machine.
type generatorKey struct{ datacenter, machine int64 }

// input is one typed field: its bound text, its entry and the line under it.
type input struct {
	text    binding.String
	entry   *widget.Entry
	message *widget.Label
	hint    string // shown under the entry while the text is valid
}

// result is what the window shows: the fields, the ID, and what is wrong.
type result struct {
	fields core.Fields
	errs   [inputCount]error // one per input, when the inputs made the result
	idErr  error             // when the typed ID made it
	blank  bool              // the timestamp was left blank and means now
	now    time.Time         // the clock reading the result was made at
	id     int64
	valid  bool
}

// format is one way to write the result, with its own copy action.
type format struct {
	label string
	text  func(result) string
	long  bool // scrolls sideways in narrow windows rather than wrapping, which costs a measure per rune
	value *valueText
	copy  *widget.Button
}

// The ID's other forms, shown with copy buttons and offered in the Edit menu.
func hexText(r result) string    { return core.FormatHex(r.id) }
func binaryText(r result) string { return core.FormatBinary(r.id) }
func jsonText(r result) string   { return core.FormatJSON(r.id) }

// view is the generator window: four bound inputs and the ID they make, the
// ID in other formats, and the bit grid. Editing any of them updates the rest.
type view struct {
	app      fyne.App
	win      fyne.Window
	theme    *appTheme
	prefs    fyne.Preferences
	clock    func() time.Time
	schedule func(time.Duration, func()) // runs a function later on the main goroutine
	local    *time.Location              // the zone of the "Local time" format

	inputs      [inputCount]input
	secondsHint *tapLabel
	idText      binding.String
	idEntry     *widget.Entry
	idMessage   *widget.Label
	copyBtn     *widget.Button
	nextBtn     *widget.Button
	status      *widget.Label
	formats     []*format
	grid        *BitGrid
	gridMessage *widget.Label
	batch       *batchView // made when its tab is first opened, to keep start-up short
	batchTab    *container.TabItem
	tabs        *container.AppTabs
	themeItems  map[string]*fyne.MenuItem

	history      []int64 // copied IDs, newest first
	historyList  *widget.List
	historyEmpty *widget.Label

	// One generator per datacenter and machine, kept for the session so
	// that Next ID and batches never issue an ID twice.
	generators map[generatorKey]*core.Generator

	shown     [inputCount]string // the input texts the shown result agrees with
	idSeen    string             // the ID text the shown result agrees with
	applying  bool               // set while the view writes the inputs itself
	current   result
	statusGen int // tells a stale status timeout from the current one
}

// Show fills w with the Snowflake ID generator and its menus, restores the
// settings saved last time, and puts the focus in the timestamp field. The
// caller shows the window.
func Show(a fyne.App, w fyne.Window) {
	loadTranslations()
	th := newAppTheme(theme.DefaultTheme())
	th.mode = savedTheme(a.Preferences())
	a.Settings().SetTheme(th)
	build(a, w, th, time.Now, afterOnMain)
	w.Resize(savedWindowSize(a.Preferences()))
	w.SetOnClosed(func() {
		size := w.Canvas().Size()
		a.Preferences().SetFloat(prefWidth, float64(size.Width))
		a.Preferences().SetFloat(prefHeight, float64(size.Height))
	})
}

// build makes the view and puts it into w.
func build(a fyne.App, w fyne.Window, th *appTheme, clock func() time.Time, schedule func(time.Duration, func())) *view {
	v := newView(a, w, th, clock, schedule)
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

func newView(a fyne.App, w fyne.Window, th *appTheme, clock func() time.Time, schedule func(time.Duration, func())) *view {
	v := &view{app: a, win: w, theme: th, prefs: a.Preferences(), clock: clock, schedule: schedule, local: time.Local}
	initial := [inputCount]string{
		"",
		savedField(v.prefs, prefDatacenter, core.ParseDatacenter, defaultField),
		savedField(v.prefs, prefMachine, core.ParseMachine, defaultField),
		"0",
	}
	hints := [inputCount]string{"", lang.L("hint.datacenter"), lang.L("hint.machine"), lang.L("hint.sequence")}
	for i := range v.inputs {
		in := &v.inputs[i]
		in.text = binding.NewString()
		_ = in.text.Set(initial[i])
		in.entry = widget.NewEntry()
		if i == inTimestamp {
			in.entry.ActionItem = newTapIcon(theme.HistoryIcon(), v.onNow) // before the first draw
			in.entry.PlaceHolder = lang.L("placeholder.timestamp")
			in.entry.OnSubmitted = func(string) { v.onUseSeconds() }
		}
		in.entry.Bind(in.text)
		in.entry.Validator = nil // Bind installs one; core's message shows under the entry instead
		in.message = newMessage(hints[i])
		in.hint = hints[i]
	}
	v.secondsHint = newTapLabel(v.onUseSeconds)
	v.secondsHint.Hide()

	v.idText = binding.NewString()
	v.idEntry = widget.NewEntryWithData(v.idText)
	v.idEntry.Validator = nil
	v.idMessage = newMessage("")
	v.copyBtn = widget.NewButtonWithIcon(lang.L("action.copy"), theme.ContentCopyIcon(), v.onCopy)
	v.copyBtn.Importance = widget.HighImportance
	v.nextBtn = widget.NewButtonWithIcon(lang.L("action.next"), theme.ContentAddIcon(), v.onNextID)
	v.status = widget.NewLabel("")
	v.formats = []*format{
		{label: lang.L("format.hex"), text: hexText},
		{label: lang.L("format.binary"), text: binaryText, long: true},
		{label: lang.L("format.json"), text: jsonText},
		{label: lang.L("format.unixMs"), text: func(r result) string { return strconv.FormatInt(r.fields.Timestamp, 10) }},
		{label: lang.L("format.utc"), text: func(r result) string { return r.fields.Time().Format(isoMillis) }},
		{label: lang.L("format.local"), text: func(r result) string {
			return r.fields.Time().In(v.local).Format(lang.L("format.localLayout"))
		}},
		{label: lang.L("format.relative"), text: func(r result) string { return relativeTime(r.fields.Time(), r.now) }},
	}
	for _, f := range v.formats {
		f.value = newValueText()
		f.copy = widget.NewButtonWithIcon("", theme.ContentCopyIcon(), func() { v.copyFormat(f.text) })
		f.copy.Importance = widget.LowImportance
	}
	v.grid = NewBitGrid(0)
	v.grid.OnFlip = v.onFlip
	v.gridMessage = newMessage(lang.L("hint.grid"))
	v.generators = make(map[generatorKey]*core.Generator)
	v.history = savedHistory(v.prefs)
	v.historyEmpty = widget.NewLabel(lang.L("history.empty"))
	v.historyList = widget.NewList(func() int { return len(v.history) }, v.newHistoryRow, v.updateHistoryRow)

	v.update(true)
	// Typing writes an entry's binding at once but tells the binding's
	// listeners a frame later; reacting in OnChanged keeps keystrokes in
	// order when a person types fast across fields. The listeners catch
	// changes made to the bindings from anywhere else.
	for _, in := range v.inputs {
		in.entry.OnChanged = func(string) { v.onInputChanged() }
		in.text.AddListener(binding.NewDataListener(v.onInputChanged))
	}
	v.idEntry.OnChanged = func(string) { v.onIDChanged() }
	v.idText.AddListener(binding.NewDataListener(v.onIDChanged))
	return v
}

// newMessage makes the small line of text under a field.
func newMessage(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.SizeName = theme.SizeNameCaptionText
	l.Wrapping = fyne.TextWrapWord
	return l
}

func (v *view) content() fyne.CanvasObject {
	labels := [inputCount]string{
		lang.L("input.timestamp"), lang.L("input.datacenter"), lang.L("input.machine"), lang.L("input.sequence"),
	}
	inputs := container.New(layout.NewFormLayout())
	for i, in := range v.inputs {
		label := widget.NewLabelWithStyle(labels[i], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		field := container.NewVBox(in.entry, in.message)
		if i == inTimestamp {
			field.Add(v.secondsHint)
		}
		inputs.Add(container.NewVBox(label))
		inputs.Add(field)
	}

	formats := container.New(layout.NewFormLayout())
	for _, f := range v.formats {
		formats.Add(widget.NewLabel(f.label))
		var value fyne.CanvasObject = f.value
		if f.long {
			value = container.NewHScroll(f.value)
		}
		formats.Add(container.NewBorder(nil, nil, nil, f.copy, value))
	}

	idTitle := widget.NewLabelWithStyle(lang.L("result.title"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	result := container.NewVBox(
		idTitle,
		container.NewBorder(nil, nil, nil, container.NewCenter(container.NewHBox(v.copyBtn, v.nextBtn)), v.idEntry),
		container.NewBorder(nil, nil, nil, v.status, v.idMessage),
		formats,
		newMessage(lang.L("hint.json")),
	)
	// The inputs keep room for a timestamp and its hint however the split is dragged.
	inputsWidth := canvas.NewRectangle(color.Transparent)
	inputsWidth.SetMinSize(fyne.NewSize(380, 0))
	top := container.NewHSplit(container.NewStack(inputsWidth, inputs), result)
	top.Offset = 0.36
	build := container.NewPadded(container.NewVBox(top, widget.NewSeparator(), v.gridMessage, v.grid))
	v.showHistoryHint()
	history := container.NewPadded(container.NewBorder(v.historyEmpty, nil, nil, nil, v.historyList))
	v.batchTab = container.NewTabItemWithIcon(lang.L("tab.generate"), theme.ListIcon(), layout.NewSpacer())
	v.tabs = container.NewAppTabs(
		container.NewTabItemWithIcon(lang.L("tab.build"), theme.GridIcon(), build),
		v.batchTab,
		container.NewTabItemWithIcon(lang.L("tab.history"), theme.HistoryIcon(), history),
	)
	v.tabs.OnSelected = func(t *container.TabItem) {
		if t == v.batchTab {
			v.batchView()
		}
	}
	return v.tabs
}

// batchView returns the Generate tab's view, making it the first time.
func (v *view) batchView() *batchView {
	if v.batch == nil {
		v.batch = newBatchView(v)
		v.batchTab.Content = v.batch.content()
		v.tabs.Refresh()
	}
	return v.batch
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
	if !v.applying {
		v.update(false)
	}
}

// update recomputes the ID from the inputs when they changed since the
// result was shown, or always when fresh is set. Each recomputation reads
// the clock once, so a blank timestamp means the moment of the last change.
func (v *view) update(fresh bool) {
	texts := v.texts()
	if texts == v.shown && !fresh {
		return
	}
	v.shown = texts
	v.show(compute(texts, v.clock()), true)
}

// onIDChanged takes apart an ID typed or pasted into the ID field and fills
// the inputs with its fields. The ID field itself is left as typed.
func (v *view) onIDChanged() {
	text, _ := v.idText.Get()
	if text == v.idSeen {
		return
	}
	v.idSeen = text
	r := decode(text, v.clock())
	if r.valid {
		v.setInputs(r.fields)
	}
	v.show(r, false)
}

// sync catches up with edits whose binding listeners have not run yet, so
// that what is acted on is what is on screen.
func (v *view) sync() {
	v.update(false)
	v.onIDChanged()
}

// setInputs writes f into the inputs without each write recomputing the ID.
// The view writes through the entries, which update their bindings at once,
// rather than through the bindings, which reach the entries a frame later.
func (v *view) setInputs(f core.Fields) {
	texts := [inputCount]string{
		strconv.FormatInt(f.Timestamp, 10),
		strconv.FormatInt(f.Datacenter, 10),
		strconv.FormatInt(f.Machine, 10),
		strconv.FormatInt(f.Sequence, 10),
	}
	v.shown = texts
	v.applying = true
	for i, in := range v.inputs {
		in.entry.SetText(texts[i])
	}
	v.applying = false
}

// compute parses the input texts with core and encodes them if all are valid.
func compute(texts [inputCount]string, now time.Time) result {
	r := result{now: now}
	f := &r.fields
	f.Timestamp, r.errs[inTimestamp] = core.ParseTimestamp(texts[inTimestamp], now.UnixMilli())
	f.Datacenter, r.errs[inDatacenter] = core.ParseDatacenter(texts[inDatacenter])
	f.Machine, r.errs[inMachine] = core.ParseMachine(texts[inMachine])
	f.Sequence, r.errs[inSequence] = core.ParseSequence(texts[inSequence])
	r.blank = strings.TrimSpace(texts[inTimestamp]) == ""
	if errors.Join(r.errs[:]...) == nil {
		id, err := core.Encode(r.fields)
		r.id, r.valid = id, err == nil
	}
	return r
}

// decode takes apart an ID typed as text.
func decode(text string, now time.Time) result {
	id, err := core.ParseID(text)
	if err != nil {
		return result{now: now, idErr: err}
	}
	return resultOf(id, now)
}

// resultOf takes apart id.
func resultOf(id int64, now time.Time) result {
	r := result{now: now, id: id}
	r.fields, r.idErr = core.Decode(id)
	r.valid = r.idErr == nil
	return r
}

// show puts r on screen. writeID says whether the ID field should show r's
// ID; it does not when the person is typing there.
func (v *view) show(r result, writeID bool) {
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
		setMessage(in.message, text, importance)
	}
	v.showSecondsHint()
	v.clearStatus()

	if writeID {
		text := ""
		if r.valid {
			text = strconv.FormatInt(r.id, 10)
		}
		v.idSeen = text
		v.idEntry.SetText(text)
	}
	switch {
	case r.idErr != nil:
		setMessage(v.idMessage, errorText(r.idErr), widget.DangerImportance)
	case !r.valid:
		setMessage(v.idMessage, lang.L("result.invalid"), widget.DangerImportance)
	default:
		setMessage(v.idMessage, lang.L("hint.id"), widget.MediumImportance)
	}
	setMessage(v.gridMessage, lang.L("hint.grid"), widget.MediumImportance)

	for _, f := range v.formats {
		text := "—"
		if r.valid {
			text = f.text(r)
		}
		f.value.SetText(text)
		if r.valid {
			f.copy.Enable()
		} else {
			f.copy.Disable()
		}
	}
	if !r.valid {
		v.copyBtn.Disable()
		v.grid.Disable()
		return
	}
	v.copyBtn.Enable()
	v.grid.Enable()
	v.grid.SetID(r.id)
	v.remember(prefDatacenter, strconv.FormatInt(r.fields.Datacenter, 10))
	v.remember(prefMachine, strconv.FormatInt(r.fields.Machine, 10))
}

// remember stores a field's setting when it changed, sparing a write per
// keystroke. A missing setting counts as the default, so a first start that
// changes nothing writes nothing to disk.
func (v *view) remember(key, value string) {
	if v.prefs.StringWithFallback(key, defaultField) != value {
		v.prefs.SetString(key, value)
	}
}

// setMessage changes a message line only if it changes, to spare a redraw.
func setMessage(l *widget.Label, text string, importance widget.Importance) {
	if l.Text == text && l.Importance == importance {
		return
	}
	l.Importance = importance
	l.SetText(text)
}

// timestampHint says which instant a valid timestamp stands for.
func timestampHint(r result) string {
	iso := r.fields.Time().Format(isoMillis)
	if r.blank {
		return lang.L("hint.now", map[string]any{"Time": iso})
	}
	return iso
}

// secondsSuggestion returns the typed timestamp read as seconds, when it is
// a ten-digit number that makes sense only that way.
func (v *view) secondsSuggestion() (int64, bool) {
	if !errors.Is(v.current.errs[inTimestamp], core.ErrBeforeEpoch) {
		return 0, false
	}
	n, err := core.ParseNumber(v.shown[inTimestamp])
	if err != nil {
		return 0, false
	}
	return core.SecondsAsMillis(n)
}

func (v *view) showSecondsHint() {
	ms, ok := v.secondsSuggestion()
	if !ok {
		v.secondsHint.Hide()
		return
	}
	v.secondsHint.SetText(lang.L("hint.seconds", map[string]any{
		"Millis": ms, "Time": time.UnixMilli(ms).UTC().Format(isoMillis)}))
	v.secondsHint.Show()
}

// onUseSeconds takes up the suggestion to read the timestamp as seconds.
func (v *view) onUseSeconds() {
	v.sync()
	if ms, ok := v.secondsSuggestion(); ok {
		v.inputs[inTimestamp].entry.SetText(strconv.FormatInt(ms, 10))
		v.update(false)
	}
}

// onNow fills the timestamp with the current time in milliseconds.
func (v *view) onNow() {
	v.inputs[inTimestamp].entry.SetText(strconv.FormatInt(v.clock().UnixMilli(), 10))
	v.update(false)
}

// onPasteID puts the clipboard's text into the ID field, to be taken apart.
func (v *view) onPasteID() {
	v.idEntry.SetText(strings.TrimSpace(v.app.Clipboard().Content()))
	v.onIDChanged()
	v.win.Canvas().Focus(v.idEntry)
}

// onFlip flips one bit of the shown ID; the inputs and formats follow.
func (v *view) onFlip(bit int) {
	v.sync()
	if !v.current.valid {
		return
	}
	id, err := core.FlipBit(v.current.id, bit)
	if err != nil {
		setMessage(v.gridMessage, lang.L("error.signBit"), widget.DangerImportance)
		return
	}
	r := resultOf(id, v.clock())
	v.setInputs(r.fields)
	v.show(r, true)
}

// inputGenerator returns the generator for the datacenter and machine in the
// inputs, starting one the first time a pair is used.
func (v *view) inputGenerator() (g *core.Generator, dc, m int64, err error) {
	v.sync()
	dc, dcErr := core.ParseDatacenter(v.shown[inDatacenter])
	m, mErr := core.ParseMachine(v.shown[inMachine])
	if dcErr != nil || mErr != nil {
		return nil, 0, 0, errFixInputs
	}
	key := generatorKey{dc, m}
	if g = v.generators[key]; g == nil {
		if g, err = core.NewGenerator(dc, m); err != nil {
			return nil, 0, 0, err
		}
		v.generators[key] = g
	}
	return g, dc, m, nil
}

// onNextID issues a fresh ID for the datacenter and machine in the inputs,
// shows it and copies it.
func (v *view) onNextID() {
	g, _, _, err := v.inputGenerator()
	var id int64
	if err == nil {
		id, err = g.Next()
	}
	if err != nil {
		v.setStatus(errorText(err), widget.DangerImportance)
		return
	}
	r := resultOf(id, v.clock())
	v.setInputs(r.fields)
	v.show(r, true)
	v.onCopy()
}

func (v *view) onCopy() {
	v.copyFormat(func(r result) string { return strconv.FormatInt(r.id, 10) })
}

// copyFormat copies the shown ID written by text. A blank timestamp first
// takes a fresh current time, so the copy is of now, and the window shows
// exactly what was copied. Nothing is copied while the ID is not valid.
func (v *view) copyFormat(text func(result) string) {
	v.sync()
	if v.current.valid && v.current.blank {
		v.update(true)
	}
	if !v.current.valid {
		v.setStatus(lang.L("status.notCopied"), widget.DangerImportance)
		return
	}
	copied := text(v.current)
	v.app.Clipboard().SetContent(copied)
	v.addHistory(v.current.id)
	v.setStatus(lang.L("status.copied", map[string]any{"Text": copied}), widget.SuccessImportance)
}

// setStatus shows a short confirmation under the ID, cleared after a while.
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

// errorKeys names the translation of each error the window can show.
var errorKeys = []struct {
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
	{core.ErrIDSyntax, "error.idSyntax"},
	{core.ErrDateTime, "error.dateTime"},
	{core.ErrNoZone, "error.noZone"},
	{core.ErrCountRange, "error.countRange"},
	{core.ErrClockBackwards, "error.clockBackwards"},
	{errFixInputs, "error.fixInputs"},
}

// errorText is the message shown for an error, in the user's language.
func errorText(err error) string {
	for _, k := range errorKeys {
		if errors.Is(err, k.err) {
			return lang.X(k.key, err.Error())
		}
	}
	return err.Error()
}
