package gui

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/core/ledger"
)

// What a later start hands over: a Discord link is taken apart on the
// Build tab in Discord's scheme; a file, named relative to the folder the
// start was in, is decoded on Decode many, and so is a UUID; a text that
// is neither stays in the ID field, which says what is wrong with it.
func TestOpenShowsWhatAStartWasGiven(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	tv.tabs.SelectIndex(0)

	tv.Open([]string{"https://discord.com/channels/1/2/175928847299117063"}, "/")
	if schemeOf(tv.model.layout) != core.Discord || tv.build.id.entry.Text != "175928847299117063" || tv.tabs.SelectedIndex() != 0 {
		t.Errorf("Discord link: scheme %v, ID %q, tab %d", schemeOf(tv.model.layout), tv.build.id.entry.Text, tv.tabs.SelectedIndex())
	}

	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "ids.log"), []byte("a 1382350606417817604\nb 1382350606417817605\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tv.Open([]string{"ids.log"}, dir)
	if tv.tabs.Selected() != tv.tabs.decode || d.decoded.Len() != 2 || d.decoded.ID(1) != 1382350606417817605 {
		t.Errorf("a file: tab %d, %d rows", tv.tabs.SelectedIndex(), d.decoded.Len())
	}

	// An ID is an ID even where a file has its name, as the terminal reads it.
	if err := os.WriteFile(filepath.Join(dir, "4194439168"), []byte("1382350606417817604\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tv.Open([]string{"4194439168"}, dir)
	if tv.tabs.SelectedIndex() != 0 || tv.build.id.entry.Text != "4194439168" || d.decoded.Len() != 2 {
		t.Errorf("an ID that names a file: tab %d, ID %q, %d rows", tv.tabs.SelectedIndex(), tv.build.id.entry.Text, d.decoded.Len())
	}

	// A UUID is taken apart on the Build tab, in its own layout: RFC
	// 9562's example, whose rand_b is 0x18C4DC0C0C07398F.
	tv.Open([]string{"017F22E2-79B0-7CC3-98C4-DC0C0C07398F"}, dir)
	if w := tv.build.boxes.wide; tv.tabs.SelectedIndex() != 0 || w.layout.Name != "UUIDv7" || w.inputs[4].entry.Text != "1784793296645077391" {
		t.Errorf("a UUID: tab %d, layout %q, inputs %q", tv.tabs.SelectedIndex(), w.layout.Name, w.textsNow())
	}

	tv.Open([]string{"not-an-id"}, dir)
	if tv.tabs.SelectedIndex() != 0 || tv.build.id.entry.Text != "not-an-id" || tv.build.id.message.Text != lang.L("error.idSyntax") {
		t.Errorf("neither: tab %d, ID %q, message %q", tv.tabs.SelectedIndex(), tv.build.id.entry.Text, tv.build.id.message.Text)
	}
}

// The tray's Copy new ID copies a new ID of the person's datacenter and
// machine, issued through the ledger, without touching the window's
// inputs, and lists it first among the last IDs copied, five at most.
func TestTrayCopiesNewIDs(t *testing.T) {
	tv := newTestView(t)
	l, err := ledger.Open(t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	tv.issuer.ledger = l
	tv.setIssuing(issuing{7, 9})
	tv.typeFields("", "3", "4", "0") // an ID's fields, not whom the person issues as
	tv.tray = newTray(tv.window)
	before := tv.fieldTexts()

	var copied []int64
	for range 7 {
		tv.tray.menu.Items[0].Action()
		id, err := strconv.ParseInt(fyne.CurrentApp().Clipboard().Content(), 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		f, _ := core.Decode(id)
		if f.Datacenter != 7 || f.Machine != 9 || len(copied) > 0 && id <= copied[len(copied)-1] {
			t.Fatalf("copied %d (%+v) after %v", id, f, copied)
		}
		copied = append(copied, id)
	}
	if tv.fieldTexts() != before {
		t.Errorf("the window's inputs changed: %q, were %q", tv.fieldTexts(), before)
	}
	var recent []string
	for _, item := range tv.tray.menu.Items {
		if _, err := strconv.ParseInt(item.Label, 10, 64); err == nil {
			recent = append(recent, item.Label)
		}
	}
	if len(recent) != trayRecent || recent[0] != strconv.FormatInt(copied[6], 10) || recent[4] != strconv.FormatInt(copied[2], 10) {
		t.Errorf("the tray lists %q, copied %v", recent, copied)
	}
	fyne.CurrentApp().Clipboard().SetContent("")
	for _, item := range tv.tray.menu.Items {
		if item.Label == recent[3] {
			item.Action()
		}
	}
	if got := fyne.CurrentApp().Clipboard().Content(); got != recent[3] {
		t.Errorf("a recent ID's item copied %q, want %q", got, recent[3])
	}
}

// Closing the window ends the app, unless the person keeps it in a tray
// the desktop shows: then it only hides.
func TestCloseHidesInTheTrayOnlyWhenAsked(t *testing.T) {
	for _, c := range []struct {
		tray, shown, keep, hidden bool
	}{
		{false, false, true, false},
		{true, false, true, false},
		{true, true, false, false},
		{true, true, true, true},
	} {
		tv := newTestView(t)
		tv.rebuild(test.NewWindow(nil)) // not closed again when the test ends
		tv.win.Show()
		if c.tray {
			tv.tray = newTray(tv.window)
			tv.tray.shown = c.shown
		}
		tv.settings.setKeepInTray(c.keep)
		closed := false
		tv.win.SetOnClosed(func() { closed = true })
		tv.onCloseWindow()
		if closed == c.hidden {
			t.Errorf("%+v: closed %v", c, closed)
		}
	}
}

// The tray's Decode the clipboard shows one ID on the Build tab, in its
// link's scheme, and several on Decode many.
func TestTrayDecodesTheClipboard(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	tv.tabs.SelectIndex(0)
	clip := fyne.CurrentApp().Clipboard()

	clip.SetContent("see https://discord.com/channels/1/2/175928847299117063 there")
	tv.decodeClipboard()
	if schemeOf(tv.model.layout) != core.Discord || tv.build.id.entry.Text != "175928847299117063" || tv.tabs.SelectedIndex() != 0 {
		t.Errorf("one link: scheme %v, ID %q, tab %d", schemeOf(tv.model.layout), tv.build.id.entry.Text, tv.tabs.SelectedIndex())
	}
	clip.SetContent("1382350606417817604\n1382350606417817605\n")
	tv.decodeClipboard()
	if tv.tabs.Selected() != tv.tabs.decode || d.decoded.Len() != 2 {
		t.Errorf("two IDs: tab %d, %d rows", tv.tabs.SelectedIndex(), d.decoded.Len())
	}
}

// The tray and Next ID take the window's one generator for a datacenter
// and machine: with no ledger too, what they issue in turn only increases.
func TestTrayAndNextIDShareTheGenerator(t *testing.T) {
	tv := newTestView(t)
	tv.issuer.ledger = nil
	tv.typeFields("", "7", "9", "0")
	tv.tray = newTray(tv.window)
	var last int64
	for i := range 400 {
		if i%2 == 0 {
			test.Tap(tv.build.nextBtn)
		} else {
			tv.tray.menu.Items[0].Action()
		}
		id, err := strconv.ParseInt(fyne.CurrentApp().Clipboard().Content(), 10, 64)
		if err != nil || id <= last {
			t.Fatalf("step %d issued %d (%v) after %d", i, id, err, last)
		}
		last = id
	}
}

// Where the desktop shows no tray, the View menu's item says so, in an
// item that stays enabled and so readable, and cannot be ticked; once a
// tray shows, it reads plain.
func TestKeepInTraySaysWhyItCannot(t *testing.T) {
	tv := newTestView(t)
	item := tv.view.keep
	tv.view.trayShown(false, lang.L("menu.noTray"))
	if item.Disabled || item.Label != lang.L("menu.keepInTray")+" ("+lang.L("menu.noTray")+")" {
		t.Errorf("no tray: %q, disabled %v", item.Label, item.Disabled)
	}
	item.Action() // it cannot be ticked while it says there is no tray
	if item.Checked || tv.settings.keepInTray() {
		t.Errorf("with no tray the item was ticked (%v), the setting turned on (%v)", item.Checked, tv.settings.keepInTray())
	}
	tv.view.trayShown(true, "")
	if item.Label != lang.L("menu.keepInTray") {
		t.Errorf("a tray: %q", item.Label)
	}
	item.Action()
	if !tv.settings.keepInTray() || !item.Checked {
		t.Error("the item did not turn keeping in the tray on")
	}
}

// An ID found in a text is taken apart once: one answer of the model for
// one person's action, in its link's scheme, or in the scheme Decode many
// read a plain number in.
func TestFoundIDsShownOnce(t *testing.T) {
	tv := newTestView(t)
	answers := 0
	show := tv.model.onShow
	tv.model.onShow = func(r result) { answers++; show(r) }
	link, err := find.ReadIDOrLink("https://discord.com/channels/1/2/175928847299117063")
	if err != nil {
		t.Fatal(err)
	}
	tv.onClipboardDecode("", link, false)
	if answers != 1 || schemeOf(tv.model.shown.layout) != core.Discord || tv.model.shown.id != 175928847299117063 {
		t.Errorf("the bar's Decode of a Discord link: %d answers, scheme %v, ID %d", answers, schemeOf(tv.model.shown.layout), tv.model.shown.id)
	}
	answers = 0
	tv.model.showFound(find.Found{ID: 1382350606417817604, Source: find.FromDecimal}, core.Twitter.Layout())
	if answers != 1 || schemeOf(tv.model.shown.layout) != core.Twitter || tv.build.id.entry.Text != "1382350606417817604" {
		t.Errorf("a number shown in Twitter's scheme: %d answers, scheme %v, ID field %q", answers, schemeOf(tv.model.shown.layout), tv.build.id.entry.Text)
	}
}
