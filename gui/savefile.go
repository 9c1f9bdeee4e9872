package gui

import (
	"bufio"
	"io"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"github.com/natefinch/atomic"
)

// saveFile writes the file at path through write, so that a failure part
// of the way leaves no half-written file: the text goes to a temporary
// file beside it, which replaces the file only once it is whole. A file
// that was there stays as it was when the write fails.
func saveFile(path string, write func(io.Writer) error) error {
	r, w := io.Pipe()
	go func() {
		buf := bufio.NewWriterSize(w, 64<<10)
		err := write(buf)
		if err == nil {
			err = buf.Flush()
		}
		w.CloseWithError(err)
	}()
	err := atomic.WriteFile(path, r)
	r.CloseWithError(err) // stops the writer when the file failed first
	return err
}

// saveChosen saves into the file a save dialog returned. The dialog has
// already created that file, or emptied it once the person agreed to
// replace it, so it is closed unwritten and saveFile replaces it; when the
// save fails, the empty file is removed too. A location that is not a
// local file is written straight through w.
func saveChosen(w fyne.URIWriteCloser, write func(io.Writer) error) error {
	if w.URI().Scheme() != "file" {
		err := write(w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		return err
	}
	path := w.URI().Path()
	_ = w.Close()
	err := saveFile(path, write)
	if err != nil {
		if info, serr := os.Stat(path); serr == nil && info.Size() == 0 {
			_ = os.Remove(path)
		}
	}
	return err
}

// prefFolder is the folder of the file last opened or saved.
const prefFolder = "files.folder"

// fileDialogs shows the app's file dialogs, starting in the folder last
// used, or in the home folder the first time, rather than in the app's own
// storage folder where Fyne would start.
type fileDialogs struct {
	win   fyne.Window // the dialogs' parent
	prefs fyne.Preferences
}

// save asks where to save a file named name at first, and hands the chosen
// file to done; a failure is shown, a cancel does nothing.
func (f fileDialogs) save(name string, done func(fyne.URIWriteCloser)) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			dialog.ShowError(err, f.win)
			return
		}
		if w != nil {
			f.remember(w.URI())
			done(w)
		}
	}, f.win)
	d.SetFileName(name)
	f.show(d)
}

// open asks for a file to read and hands it to done.
func (f fileDialogs) open(done func(fyne.URIReadCloser)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			dialog.ShowError(err, f.win)
			return
		}
		if r != nil {
			f.remember(r.URI())
			done(r)
		}
	}, f.win)
	f.show(d)
}

func (f fileDialogs) show(d *dialog.FileDialog) {
	folder := f.prefs.String(prefFolder)
	if folder == "" {
		folder, _ = os.UserHomeDir()
	}
	if lister, err := storage.ListerForURI(storage.NewFileURI(folder)); err == nil {
		d.SetLocation(lister)
	}
	d.Show()
}

func (f fileDialogs) remember(u fyne.URI) {
	if u.Scheme() == "file" {
		f.prefs.SetString(prefFolder, filepath.Dir(u.Path()))
	}
}
