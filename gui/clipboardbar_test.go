package gui

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// toFront puts text on the clipboard, as another program would, and does
// what the app does when its window comes to the front; the test driver's
// window has no front to come to.
func (tv *testView) toFront(text string) {
	fyne.CurrentApp().Clipboard().SetContent(text)
	tv.onForeground()
}

func TestClipboardBarOffersOneID(t *testing.T) {
	tv := newTestView(t)
	before := tv.build.id.entry.Text
	tv.toFront("look: https://x.com/a/status/1382350606417817604?s=20 ")
	bar := tv.bar
	if !bar.box.Visible() || bar.label.Text != "Clipboard: 1382350606417817604" || bar.decode.Text != "Decode" {
		t.Fatalf("bar shown %v, %q, %q", bar.box.Visible(), bar.label.Text, bar.decode.Text)
	}
	if tv.build.id.entry.Text != before || tv.win.Canvas().Focused() != tv.build.inputs[inTimestamp].entry {
		t.Error("the offer changed what is shown or took the focus")
	}
	test.Tap(bar.decode)
	if tv.build.id.entry.Text != "1382350606417817604" || tv.build.grid.ID() != 1382350606417817604 || bar.box.Visible() {
		t.Errorf("after Decode the ID field holds %q", tv.build.id.entry.Text)
	}

	// The same text is offered once; what the app copied is not offered.
	tv.onForeground()
	if bar.box.Visible() {
		t.Error("the same clipboard was offered twice")
	}
	tv.build.onCopy()
	tv.onForeground()
	if bar.box.Visible() {
		t.Error("the app's own copy was offered")
	}
}

func TestClipboardBarEnterDecodesAll(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	tv.tabs.SelectIndex(0)
	tv.toFront("1382350606417817604\n1382350606417817605\n175928847299117063\n")
	if tv.bar.label.Text != "Clipboard: 3 IDs" || tv.bar.decode.Text != "Decode all" {
		t.Fatalf("bar says %q, %q", tv.bar.label.Text, tv.bar.decode.Text)
	}
	tv.win.Canvas().Focus(tv.bar.decode) // Tab reaches it
	tv.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if tv.tabs.Selected() != tv.tabs.decode || d.decoded.Len() != 3 || d.decoded.ID(2) != 175928847299117063 {
		t.Errorf("Decode all: tab %d, %d rows", tv.tabs.SelectedIndex(), d.decoded.Len())
	}
	tv.toFront("and 1382350606417817606 1382350606417817607")
	tv.bar.decode.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) // as on any button
	if d.decoded.Len() != 2 || tv.bar.box.Visible() {
		t.Errorf("Enter on the bar: %d rows", d.decoded.Len())
	}
}

func TestClipboardBarIgnores(t *testing.T) {
	tv := newTestView(t)
	for _, text := range []string{"", "no IDs, only 2021-04-14 and 8080", strings.Repeat("1382350606417817604 ", 300)} {
		tv.toFront(text)
		if tv.bar.box.Visible() {
			t.Errorf("offered %.40q…", text)
		}
	}
	tv.toFront("1382350606417817604")
	tv.toFront("nothing here")
	if tv.bar.box.Visible() {
		t.Error("the bar stays after the clipboard lost its ID")
	}
}

// The View menu turns the offer off, and the choice is remembered.
func TestClipboardBarTurnedOff(t *testing.T) {
	tv := newTestView(t)
	tv.toFront("1382350606417817604")
	item := tv.menuItem(t, "menu.offerClipboard")
	if !item.Checked {
		t.Fatal("the offer is off by default")
	}
	item.Action()
	if tv.bar.box.Visible() || item.Checked {
		t.Error("turning the offer off left the bar or the tick")
	}
	tv.toFront("1382350606417817605")
	if tv.bar.box.Visible() {
		t.Error("offered while turned off")
	}
	tv.rebuild(test.NewTempWindow(t, nil))
	if tv.menuItem(t, "menu.offerClipboard").Checked {
		t.Error("the choice was not remembered")
	}
}

// Text the person pasted in the app is not offered, and an offer of it goes.
func TestClipboardBarSkipsWhatWasPasted(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	tv.toFront("1382350606417817604 1382350606417817605")
	test.Tap(d.top.paste)
	if tv.bar.box.Visible() || d.decoded.Len() != 2 {
		t.Errorf("after Paste: bar shown %v, %d rows", tv.bar.box.Visible(), d.decoded.Len())
	}
	fyne.CurrentApp().Clipboard().SetContent("https://x.com/a/status/1382350606417817606")
	tv.menuItem(t, "menu.pasteID").Action()
	tv.onForeground()
	if tv.bar.box.Visible() || tv.build.id.entry.Text == "" {
		t.Errorf("after Paste ID: bar shown %v, ID field %q", tv.bar.box.Visible(), tv.build.id.entry.Text)
	}
}

// As the bar shows and hides, the tabs below it take the height left
// between the bar and the status line: none of the tab's content hides
// under the status line (it did when the bar came back a second time).
func TestTabsKeepToTheSpaceTheBarLeaves(t *testing.T) {
	tv := newTestView(t)
	tv.win.Resize(defaultWindowSize)
	d := fyne.CurrentApp().Driver()
	footer := tv.bar.frame.Objects[2] // the status line under its separator
	check := func(when string) {
		t.Helper()
		content := tv.tabs.Items[0].Content
		bottom := d.AbsolutePositionForObject(content).Y + content.Size().Height
		if top := d.AbsolutePositionForObject(footer).Y; bottom > top {
			t.Errorf("%s: the Build tab ends at %v, under the status line at %v", when, bottom, top)
		}
		if tabs := d.AbsolutePositionForObject(tv.tabs.AppTabs).Y; tv.bar.box.Visible() && tabs < tv.bar.box.MinSize().Height {
			t.Errorf("%s: the tabs start at %v, under the bar", when, tabs)
		}
	}
	check("at start")
	for i, text := range []string{"1382350606417817604 1382350606417817605", "1382350606417817606"} {
		tv.toFront(text)
		check("bar shown, time " + strconv.Itoa(i+1))
		tv.bar.hide()
		check("bar hidden, time " + strconv.Itoa(i+1))
	}
}

// A UUIDv7 on the clipboard is offered for Decode many, which reads it in
// its own layout, the Build tab left as it is; Show there takes it apart
// on the Build tab, in UUIDv7.
func TestClipboardBarSendsAUUIDToDecodeMany(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	tv.tabs.SelectIndex(0)
	before := tv.build.id.entry.Text
	tv.toFront("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")
	if tv.bar.label.Text != "Clipboard: 1 ID" || tv.bar.decode.Text != "Decode all" {
		t.Fatalf("bar says %q, %q", tv.bar.label.Text, tv.bar.decode.Text)
	}
	test.Tap(tv.bar.decode)
	w, wide := d.decoded.Wide(0)
	if tv.tabs.Selected() != tv.tabs.decode || d.decoded.Len() != 1 || !wide || w.Layout.Name != "UUIDv7" || tv.build.id.entry.Text != before {
		t.Errorf("Decode: tab %d, %d rows, %v %v; the ID field %q", tv.tabs.SelectedIndex(), d.decoded.Len(), wide, w.Layout, tv.build.id.entry.Text)
	}
	d.onSelected(widget.TableCellID{Row: 0, Col: 0})
	test.Tap(d.actions.show)
	if wb := tv.build.boxes.wide; tv.tabs.SelectedIndex() != 0 || wb.layout.Name != "UUIDv7" || wb.shown.id != w.ID {
		t.Errorf("Show of a UUID: tab %d, layout %q, the ID %q", tv.tabs.SelectedIndex(), wb.layout.Name, wb.idEntry.Text)
	}
}
