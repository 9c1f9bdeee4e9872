package gui

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

// testNow is the fixed "now" of the tests' clock, 2025-12-02T10:00:00Z.
var testNow = time.UnixMilli(1764669600000)

// testView builds the window with the test driver, in English, with a clock
// that reads *now and a scheduler that keeps what it is given in *later.
type testView struct {
	*view
	win   fyne.Window
	now   time.Time
	later []func()
}

func newTestView(t testing.TB) *testView {
	t.Setenv("LANG", "en_US.UTF-8")
	a := test.NewTempApp(t)
	loadTranslations()
	th := newAppTheme(test.Theme())
	a.Settings().SetTheme(th)
	tv := &testView{now: testNow}
	tv.win = test.NewTempWindow(t, nil)
	tv.view = build(a, tv.win, th,
		func() time.Time { return tv.now },
		func(_ time.Duration, f func()) { tv.later = append(tv.later, f) })
	tv.local = time.FixedZone("TRT", 3*60*60)
	tv.update(true)
	tv.win.Resize(fyne.NewSize(1240, 760))
	return tv
}

// menuItem finds the main-menu item labelled with the translation of key.
func (tv *testView) menuItem(t testing.TB, key string) *fyne.MenuItem {
	t.Helper()
	for _, m := range tv.win.MainMenu().Items {
		for _, item := range m.Items {
			if item.Label == lang.L(key) {
				return item
			}
		}
	}
	t.Fatalf("no menu item %q", key)
	return nil
}

// retype replaces the text of e the way a person does: select all, type.
func retype(e *widget.Entry, text string) {
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	if text == "" {
		e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
		return
	}
	test.Type(e, text)
}

func (tv *testView) typeFields(ts, dc, m, seq string) {
	retype(tv.inputs[inTimestamp].entry, ts)
	retype(tv.inputs[inDatacenter].entry, dc)
	retype(tv.inputs[inMachine].entry, m)
	retype(tv.inputs[inSequence].entry, seq)
}

func TestWorkedExampleShowsIDAndBits(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")

	if got := tv.idEntry.Text; got != "4194439168" {
		t.Fatalf("ID shown = %q, want 4194439168", got)
	}
	if tv.copyBtn.Disabled() || tv.grid.Disabled() {
		t.Error("Copy or the grid is disabled for a valid ID")
	}
	// 4194439168 = 1000<<22 | 1<<17 | 1<<12: bits 12, 17, 25 and 27..31.
	set := map[int]bool{12: true, 17: true, 25: true, 27: true, 28: true, 29: true, 30: true, 31: true}
	for bit := range 64 {
		if tv.grid.Bit(bit) != set[bit] {
			t.Errorf("grid bit %d = %v, want %v", bit, tv.grid.Bit(bit), set[bit])
		}
	}
	if got := tv.inputs[inTimestamp].message.Text; got != "2010-11-04T01:42:55.657Z" {
		t.Errorf("timestamp hint = %q, want the ISO time of the input", got)
	}
	tv.win.Content().Refresh() // lay out again for the final texts, as a real window does each frame
	test.AssertRendersToMarkup(t, "worked_example.xml", tv.win.Canvas())
}

func TestCopyPutsShownIDOnClipboard(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1.288.834.975.657", "1", "1", "0")

	test.Tap(tv.copyBtn)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "4194439168" {
		t.Fatalf("clipboard = %q after Copy, want 4194439168", got)
	}
	if tv.status.Text != "Copied 4194439168" {
		t.Errorf("status = %q after Copy, want a confirmation", tv.status.Text)
	}
	if len(tv.later) != 1 {
		t.Fatalf("Copy scheduled %d functions, want one that clears the confirmation", len(tv.later))
	}
	tv.later[0]()
	if tv.status.Text != "" {
		t.Errorf("status = %q after its timeout, want it cleared", tv.status.Text)
	}
}

func TestMenuCopyShortcut(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")

	item := tv.menuItem(t, "menu.copyID")
	if item.Shortcut != copyIDShortcut {
		t.Fatalf("Edit menu's first item has shortcut %v, want Ctrl+Shift+C", item.Shortcut)
	}
	item.Action()
	if got := fyne.CurrentApp().Clipboard().Content(); got != "4194439168" {
		t.Fatalf("clipboard = %q after the menu's Copy ID, want 4194439168", got)
	}
}

func TestInvalidFieldBlocksCopy(t *testing.T) {
	tests := []struct {
		name  string
		field int
		text  string
		want  error
	}{
		{"sequence 4096", inSequence, "4096", core.ErrSequenceRange},
		{"datacenter 32", inDatacenter, "32", core.ErrDatacenterRange},
		{"machine letters", inMachine, "x", core.ErrNotDecimal},
		{"machine blank", inMachine, "", core.ErrEmpty},
		{"datacenter sign", inDatacenter, "-1", core.ErrDatacenterRange},
		{"timestamp before epoch", inTimestamp, "1288834974656", core.ErrBeforeEpoch},
		{"timestamp too late", inTimestamp, "3487858230209", core.ErrAfterLastInstant},
		{"timestamp grouping", inTimestamp, "1288834975.657", core.ErrGrouping},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tv := newTestView(t)
			tv.typeFields("1288834975657", "1", "1", "0")
			clip := fyne.CurrentApp().Clipboard()
			clip.SetContent("before")

			retype(tv.inputs[tt.field].entry, tt.text)
			msg := tv.inputs[tt.field].message
			if msg.Text != errorText(tt.want) || msg.Importance != widget.DangerImportance {
				t.Errorf("message under the field = %q (importance %d), want %q as an error",
					msg.Text, msg.Importance, errorText(tt.want))
			}
			if !tv.copyBtn.Disabled() {
				t.Error("Copy is enabled with an invalid field")
			}
			if tv.idEntry.Text == "4194439168" {
				t.Error("the last valid ID is still shown as if it were current")
			}
			tv.onCopy()
			if got := clip.Content(); got != "before" {
				t.Errorf("clipboard = %q, want it left alone", got)
			}
			if tv.status.Text == "" || tv.status.Importance != widget.DangerImportance {
				t.Error("copying an invalid ID says nothing")
			}

			retype(tv.inputs[tt.field].entry, map[int]string{inTimestamp: "1288834975657"}[tt.field])
			if tt.field != inTimestamp {
				retype(tv.inputs[tt.field].entry, "1")
				if tt.field == inSequence {
					retype(tv.inputs[tt.field].entry, "0")
				}
			}
			if tv.copyBtn.Disabled() || tv.idEntry.Text != "4194439168" {
				t.Errorf("after fixing the field: ID %q, Copy disabled %v", tv.idEntry.Text, tv.copyBtn.Disabled())
			}
		})
	}
}

func TestBlankTimestampMeansNow(t *testing.T) {
	tv := newTestView(t)
	want, _ := core.Encode(core.Fields{Timestamp: testNow.UnixMilli()})
	if got := tv.idEntry.Text; got != strconv.FormatInt(want, 10) {
		t.Fatalf("fresh start shows %q, want the ID of now, %d", got, want)
	}
	if got := tv.inputs[inTimestamp].message.Text; got != "Now: 2025-12-02T10:00:00.000Z" {
		t.Errorf("timestamp hint = %q", got)
	}

	// Copying a minute later copies, and shows, the ID of that moment.
	tv.now = testNow.Add(time.Minute)
	tv.onCopy()
	copied := fyne.CurrentApp().Clipboard().Content()
	id, err := strconv.ParseInt(copied, 10, 64)
	if err != nil {
		t.Fatalf("clipboard holds %q: %v", copied, err)
	}
	f, _ := core.Decode(id)
	if f.Timestamp != tv.now.UnixMilli() {
		t.Errorf("copied ID has timestamp %d, want the time of the copy %d", f.Timestamp, tv.now.UnixMilli())
	}
	if tv.idEntry.Text != copied || tv.grid.ID() != id {
		t.Errorf("shown %q and grid %d differ from the copied %q", tv.idEntry.Text, tv.grid.ID(), copied)
	}
}

func TestTypedTimestampIgnoresClock(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	tv.now = testNow.Add(time.Hour)
	tv.onCopy()
	if got := fyne.CurrentApp().Clipboard().Content(); got != "4194439168" {
		t.Errorf("clipboard = %q, want 4194439168 whatever the clock says", got)
	}
}

func TestFocusOrder(t *testing.T) {
	tv := newTestView(t)
	c := tv.win.Canvas()
	want := []fyne.Focusable{
		tv.inputs[inTimestamp].entry,
		tv.inputs[inDatacenter].entry,
		tv.inputs[inMachine].entry,
		tv.inputs[inSequence].entry,
	}
	for i, w := range want {
		if c.Focused() != w {
			t.Fatalf("focus stop %d is %T %p, want input %d", i, c.Focused(), c.Focused(), i)
		}
		c.FocusNext()
	}
	if c.Focused() != tv.idEntry {
		t.Fatalf("after Sequence the focus is on %T, want the ID field", c.Focused())
	}
	c.FocusNext()
	if c.Focused() != tv.copyBtn {
		t.Errorf("after the ID field the focus is on %T, want Copy", c.Focused())
	}
}

func BenchmarkEdit(b *testing.B) {
	tv := newTestView(b)
	tv.typeFields("1288834975657", "1", "1", "0")
	seq := tv.inputs[inSequence].text
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		want := int64(4194439168 + i%4096)
		if err := seq.Set(strconv.Itoa(i % 4096)); err != nil {
			b.Fatal(err)
		}
		if tv.grid.ID() != want {
			b.Fatalf("grid shows %d after the edit, want %d", tv.grid.ID(), want)
		}
	}
}

func TestAboutShowsNameAndVersion(t *testing.T) {
	newTestView(t)
	title, body := aboutText(fyne.AppMetadata{Name: "Snowflake ID Generator", Version: "1.2.3", Build: 7})
	if title != "Snowflake ID Generator" || !strings.Contains(body, "Version 1.2.3 (build 7)") {
		t.Errorf("About for a packaged build = %q, %q", title, body)
	}
	title, body = aboutText(fyne.AppMetadata{})
	if title != "Snowflake ID Generator" || strings.Contains(body, "Version") {
		t.Errorf("About for a plain build = %q, %q; want the app's title and no version", title, body)
	}
}
