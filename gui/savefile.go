package gui

import (
	"bufio"
	"crypto/rand"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/widget"
	"github.com/natefinch/atomic"

	"snowflakeid/words"
)

// fileRepository is everything Fyne's own repository of local files does,
// which the dialogs rely on: listing folders, walking up and down them,
// reading and writing files.
type fileRepository interface {
	repository.Repository
	repository.WritableRepository
	repository.DeleteAllRepository
	repository.AppendableRepository
	repository.HierarchicalRepository
	repository.ListableRepository
	repository.MovableRepository
	repository.CopyableRepository
}

// safeFiles is Fyne's repository of local files with one change: a file
// is written to a temporary file beside it, which replaces it only once
// it is whole. Fyne's own writer empties the file as it opens it, so a
// save dialog has emptied a file the person agreed to replace before the
// app writes a byte, and a full disk then loses it.
type safeFiles struct {
	fileRepository
}

// useSafeFiles makes every writer of a local file, the dialogs' among
// them, a pendingFile.
func useSafeFiles() {
	r, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if files, ok := r.(fileRepository); ok {
		if _, done := r.(safeFiles); !done {
			repository.Register("file", safeFiles{files})
		}
	}
}

// Writer returns a pendingFile for u, leaving whatever is at u as it is
// until the pendingFile is closed.
func (s safeFiles) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return newPendingFile(u)
}

// pendingFile is a file being written. What is written goes to a
// temporary file in the same folder, which Close puts in the file's place
// in one step, and Abort removes. Until then the file is as it was, or is
// not there at all.
type pendingFile struct {
	uri  fyne.URI
	temp *os.File
	mode fs.FileMode // the file's, or what a new file gets
	err  error       // the first write that failed
}

var _ fyne.URIWriteCloser = (*pendingFile)(nil)

func newPendingFile(u fyne.URI) (*pendingFile, error) {
	path := u.Path()
	p := &pendingFile{uri: u, mode: 0o666}
	if info, err := os.Stat(path); err == nil {
		if !info.Mode().IsRegular() {
			return nil, &fs.PathError{Op: "open", Path: path, Err: errors.New("not a regular file")}
		}
		p.mode = info.Mode().Perm()
	}
	// Named like the file, hidden, and created with the file's permissions
	// (the umask applies), so that renaming it changes nothing but the text.
	dir, base := filepath.Split(path)
	for range 100 {
		name := filepath.Join(dir, "."+base+"."+rand.Text()[:8]+".tmp")
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, p.mode)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		p.temp = f
		return p, nil
	}
	return nil, &fs.PathError{Op: "create", Path: path, Err: fs.ErrExist}
}

func (p *pendingFile) URI() fyne.URI { return p.uri }

func (p *pendingFile) Write(b []byte) (int, error) {
	if p.err != nil {
		return 0, p.err
	}
	n, err := p.temp.Write(b)
	p.err = err
	return n, err
}

// Close puts the text written in the file's place, unless a write failed:
// then the file stays as it was and Close returns that failure.
func (p *pendingFile) Close() error {
	if p.err != nil {
		p.Abort()
		return p.err
	}
	name := p.temp.Name()
	err := p.temp.Sync() // without it, a crash could leave an empty file in the file's place
	if cerr := p.temp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = atomic.ReplaceFile(name, p.uri.Path())
	}
	if err != nil {
		_ = os.Remove(name)
		p.err = err
	}
	return err
}

// Abort drops what was written and leaves the file as it was.
func (p *pendingFile) Abort() {
	_ = p.temp.Close()
	_ = os.Remove(p.temp.Name())
	if p.err == nil {
		p.err = errAborted
	}
}

// errAborted is what a pendingFile says once it was given up.
var errAborted = errors.New("the save was given up")

// saveChosen writes into the file a save dialog returned, through a 64 KB
// buffer. A local file is a pendingFile: when write fails, the file is
// left as it was. Elsewhere (a location that is not a local file) the
// text goes straight through w.
func saveChosen(w fyne.URIWriteCloser, write func(io.Writer) error) error {
	buf := bufio.NewWriterSize(w, 64<<10)
	err := write(buf)
	if err == nil {
		err = buf.Flush()
	}
	if p, ok := w.(interface{ Abort() }); ok && err != nil {
		p.Abort()
		return err
	}
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return err
}

// saveFailedText says that saving path failed and why, in the person's
// words: the system's reason without the temporary file's name.
func saveFailedText(path string, err error) string {
	var pathErr *fs.PathError
	var linkErr *os.LinkError
	switch {
	case errors.As(err, &pathErr):
		err = pathErr.Err
	case errors.As(err, &linkErr):
		err = linkErr.Err
	}
	return lang.L("save.failed", map[string]any{"Path": path, "Error": err.Error()})
}

// save writes count IDs into the file the person chose, through write and
// off the main goroutine, and says how it went with notify, and in a
// dialog over parent when it failed: the file is then as it was.
func (r *runner) save(w fyne.URIWriteCloser, count int, write func(io.Writer) error,
	notify func(text string, importance widget.Importance), parent fyne.Window) {
	notify(lang.L("batch.saving", map[string]any{"Count": words.Group(int64(count))}), widget.MediumImportance)
	path := w.URI().Path()
	r.start(func() {
		err := saveChosen(w, write)
		fyne.Do(func() {
			if err != nil {
				text := saveFailedText(path, err)
				notify(text, widget.DangerImportance)
				dialog.ShowError(errors.New(text), parent)
				return
			}
			notify(lang.L("batch.saved", map[string]any{"Count": words.Group(int64(count)), "Path": path}), widget.SuccessImportance)
		})
	})
}
