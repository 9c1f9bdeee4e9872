package gui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

func TestHistoryKeepsFiftyNewestFirst(t *testing.T) {
	var h []copied
	for id := range int64(60) {
		h = withHistory(h, copied{id, core.Twitter.Layout()})
	}
	h = withHistory(h, copied{30, core.Twitter.Layout()}) // copied again: moves to the front, once
	if len(h) != historySize || h[0].id != 30 || h[1].id != 59 || slices.IndexFunc(h[1:], func(c copied) bool { return c.id == 30 }) >= 0 {
		t.Errorf("history = %v", h)
	}
	h = withHistory(h, copied{30, core.Discord.Layout()}) // the same number in another scheme is another time
	if !sameCopy(h[0], copied{30, core.Discord.Layout()}) || !sameCopy(h[1], copied{30, core.Twitter.Layout()}) {
		t.Errorf("history = %v", h[:2])
	}
}

// sameCopy reports whether a and b are the same ID in the same layout.
func sameCopy(a, b copied) bool {
	return a.id == b.id && a.layout.Equal(b.layout)
}

// newViewWithTwoCopies is a window in which the worked example and then its
// sequence-5 sibling were copied.
func newViewWithTwoCopies(t *testing.T) *testView {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	tv.build.onCopy()
	retype(tv.build.inputs[inSequence].entry, "5")
	tv.build.onCopy()
	return tv
}

func TestHistoryCopyAndLoad(t *testing.T) {
	tv := newViewWithTwoCopies(t)
	if !slices.Equal(tv.history.ids(), []int64{4194439173, 4194439168}) {
		t.Fatalf("history = %v", tv.history.ids())
	}
	if tv.history.list.Length() != 2 {
		t.Errorf("history list shows %d rows", tv.history.list.Length())
	}
	// The tab is made when first opened: then its rows fill it.
	tv.tabs.Select(tv.tabs.history)
	if size := tv.history.list.Size(); size.Height < tv.win.Canvas().Size().Height/2 {
		t.Errorf("the History tab's list is %v in a window of %v", size, tv.win.Canvas().Size())
	}
	fyne.CurrentApp().Clipboard().SetContent("")
	tv.copyAgain(copied{4194439168, core.Twitter.Layout()})
	if got := fyne.CurrentApp().Clipboard().Content(); got != "4194439168" {
		t.Errorf("re-copy put %q on the clipboard", got)
	}
	tv.onHistoryLoad(copied{4194439173, core.Twitter.Layout()})
	if tv.build.inputs[inSequence].entry.Text != "5" || tv.tabs.SelectedIndex() != 0 {
		t.Errorf("load gave sequence %q on tab %d", tv.build.inputs[inSequence].entry.Text, tv.tabs.SelectedIndex())
	}
}

// A row shows the ID on the left and its time beside it, and its buttons
// act on that row's ID.
func TestHistoryRowShowsIDAndTime(t *testing.T) {
	tv := newViewWithTwoCopies(t)

	row := newHistoryRow()
	tv.history.list.UpdateItem(1, row)
	if row.id.Text != "4194439168" || row.when.Text != "2010-11-04T01:42:55.657Z" {
		t.Errorf("row 1 shows %q at %q", row.id.Text, row.when.Text)
	}
	row.Resize(fyne.NewSize(700, row.MinSize().Height))
	test.AssertObjectRendersToMarkup(t, "history_row.xml", row) // the ID first, in a column as wide as any ID

	fyne.CurrentApp().Clipboard().SetContent("")
	test.Tap(row.copyBtn)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "4194439168" {
		t.Errorf("the row's Copy put %q on the clipboard", got)
	}
	test.Tap(row.loadBtn)
	if got := tv.build.inputs[inSequence].entry.Text; got != "0" || tv.tabs.SelectedIndex() != 0 {
		t.Errorf("the row's Load gave sequence %q on tab %d", got, tv.tabs.SelectedIndex())
	}
}

// Each entry keeps the scheme it was copied in: after a switch to
// Discord's, the worked example copied as a tweet is still listed at its
// tweet time, and Load brings back the scheme with the number (it filled
// the timestamp with 1420070401000 when only the number was kept).
func TestHistoryKeepsTheScheme(t *testing.T) {
	tv := newViewWithTwoCopies(t)
	tv.model.chooseLayout(core.Discord.Layout())
	tv.tabs.Select(tv.tabs.history)
	row := newHistoryRow()
	tv.history.list.UpdateItem(1, row)
	if row.when.Text != "2010-11-04T01:42:55.657Z" {
		t.Errorf("the worked example, copied as a tweet, is listed at %q", row.when.Text)
	}
	test.Tap(row.loadBtn)
	if got := tv.fieldTexts(); got != [inputCount]string{"1288834975657", "1", "1", "0"} || schemeOf(tv.model.layout) != core.Twitter {
		t.Errorf("Load gave %q in %s", got, schemeOf(tv.model.layout).Name)
	}
	// The person composed it: no doubt that it is an old tweet.
	if msg := tv.build.id.message; msg.Importance == widget.WarningImportance {
		t.Errorf("the loaded worked example is doubted: %q", msg.Text)
	}
	// Copied in Discord's scheme, it is listed at its Discord time, saved
	// so, and read back so.
	tv.model.chooseLayout(core.Discord.Layout())
	tv.build.onCopy()
	if e := tv.history.entries[0]; !e.layout.Equal(core.Discord.Layout()) {
		t.Fatalf("copied in Discord's scheme, kept as %+v", e)
	}
	tv.history.list.UpdateItem(0, row)
	if !strings.Contains(row.when.Text, "(Discord)") {
		t.Errorf("a Discord entry is listed as %q", row.when.Text)
	}
	if again := (settings{fyne.CurrentApp().Preferences()}).history(tv.layouts.own); !sameCopy(again[0], tv.history.entries[0]) || !sameCopy(again[1], tv.history.entries[1]) {
		t.Errorf("saved and read back: %v, kept %v", again[:2], tv.history.entries[:2])
	}
}

// A person's own layout with Twitter's fields and another name is kept in
// the history by its name, and read back as itself (it came back as
// Custom: its fields made it a scheme, whose name was not saved).
func TestHistoryKeepsAnOwnLayoutOfTwittersFields(t *testing.T) {
	tv := newViewWithTwoCopies(t)
	own := core.Twitter.Layout()
	own.Name, own.Epoch = "Tweets", 1577836800000 // 2020-01-01
	tv.layouts.own.save(own, "")
	tv.model.chooseLayout(own)
	tv.build.onCopy()
	if e := tv.history.entries[0]; !e.layout.Equal(own) {
		t.Fatalf("copied in %s, kept as %+v", own.Name, e.layout)
	}
	again := (settings{fyne.CurrentApp().Preferences()}).history(tv.layouts.own)
	if len(again) < 3 || !sameCopy(again[0], tv.history.entries[0]) {
		t.Errorf("saved and read back as %+v, kept as %+v", again[0].layout, tv.history.entries[0].layout)
	}
}
