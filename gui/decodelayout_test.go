package gui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"snowflakeid/decoded"
)

// headers are the table's column headers, in the order shown.
func headers(d *decodeTab) []string {
	var h []string
	for _, col := range d.shown {
		h = append(h, d.decoded.Header(col))
	}
	return h
}

// Decode many reads in any preset layout: its fields become columns, after
// the times and the flags, and Copy column, Copy all and the exports
// follow; the published Instagram ID (unfurl's tests) reads as shard 958,
// sequence 453.
func TestDecodeManyInALayout(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	d.decodeText("3870172288071432645 4194439168")
	d.picker.choice.SetSelected("Instagram") // as a person's choice
	want := []string{"ID", "Time (UTC)", "Local time", "Relative", "Flags", "timestamp", "shard", "sequence", "Gap"}
	if got := headers(d); !slices.Equal(got, want) {
		t.Fatalf("headers %q, want %q", got, want)
	}
	if shard, seq, utc := d.decoded.Cell(0, decoded.ColField+1), d.decoded.Cell(0, decoded.ColField+2), d.decoded.Cell(0, decoded.ColUTC); shard != "958" || seq != "453" || utc != "2026-04-07T16:48:30.621Z" {
		t.Errorf("Instagram's ID: shard %s, sequence %s, %s", shard, seq, utc)
	}
	if !strings.Contains(d.report.label.Text, "read as Instagram") || strings.Contains(d.report.label.Text, "Rows by") {
		t.Errorf("summary %q", d.report.label.Text)
	}
	if !strings.Contains(d.picker.message.Text, "shard 13, sequence 10") || !d.picker.message.Visible() {
		t.Errorf("under the chooser: %q", d.picker.message.Text)
	}
	d.actions.column.SetSelected("shard")
	test.Tap(d.actions.copyColumn)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "958\n132\n" { // 4194439168 >> 10 & 8191, by hand
		t.Errorf("copied the shard column: %q", got)
	}
	test.Tap(d.actions.copyAll)
	if got := fyne.CurrentApp().Clipboard().Content(); !strings.HasPrefix(got, "ID\ttimestamp\tshard\tsequence\tTime (UTC)\t") {
		t.Errorf("copied all: %q", got)
	}
	d.onSort(decoded.ColField + 1) // the shard's header
	if d.decoded.ID(0) != 4194439168 {
		t.Errorf("sorted by shard, the first row is %d", d.decoded.ID(0))
	}

	d.picker.choice.SetSelected("Twitter")
	if got := headers(d); len(got) != 9 || got[5] != "Datacenter" {
		t.Errorf("back in Twitter's scheme: %q", got)
	}
}

// A layout file opened from the chooser is offered and read in; one that
// cannot be is refused with its line and key under the chooser.
func TestDecodeManyOpensALayoutFile(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	d.decodeText("256007")
	dir := t.TempDir()
	open := func(name, text string) {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		r, err := storage.Reader(storage.NewFileURI(path))
		if err != nil {
			t.Fatal(err)
		}
		d.picker.readLayoutFile(r) // what the file dialog hands over
	}
	open("bad.toml", "name = \"Bad\"\nepoch = 0\n[[field]]\nname = \"ms\"\nbitz = 32\n")
	if !strings.Contains(d.picker.message.Text, "bad.toml:5") || !strings.Contains(d.picker.message.Text, "bitz") {
		t.Errorf("a bad file: %q", d.picker.message.Text)
	}
	open("small.toml", "name = \"Small\"\nepoch = 0\n[[field]]\nname = \"ms\"\nbits = 32\ntime = \"1ms\"\n[[field]]\nname = \"node\"\nbits = 8\n")
	if d.picker.choice.Selected != "Small (small.toml)" || !slices.Contains(d.picker.choice.Options, "Small (small.toml)") {
		t.Fatalf("chosen %q of %q", d.picker.choice.Selected, d.picker.choice.Options)
	}
	// 256007 is 1000 << 8 | 7: a second after 1970, node 7.
	if ms, node := d.decoded.Cell(0, decoded.ColField), d.decoded.Cell(0, decoded.ColField+1); ms != "1000" || node != "7" {
		t.Errorf("read in Small: ms %s, node %s", ms, node)
	}
	// A text decoded with the layout chosen is read in it: 2000 << 8 | 9.
	d.decodeText("512009")
	if ms, node := d.decoded.Cell(0, decoded.ColField), d.decoded.Cell(0, decoded.ColField+1); ms != "2000" || node != "9" {
		t.Errorf("decoded in Small: ms %s, node %s", ms, node)
	}
	if last := d.picker.choice.Options[len(d.picker.choice.Options)-1]; last != "Open layout file…" {
		t.Errorf("the last option is %q", last)
	}
}

// A layout chosen while a decoding runs is the one the decoding's list is
// shown in, with that layout's columns: the table never asks for a cell
// of the columns shown before (Nextcloud's five fields, where Mastodon
// has two).
func TestDecodeManyLayoutChosenWhileDecoding(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	d.picker.choice.SetSelected("Nextcloud")
	d.decodeText("4688076898113587 4194439168")
	var work func()
	d.job.runner.start = func(w func()) { work = w }
	d.decodeText("4688076898113587 4194439168 175928847299117063")
	d.picker.choice.SetSelected("Mastodon")
	work()
	want := []string{"ID", "Time (UTC)", "Local time", "Relative", "Flags", "timestamp", "sequence", "Gap"}
	if got := headers(d); !slices.Equal(got, want) || d.decoded.Len() != 3 {
		t.Errorf("headers %q, %d rows; want %q, 3 rows", got, d.decoded.Len(), want)
	}
}
