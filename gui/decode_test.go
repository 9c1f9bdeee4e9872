package gui

import (
	"errors"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

func (tv *testView) fieldTexts() [inputCount]string {
	var t [inputCount]string
	for i, in := range tv.inputs {
		t[i] = in.entry.Text
	}
	return t
}

// paste replaces the text of e with text in one edit, through the clipboard.
func paste(e *widget.Entry, text string) {
	if text == "" {
		retype(e, "")
		return
	}
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	clip := fyne.CurrentApp().Clipboard()
	clip.SetContent(text)
	e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clip})
}

func TestPastedIDFillsFields(t *testing.T) {
	tests := []struct {
		typed string
		want  [inputCount]string
		id    int64
	}{
		{"1382350606417817604", [inputCount]string{"1618413042059", "10", "7", "4"}, 1382350606417817604},
		{"0x00000000FA021000", [inputCount]string{"1288834975657", "1", "1", "0"}, 4194439168},
		{" 4.194.439.168 ", [inputCount]string{"1288834975657", "1", "1", "0"}, 4194439168},
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			tv := newTestView(t)
			retype(tv.idEntry, tt.typed)
			if got := tv.fieldTexts(); got != tt.want {
				t.Errorf("fields = %q, want %q", got, tt.want)
			}
			if tv.grid.ID() != tt.id || tv.copyBtn.Disabled() {
				t.Errorf("grid shows %d (Copy disabled %v), want %d", tv.grid.ID(), tv.copyBtn.Disabled(), tt.id)
			}
			if tv.idEntry.Text != tt.typed {
				t.Errorf("the ID field was rewritten to %q while typing %q", tv.idEntry.Text, tt.typed)
			}
		})
	}
}

func TestEditingFieldAfterPasteReencodes(t *testing.T) {
	tv := newTestView(t)
	retype(tv.idEntry, "1382350606417817604")
	retype(tv.inputs[inSequence].entry, "5")
	if got := tv.idEntry.Text; got != "1382350606417817605" {
		t.Errorf("ID field = %q after changing the sequence to 5, want 1382350606417817605", got)
	}
	test.Tap(tv.copyBtn)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "1382350606417817605" {
		t.Errorf("clipboard = %q", got)
	}
}

func TestBadIDIsExplained(t *testing.T) {
	tests := []struct {
		typed string
		want  error
	}{
		{"-1", core.ErrNegativeID},
		{"9223372036854775808", core.ErrTooLarge},
		{"0x8000000000000000", core.ErrTooLarge},
		{"twelve", core.ErrIDSyntax},
		{"", core.ErrEmpty},
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			tv := newTestView(t)
			tv.typeFields("1288834975657", "1", "1", "0")
			before := tv.fieldTexts()
			paste(tv.idEntry, tt.typed)
			fyne.CurrentApp().Clipboard().SetContent("before")

			if tv.idMessage.Text != errorText(tt.want) || tv.idMessage.Importance != widget.DangerImportance {
				t.Errorf("message = %q, want %q as an error", tv.idMessage.Text, errorText(tt.want))
			}
			if got := tv.fieldTexts(); got != before {
				t.Errorf("fields changed to %q", got)
			}
			if !tv.copyBtn.Disabled() || !tv.grid.Disabled() {
				t.Error("Copy or the grid still enabled for a bad ID")
			}
			tv.onCopy()
			if got := fyne.CurrentApp().Clipboard().Content(); got != "before" {
				t.Errorf("clipboard = %q, want it left alone", got)
			}
		})
	}
}

func TestFlipBitByTap(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	r := test.TempWidgetRenderer(t, tv.grid).(*bitGridRenderer)

	cell := r.cells[63] // bit 0
	test.TapAt(tv.grid, cell.Position().AddXY(cell.Size().Width/2, cell.Size().Height/2))
	if got := tv.inputs[inSequence].entry.Text; got != "1" {
		t.Errorf("sequence = %q after tapping bit 0, want 1", got)
	}
	if tv.idEntry.Text != "4194439169" || tv.grid.ID() != 4194439169 {
		t.Errorf("ID field %q, grid %d after tapping bit 0", tv.idEntry.Text, tv.grid.ID())
	}

	cell = r.cells[63-22] // the timestamp's lowest bit: 1000 ms becomes 1001
	test.TapAt(tv.grid, cell.Position().AddXY(1, 1))
	if got := tv.inputs[inTimestamp].entry.Text; got != "1288834975658" {
		t.Errorf("timestamp = %q after tapping bit 22, want 1288834975658", got)
	}
}

func TestFlipBitByKeyboard(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	c := tv.win.Canvas()
	c.Focus(tv.grid)

	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	c.Focused().TypedRune(' ')
	if got := tv.inputs[inSequence].entry.Text; got != "2" {
		t.Errorf("sequence = %q after End, Left, Space; want 2", got)
	}
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	c.Focused().TypedRune(' ')
	if got := tv.inputs[inSequence].entry.Text; got != "3" {
		t.Errorf("sequence = %q after Right, Space; want 3", got)
	}
}

func TestSignBitCannotBeSet(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	tv.win.Canvas().Focus(tv.grid)
	tv.grid.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	tv.grid.TypedRune(' ')
	if tv.grid.ID() != 4194439168 || tv.idEntry.Text != "4194439168" {
		t.Errorf("flipping the sign bit changed the ID to %d", tv.grid.ID())
	}
	if tv.gridMessage.Importance != widget.DangerImportance || tv.gridMessage.Text == "" {
		t.Error("flipping the sign bit says nothing")
	}
}

func TestEveryFormatCopiesWhatItShows(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	want := []string{
		"0x00000000fa021000",
		"0 00000000000000000000000000000001111101000 00001 00001 000000000000",
		`"4194439168"`,
		"1288834975657",
		"2010-11-04T01:42:55.657Z",
		"2010-11-04 04:42:55.657 +03:00 TRT",
		"15 years ago",
	}
	for i, f := range tv.formats {
		if f.value.Text != want[i] {
			t.Errorf("format %q shows %q, want %q", f.label, f.value.Text, want[i])
		}
		test.Tap(f.copy)
		if got := fyne.CurrentApp().Clipboard().Content(); got != f.value.Text {
			t.Errorf("copying %q put %q on the clipboard, want %q", f.label, got, f.value.Text)
		}
	}
}

func TestTimestampAcceptsDates(t *testing.T) {
	tv := newTestView(t)
	retype(tv.inputs[inTimestamp].entry, "2021-04-14T18:10:42.059+03:00")
	if got := tv.formats[3].value.Text; got != "1618413042059" {
		t.Errorf("Unix ms = %q, want 1618413042059", got)
	}
	retype(tv.inputs[inTimestamp].entry, "2021-04-14T15:10:42")
	if !errors.Is(tv.current.errs[inTimestamp], core.ErrNoZone) {
		t.Errorf("a date-time without a zone gives %v, want ErrNoZone", tv.current.errs[inTimestamp])
	}
}

func TestSecondsSuggestion(t *testing.T) {
	tv := newTestView(t)
	ts := tv.inputs[inTimestamp].entry
	retype(ts, "1618413042")
	if !tv.secondsHint.Visible() || tv.copyBtn.Disabled() == false {
		t.Fatalf("ten digits: suggestion shown %v, Copy disabled %v", tv.secondsHint.Visible(), tv.copyBtn.Disabled())
	}
	ts.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if ts.Text != "1618413042000" || tv.secondsHint.Visible() {
		t.Errorf("after Enter the timestamp is %q (suggestion shown %v), want 1618413042000", ts.Text, tv.secondsHint.Visible())
	}

	retype(ts, "1618413042")
	test.Tap(tv.secondsHint)
	if ts.Text != "1618413042000" {
		t.Errorf("after tapping the suggestion the timestamp is %q", ts.Text)
	}

	retype(ts, "1618413042059")
	if tv.secondsHint.Visible() {
		t.Error("a millisecond timestamp gets the seconds suggestion")
	}
}

func TestNowFillsTimestamp(t *testing.T) {
	tv := newTestView(t)
	tv.now = testNow.Add(time.Second)
	tv.menuItem(t, "menu.now").Action()
	if got := tv.inputs[inTimestamp].entry.Text; got != "1764669601000" {
		t.Errorf("timestamp = %q after Now, want 1764669601000", got)
	}
}

func TestPasteIDMenu(t *testing.T) {
	tv := newTestView(t)
	fyne.CurrentApp().Clipboard().SetContent(" 1382350606417817604\n")
	tv.menuItem(t, "menu.pasteID").Action()
	if got := tv.inputs[inMachine].entry.Text; got != "7" {
		t.Errorf("machine = %q after Paste ID, want 7", got)
	}
	if tv.win.Canvas().Focused() != tv.idEntry {
		t.Error("Paste ID does not put the focus in the ID field")
	}
}

func TestRelativeTime(t *testing.T) {
	t.Setenv("LANG", "en_US.UTF-8")
	test.NewTempApp(t)
	loadTranslations()
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		d    time.Duration
		want string
	}{
		{0, "now"},
		{-1 * time.Second, "1 second ago"},
		{-3 * time.Minute, "3 minutes ago"},
		{2 * 24 * time.Hour, "in 2 days"},
		{time.Hour + time.Minute, "in 1 hour"},
		{-400 * 24 * time.Hour, "1 year ago"},
		{-60 * 24 * time.Hour, "2 months ago"},
	}
	for _, tt := range tests {
		if got := relativeTime(now.Add(tt.d), now); got != tt.want {
			t.Errorf("relativeTime(now%+v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}
