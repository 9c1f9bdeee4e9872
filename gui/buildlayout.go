package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The four parts of the Build tab, in the order buildLayout takes them.
const (
	partInputs  = iota // the inputs and the readings of a typed ID
	partID             // the ID, its buttons and the scheme
	partFormats        // the ID in other forms
	partGrid           // the bit grid and its message
)

// buildLayout arranges the Build tab. When the width gives the inputs and
// the result each their minimum width, the inputs take share of it and the
// ID and its forms stand beside them, with the grid below both taking the
// height left. When it does not, everything stacks, and the grid comes
// right after the ID, before the forms, so that the centrepiece stays in
// sight. As with Fyne's own GridWrap layout, MinSize reports the height of
// the arrangement chosen at the last Layout, and the canvas lays the
// parents out again when that changes: the grid's height too, one row of
// its bits or two, depends on the width it was last given.
type buildLayout struct {
	share   float32    // of the width, for the inputs when side by side
	idFirst bool       // stacked, the ID and the grid come before the inputs: a wide ID's fields take room
	grid    heightedBy // the bit grid inside the grid part
	stacked bool       // as last laid out
	width   float32    // as last laid out
}

// heightedBy is a widget whose height depends on its width.
type heightedBy interface {
	fyne.CanvasObject
	MinHeightFor(width float32) float32
}

var _ fyne.Layout = (*buildLayout)(nil)

// resultWidth is the minimum width of the ID and its forms.
func resultWidth(objects []fyne.CanvasObject) float32 {
	return max(objects[partID].MinSize().Width, objects[partFormats].MinSize().Width)
}

func (l *buildLayout) fits(objects []fyne.CanvasObject, width float32) bool {
	first := max(objects[partInputs].MinSize().Width, width*l.share)
	return first+theme.Padding()+resultWidth(objects) <= width
}

func (l *buildLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	l.stacked, l.width = !l.fits(objects, size.Width), size.Width
	place := func(o fyne.CanvasObject, x, y, w, h float32) {
		o.Move(fyne.NewPos(x, y))
		o.Resize(fyne.NewSize(w, h))
	}
	inputs, id, formats, grid := objects[partInputs], objects[partID], objects[partFormats], objects[partGrid]
	if l.stacked {
		// The grid takes whatever height the others leave.
		rest := size.Height - inputs.MinSize().Height - id.MinSize().Height - formats.MinSize().Height - 3*pad
		y := float32(0)
		order := []fyne.CanvasObject{inputs, id, grid, formats}
		if l.idFirst {
			order = []fyne.CanvasObject{id, grid, inputs, formats}
		}
		for _, o := range order {
			h := o.MinSize().Height
			if o == grid {
				h = max(l.gridHeight(grid), rest)
			}
			place(o, 0, y, size.Width, h)
			y += h + pad
		}
		return
	}
	first := max(inputs.MinSize().Width, size.Width*l.share)
	x, w := first+pad, size.Width-first-pad
	idH, formatsH := id.MinSize().Height, formats.MinSize().Height
	top := max(inputs.MinSize().Height, idH+pad+formatsH)
	place(inputs, 0, 0, first, top)
	place(id, x, 0, w, idH)
	place(formats, x, idH+pad, w, top-idH-pad)
	place(grid, 0, top+pad, size.Width, size.Height-top-pad)
}

// gridHeight is the grid part's height at the width last laid out: the
// part's minimum with the grid's own minimum at that width in place of the
// grid's smallest-width minimum.
func (l *buildLayout) gridHeight(part fyne.CanvasObject) float32 {
	h := part.MinSize().Height
	if l.grid == nil || l.width <= 0 {
		return h
	}
	return h - l.grid.MinSize().Height + l.grid.MinHeightFor(l.width)
}

func (l *buildLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	inputs, id, formats, grid := objects[partInputs].MinSize(), objects[partID].MinSize(),
		objects[partFormats].MinSize(), objects[partGrid].MinSize()
	w := max(inputs.Width, resultWidth(objects), grid.Width)
	gridH := l.gridHeight(objects[partGrid])
	if l.stacked {
		return fyne.NewSize(w, inputs.Height+id.Height+formats.Height+gridH+3*pad)
	}
	return fyne.NewSize(w, max(inputs.Height, id.Height+pad+formats.Height)+pad+gridH)
}
