package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// columnsLayout puts two objects side by side when the width gives each at
// least its minimum width, the first taking share of it, and one above the
// other when it does not. The arrangement depends on the width, so its
// minimum height does too: as with Fyne's own GridWrap layout, MinSize
// reports the height of the arrangement chosen at the last Layout, and the
// canvas lays the parents out again when that changes.
type columnsLayout struct {
	share   float32 // of the width, for the first object when side by side
	stacked bool    // as last laid out
}

var _ fyne.Layout = (*columnsLayout)(nil)

func (l *columnsLayout) fits(objects []fyne.CanvasObject, width float32) bool {
	a, b := objects[0].MinSize(), objects[1].MinSize()
	first := max(a.Width, width*l.share)
	return first+theme.Padding()+b.Width <= width
}

func (l *columnsLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	l.stacked = !l.fits(objects, size.Width)
	if l.stacked {
		h := objects[0].MinSize().Height
		objects[0].Move(fyne.NewPos(0, 0))
		objects[0].Resize(fyne.NewSize(size.Width, h))
		objects[1].Move(fyne.NewPos(0, h+pad))
		objects[1].Resize(fyne.NewSize(size.Width, size.Height-h-pad))
		return
	}
	first := max(objects[0].MinSize().Width, size.Width*l.share)
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(fyne.NewSize(first, size.Height))
	objects[1].Move(fyne.NewPos(first+pad, 0))
	objects[1].Resize(fyne.NewSize(size.Width-first-pad, size.Height))
}

func (l *columnsLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	a, b := objects[0].MinSize(), objects[1].MinSize()
	w := max(a.Width, b.Width)
	if l.stacked {
		return fyne.NewSize(w, a.Height+theme.Padding()+b.Height)
	}
	return fyne.NewSize(w, max(a.Height, b.Height))
}
