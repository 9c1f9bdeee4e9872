package gui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"snowflakeid/core"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// testNow is the fixed "now" of the tests' clock, 2025-12-02T10:00:00Z.
var testNow = time.UnixMilli(1764669600000)

// testView is the window built with the test driver, in English, with a
// clock that reads now and a scheduler that keeps what it is given in later.
type testView struct {
	*window
	now   time.Time
	later heldTimers
	ticks heldTimers // the readings again of a blank timestamp's "now"
}

func newTestView(t testing.TB) *testView {
	t.Setenv("LANG", "en_US.UTF-8")
	test.NewTempApp(t)
	words.LoadTranslations()
	tv := &testView{now: testNow}
	tv.rebuild(test.NewTempWindow(t, nil))
	tv.win.Resize(fyne.NewSize(1240, 760))
	return tv
}

// rebuild makes the window afresh in w, in the current language, with the
// test clock, scheduler and time zone. Background work runs in goroutines,
// as in the app; tests that wait for it run it in place instead.
func (tv *testView) rebuild(w fyne.Window) {
	th := newAppTheme(test.Theme())
	th.mode = settings{fyne.CurrentApp().Preferences()}.theme()
	fyne.CurrentApp().Settings().SetTheme(th)
	tv.window = newWindow(fyne.CurrentApp(), w, settings{fyne.CurrentApp().Preferences()}, th,
		func() time.Time { return tv.now },
		tv.later.schedule, nil)
	// Next ID issues in place: the test driver's fyne.Do runs work on the
	// goroutine that calls it, and widgets are not for two goroutines.
	inPlace(tv.issuer)
	// A blank timestamp's "now" ticks on timers of its own, which the tests
	// that mean to run them run.
	tv.later, tv.ticks = nil, nil
	tv.model.schedule = tv.ticks.schedule
	tv.model.keepNow()
	tv.build.formats.local = time.FixedZone("TRT", 3*60*60)
	tv.build.formats.discord.local = tv.build.formats.local
	tv.build.formats.show(tv.model.shown)
}

// heldTimers keeps what a scheduler is given, for the test to run; a
// function whose timer was stopped does nothing when run.
type heldTimers []func()

func (h *heldTimers) schedule(_ time.Duration, f func()) func() {
	stopped := false
	*h = append(*h, func() {
		if !stopped {
			f()
		}
	})
	return func() { stopped = true }
}

// inEnglish starts a test app that speaks English.
func inEnglish(t testing.TB) {
	t.Setenv("LANG", "en_US.UTF-8")
	test.NewTempApp(t)
	words.LoadTranslations()
}

// menuItem finds the main-menu item labelled with the translation of key.
func (tv *testView) menuItem(t testing.TB, key string) *fyne.MenuItem {
	t.Helper()
	for _, m := range tv.win.MainMenu().Items {
		for _, item := range m.Items {
			if menuItemName(item.Label) == lang.L(key) {
				return item
			}
		}
	}
	t.Fatalf("no menu item %q", key)
	return nil
}

// eachObject calls visit for o and everything under it: containers'
// objects and widgets' drawn objects alike. Where visit returns false, what
// is under that object is left out.
func eachObject(o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	if !visit(o) {
		return
	}
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			eachObject(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			eachObject(c, visit)
		}
	}
}

// retype replaces the text of e the way a person does: select all, type.
func retype(e *components.FieldEntry, text string) {
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	if text == "" {
		e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
		return
	}
	test.Type(e, text)
}

func (tv *testView) typeFields(ts, dc, m, seq string) {
	retype(tv.build.inputs[inTimestamp].entry, ts)
	retype(tv.build.inputs[inDatacenter].entry, dc)
	retype(tv.build.inputs[inMachine].entry, m)
	retype(tv.build.inputs[inSequence].entry, seq)
}

func (tv *testView) fieldTexts() [inputCount]string {
	var t [inputCount]string
	for i, in := range tv.build.inputs {
		t[i] = in.entry.Text
	}
	return t
}

// paste replaces the text of e with text in one edit, through the clipboard.
func paste(e *components.FieldEntry, text string) {
	if text == "" {
		retype(e, "")
		return
	}
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent(text)
	e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clip})
}

func TestFocusOrder(t *testing.T) {
	tv := newTestView(t)
	c := tv.win.Canvas()
	want := []fyne.Focusable{
		tv.build.inputs[inTimestamp].entry,
		tv.build.inputs[inDatacenter].entry,
		tv.build.inputs[inMachine].entry,
		tv.build.inputs[inSequence].entry,
	}
	for i, w := range want {
		if c.Focused() != w {
			t.Fatalf("focus stop %d is %T %p, want input %d", i, c.Focused(), c.Focused(), i)
		}
		c.FocusNext()
	}
	if c.Focused() != tv.build.id.entry {
		t.Fatalf("after Sequence the focus is on %T, want the ID field", c.Focused())
	}
	// A typed ID lists its readings between the inputs and the ID, with
	// nothing in them that takes the focus.
	paste(tv.build.id.entry, "175928847299117063")
	c.FocusPrevious()
	if c.Focused() != tv.build.inputs[inSequence].entry {
		t.Fatalf("before the ID field, with the readings listed, the focus is on %T, want Sequence", c.Focused())
	}
	c.FocusNext()
	c.FocusNext()
	if c.Focused() != tv.build.copyBtn {
		t.Errorf("after the ID field the focus is on %T, want Copy", c.Focused())
	}
}

func TestPasteIDMenu(t *testing.T) {
	tv := newTestView(t)
	fyne.CurrentApp().Clipboard().SetContent(" 1382350606417817604\n")
	tv.menuItem(t, "menu.pasteID").Action()
	if got := tv.build.inputs[inMachine].entry.Text; got != "7" {
		t.Errorf("machine = %q after Paste ID, want 7", got)
	}
	if tv.win.Canvas().Focused() != tv.build.id.entry {
		t.Error("Paste ID does not put the focus in the ID field")
	}
}

// frameDriver defers fyne.Do as the GLFW driver does: a function handed to
// it from the main goroutine runs at the next turn of the event loop, not
// at once as under the test driver. frame runs that turn.
type frameDriver struct {
	fyne.Driver
	queued []func()
}

func (d *frameDriver) DoFromGoroutine(f func(), _ bool) {
	d.queued = append(d.queued, f)
}

// frame runs what was deferred, and what that defers in turn.
func (d *frameDriver) frame() {
	for len(d.queued) > 0 {
		q := d.queued
		d.queued = nil
		for _, f := range q {
			f()
		}
	}
}

// frameApp is the test app with a frameDriver.
type frameApp struct {
	fyne.App
	driver *frameDriver
}

func (a *frameApp) Driver() fyne.Driver { return a.driver }

// deferFrames makes fyne.Do defer its work until the returned driver's
// frame is run, for the rest of the test.
func deferFrames(t testing.TB) *frameDriver {
	a := fyne.CurrentApp()
	d := &frameDriver{Driver: a.Driver()}
	fyne.SetCurrentApp(&frameApp{App: a, driver: d})
	t.Cleanup(func() { fyne.SetCurrentApp(a) })
	return d
}

// Text in the ID field that is no ID changes no other field: typed one
// digit at a time, a number that grows past an ID leaves the inputs as they
// were before, and a word leaves a blank timestamp's caption with no
// instant (it read 1970-01-01 before).
func TestARefusedIDChangesNoField(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("", "3", "4", "0")
	before := tv.fieldTexts()
	tv.build.id.entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	test.Type(tv.build.id.entry, "99999999999999999999") // the twentieth digit makes it too large
	if got := tv.fieldTexts(); got != before {
		t.Errorf("after a refused ID the fields hold %q, before %q", got, before)
	}
	if tv.model.shown.valid || !tv.build.copyBtn.Disabled() {
		t.Error("a refused ID left a valid ID to copy")
	}
	retype(tv.build.id.entry, "hello")
	if got := tv.fieldTexts(); got != before {
		t.Errorf("after hello the fields hold %q", got)
	}
	if caption := tv.build.inputs[inTimestamp].message.Text; strings.Contains(caption, "1970") {
		t.Errorf("the blank timestamp's caption reads %q", caption)
	}
	// A valid ID again fills them.
	retype(tv.build.id.entry, "4194439168")
	if got := tv.fieldTexts(); got != [inputCount]string{"1288834975657", "1", "1", "0"} {
		t.Errorf("the worked example fills %q", got)
	}
}

// schemeOf is the scheme whose layout l is, or the zero Scheme.
func schemeOf(l core.Layout) core.Scheme {
	s, _ := l.Scheme()
	return s
}
