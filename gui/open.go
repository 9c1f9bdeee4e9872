package gui

import (
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"snowflakeid/core"
)

// Handle is what the app's main does with the window once it is filled.
type Handle interface {
	// Open shows what a start of the app was given, in the running window:
	// the arguments of the command line, and the folder it was started in.
	Open(args []string, dir string)
	// Started is called once the window's first frame is drawn.
	Started()
}

// Open shows a start's arguments: files are decoded on the Decode many
// tab; anything else is an ID or a link, taken apart on the Build tab,
// whose ID field says what is wrong with one that is neither. The window
// comes to the front.
func (w *window) Open(args []string, dir string) {
	var files []fyne.URI
	for _, arg := range args {
		path := arg
		if !filepath.IsAbs(path) {
			path = filepath.Join(dir, path)
		}
		if info, err := os.Stat(path); err == nil && info.Mode().IsRegular() {
			files = append(files, storage.NewFileURI(path))
			continue
		}
		if f, err := core.ReadIDOrLink(arg); err == nil {
			w.showOnBuild(f, w.model.scheme)
		} else {
			w.build.pasteID(arg)
		}
		w.toBuild()
	}
	if len(files) > 0 {
		w.onDropped(files)
	}
	w.showWindow()
}
