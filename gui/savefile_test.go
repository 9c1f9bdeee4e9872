package gui

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"

	"snowflakeid/core"
)

var errDiskFull = errors.New("no space left on device")

// failingWriter takes limit bytes and then fails, as a full disk does.
type failingWriter struct {
	w     io.Writer
	limit int
}

func (f *failingWriter) Write(p []byte) (int, error) {
	if len(p) > f.limit {
		n, _ := f.w.Write(p[:f.limit])
		f.limit = 0
		return n, errDiskFull
	}
	f.limit -= len(p)
	return f.w.Write(p)
}

// batchIDs is a Generate tab batch large enough to be written in several pieces.
func batchIDs(t *testing.T) []int64 {
	g, err := core.NewGenerator(1, 1)
	if err != nil {
		t.Fatal(err)
	}
	ids, err := g.NextN(20000)
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

// files lists the names in dir.
func files(t *testing.T, dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// A save that fails halfway leaves the file that was there as it was, and
// no file where there was none.
func TestSaveFileFailsHalfway(t *testing.T) {
	ids := batchIDs(t)
	var whole bytes.Buffer
	if err := writeIDs(&whole, core.Twitter, ids, true); err != nil {
		t.Fatal(err)
	}
	halfway := func(w io.Writer) error {
		return writeIDs(&failingWriter{w: w, limit: whole.Len() / 2}, core.Twitter, ids, true)
	}

	dir := t.TempDir()
	kept := filepath.Join(dir, "kept.csv")
	if err := os.WriteFile(kept, []byte("what was there\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := saveFile(kept, halfway); err == nil || !strings.Contains(err.Error(), errDiskFull.Error()) {
		t.Errorf("saveFile over a file = %v, want the disk's error", err)
	}
	if data, _ := os.ReadFile(kept); string(data) != "what was there\n" {
		t.Errorf("the file that was there now holds %d bytes", len(data))
	}
	if err := saveFile(filepath.Join(dir, "new.csv"), halfway); err == nil {
		t.Error("saveFile of a new file did not fail")
	}
	if names := files(t, dir); len(names) != 1 || names[0] != "kept.csv" {
		t.Errorf("after two failed saves the folder holds %q", names)
	}

	if err := saveFile(kept, func(w io.Writer) error { return writeIDs(w, core.Twitter, ids, true) }); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(kept); !bytes.Equal(data, whole.Bytes()) {
		t.Errorf("a whole save wrote %d bytes, want %d", len(data), whole.Len())
	}
}

// The Generate tab's Save: the save dialog has created the file when it
// returns; a save that fails halfway removes it and leaves nothing else.
func TestSaveChosenFailsHalfway(t *testing.T) {
	inEnglish(t)
	ids := batchIDs(t)
	dir := t.TempDir()
	uri := storage.NewFileURI(filepath.Join(dir, "snowflake-ids.txt"))
	w, err := storage.Writer(uri) // what the dialog hands over
	if err != nil {
		t.Fatal(err)
	}
	err = saveChosen(w, func(out io.Writer) error {
		return writeIDs(&failingWriter{w: out, limit: 100_000}, core.Twitter, ids, false)
	})
	if err == nil {
		t.Fatal("the failed save reported no error")
	}
	if names := files(t, dir); len(names) != 0 {
		t.Errorf("after a failed save the folder holds %q", names)
	}

	w, err = storage.Writer(uri)
	if err != nil {
		t.Fatal(err)
	}
	if err := saveChosen(w, func(out io.Writer) error { return writeIDs(out, core.Twitter, ids, false) }); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(uri.Path()); len(data) != len(ids)*20 {
		t.Errorf("a whole save wrote %d bytes, want %d", len(data), len(ids)*20)
	}
}
