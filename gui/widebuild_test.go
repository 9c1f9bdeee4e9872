package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/core/find"
)

// rfcUUIDv7 is RFC 9562's example UUIDv7 (appendix A.6): Tuesday,
// February 22, 2022 2:22:22.00 PM GMT-05:00, rand_a 0xCC3, rand_b
// 0x18C4DC0C0C07398F.
const rfcUUIDv7 = "017F22E2-79B0-7CC3-98C4-DC0C0C07398F"

// The Build tab takes a UUIDv7 apart into its fields, writes its other
// forms, builds it again from edited fields, refuses what is no UUIDv7
// with a sentence and copies nothing then, and its grid flips any bit but
// the version's and the variant's. The expected texts were worked out
// by hand (Python's int and base64 on the RFC's bytes), not by the app.
func TestWideBuildTakesAUUIDv7Apart(t *testing.T) {
	tv := newTestView(t)
	b := tv.build
	b.picker.choice.SetSelected("UUIDv7")
	w := b.boxes.wide
	if !b.inWide() || b.grid.Width() != 128 || b.boxes.title.Text != "UUIDv7" {
		t.Fatalf("UUIDv7 chosen: wide %v, grid of %d bits, title %q", b.inWide(), b.grid.Width(), b.boxes.title.Text)
	}
	retype(w.idEntry, rfcUUIDv7)
	want := []string{"1645557742000", "", "3267", "", "1784793296645077391"}
	for k, text := range want {
		if e := w.inputs[k].entry; e != nil && e.Text != text || e == nil && text != "" {
			t.Errorf("input %d holds %v, want %q", k, e, text)
		}
	}
	forms := map[int]string{wideFormULID: "01FWHE4YDGFK1SHH6W1G60EECF", wideFormHex: "017f22e279b07cc398c4dc0c0c07398f",
		wideFormDecimal: "1989357241971137676463954034883508623", wideFormBase64: "AX8i4nmwfMOYxNwMDAc5jw",
		wideFormUnixMs: "1645557742000", wideFormUTC: "2022-02-22T19:22:22.000Z"}
	for k, text := range forms {
		if got := w.forms[k].value.Text; got != text {
			t.Errorf("form %s reads %q, want %q", lang.L(wideFormKeys[k]), got, text)
		}
	}
	if b.grid.Wide() != core.WideFromBytes([]byte{0x01, 0x7f, 0x22, 0xe2, 0x79, 0xb0, 0x7c, 0xc3, 0x98, 0xc4, 0xdc, 0x0c, 0x0c, 0x07, 0x39, 0x8f}) {
		t.Errorf("the grid shows %v", b.grid.Wide())
	}
	test.Tap(w.copyBtn)
	if got := clipText(); got != strings.ToLower(rfcUUIDv7) {
		t.Errorf("Copy put %q on the clipboard, want the canonical text", got)
	}
	b.copyDiscord()
	if got := clipText(); got != "<t:1645557742:"+string(b.formats.discord.styles.style)+">" {
		t.Errorf("Copy as Discord timestamp put %q on the clipboard", got)
	}

	// Edited fields make the ID again; a bit of rand_b flips.
	retype(w.inputs[2].entry, "0")
	if got := w.idEntry.Text; got != "017f22e2-79b0-7000-98c4-dc0c0c07398f" {
		t.Errorf("rand_a 0 makes %q", got)
	}
	test.TapAt(b.grid, b.grid.CellCenter(0))
	if got := w.inputs[4].entry.Text; got != "1784793296645077390" {
		t.Errorf("bit 0 flipped leaves rand_b %q", got)
	}
	before := w.idEntry.Text
	test.TapAt(b.grid, b.grid.CellCenter(77)) // the version's
	if w.idEntry.Text != before || b.gridMessage.Importance != widget.DangerImportance {
		t.Errorf("a version bit flipped: ID %q, the grid's message %q", w.idEntry.Text, b.gridMessage.Text)
	}

}

// What is no UUIDv7 says so, under where it was typed, and Copy copies
// nothing: a UUID of variant 01, 13 bits in the 12 of rand_a, a number of
// 160 bits and more in the 62 of rand_b.
func TestWideBuildRefusesBadInput(t *testing.T) {
	tv := newTestView(t)
	b := tv.build
	b.picker.choice.SetSelected("UUIDv7")
	w := b.boxes.wide
	fyne.CurrentApp().Clipboard().SetContent("kept")
	for _, c := range []struct {
		entry *widget.Label
		typed func()
	}{
		{w.message, func() { retype(w.idEntry, "017f22e2-79b0-7cc3-58c4-dc0c0c07398f") }},    // variant 01
		{w.inputs[2].message, func() { retype(w.inputs[2].entry, "4096") }},                  // 13 bits
		{w.inputs[4].message, func() { retype(w.inputs[4].entry, strings.Repeat("9", 49)) }}, // 160 bits and more
	} {
		c.typed()
		if c.entry.Importance != widget.DangerImportance || c.entry.Text == "" || !w.copyBtn.Disabled() || !b.grid.Disabled() {
			t.Errorf("bad input: message %q (%v), Copy disabled %v, grid disabled %v", c.entry.Text, c.entry.Importance,
				w.copyBtn.Disabled(), b.grid.Disabled())
		}
		b.onCopy()
		if got := clipText(); got != "kept" {
			t.Errorf("Copy of bad input put %q on the clipboard", got)
		}
	}
}

// A ULID is the same 128 bits as a UUID: the ULID spec's example, chosen
// by pasting it, reads as the UUID worked out by hand.
func TestWideBuildULIDAsUUID(t *testing.T) {
	tv := newTestView(t)
	tv.build.pasteID("01ARZ3NDEKTSV4RRFFQ69G5FAV")
	w := tv.build.boxes.wide
	if w.layout.Name != "ULID" || w.forms[wideFormUUID].value.Text != "01563e3a-b5d3-d676-4c61-efb99302bd5b" ||
		w.inputs[0].entry.Text != "1469922850259" {
		t.Errorf("ULID: layout %q, as a UUID %q, time %q", w.layout.Name, w.forms[wideFormUUID].value.Text, w.inputs[0].entry.Text)
	}
	// A Snowflake pasted then goes back to the 64-bit layout shown before.
	tv.build.pasteID("4194439168")
	if tv.build.inWide() || tv.build.id.entry.Text != "4194439168" || tv.build.grid.Width() != 64 {
		t.Errorf("a Snowflake after a ULID: wide %v, ID %q, grid of %d bits", tv.build.inWide(), tv.build.id.entry.Text, tv.build.grid.Width())
	}
}

// New ID in UUIDv7 issues increasing UUIDv7s and copies each.
func TestWideBuildNewID(t *testing.T) {
	tv := newTestView(t)
	tv.build.picker.choice.SetSelected("UUIDv7")
	l, _ := core.LayoutNamed("UUIDv7")
	var last core.WideID
	for i := range 3 {
		test.Tap(tv.build.boxes.wide.nextBtn)
		id, err := l.ParseWide([]byte(clipText()))
		if err != nil || id.Compare(last) <= 0 || tv.build.boxes.wide.idEntry.Text != clipText() {
			t.Fatalf("New ID %d: clipboard %q (%v), field %q, after %v", i, clipText(), err, tv.build.boxes.wide.idEntry.Text, last)
		}
		last = id
	}
}

// clipText is what the clipboard holds.
func clipText() string { return fyne.CurrentApp().Clipboard().Content() }

// A 64-bit ID given from elsewhere while the Build tab shows a UUID takes
// the tab back to its 64-bit layout: shown from Decode many, loaded from
// the history, taken from the clipboard bar.
func TestGivenIDsLeaveAWideLayout(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	d.decodeText("175928847299117063\n")
	twitter := core.Twitter.Layout()
	found, err := find.ReadIDOrLink("1288834975657")
	if err != nil {
		t.Fatal(err)
	}
	for _, give := range []struct {
		name, want string
		give       func()
	}{
		{"Decode many's Show", "175928847299117063", func() {
			d.onSelected(widget.TableCellID{Row: 0, Col: 0})
			test.Tap(d.actions.show)
		}},
		{"the history", "4194439168", func() { tv.onHistoryLoad(copied{4194439168, twitter}) }},
		{"the clipboard bar", "1288834975657", func() { tv.onClipboardDecode("1288834975657", found, false) }},
	} {
		tv.build.pasteID("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")
		if !tv.build.inWide() {
			t.Fatalf("before %s: the UUID is not shown in its layout", give.name)
		}
		give.give()
		if tv.build.inWide() || tv.build.id.entry.Text != give.want || tv.build.grid.Width() != 64 || tv.tabs.SelectedIndex() != 0 {
			t.Errorf("%s: wide %v, the ID %q, grid of %d bits, tab %d; want %s in 64 bits on the Build tab",
				give.name, tv.build.inWide(), tv.build.id.entry.Text, tv.build.grid.Width(), tv.tabs.SelectedIndex(), give.want)
		}
	}
}
