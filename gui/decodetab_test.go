package gui

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/decoded"
)

// openDecode opens the Decode many tab of tv with decodings run in place.
func openDecode(tv *testView) *decodeTab {
	tv.tabs.Select(tv.tabs.decode)
	d := tv.openDecodeTab()
	d.job.runner.start = func(work func()) { work() }
	return d
}

func TestDecodeManyPastes(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	fyne.CurrentApp().Clipboard().SetContent("GET /a 200 1382350606417817605\nnothing\n0x132f188d72947004 and 1382350606417817604\n")
	test.Tap(d.top.paste)
	if d.decoded.Len() != 3 || d.decoded.ID(0) != 1382350606417817605 || d.decoded.ID(2) != 1382350606417817604 {
		t.Fatalf("%d rows, first %d", d.decoded.Len(), d.decoded.ID(0))
	}
	if !strings.HasPrefix(d.report.label.Text, "3 IDs from 3 lines, read as Twitter") || !strings.Contains(d.report.label.Text, "1 line held no ID.") {
		t.Errorf("summary %q", d.report.label.Text)
	}
	if d.actions.copyAll.Disabled() || d.actions.csv.Disabled() || !d.actions.show.Disabled() {
		t.Error("with rows and none selected, the copy and export buttons should be on and Show off")
	}

	d.onSort(decoded.ColSequence) // as a tap on the header does
	if d.decoded.ID(0) != 1382350606417817604 || d.decoded.Cell(1, decoded.ColGap) != "0 ms" {
		t.Errorf("sorted by sequence, the first row is %d", d.decoded.ID(0))
	}

	// Selecting a row offers to show its ID on the Build tab, and leaves
	// the Build tab alone until the person takes the offer.
	before := tv.build.id.entry.Text
	d.table.Select(widget.TableCellID{Row: 2, Col: decoded.ColUTC})
	if tv.build.id.entry.Text != before {
		t.Errorf("selecting a row rewrote the Build tab's ID from %q to %q", before, tv.build.id.entry.Text)
	}
	if tv.tabs.Selected() != tv.tabs.decode || d.actions.show.Disabled() {
		t.Error("selecting a row left the tab or did not offer to go to the first tab")
	}
	test.Tap(d.actions.show)
	if tv.tabs.SelectedIndex() != 0 || tv.build.id.entry.Text != "1382350606417817605" || tv.build.grid.ID() != 1382350606417817605 {
		t.Errorf("Show on the first tab went to tab %d, showing %q", tv.tabs.SelectedIndex(), tv.build.id.entry.Text)
	}
	tv.tabs.Select(tv.tabs.decode)

	d.actions.column.SetSelectedIndex(decoded.ColMachine)
	test.Tap(d.actions.copyColumn)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "7\n7\n7\n" {
		t.Errorf("copied machine column %q", got)
	}
}

// The exported file holds the table as shown, sorted as shown.
func TestDecodeManyExports(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	d.decodeText("1382350606417817605\n1382350606417817604 1382350606417817604")
	d.onSort(decoded.ColID)
	uri := storage.NewFileURI(filepath.Join(t.TempDir(), "ids.csv"))
	w, err := storage.Writer(uri)
	if err != nil {
		t.Fatal(err)
	}
	d.export(d.decoded.Snapshot(), exportCSV, w)
	data, err := os.ReadFile(uri.Path())
	if err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil || len(records) != 4 {
		t.Fatalf("%d records, %v", len(records), err)
	}
	for row := range d.decoded.Len() {
		for col := range decoded.ColumnCount {
			switch col {
			case decoded.ColLocal, decoded.ColRelative, decoded.ColFlags, decoded.ColGap:
				continue // written the same in every language, the gap exactly: see decoded's tests
			}
			if got, shown := records[row+1][col], d.decoded.Cell(row, col); got != shown {
				t.Errorf("row %d column %d: exported %q, shown %q", row, col, got, shown)
			}
		}
	}
	if records[1][decoded.ColID] != "1382350606417817604" || records[1][decoded.ColFlags] != "" || records[2][decoded.ColFlags] != "duplicate" {
		t.Errorf("first exported rows %q, %q", records[1], records[2])
	}
	if !strings.HasPrefix(tv.status.text(), "Saved 3 IDs to ") || !strings.HasPrefix(d.report.label.Text, "3 IDs from 2 lines") {
		t.Errorf("status %q, summary %q", tv.status.text(), d.report.label.Text)
	}
}

// A Discord message's link among tweets is read as Discord's on its row,
// and changes nothing else: not the tab's scheme, not the Build tab's, not
// the scheme the app starts in. Each tab's scheme changes when the person
// chooses it on that tab, and on no other.
func TestEachTabKeepsItsScheme(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	d.decodeText("1382350606417817604\nhttps://discord.com/channels/1/2/1085985214343565319\n")
	if got := d.decoded.Cell(1, decoded.ColUTC); got != "2023-03-16T17:57:31.729Z" || d.decoded.Cell(1, decoded.ColFlags) != "past bulk delete, its link's scheme" {
		t.Errorf("the message's row reads %q, flags %q", got, d.decoded.Cell(1, decoded.ColFlags))
	}
	if schemeOf(tv.model.layout) != core.Twitter || d.scheme != core.Twitter || d.picker.choice.Selected != "Twitter" || tv.build.picker.choice.Selected != "Twitter" {
		t.Errorf("a link changed a scheme: Build %v, Decode many %v (%q)", schemeOf(tv.model.layout).Name, d.scheme.Name, d.picker.choice.Selected)
	}

	// The person chooses Discord on Decode many: its numbers are read as
	// Discord's, and the other tabs stay as they were.
	d.picker.choice.SetSelected("Discord")
	if got := d.decoded.Cell(0, decoded.ColUTC); got != "2025-06-11T13:27:47.402Z" {
		t.Errorf("the plain number read as Discord's: %q", got)
	}
	g := tv.openGenerateTab()
	r := tv.openRangeTab()
	if schemeOf(tv.model.layout) != core.Twitter || g.picker.choice.Selected != "Twitter" || r.scheme != core.Twitter {
		t.Errorf("choosing on Decode many changed Build %v, Generate many %q, IDs of a moment %v", schemeOf(tv.model.layout).Name, g.picker.choice.Selected, r.scheme.Name)
	}

	// A Discord link on the Build tab shows its ID in Discord's scheme
	// there, and the app still starts in Twitter's.
	tv.build.pasteID("https://discord.com/channels/1/2/1085985214343565319")
	if schemeOf(tv.model.layout) != core.Discord || g.picker.choice.Selected != "Twitter" || r.scheme != core.Twitter {
		t.Errorf("a link on the Build tab: Build %v, Generate many %q, IDs of a moment %v", schemeOf(tv.model.layout).Name, g.picker.choice.Selected, r.scheme.Name)
	}
	if saved := tv.savedScheme(); saved != core.Twitter {
		t.Errorf("the app would start in %v", saved.Name)
	}
	// Show on the first tab reads a number as Decode many read it, in
	// Discord's scheme here, and saves nothing.
	tv.model.chooseLayout(core.Twitter.Layout())
	d.table.Select(widget.TableCellID{Row: 0, Col: decoded.ColID})
	test.Tap(d.actions.show)
	if schemeOf(tv.model.layout) != core.Discord || tv.build.inputs[inTimestamp].entry.Text != "1749648467402" {
		t.Errorf("shown on the Build tab in %s, timestamp %q", schemeOf(tv.model.layout).Name, tv.build.inputs[inTimestamp].entry.Text)
	}
	if saved := tv.savedScheme(); saved != core.Twitter {
		t.Errorf("showing a row made the app start in %v", saved.Name)
	}
	tv.model.chooseLayout(core.Twitter.Layout())
	// Choosing on the Build tab is the person's choice: the app starts in it.
	tv.build.picker.choice.SetSelected("Discord")
	tv.build.picker.choice.SetSelected("Twitter")
	tv.build.picker.choice.SetSelected("Discord")
	if saved := tv.savedScheme(); saved != core.Discord {
		t.Errorf("chosen on the Build tab, the app would start in %v", saved.Name)
	}
}

// TestDecodeManyDiscordTimestamp copies the selected row's time as
// Discord's markup, in the style chosen elsewhere in the window.
func TestDecodeManyDiscordTimestamp(t *testing.T) {
	tv := newTestView(t)
	tv.build.picker.choice.SetSelected("Discord")
	d := openDecode(tv)
	d.decodeText("https://discord.com/channels/1/2/175928847299117063\nhttps://mastodon.social/@Gargron/103270115826048975")
	if !d.discord.copy.Disabled() || d.discord.value.Text != noValue {
		t.Errorf("with no row selected the stamp reads %q", d.discord.value.Text)
	}
	d.table.Select(widget.TableCellID{Row: 0, Col: decoded.ColID})
	// 2016-04-30T11:18:25.796Z in Discord's scheme.
	if got := d.discord.value.Text; got != "<t:1462015105:f>" {
		t.Errorf("selected Discord message: %q", got)
	}
	tv.build.formats.discord.choice.SetSelectedIndex(strings.IndexRune(core.DiscordStyles, 'R'))
	if got := d.discord.value.Text; got != "<t:1462015105:R>" {
		t.Errorf("after choosing R on the Build tab: %q", got)
	}
	test.Tap(d.discord.copy)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "<t:1462015105:R>" {
		t.Errorf("clipboard %q", got)
	}
	// A Mastodon status is read in its own family: 2019-12-08T03:48:33.849Z.
	d.table.Select(widget.TableCellID{Row: 1, Col: decoded.ColID})
	if got := d.discord.value.Text; got != "<t:1575776913:R>" {
		t.Errorf("selected Mastodon status: %q", got)
	}
	if got := tv.settings.discordStyle(); got != 'R' {
		t.Errorf("remembered style %q", got)
	}
}

func TestDecodeManyBadInput(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	d.decodeText("1382350606417817604\n")
	dir := t.TempDir()
	binary := filepath.Join(dir, "image.png")
	if err := os.WriteFile(binary, []byte("\x89PNG\r\n\x1a\n\x00\x00 1382350606417817605"), 0o644); err != nil {
		t.Fatal(err)
	}
	d.decodeFiles([]fyne.URI{storage.NewFileURI(binary)})
	if d.decoded.Len() != 1 || !strings.Contains(d.report.label.Text, "image.png was not read: it holds NUL bytes") {
		t.Errorf("after a binary file: %d rows, summary %q", d.decoded.Len(), d.report.label.Text)
	}
	d.decodeFiles([]fyne.URI{storage.NewFileURI(filepath.Join(dir, "gone.txt"))})
	if d.decoded.Len() != 1 || !strings.Contains(d.report.label.Text, "gone.txt could not be read") {
		t.Errorf("after a missing file: %d rows, summary %q", d.decoded.Len(), d.report.label.Text)
	}
	long := strings.Repeat("x", 1<<20) + " 1382350606417817606 " + strings.Repeat("-", 1<<20)
	d.decodeText(long + "\n-1382350606417817604 9223372036854775808")
	if d.decoded.Len() != 1 || d.decoded.ID(0) != 1382350606417817606 || !strings.Contains(d.report.label.Text, "Skipped 1 number past") ||
		!strings.Contains(d.report.label.Text, "Skipped 1 negative number") {
		t.Errorf("after a line of 2 MB: %d rows, summary %q", d.decoded.Len(), d.report.label.Text)
	}
}

// Progress shows only once a decoding has run for a while, and goes when it ends.
func TestDecodeManyProgress(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	var work func()
	d.job.runner.start = func(w func()) { work = w }
	d.decodeText("1382350606417817604")
	if !d.job.running || !d.top.paste.Disabled() || d.top.cancel.Disabled() || d.job.progress.Visible() {
		t.Fatal("a running decoding should turn Paste off and Cancel on, with no progress yet")
	}
	for _, f := range tv.later {
		f()
	}
	if !d.job.progress.Visible() {
		t.Error("no progress after the delay")
	}
	work()
	if d.job.running || d.job.progress.Visible() || d.decoded.Len() != 1 || !d.top.cancel.Disabled() {
		t.Error("the ended decoding is not shown")
	}
}

// Files dropped on the window are decoded on the Decode many tab, as one text.
func TestDropFiles(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	dir := t.TempDir()
	var uris []fyne.URI
	// An empty file first: the next one was read past its start, in the
	// decoding goroutine, which ended the app.
	for i, text := range []string{"", "1382350606417817604", "", "id 1382350606417817605 ok\n"} {
		path := filepath.Join(dir, string(rune('a'+i))+".txt")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		uris = append(uris, storage.NewFileURI(path))
	}
	tv.tabs.SelectIndex(0)
	tv.onDropped(uris)
	if tv.tabs.Selected() != tv.tabs.decode || d.decoded.Len() != 2 || d.decoded.ID(1) != 1382350606417817605 {
		t.Errorf("dropped files: %d rows", d.decoded.Len())
	}
	if !strings.HasPrefix(d.report.label.Text, "2 IDs from 2 lines") {
		t.Errorf("dropped files: summary %q, want 2 lines read", d.report.label.Text)
	}
}

// manyLines is n lines of IDs as they are pasted: alone, among words, in
// links and in hexadecimal, one a line, about 25 bytes a line.
func manyLines(n int) string {
	var s strings.Builder
	id := int64(1382350606417817604)
	for i := range n {
		id += int64(i%7) << core.TimestampShift
		switch i % 5 {
		case 0, 1:
			s.WriteString(strconv.FormatInt(id, 10) + "\n")
		case 2:
			s.WriteString("ok " + strconv.FormatInt(id, 10) + " 200\n")
		case 3:
			s.WriteString("x.com/a/status/" + strconv.FormatInt(id, 10) + "\n")
		case 4:
			s.WriteString("0x" + strconv.FormatInt(id, 16) + "\n")
		}
	}
	return s.String()
}

// BenchmarkDecodeManyTab reads, decodes and shows a million pasted lines
// on the Decode many tab, and reports the time per line and the heap the
// table of a million IDs keeps once shown.
func BenchmarkDecodeManyTab(b *testing.B) {
	benchmarkDecodeManyTab(b, "")
}

// BenchmarkDecodeManyTabLayout is BenchmarkDecodeManyTab with the tab in
// Nextcloud's layout: five fields, two of them time.
func BenchmarkDecodeManyTabLayout(b *testing.B) {
	benchmarkDecodeManyTab(b, "Nextcloud")
}

// benchmarkDecodeManyTab decodes a million lines on the Decode many tab,
// in the layout chosen on it ("" for Twitter's).
func benchmarkDecodeManyTab(b *testing.B, layout string) {
	const lines = 1_000_000
	tv := newTestView(b)
	d := openDecode(tv)
	if layout != "" {
		d.picker.choice.SetSelected(layout)
	}
	text := manyLines(lines)
	kept := heapKept(func() {
		for b.Loop() {
			d.decoded = decoded.New(find.Findings{}, core.Twitter, testNow) // let the last table go
			d.decodeText(text)
			if d.decoded.Len() != lines {
				b.Fatalf("%d rows", d.decoded.Len())
			}
		}
	})
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*lines), "ns/line")
	b.ReportMetric(float64(kept)/(1<<20), "MB-kept")
	runtime.KeepAlive(d.decoded)
	runtime.KeepAlive(text)
}

// heapKept is how much more heap is in use, after a collection, once do
// has run than before.
func heapKept(do func()) int64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	do()
	runtime.GC()
	runtime.ReadMemStats(&after)
	return int64(after.HeapAlloc) - int64(before.HeapAlloc)
}

// File > Export with no table says so, on the Decode many tab.
func TestExportMenuWithNoTable(t *testing.T) {
	tv := newTestView(t)
	tv.menuItem(t, "menu.exportCSV").Action()
	if tv.tabs.Selected() != tv.tabs.decode || tv.status.label.Importance != widget.DangerImportance ||
		!strings.HasPrefix(tv.status.text(), "There is no table to export yet") {
		t.Errorf("tab %d, status %q", tv.tabs.SelectedIndex(), tv.status.text())
	}
}

// Ctrl+V outside an entry pastes on the Decode many tab, and only there.
func TestPasteKeyOnDecodeTab(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	fyne.CurrentApp().Clipboard().SetContent("1382350606417817604 1382350606417817605")
	tv.onPasteKey()
	if d.decoded.Len() != 2 {
		t.Errorf("Ctrl+V on the tab: %d rows", d.decoded.Len())
	}
	tv.tabs.SelectIndex(0)
	fyne.CurrentApp().Clipboard().SetContent("1382350606417817606")
	tv.onPasteKey()
	if d.decoded.Len() != 2 {
		t.Errorf("Ctrl+V on the first tab decoded %d rows", d.decoded.Len())
	}
}

// decodeManyBytes is the heap a table of a million IDs may keep once
// shown on the Decode many tab.
const decodeManyBytes = 100 << 20

// The memory Decode many keeps for a million pasted lines is a budget no
// machine's speed moves.
func TestDecodeManyMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("decodes a million lines")
	}
	const lines = 1_000_000
	tv := newTestView(t)
	d := openDecode(tv)
	text := manyLines(lines)
	kept := heapKept(func() { d.decodeText(text) })
	if d.decoded.Len() != lines {
		t.Fatalf("%d rows, want %d", d.decoded.Len(), lines)
	}
	if kept > decodeManyBytes {
		t.Errorf("the table of a million IDs keeps %.1f MB; the budget is %d MB", float64(kept)/(1<<20), decodeManyBytes>>20)
	}
	runtime.KeepAlive(d.decoded)
	runtime.KeepAlive(text)
}
