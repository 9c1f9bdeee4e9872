package gui

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
)

func TestWorkedExampleShowsIDAndBits(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")

	if got := tv.build.id.entry.Text; got != "4194439168" {
		t.Fatalf("ID shown = %q, want 4194439168", got)
	}
	if tv.build.copyBtn.Disabled() || tv.build.grid.Disabled() {
		t.Error("Copy or the grid is disabled for a valid ID")
	}
	// 4194439168 = 1000<<22 | 1<<17 | 1<<12: bits 12, 17, 25 and 27..31.
	set := map[int]bool{12: true, 17: true, 25: true, 27: true, 28: true, 29: true, 30: true, 31: true}
	for bit := range 64 {
		if tv.build.grid.Bit(bit) != set[bit] {
			t.Errorf("grid bit %d = %v, want %v", bit, tv.build.grid.Bit(bit), set[bit])
		}
	}
	if got := tv.build.inputs[inTimestamp].message.Text; got != "2010-11-04T01:42:55.657Z" {
		t.Errorf("timestamp hint = %q, want the ISO time of the input", got)
	}
	// The grid alone: its cells, colours, part names and values. The other
	// widgets' texts are asserted above and in their own tests.
	test.AssertObjectRendersToMarkup(t, "grid_worked_example.xml", tv.build.grid)
}

func TestCopyPutsShownIDOnClipboard(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1.288.834.975.657", "1", "1", "0")

	test.Tap(tv.build.copyBtn)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "4194439168" {
		t.Fatalf("clipboard = %q after Copy, want 4194439168", got)
	}
	if tv.status.text() != "Copied 4194439168" {
		t.Errorf("status = %q after Copy, want a confirmation", tv.status.text())
	}
	if len(tv.later) != 1 {
		t.Fatalf("Copy scheduled %d functions, want one that clears the confirmation", len(tv.later))
	}
	tv.later[0]()
	if tv.status.text() != "" {
		t.Errorf("status = %q after its timeout, want it cleared", tv.status.text())
	}
}

func TestMenuCopyShortcut(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")

	item := tv.menuItem(t, "menu.copyID")
	if item.Shortcut.ShortcutName() != copyIDShortcut.ShortcutName() {
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

			retype(tv.build.inputs[tt.field].entry, tt.text)
			msg := tv.build.inputs[tt.field].message
			if msg.Text != errorText(tt.want) || msg.Importance != widget.DangerImportance {
				t.Errorf("message under the field = %q (importance %d), want %q as an error",
					msg.Text, msg.Importance, errorText(tt.want))
			}
			if !tv.build.copyBtn.Disabled() {
				t.Error("Copy is enabled with an invalid field")
			}
			if tv.build.id.entry.Text == "4194439168" {
				t.Error("the last valid ID is still shown as if it were current")
			}
			tv.build.onCopy()
			if got := clip.Content(); got != "before" {
				t.Errorf("clipboard = %q, want it left alone", got)
			}
			if tv.status.text() == "" || tv.status.label.Importance != widget.DangerImportance {
				t.Error("copying an invalid ID says nothing")
			}
			for _, f := range tv.later {
				f()
			}
			if tv.status.text() == "" {
				t.Error("the failure left the status line on its own, before the person did anything")
			}

			retype(tv.build.inputs[tt.field].entry, [inputCount]string{"1288834975657", "1", "1", "0"}[tt.field])
			if tv.build.copyBtn.Disabled() || tv.build.id.entry.Text != "4194439168" {
				t.Errorf("after fixing the field: ID %q, Copy disabled %v", tv.build.id.entry.Text, tv.build.copyBtn.Disabled())
			}
		})
	}
}

func TestBlankTimestampMeansNow(t *testing.T) {
	tv := newTestView(t)
	want, _ := core.Encode(core.Fields{Timestamp: testNow.UnixMilli()})
	if got := tv.build.id.entry.Text; got != strconv.FormatInt(want, 10) {
		t.Fatalf("fresh start shows %q, want the ID of now, %d", got, want)
	}
	if got := tv.build.inputs[inTimestamp].message.Text; got != "Now: 2025-12-02T10:00:00.000Z, read again every 10 s and at the moment you copy" {
		t.Errorf("timestamp hint = %q", got)
	}

	// Copying a minute later copies, and shows, the ID of that moment.
	tv.now = testNow.Add(time.Minute)
	tv.build.onCopy()
	copied := fyne.CurrentApp().Clipboard().Content()
	id, err := strconv.ParseInt(copied, 10, 64)
	if err != nil {
		t.Fatalf("clipboard holds %q: %v", copied, err)
	}
	f, _ := core.Decode(id)
	if f.Timestamp != tv.now.UnixMilli() {
		t.Errorf("copied ID has timestamp %d, want the time of the copy %d", f.Timestamp, tv.now.UnixMilli())
	}
	if tv.build.id.entry.Text != copied || tv.build.grid.ID() != id {
		t.Errorf("shown %q and grid %d differ from the copied %q", tv.build.id.entry.Text, tv.build.grid.ID(), copied)
	}
}

func TestTypedTimestampIgnoresClock(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	tv.now = testNow.Add(time.Hour)
	tv.build.onCopy()
	if got := fyne.CurrentApp().Clipboard().Content(); got != "4194439168" {
		t.Errorf("clipboard = %q, want 4194439168 whatever the clock says", got)
	}
}

func TestTimestampAcceptsDates(t *testing.T) {
	tv := newTestView(t)
	retype(tv.build.inputs[inTimestamp].entry, "2021-04-14T18:10:42.059+03:00")
	if got := tv.build.formats.rows[formUnixMs].value.Text; got != "1618413042059" {
		t.Errorf("Unix ms = %q, want 1618413042059", got)
	}
	retype(tv.build.inputs[inTimestamp].entry, "2021-04-14T15:10:42")
	if !errors.Is(tv.model.shown.errs[inTimestamp], core.ErrNoZone) {
		t.Errorf("a date-time without a zone gives %v, want ErrNoZone", tv.model.shown.errs[inTimestamp])
	}
}

func TestSecondsSuggestion(t *testing.T) {
	tv := newTestView(t)
	ts := tv.build.inputs[inTimestamp].entry
	retype(ts, "1618413042")
	if !tv.build.secondsHint.Visible() || tv.build.copyBtn.Disabled() == false {
		t.Fatalf("ten digits: suggestion shown %v, Copy disabled %v", tv.build.secondsHint.Visible(), tv.build.copyBtn.Disabled())
	}
	ts.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if ts.Text != "1618413042000" || tv.build.secondsHint.Visible() {
		t.Errorf("after Enter the timestamp is %q (suggestion shown %v), want 1618413042000", ts.Text, tv.build.secondsHint.Visible())
	}

	retype(ts, "1618413042")
	test.Tap(tv.build.secondsHint)
	if ts.Text != "1618413042000" {
		t.Errorf("after tapping the suggestion the timestamp is %q", ts.Text)
	}

	retype(ts, "1618413042059")
	if tv.build.secondsHint.Visible() {
		t.Error("a millisecond timestamp gets the seconds suggestion")
	}

	// In a layout of epoch 0, ten digits are a time of 1970 as
	// milliseconds: the suggestion is offered there too.
	tv.build.picker.choice.SetSelected("TikTok")
	ts = tv.build.inputs[0].entry
	retype(ts, "1700000000")
	if !tv.build.secondsHint.Visible() {
		t.Fatal("TikTok, ten digits: no suggestion")
	}
	test.Tap(tv.build.secondsHint)
	if ts.Text != "1700000000000" {
		t.Errorf("TikTok: after tapping the suggestion the time is %q", ts.Text)
	}
}

func TestNowFillsTimestamp(t *testing.T) {
	tv := newTestView(t)
	tv.now = testNow.Add(time.Second)
	tv.menuItem(t, "menu.now").Action()
	if got := tv.build.inputs[inTimestamp].entry.Text; got != "1764669601000" {
		t.Errorf("timestamp = %q after Now, want 1764669601000", got)
	}
}

func BenchmarkEdit(b *testing.B) {
	tv := newTestView(b)
	tv.typeFields("1288834975657", "1", "1", "0")
	seq := tv.model.inputs[inSequence]
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		want := int64(4194439168 + i%4096)
		if err := seq.Set(strconv.Itoa(i % 4096)); err != nil {
			b.Fatal(err)
		}
		if tv.build.grid.ID() != want {
			b.Fatalf("grid shows %d after the edit, want %d", tv.build.grid.ID(), want)
		}
	}
}

// agree checks that the ID field and the grid show the ID the inputs make,
// and that invalid inputs show none.
func (tv *testView) agree(t *testing.T, when string) {
	t.Helper()
	in := tv.build.inputs
	f := core.Fields{}
	var errs [4]error
	f.Timestamp, errs[0] = core.ParseTimestamp(in[inTimestamp].entry.Text, testNow.UnixMilli())
	f.Datacenter, errs[1] = core.ParseDatacenter(in[inDatacenter].entry.Text)
	f.Machine, errs[2] = core.ParseMachine(in[inMachine].entry.Text)
	f.Sequence, errs[3] = core.ParseSequence(in[inSequence].entry.Text)
	if errors.Join(errs[:]...) != nil {
		if tv.build.id.entry.Text != "" || !tv.build.copyBtn.Disabled() {
			t.Errorf("%s: invalid inputs show the ID %q", when, tv.build.id.entry.Text)
		}
		return
	}
	want, _ := core.Encode(f)
	if id, err := core.ParseID(tv.build.id.entry.Text); err != nil || id != want || tv.build.grid.ID() != want {
		t.Errorf("%s: ID field %q, grid %d; the inputs make %d", when, tv.build.id.entry.Text, tv.build.grid.ID(), want)
	}
}

// In the real app, fyne.Do and Fyne's own binding listeners run a frame
// later. The entries' bindings are the model's own texts, which answer at
// once: this test types across all five fields and back with no frame in
// between, as a fast typist does, and checks after every keystroke that
// the binding holds what the entry shows and that the ID, the inputs and
// the clipboard agree; it sets a binding from code and checks that
// everything follows before any frame; then it lets the frames run and
// checks that nothing changes late.
func TestFastTypingAgreesWithoutFrames(t *testing.T) {
	tv := newTestView(t)
	d := deferFrames(t)
	tv.rebuild(tv.win) // again, now with fyne.Do deferred
	d.frame()          // the first frame: the entries take in their bindings

	ts, dc, m, seq := tv.build.inputs[inTimestamp].entry, tv.build.inputs[inDatacenter].entry,
		tv.build.inputs[inMachine].entry, tv.build.inputs[inSequence].entry
	agree := func(when string) { tv.agree(t, when) }

	for i, step := range []struct {
		entry *components.FieldEntry
		text  string
	}{{ts, "1288834975657"}, {dc, "1"}, {m, "1"}, {seq, "0"}} {
		step.entry.TypedShortcut(&fyne.ShortcutSelectAll{})
		for _, r := range step.text {
			step.entry.TypedRune(r)
			if got, _ := tv.model.inputs[i].Get(); got != step.entry.Text {
				t.Errorf("typing %q: the binding holds %q", step.entry.Text, got)
			}
			agree("typing " + step.entry.Text)
		}
	}
	retype(tv.build.id.entry, "1382350606417817604")
	if got := tv.fieldTexts(); got != [inputCount]string{"1618413042059", "10", "7", "4"} {
		t.Errorf("after typing an ID the inputs are %q", got)
	}
	retype(seq, "5")
	agree("sequence 5 after the ID")
	tv.build.onCopy()
	if got := fyne.CurrentApp().Clipboard().Content(); got != "1382350606417817605" {
		t.Errorf("copied %q before the frame ran", got)
	}

	// A binding set from code is an edit: the entry, the ID, the grid and
	// the messages follow before any frame runs.
	_ = tv.model.inputs[inSequence].Set("7")
	agree("sequence 7 set from code")
	if seq.Text != "7" || tv.build.id.entry.Text != "1382350606417817607" {
		t.Errorf("after setting the binding: sequence %q, ID %q", seq.Text, tv.build.id.entry.Text)
	}
	_ = tv.model.id.Set("4194439168")
	if got := tv.fieldTexts(); got != [inputCount]string{"1288834975657", "1", "1", "0"} || tv.build.grid.ID() != 4194439168 {
		t.Errorf("after setting the ID's binding the inputs are %q and the grid shows %d", got, tv.build.grid.ID())
	}
	_ = tv.model.inputs[inMachine].Set("32")
	if tv.build.id.entry.Text != "" || !tv.build.copyBtn.Disabled() || tv.build.inputs[inMachine].message.Importance != widget.DangerImportance {
		t.Errorf("machine 32 set from code leaves the ID %q and its message %q", tv.build.id.entry.Text, tv.build.inputs[inMachine].message.Text)
	}
	_ = tv.model.inputs[inMachine].Set("7")

	d.frame()
	agree("after the frame")
	if got := tv.build.id.entry.Text; got != "4194463744" {
		t.Errorf("after the frame the ID field holds %q, want 4194463744 (machine 7)", got)
	}
}

// A paste longer than a field takes is refused, with a message under the
// field: Fyne would measure a megabyte of text for many minutes.
func TestTooLongPasteIsRefused(t *testing.T) {
	tv := newTestView(t)
	long := strings.Repeat("1382350606417817604 ", components.MaxFieldText/20+1)
	for _, f := range []struct {
		entry   *components.FieldEntry
		message *widget.Label
	}{
		{tv.build.inputs[inTimestamp].entry, tv.build.inputs[inTimestamp].message},
		{tv.build.id.entry, tv.build.id.message},
	} {
		before := f.entry.Text
		paste(f.entry, long)
		if f.entry.Text != before || f.message.Text != components.TooLongText() || f.message.Importance != widget.DangerImportance {
			t.Errorf("after a paste of %d bytes the entry holds %d bytes and says %q", len(long), len(f.entry.Text), f.message.Text)
		}
	}
	fyne.CurrentApp().Clipboard().SetContent(long)
	tv.onPasteID() // Ctrl+Shift+V
	if tv.build.id.entry.Text == long || tv.build.id.message.Text != components.TooLongText() {
		t.Errorf("Paste ID of %d bytes left %d bytes in the ID field", len(long), len(tv.build.id.entry.Text))
	}
	paste(tv.build.id.entry, long[:components.MaxFieldText-1]) // a long text a field still takes
	if len(tv.build.id.entry.Text) != components.MaxFieldText-1 || tv.build.id.message.Text == components.TooLongText() {
		t.Errorf("a paste of %d bytes was refused", components.MaxFieldText-1)
	}
}

// editAllocations is what one edit of an input may allocate, from the
// entry's text to the ID field and the grid redrawn: today about 250.
const editAllocations = 300

// An edit's allocations are a budget no machine's speed moves.
func TestEditAllocations(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	seq := tv.model.inputs[inSequence]
	i := 0
	allocs := testing.AllocsPerRun(200, func() {
		i++
		if err := seq.Set(strconv.Itoa(i % 4096)); err != nil {
			t.Fatal(err)
		}
	})
	if want := int64(4194439168 + i%4096); tv.build.grid.ID() != want {
		t.Fatalf("grid shows %d after the edits, want %d", tv.build.grid.ID(), want)
	}
	if allocs > editAllocations {
		t.Errorf("an edit allocates %.0f times; the budget is %d", allocs, editAllocations)
	}
}
