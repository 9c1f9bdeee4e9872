package bitgrid

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// CreateRenderer makes the canvas objects once; Refresh updates them in
// place, making more only when the grid is given more parts.
func (g *Grid) CreateRenderer() fyne.WidgetRenderer {
	g.ExtendBaseWidget(g)
	r := &gridRenderer{grid: g}
	r.focus = canvas.NewRectangle(color.Transparent)
	r.strips = newStrips()
	r.Refresh()
	return r
}

type gridRenderer struct {
	grid *Grid

	strips   *strips               // the cells, their digits and the ruler, a raster a row
	bars     [][]*canvas.Rectangle // each part's, a row of 32 each
	captions []*partCaption
	focus    *canvas.Rectangle // the ring around the keyboard cursor
	objects  []fyne.CanvasObject
}

// fitParts makes bars, one for each row of 32, and a caption for each of
// the grid's parts, and lists the objects anew when their number changed.
func (r *gridRenderer) fitParts() {
	n, rows := len(r.grid.parts), rowCount(r.grid.width, narrowRow)
	if n == len(r.captions) && r.objects != nil && len(r.bars) > 0 && len(r.bars[0]) == rows {
		return
	}
	for p := len(r.captions); p < n; p++ {
		r.bars = append(r.bars, nil)
		r.captions = append(r.captions, newPartCaption(p))
	}
	r.bars, r.captions = r.bars[:n], r.captions[:n]
	r.objects = nil
	for _, row := range r.strips.rows[:rows] {
		r.objects = append(r.objects, row)
	}
	for p := range n {
		for len(r.bars[p]) < rows {
			r.bars[p] = append(r.bars[p], canvas.NewRectangle(color.Transparent))
		}
		r.bars[p] = r.bars[p][:rows]
		for _, bar := range r.bars[p] {
			r.objects = append(r.objects, bar)
		}
		r.objects = append(r.objects, r.captions[p].objects()...)
	}
	r.objects = append(r.objects, r.focus)
}

// MinSize is the size of rows of 32 at the smallest cell size.
func (r *gridRenderer) MinSize() fyne.Size {
	return r.grid.measure().minSize()
}

// Layout moves and resizes every object to the arrangement for size.
func (r *gridRenderer) Layout(size fyne.Size) {
	g := r.grid
	m := g.measure()
	a := m.arrange(size)
	r.strips.layout(a.cells[:g.width], a.cell, m.markH, size.Width)
	for p := range r.captions {
		for row, bar := range a.bars[p][:len(r.bars[p])] {
			r.bars[p][row].Move(bar.pos)
			r.bars[p][row].Resize(bar.size)
			r.bars[p][row].Hidden = bar.size.Width == 0 // a part with no cells in that row
		}
		r.captions[p].layout(a.captions[p], m)
	}
	cell := a.cells[g.width-1-g.cursor]
	ring := m.gap * 2
	r.focus.Move(cell.SubtractXY(ring, ring))
	r.focus.Resize(a.cell.AddWidthHeight(ring*2, ring*2))
}

// Refresh re-reads the theme, the parts and the ID and recolours
// everything in place.
func (r *gridRenderer) Refresh() {
	g := r.grid
	r.fitParts()
	m := g.measure()
	th := g.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	fg := th.Color(theme.ColorNameForeground, v)
	onStrong := th.Color(theme.ColorNameBackground, v)
	markColor := th.Color(theme.ColorNamePlaceHolder, v)
	disabled := g.Disabled()
	if disabled {
		fg = th.Color(theme.ColorNameDisabled, v)
		onStrong = fg
	}
	partColors := make([]color.Color, len(g.parts))
	for p, part := range g.parts {
		partColors[p] = th.Color(part.Color, v)
		if disabled {
			partColors[p] = th.Color(theme.ColorNameDisabledButton, v)
		}
	}
	radius := th.Size(theme.SizeNameInputRadius)
	st := r.strips
	st.radius, st.mark, st.sizes = radius/2, markColor, [2]float32{m.textSize, m.captionSize}
	st.fonts.setFont(th.Font(fyne.TextStyle{}))

	for i := range g.width {
		bit := g.width - 1 - i
		c := partColors[g.partOf[bit]]
		cell := &r.strips.cells[i]
		if g.Bit(bit) {
			cell.fill, cell.digit, cell.color = c, "1", onStrong
		} else {
			cell.fill, cell.digit, cell.color = ZeroColor(c), "0", fg
		}
		cell.mark = ""
		if g.marked(bit) {
			cell.mark = strconv.Itoa(bit)
		}
	}
	for p, s := range g.segments {
		for _, bar := range r.bars[p] {
			bar.FillColor = partColors[p]
			bar.CornerRadius = m.barH / 2
		}
		r.captions[p].refresh(m, s.value(g.id), partColors[p], fg)
	}
	r.focus.StrokeColor = color.Transparent
	if g.focused {
		r.focus.StrokeColor = th.Color(theme.ColorNamePrimary, v)
	}
	r.focus.StrokeWidth = th.Size(theme.SizeNameInputBorder)
	r.focus.CornerRadius = radius
	r.Layout(g.Size())
	canvas.Refresh(g)
}

func (r *gridRenderer) Objects() []fyne.CanvasObject {
	return r.objects
}

func (r *gridRenderer) Destroy() {}
