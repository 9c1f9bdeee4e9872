package gui

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/test"

	"snowflakeid/core"
	"snowflakeid/core/issue"
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
	g, err := issue.NewGenerator(1, 1)
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

// safeWriter is what a save dialog hands over for path, once the app has
// made Fyne's file repository safe.
func safeWriter(t *testing.T, path string) fyne.URIWriteCloser {
	t.Helper()
	useSafeFiles()
	w, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// A save that fails halfway, as on a full disk, leaves the file that was
// there byte for byte as it was, and no file where there was none. Fyne's
// own writer emptied a file as the dialog opened it, and the failed save
// then removed what was left of it.
func TestSaveChosenFailsHalfway(t *testing.T) {
	test.NewTempApp(t)
	ids := batchIDs(t)
	var whole bytes.Buffer
	if err := writeIDs(&whole, core.Twitter, nil, ids, true); err != nil {
		t.Fatal(err)
	}
	halfway := func(w io.Writer) error {
		return writeIDs(&failingWriter{w: w, limit: whole.Len() / 2}, core.Twitter, nil, ids, true)
	}

	dir := t.TempDir()
	kept := filepath.Join(dir, "kept.csv")
	if err := os.WriteFile(kept, []byte("what was there\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	w := safeWriter(t, kept)
	if data, _ := os.ReadFile(kept); string(data) != "what was there\n" {
		t.Fatalf("opening the file to replace it left %q in it", data)
	}
	if err := saveChosen(w, halfway); !errors.Is(err, errDiskFull) {
		t.Errorf("saving over a file = %v, want the disk's error", err)
	}
	if data, _ := os.ReadFile(kept); string(data) != "what was there\n" {
		t.Errorf("the file that was there now holds %d bytes", len(data))
	}
	if err := saveChosen(safeWriter(t, filepath.Join(dir, "new.csv")), halfway); err == nil {
		t.Error("saving a new file did not fail")
	}
	if names := files(t, dir); len(names) != 1 || names[0] != "kept.csv" {
		t.Errorf("after two failed saves the folder holds %q", names)
	}

	if err := saveChosen(safeWriter(t, kept), func(w io.Writer) error { return writeIDs(w, core.Twitter, nil, ids, true) }); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(kept); !bytes.Equal(data, whole.Bytes()) {
		t.Errorf("a whole save wrote %d bytes, want %d", len(data), whole.Len())
	}
	if info, err := os.Stat(kept); err != nil || info.Mode().Perm() != 0o640 {
		t.Errorf("the replaced file's mode is %v, want -rw-r-----", info.Mode())
	}
	if names := files(t, dir); len(names) != 1 {
		t.Errorf("after a whole save the folder holds %q", names)
	}
}

// A pending file that is given up, or closed after a failed write, leaves
// the file as it was.
func TestPendingFileAbort(t *testing.T) {
	test.NewTempApp(t)
	path := filepath.Join(t.TempDir(), "ids.txt")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	w := safeWriter(t, path)
	if _, err := io.WriteString(w, "new text"); err != nil {
		t.Fatal(err)
	}
	w.(*pendingFile).Abort()
	if err := w.Close(); err == nil {
		t.Error("a pending file closed after Abort said it was saved")
	}
	if data, _ := os.ReadFile(path); string(data) != "old" {
		t.Errorf("after Abort the file holds %q", data)
	}
	if names := files(t, filepath.Dir(path)); len(names) != 1 {
		t.Errorf("after Abort the folder holds %q", names)
	}
}

// The dialogs still list, walk and read folders through the safe repository.
func TestSafeFilesKeepsTheRepository(t *testing.T) {
	test.NewTempApp(t)
	useSafeFiles()
	useSafeFiles() // once is enough, twice changes nothing
	r, err := repository.ForScheme("file")
	if files, ok := r.(safeFiles); err != nil || !ok {
		t.Fatalf("the file repository is %T", r)
	} else if _, twice := files.fileRepository.(safeFiles); twice {
		t.Fatal("the safe repository wraps itself")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("1382350606417817604"), 0o644); err != nil {
		t.Fatal(err)
	}
	list, err := storage.List(storage.NewFileURI(dir))
	if err != nil || len(list) != 1 || list[0].Name() != "a.txt" {
		t.Errorf("List = %v, %v", list, err)
	}
	if ok, err := storage.CanList(storage.NewFileURI(dir)); !ok || err != nil {
		t.Errorf("CanList = %v, %v", ok, err)
	}
	if _, err := storage.Writer(storage.NewFileURI(dir)); err == nil {
		t.Error("a folder was opened for writing")
	}
}

// A failed save is told with the file the person chose and the system's
// reason, not the temporary file's name.
func TestSaveFailedText(t *testing.T) {
	inEnglish(t)
	err := &fs.PathError{Op: "write", Path: "/home/a/.ids.csv.X1Y2Z3W4.tmp", Err: syscall.ENOSPC}
	got := saveFailedText("/home/a/ids.csv", err)
	if got != "Could not save /home/a/ids.csv: no space left on device. Nothing was written; a file that was there is as it was." {
		t.Errorf("saveFailedText = %q", got)
	}
}
