package gui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestHistoryKeepsFiftyNewestFirst(t *testing.T) {
	var h []int64
	for id := range int64(60) {
		h = withHistory(h, id)
	}
	h = withHistory(h, 30) // copied again: moves to the front, once
	if len(h) != historySize || h[0] != 30 || h[1] != 59 || slices.Index(h[1:], 30) >= 0 {
		t.Errorf("history = %v", h)
	}
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
	if !slices.Equal(tv.history.ids, []int64{4194439173, 4194439168}) {
		t.Fatalf("history = %v", tv.history.ids)
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
	tv.onHistoryCopy(4194439168)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "4194439168" {
		t.Errorf("re-copy put %q on the clipboard", got)
	}
	tv.onHistoryLoad(4194439173)
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
