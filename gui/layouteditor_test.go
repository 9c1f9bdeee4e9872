package gui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
)

// folderFiles stands for the file dialogs: what is saved goes to a file
// of its name in dir.
type folderFiles struct {
	dir string
	win fyne.Window
}

func (f folderFiles) save(name string, done func(fyne.URIWriteCloser)) {
	w, err := storage.Writer(storage.NewFileURI(filepath.Join(f.dir, name)))
	if err != nil {
		panic(err)
	}
	done(w)
}
func (f folderFiles) open([]string, func(fyne.URIReadCloser)) {}
func (f folderFiles) parent() fyne.Window                     { return f.win }

// A draft's faults are each said where they are: a width or a unit that
// cannot be read under its field, a rule a field breaks under that field,
// and what no one field is at fault for under the fields.
func TestLayoutDraftFaults(t *testing.T) {
	good := func() layoutDraft {
		return layoutDraft{name: "Mine", epoch: "2020-01-01T00:00:00Z", fields: []fieldDraft{
			{name: "ms", bits: "41", role: core.RoleTime, unit: "1ms"}, {name: "node", bits: "10"},
			{name: "seq", bits: "12", role: core.RoleSequence}}}
	}
	if l, faults := good().read(testNow); !faults.none() || l.TotalBits() != 63 || l.Epoch != 1577836800000 {
		t.Fatalf("a good draft: %+v, %+v", l, faults)
	}
	tests := []struct {
		name   string
		change func(d *layoutDraft)
		field  int // the field at fault, or -1 for the name, -2 the epoch, -3 the fields as a whole
		err    error
	}{
		{"bits not a number", func(d *layoutDraft) { d.fields[1].bits = "ten" }, 1, errBitsText},
		{"unit in nanoseconds", func(d *layoutDraft) { d.fields[0].unit = "500ns" }, 0, errUnitText},
		{"unit not a duration", func(d *layoutDraft) { d.fields[0].unit = "a while" }, 0, errUnitText},
		{"too wide", func(d *layoutDraft) { d.fields[1].bits = "11" }, 2, core.ErrLayoutWide},
		{"a name twice", func(d *layoutDraft) { d.fields[2].name = "node" }, 2, core.ErrFieldTwice},
		{"two words", func(d *layoutDraft) { d.fields[1].name = "my node" }, 1, core.ErrFieldName},
		{"no name", func(d *layoutDraft) { d.name = " " }, -1, core.ErrLayoutName},
		{"epoch ahead", func(d *layoutDraft) { d.epoch = "2099-01-01" }, -2, core.ErrEpochRange},
		{"epoch unreadable", func(d *layoutDraft) { d.epoch = "soon" }, -2, nil},
		{"no time", func(d *layoutDraft) { d.setRole(0, core.RoleNumber) }, -3, core.ErrNoTimeField},
	}
	for _, tt := range tests {
		d := good()
		tt.change(&d)
		_, faults := d.read(testNow)
		var got error
		switch tt.field {
		case -1:
			got = faults.name
		case -2:
			got = faults.epoch
		case -3:
			got = faults.layout
		default:
			got = faults.fields[tt.field]
		}
		if got == nil || tt.err != nil && !errors.Is(got, tt.err) || faults.none() {
			t.Errorf("%s: %v at the place, want %v (all: %+v)", tt.name, got, tt.err, faults)
		}
	}
}

// A seven-field layout made in the editor as a person would: fields
// renamed, one made a time field, three added, the sequence moved last,
// Save held back while the widths run past 63 bits. Saved, it is chosen
// on the Build tab, whose inputs and grid are its own, and the ID of the
// values typed there is the one worked out by hand; exported, its file
// reads back as the same layout; a later start keeps it.
func TestLayoutEditorMakesALayout(t *testing.T) {
	tv := newTestView(t)
	start := tv.model.layout
	start.Name = lang.L("layout.newName")
	e := tv.openEditor(start, "", tv.build.picker.afterEdit)
	typeIn := retype
	typeIn(e.name, "Seven")
	typeIn(e.epoch, "2020-01-01T00:00:00Z")
	typeIn(e.rows[0].name, "seconds")
	typeIn(e.rows[0].bits, "30")
	typeIn(e.rows[0].unit, "1s")
	typeIn(e.rows[1].name, "millis")
	typeIn(e.rows[1].bits, "10")
	e.rows[1].role.SetSelectedIndex(int(core.RoleTime))
	typeIn(e.rows[2].name, "region")
	typeIn(e.rows[2].bits, "3")
	typeIn(e.rows[3].bits, "9")
	add := func() { e.edit(func() { e.draft.add(len(e.draft.fields) - 1) }) }
	add()
	add() // 30+10+3+9+8+8 = 68 bits
	if msg := e.rows[5].message; msg.Importance != widget.DangerImportance || !e.save.Disabled() ||
		e.message.Text != "68 of 63 bits used." || e.message.Importance != widget.DangerImportance {
		t.Errorf("68 bits: the sixth field says %q, the fields %q, Save enabled %v", msg.Text, e.message.Text, !e.save.Disabled())
	}
	add()
	for i, f := range []struct{ name, bits string }{{"zone", "4"}, {"host", "6"}, {"kind", "1"}} {
		typeIn(e.rows[4+i].name, f.name)
		typeIn(e.rows[4+i].bits, f.bits)
	}
	for i := 3; i < 6; i++ {
		test.Tap(e.rows[i].down)
	}
	if e.save.Disabled() || len(e.grid.Parts()) != 8 {
		t.Fatalf("a valid layout of seven fields: Save disabled %v, %d parts in the grid", e.save.Disabled(), len(e.grid.Parts()))
	}
	test.Tap(e.save)

	if tv.build.picker.choice.Selected != "Seven" || tv.model.layout.Name != "Seven" {
		t.Fatalf("after Save the Build tab shows %q in %s", tv.build.picker.choice.Selected, tv.model.layout.Name)
	}
	var labels []string
	for _, in := range tv.build.inputs {
		labels = append(labels, in.label.Text)
	}
	if want := []string{"seconds + millis", "region", "zone", "host", "kind", "sequence"}; !slices.Equal(labels, want) {
		t.Errorf("inputs %q", labels)
	}
	for i, text := range []string{"2026-01-02T03:04:05.678Z", "5", "9", "33", "1", "300"} {
		retype(tv.build.inputs[i].entry, text)
	}
	// 2026-01-02T03:04:05.678Z is 189486245 s and 678 ms after 2020;
	// seconds<<33 | 678<<23 | 5<<20 | 9<<16 | 33<<10 | 1<<9 | 300.
	if got := tv.model.shown.id; got != 1627674456327030572 || tv.build.grid.ID() != got {
		t.Errorf("the ID of the values typed is %d (grid %d), want 1627674456327030572", got, tv.build.grid.ID())
	}
	checkSavedLayout(t, tv)
}

// checkSavedLayout checks the layout shown, saved in the editor: exported,
// its file reads back as the same layout; a later start keeps it.
func checkSavedLayout(t *testing.T, tv *testView) {
	t.Helper()
	dir := t.TempDir()
	e := tv.openEditor(tv.model.layout, "Seven", tv.build.picker.afterEdit)
	e.tools.files = folderFiles{dir, tv.win}
	e.onExport()
	data, err := os.ReadFile(filepath.Join(dir, "Seven.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if l, err := core.ReadLayoutFile("Seven.toml", data, time.Now()); err != nil || !l.Equal(tv.model.layout) {
		t.Errorf("the exported file reads as %+v, %v", l, err)
	}
	e.dialog.Hide()

	tv.rebuild(test.NewTempWindow(t, nil))
	if tv.model.layout.Name != "Seven" || len(tv.build.inputs) != 6 || !slices.Contains(tv.build.picker.choice.Options, "Seven") {
		t.Errorf("a later start shows %s with %d inputs", tv.model.layout.Name, len(tv.build.inputs))
	}
}

// A layout file dropped on the window opens in the layout editor, where
// Save keeps it; one that cannot be read is said on the status line with
// its line and key, one past 64 KiB with its size, and opens nothing.
func TestDroppedLayoutFileOpensTheEditor(t *testing.T) {
	tv := newTestView(t)
	dir := t.TempDir()
	drop := func(name, text string) {
		t.Helper()
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		tv.onDropped([]fyne.URI{storage.NewFileURI(path)})
	}
	drop("bad.toml", "name = \"Bad\"\nepoch = 0\n[[field]]\nname = \"ms\"\nbitz = 32\n")
	if got := tv.status.text(); !strings.Contains(got, "bad.toml:5: field.bitz") || tv.win.Canvas().Overlays().Top() != nil {
		t.Errorf("a bad file: status %q, a dialog open %v", got, tv.win.Canvas().Overlays().Top() != nil)
	}
	drop("big.toml", "name = \"Big\"\n"+strings.Repeat("# padding\n", 7000))
	if got := tv.status.text(); !strings.Contains(got, "big.toml: The file is larger than 64 KiB") || tv.win.Canvas().Overlays().Top() != nil {
		t.Errorf("a file of 70 KB: status %q", got)
	}
	drop("small.toml", "name = \"Small\"\nepoch = 0\n[[field]]\nname = \"ms\"\nbits = 32\ntime = \"1ms\"\n[[field]]\nname = \"node\"\nbits = 8\n")
	top := tv.win.Canvas().Overlays().Top()
	var names []string
	if top != nil {
		eachObject(top, func(o fyne.CanvasObject) bool {
			if e, ok := o.(*components.FieldEntry); ok && e.Visible() {
				names = append(names, e.Text)
			}
			return true
		})
	}
	if !slices.Contains(names, "Small") || !slices.Contains(names, "node") || !slices.Contains(names, "32") {
		t.Errorf("the editor opened on %q", names)
	}
}

// A layout's name offers a file name that every file system takes.
func TestLayoutFileName(t *testing.T) {
	for name, want := range map[string]string{
		"Shard": "Shard.toml", "a/b": "a_b.toml", `C:\x*?"<>|`: "C__x______.toml", "tab\there": "tab_here.toml",
		"Ünal's layout":                             "Ünal's layout.toml",
		strings.Repeat("ş", 60):                     strings.Repeat("ş", 50) + ".toml", // 100 bytes, whole letters
		strings.Repeat("1382350606417817604 ", 100): strings.TrimSpace(strings.Repeat("1382350606417817604 ", 5)) + ".toml",
	} {
		if got := layoutFileName(name); got != want {
			t.Errorf("%q: %q, want %q", name, got, want)
		}
	}
}

// In the smallest window, a field added gets the keyboard in sight below
// the fields that were, and a field reached by the keyboard above those
// in sight is scrolled back into sight: Tab through ten fields typed into
// fields out of sight.
func TestLayoutEditorKeepsTheKeyboardInSight(t *testing.T) {
	tv := newTestView(t)
	tv.win.Resize(fyne.NewSize(680, 560))
	e := tv.openEditor(tv.model.layout, "", tv.build.picker.afterEdit)
	inSight := func(obj fyne.CanvasObject) bool {
		d := fyne.CurrentApp().Driver()
		top := d.AbsolutePositionForObject(obj).Y - d.AbsolutePositionForObject(e.scroll).Y
		return top >= -0.5 && top+obj.Size().Height <= e.scroll.Size().Height+0.5
	}
	for range 6 {
		e.onAdd()
	}
	last := e.rows[len(e.rows)-1]
	if tv.win.Canvas().Focused() != last.name || !inSight(last.block) || e.scroll.Offset.Y <= 0 {
		t.Fatalf("the added field: focused %v, in sight %v, the fields scrolled by %v", tv.win.Canvas().Focused() == last.name,
			inSight(last.block), e.scroll.Offset.Y)
	}
	tv.win.Canvas().Focus(e.rows[0].bits)
	if !inSight(e.rows[0].block) {
		t.Errorf("the first field, focused, is out of sight: the fields scrolled by %v", e.scroll.Offset.Y)
	}
	for range 4 * 6 { // name, bits, kind, unit, and the row's buttons: past a few rows
		tv.win.Canvas().FocusNext()
	}
	if f, ok := tv.win.Canvas().Focused().(*components.FieldEntry); ok {
		for _, r := range e.rows {
			if (f == r.name || f == r.bits || f == r.unit) && !inSight(r.block) {
				t.Errorf("the field %q, reached by Tab, is out of sight", r.name.Text)
			}
		}
	}
}

// Past 63 bits the editor's grid draws the fields as they are now, cut at
// the 63rd bit and greyed, never an earlier state; a rename shows at once.
func TestLayoutEditorPreviewPastTheLimit(t *testing.T) {
	tv := newTestView(t)
	sonyflake, _ := core.LayoutNamed("Sonyflake")
	e := tv.openEditor(sonyflake.Layout, "", tv.build.picker.afterEdit)
	retype(e.rows[0].bits, "40") // typed as 4, then 40: 64 bits in all
	names := func() (got []string) {
		for _, p := range e.grid.Parts() {
			got = append(got, fmt.Sprintf("%s %d", p.Name, p.Bits))
		}
		return got
	}
	if got, want := names(), []string{"Sign 1", "time 40", "sequence 8", "machine… 15"}; !slices.Equal(got, want) || !e.grid.Disabled() {
		t.Errorf("64 bits: the grid draws %q (disabled %v), want %q", got, e.grid.Disabled(), want)
	}
	retype(e.rows[2].name, "host")
	if got, want := names(), []string{"Sign 1", "time 40", "sequence 8", "host… 15"}; !slices.Equal(got, want) {
		t.Errorf("renamed: the grid draws %q, want %q", got, want)
	}
	retype(e.rows[0].bits, "39")
	if got, want := names(), []string{"Sign 1", "time 39", "sequence 8", "host 16"}; !slices.Equal(got, want) || e.grid.Disabled() {
		t.Errorf("63 bits: the grid draws %q (disabled %v), want %q", got, e.grid.Disabled(), want)
	}
}

// A name that another layout has is said under the name as it is typed,
// and Save waits, rather than only once Save is pressed.
func TestLayoutEditorSaysATakenNameAtOnce(t *testing.T) {
	tv := newTestView(t)
	start := tv.model.layout
	start.Name = lang.L("layout.newName")
	e := tv.openEditor(start, "", tv.build.picker.afterEdit)
	if e.names[0].Importance == widget.DangerImportance || e.save.Disabled() {
		t.Fatalf("a new name: %q, Save disabled %v", e.names[0].Text, e.save.Disabled())
	}
	retype(e.name, "instagram")
	if e.names[0].Importance != widget.DangerImportance || e.names[0].Text == "" || !e.save.Disabled() {
		t.Errorf("Instagram's name typed: %q, Save disabled %v", e.names[0].Text, e.save.Disabled())
	}
}

// The editor opened on one's own layout (Ctrl+Shift+L) starts a new one of
// the same name: the name is said taken and Save waits, but Export writes
// the layout as it is.
func TestLayoutEditorExportsUnderATakenName(t *testing.T) {
	tv := newTestView(t)
	l, _ := core.LayoutNamed("Instagram")
	dir := t.TempDir()
	e := tv.openEditor(l.Layout, "", tv.build.picker.afterEdit)
	e.tools.files = folderFiles{dir, tv.win}
	if !e.save.Disabled() || e.names[0].Importance != widget.DangerImportance {
		t.Errorf("Instagram's name: Save disabled %v, %q", e.save.Disabled(), e.names[0].Text)
	}
	e.onExport()
	data, err := os.ReadFile(filepath.Join(dir, "Instagram.toml"))
	if back, rerr := core.ReadLayoutFile("Instagram.toml", data, testNow); err != nil || rerr != nil || !back.Equal(l.Layout) {
		t.Errorf("exported: %v, %v, %+v; the editor says %q", err, rerr, back, e.message.Text)
	}
}
