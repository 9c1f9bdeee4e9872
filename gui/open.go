package gui

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"snowflakeid/core/find"
)

// Handle is what the app's main does with the window once it is filled.
type Handle interface {
	// Open shows what a start of the app was given, in the running window:
	// the arguments of the command line, and the folder it was started in.
	Open(args []string, dir string)
	// Started is called once the window's first frame is drawn.
	Started()
}

// Open shows a start's arguments in the order the terminal's decode reads
// them: an ID or a link, a UUID or a ULID… is taken apart on the Build
// tab, even where a file has its name; files are decoded on the Decode
// many tab; anything else goes into the ID field, which says what is wrong with
// it. The window comes to the front.
func (w *window) Open(args []string, dir string) {
	var files []fyne.URI
	for _, arg := range args {
		path := arg
		if !filepath.IsAbs(path) {
			path = filepath.Join(dir, path)
		}
		f, err := find.ReadIDOrLink(arg)
		switch info, statErr := os.Stat(path); {
		case w.build.pasteWide(strings.TrimSpace(arg)): // a UUID, a ULID: taken apart in its layout
		case err == nil:
			w.model.showFound(f, w.model.layout)
		case statErr == nil && info.Mode().IsRegular():
			files = append(files, storage.NewFileURI(path))
			continue
		default:
			w.build.pasteID(arg)
		}
		w.toBuild()
	}
	if len(files) > 0 {
		w.onDropped(files)
	}
	w.showWindow()
}
