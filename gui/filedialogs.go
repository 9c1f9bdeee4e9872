package gui

import (
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
)

// fileChooser asks the person for a file: one to save into, handed to done
// as a writer, or one to read. It stays silent when the person cancels.
type fileChooser interface {
	save(name string, done func(fyne.URIWriteCloser))
	open(extensions []string, done func(fyne.URIReadCloser)) // only files of these endings, or any with none
	parent() fyne.Window                                     // where failures are shown
}

// fileDialogs shows the app's file dialogs, starting in the folder last
// used, or in the home folder the first time, rather than in the app's own
// storage folder where Fyne would start.
type fileDialogs struct {
	win      fyne.Window // the dialogs' parent
	settings settings    // where the last folder is kept
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
	d.SetTitleText(lang.L("dialog.saveFile"))
	f.show(d)
}

// open asks for a file to read, of one of the extensions (".toml") or
// any where none are given, and hands it to done.
func (f fileDialogs) open(extensions []string, done func(fyne.URIReadCloser)) {
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
	if len(extensions) > 0 {
		d.SetFilter(storage.NewExtensionFileFilter(extensions))
	}
	d.SetTitleText(lang.L("dialog.openFile"))
	f.show(d)
}

func (f fileDialogs) parent() fyne.Window { return f.win }

func (f fileDialogs) show(d *dialog.FileDialog) {
	folder := f.settings.folder()
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
		f.settings.setFolder(filepath.Dir(u.Path()))
	}
}
