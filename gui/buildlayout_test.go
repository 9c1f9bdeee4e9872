package gui

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/decoded"
)

func TestBuildLayoutStacksWhenNarrowWithTheGridAfterTheID(t *testing.T) {
	test.NewTempApp(t)
	parts := make([]fyne.CanvasObject, 4)
	for i, min := range []fyne.Size{{Width: 300, Height: 200}, {Width: 400, Height: 60}, {Width: 350, Height: 120}, {Width: 500, Height: 150}} {
		r := canvas.NewRectangle(nil)
		r.SetMinSize(min)
		parts[i] = r
	}
	inputs, id, formats, grid := parts[partInputs], parts[partID], parts[partFormats], parts[partGrid]
	c := container.New(&buildLayout{share: 0.4}, parts...)

	c.Resize(fyne.NewSize(1000, 600))
	if inputs.Size().Width != 400 || id.Position().Y != 0 || id.Position().X <= inputs.Size().Width ||
		formats.Position().Y <= id.Position().Y || formats.Position().X != id.Position().X {
		t.Errorf("wide: inputs %v, ID at %v, forms at %v", inputs.Size(), id.Position(), formats.Position())
	}
	if grid.Position().Y < inputs.Size().Height || grid.Size().Width != 1000 || grid.Position().Y+grid.Size().Height != 600 {
		t.Errorf("wide: grid at %v, %v; want it under both, full width, taking the rest", grid.Position(), grid.Size())
	}
	if got := c.MinSize(); got.Height != 200+theme.Padding()+150 {
		t.Errorf("wide: minimum %v", got)
	}

	c.Resize(fyne.NewSize(650, 900))
	if id.Position().X != 0 || id.Position().Y <= inputs.Size().Height || inputs.Size().Width != 650 {
		t.Errorf("narrow: inputs %v, ID at %v; want the ID under the inputs, both full width", inputs.Size(), id.Position())
	}
	if grid.Position().Y <= id.Position().Y || formats.Position().Y <= grid.Position().Y+grid.Size().Height-1 {
		t.Errorf("narrow: ID at %v, grid at %v, forms at %v; want the grid between the ID and the forms",
			id.Position(), grid.Position(), formats.Position())
	}
	if got := c.MinSize(); got.Width != 500 || got.Height != 200+60+120+150+3*theme.Padding() {
		t.Errorf("narrow: minimum %v, want the widest width and all heights", got)
	}
	if bottom := formats.Position().Y + formats.Size().Height; bottom != 900 {
		t.Errorf("narrow: the forms end at %v; the grid should take the height left", bottom)
	}
}

// At 700×800 the Build tab stacks, and the whole grid is on screen without
// scrolling, right under the ID; the forms come after it.
func TestNarrowWindowShowsTheWholeGrid(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	tv.win.Resize(fyne.NewSize(700, 800))
	d := fyne.CurrentApp().Driver()
	grid := d.AbsolutePositionForObject(tv.build.grid)
	bottom := grid.Y + tv.build.grid.Size().Height
	if visible := tv.win.Canvas().Size().Height - tv.status.label.Size().Height; bottom > visible {
		t.Errorf("at 700×800 the grid ends at %v, below the visible %v", bottom, visible)
	}
	id := d.AbsolutePositionForObject(tv.build.id.entry)
	forms := d.AbsolutePositionForObject(tv.build.formats.rows[formHex].value)
	if !(id.Y < grid.Y && grid.Y < forms.Y) {
		t.Errorf("at 700×800 the ID is at %v, the grid at %v, the forms at %v", id.Y, grid.Y, forms.Y)
	}
}

// The Scheme chooser stays as tall as it needs beside an ID message that
// wraps to several lines, at the default width and at 700.
func TestSchemeChooserKeepsItsHeight(t *testing.T) {
	tv := newTestView(t)
	for _, width := range []float32{1240, 700} {
		tv.win.Resize(fyne.NewSize(width, 800))
		paste(tv.build.id.entry, "https://www.instagram.com/p/DW1nTDiDvnF/") // a long warning beside the chooser
		choice := tv.build.picker.choice
		if got, want := choice.Size().Height, choice.MinSize().Height; got > want+1 {
			t.Errorf("at %.0f px the chooser is %.0f px tall, as it needs %.0f (message %q)", width, got, want, tv.build.id.message.Text)
		}
	}
}

// The window has one smallest size, whichever tabs were opened, with a
// batch and a list in them, in English and in Turkish.
func TestOneSmallestWindowSize(t *testing.T) {
	for lang, view := range map[string]func(*testing.T) *testView{"English": func(t *testing.T) *testView { return newTestView(t) }, "Turkish": newTurkishView} {
		tv := view(t)
		check := func(when string) {
			if got := tv.win.Content().MinSize(); got != minWindowSize {
				t.Errorf("%s, %s: the smallest size is %v, want %v", lang, when, got, minWindowSize)
			}
		}
		check("at start")
		for i, item := range tv.tabs.Items {
			tv.tabs.Select(item)
			check("on tab " + strconv.Itoa(i))
		}
		// At the smallest size every tab's name is in sight: none in an overflow menu.
		tv.win.Resize(minWindowSize)
		if tabsOverflow(tv) {
			t.Errorf("%s: at the smallest size some tabs hide behind an overflow button", lang)
		}
		runBatch(t, tv, "10")
		d := openDecode(tv) // the list read, its report and chart shown, before the checks
		d.decodeText("1382350606417817604 https://discord.com/channels/1/2/1085985214343565319")
		if d.report.chart.Hidden {
			t.Fatalf("%s: the list's chart is not shown", lang)
		}
		d.table.Select(widget.TableCellID{Row: 0, Col: 0}) // its Discord timestamp shown under the table
		tv.copyAgain(copied{4194439168, core.Twitter.Layout()})
		tv.bar.offer("1382350606417817604 1382350606417817605", "")
		for i, item := range tv.tabs.Items {
			tv.tabs.Select(item)
			check("with content, on tab " + strconv.Itoa(i))
		}
	}
}

// tabsOverflow reports whether the window's tab bar shows its overflow
// button, behind which the tabs that do not fit hide.
func tabsOverflow(tv *testView) bool {
	var found bool
	eachObject(tv.tabs.AppTabs, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok {
			found = found || b.Visible() && b.Icon != nil && b.Icon.Name() == theme.MoreHorizontalIcon().Name()
			return false
		}
		return true
	})
	return found
}

// The flags, where every warning lives, are in sight at the window's
// default size without scrolling, in English and in Turkish: the columns up
// to and with Flags fit in the table's width.
func TestFlagsInSightAtTheDefaultSize(t *testing.T) {
	for lang, view := range map[string]func(*testing.T) *testView{"English": func(t *testing.T) *testView { return newTestView(t) }, "Turkish": newTurkishView} {
		tv := view(t)
		tv.win.Resize(defaultWindowSize)
		d := openDecode(tv)
		tv.tabs.Select(tv.tabs.decode)
		d.decodeText("1382350606417817604 1382350606417817604 https://discord.com/channels/1/2/1085985214343565319")
		widths := d.setColumnWidths()
		var through float32
		for shown, col := range d.shown {
			through += widths[shown]
			if col == decoded.ColFlags {
				break
			}
		}
		if room := d.table.Size().Width; through > room || room < 900 {
			t.Errorf("%s: the columns through Flags take %.0f px of the table's %.0f", lang, through, room)
		}
	}
}

// At the window's default size the Build tab needs no scrolling, in English
// and in Turkish: the grid asks for one row of bits where one row is drawn,
// not the two rows a narrow window needs.
func TestBuildTabFitsTheDefaultWindow(t *testing.T) {
	for lang, view := range map[string]func(*testing.T) *testView{"English": func(t *testing.T) *testView { return newTestView(t) }, "Turkish": newTurkishView} {
		tv := view(t)
		// The test driver draws no menu bar: a line of text and its padding
		// (27 pixels in the real window), taken off the height here.
		menuBar := fyne.MeasureText("File", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.Padding()
		tv.win.Resize(defaultWindowSize.SubtractWidthHeight(0, menuBar))
		sc := tv.tabs.Items[0].Content.(*container.Scroll)
		if need, have := sc.Content.MinSize().Height, sc.Size().Height; need > have {
			t.Errorf("%s: the Build tab needs %v pixels of height and has %v: it scrolls", lang, need, have)
		}
	}
}

// An ID refused as beyond the layout shows its own bits in the grid, not
// those of the last number typed on the way that fitted, and the line
// under the grid names the bit past the layout. Small has 40 bits; 2^45
// sets bit 45.
func TestGridShowsTheRefusedID(t *testing.T) {
	tv := newTestView(t)
	small := core.Layout{Name: "Small", Epoch: 1577836800000, Fields: []core.Field{
		{Name: "s", Bits: 30, Role: core.RoleTime, Unit: time.Second}, {Name: "a", Bits: 2}, {Name: "b", Bits: 8}}}
	tv.model.chooseLayout(small)
	retype(tv.build.id.entry, "35184372088832") // on the way, 351843720888 fits
	if got := tv.build.grid.ID(); got != 35184372088832 {
		t.Errorf("the grid shows %d", got)
	}
	if got := tv.build.gridMessage.Text; !strings.HasPrefix(got, "Bit 45 is set, above the 40 bits of Small's fields") {
		t.Errorf("under the grid: %q", got)
	}
}

// Choosing another layout, or saving a new one, keeps the time typed:
// the ID the inputs made is not read again in fields it was not made
// of (Twitter's ID of 2023-11-14 read as Instagram's is of another time).
func TestChosenLayoutKeepsTheTime(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1700000000000", "1", "1", "0")
	tv.build.picker.choice.SetSelected("Instagram")
	if got := tv.build.inputs[0].entry.Text; got != "1700000000000" || !tv.model.shown.valid || tv.model.shown.ms() != 1700000000000 {
		t.Errorf("in Instagram the time reads %q, the ID's %d (valid %v)", got, tv.model.shown.ms(), tv.model.shown.valid)
	}
}

// A time typed finer than the layout's tick says that it was rounded
// down: Sonyflake counts 10 ms, and …07.123 is held as …07.120.
func TestTimeRoundedToTheTickIsSaid(t *testing.T) {
	tv := newTestView(t)
	tv.build.picker.choice.SetSelected("Sonyflake")
	retype(tv.build.inputs[0].entry, "2024-05-01T12:00:07.123Z")
	got := tv.build.inputs[0].message.Text
	if !strings.HasPrefix(got, "2024-05-01T12:00:07.120Z") || !strings.Contains(got, "2024-05-01T12:00:07.123Z typed, rounded down to the start of its tick of 10 ms") {
		t.Errorf("under the time: %q", got)
	}
	retype(tv.build.inputs[0].entry, "2024-05-01T12:00:07.120Z")
	if got := tv.build.inputs[0].message.Text; strings.Contains(got, "rounded") {
		t.Errorf("a time on a tick: %q", got)
	}
}

// In a layout, with no flag to show, the Flags column is as narrow as its
// header and the layout's fields are in sight at the default size, their
// headers whole (Instagram's sequence was cut to "seque").
func TestLayoutColumnsInSightAtTheDefaultSize(t *testing.T) {
	tv := newTestView(t)
	tv.win.Resize(defaultWindowSize)
	d := openDecode(tv)
	tv.tabs.Select(tv.tabs.decode)
	d.picker.choice.SetSelected("Instagram")
	d.decodeText("3870172288071432645 3870172288071432646")
	widths := d.setColumnWidths()
	var through float32
	for shown, col := range d.shown {
		if col == decoded.ColGap {
			break
		}
		through += widths[shown]
	}
	if room := d.table.Size().Width; through > room {
		t.Errorf("the columns through Instagram's sequence take %.0f px of the table's %.0f", through, room)
	}
}

// A value carried to another layout that its field there cannot hold is
// not carried: after Shard's shard 513, Twitter's datacenter is 0 and the
// ID is whole, the time kept.
func TestChosenLayoutDropsAValueItCannotHold(t *testing.T) {
	tv := newTestView(t)
	shard := core.Layout{Name: "Shard", Epoch: 1577836800000, Fields: []core.Field{{Name: "ms", Bits: 41, Role: core.RoleTime, Unit: time.Millisecond},
		{Name: "shard", Bits: 10}, {Name: "kind", Bits: 2}, {Name: "sequence", Bits: 10, Role: core.RoleSequence}}}
	tv.model.chooseLayout(shard)
	for i, text := range []string{"1700000000000", "513", "2", "300"} {
		retype(tv.build.inputs[i].entry, text)
	}
	tv.model.chooseLayout(core.Twitter.Layout())
	var texts []string
	for _, in := range tv.build.inputs {
		texts = append(texts, in.entry.Text)
	}
	if !slices.Equal(texts, []string{"1700000000000", "0", "2", "300"}) || !tv.model.shown.valid {
		t.Errorf("in Twitter's layout the inputs read %q (valid %v)", texts, tv.model.shown.valid)
	}
}
