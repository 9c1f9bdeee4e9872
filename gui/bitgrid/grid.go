package bitgrid

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

const (
	// maxBits is the widest ID the grid paints: a KSUID's 160 bits.
	maxBits = core.MaxWidth
	// narrowRow and wideRow are the cells a row holds: rows of 32, or of
	// 64 where they fit.
	narrowRow, wideRow = 32, 64
	// maxRows is as many rows as the widest ID takes.
	maxRows = maxBits / narrowRow
	// zeroAlpha is how much of a part's colour a 0-bit keeps, so 1-bits stand out.
	zeroAlpha = 0x38
)

// Part is one run of an ID's bits that the grid paints as one, in the
// theme colour Color, under the caption Name: a field of the ID's layout,
// or the bits above its fields (the sign bit). The parts of a grid are
// given from the most significant bit down, and take all the ID's bits:
// 64 for a Snowflake, up to 160 for the widest IDs.
type Part struct {
	Name  string
	Bits  int
	Color fyne.ThemeColorName
}

// segment is where a part lives in the ID.
type segment struct {
	bits, shift int
}

// value returns the segment's bits of id, shifted down to start at bit 0.
func (s segment) value(id core.WideID) core.WideID {
	return id.Field(s.shift, s.bits)
}

// Detail writes a part's width in bits and its value, in the person's
// language, as "41 bits = 1000".
type Detail func(bits int, value string) string

var (
	_ fyne.Widget    = (*Grid)(nil)
	_ fyne.Tappable  = (*Grid)(nil)
	_ fyne.Focusable = (*Grid)(nil)
)

// Grid paints the bits of an ID, most significant first, as cells
// coloured by the part they belong to. Each cell shows its digit; a ruler of
// bit positions above the cells (every fourth bit, and each part's first and
// last) and the gaps between parts let the grid read without colour. Under
// each part's cells a bar in its colour carries a caption with its name,
// width and value; captions that do not fit side by side take more lines.
// The cells grow with the space the grid is given, up to twice their
// smallest size, in rows of 64 or rows of 32, whichever shows them
// larger: a Snowflake's 64 bits in one row or two, a UUID's 128 in two or
// four.
//
// A tap on a cell, or Space on the keyboard cursor, asks OnFlip to flip
// that bit. Left and Right move the cursor by a bit, Up and Down to the
// neighbouring part, Home and End to the first and last bit.
type Grid struct {
	widget.DisableableWidget

	// OnFlip is called with the bit (0 is the least significant) a person
	// asked to flip. The grid changes only when its ID is set.
	OnFlip func(bit int)

	id       core.WideID
	width    int // the ID's bits, all the parts'
	cursor   int // the bit the keyboard acts on
	focused  bool
	parts    []Part
	segments []segment     // where each part lives
	partOf   [maxBits]int8 // the part of each bit
	detail   Detail
	metrics  gridMetrics // measured for the theme sizes in metrics.measuredFor
}

// New returns a grid showing the ID 0 in parts, which take all its bits
// from the most significant down, their captions' details written by
// detail.
func New(parts []Part, detail Detail) *Grid {
	g := &Grid{detail: detail}
	g.ExtendBaseWidget(g)
	g.setParts(parts)
	return g
}

// ID returns the lowest 64 bits of the ID the grid shows: all of a
// Snowflake's.
func (g *Grid) ID() int64 {
	v, _ := g.id.Uint64()
	return int64(v)
}

// SetID shows the 64-bit id.
func (g *Grid) SetID(id int64) {
	g.SetWide(core.WideFrom(uint64(id)))
}

// Wide returns the ID the grid shows, all its bits.
func (g *Grid) Wide() core.WideID {
	return g.id
}

// SetWide shows id, of as many bits as the parts take.
func (g *Grid) SetWide(id core.WideID) {
	if id == g.id {
		return
	}
	g.id = id
	g.Refresh()
}

// Width is how many bits the grid paints: all its parts'.
func (g *Grid) Width() int {
	return g.width
}

// SetParts paints the bits in other parts, as for another layout or a
// scheme that names them otherwise. The parts take all the ID's bits, from
// the most significant down.
func (g *Grid) SetParts(parts []Part) {
	if slices.Equal(parts, g.parts) {
		return
	}
	g.setParts(parts)
	g.Refresh()
}

func (g *Grid) setParts(parts []Part) {
	total := 0
	for _, p := range parts {
		total += p.Bits
	}
	if total < wideRow || total > maxBits || slices.ContainsFunc(parts, func(p Part) bool { return p.Bits < 1 }) {
		panic(fmt.Sprintf("bitgrid: parts of %d bits in all, not %d to %d", total, wideRow, maxBits))
	}
	g.parts = slices.Clone(parts)
	g.segments = make([]segment, len(parts))
	g.width = total
	g.cursor = min(g.cursor, total-1)
	shift := total
	for p, part := range parts {
		shift -= part.Bits
		g.segments[p] = segment{part.Bits, shift}
		for bit := shift; bit < shift+part.Bits; bit++ {
			g.partOf[bit] = int8(p)
		}
	}
	g.metrics.measuredFor = [3]float32{} // the captions change
}

// Parts returns the parts the bits are painted in.
func (g *Grid) Parts() []Part {
	return slices.Clone(g.parts)
}

// MinHeightFor is the height the grid needs when it is width wide: rows of
// 64 where one fits across, else rows of 32.
func (g *Grid) MinHeightFor(width float32) float32 {
	return g.measure().minHeight(width)
}

// CellCenter returns the centre of bit n's cell (0 is the least
// significant) as the grid is laid out now: where a tap flips it.
func (g *Grid) CellCenter(n int) fyne.Position {
	a := g.measure().arrange(g.Size())
	return a.cells[g.width-1-n].AddXY(a.cell.Width/2, a.cell.Height/2)
}

// Bit reports whether bit n (0 is the least significant) of the shown ID is set.
func (g *Grid) Bit(n int) bool {
	return g.id.Bit(n)
}

// Tapped asks to flip the bit under the pointer and moves the cursor there.
func (g *Grid) Tapped(e *fyne.PointEvent) {
	if g.Disabled() {
		return
	}
	a := g.measure().arrange(g.Size())
	bit, ok := a.bitAt(e.Position)
	if !ok {
		return
	}
	g.cursor = bit
	g.Refresh()
	g.flip(bit)
}

func (g *Grid) flip(bit int) {
	if g.OnFlip != nil {
		g.OnFlip(bit)
	}
}

// FocusGained shows the keyboard cursor.
func (g *Grid) FocusGained() {
	g.focused = true
	g.Refresh()
}

// FocusLost hides the keyboard cursor.
func (g *Grid) FocusLost() {
	g.focused = false
	g.Refresh()
}

// TypedRune flips the bit under the cursor on Space.
func (g *Grid) TypedRune(r rune) {
	if r == ' ' && !g.Disabled() {
		g.flip(g.cursor)
	}
}

// TypedKey moves the cursor. The moves do not depend on how the grid is
// laid out, so the same keys do the same thing in one row or two.
func (g *Grid) TypedKey(e *fyne.KeyEvent) {
	cursor := g.cursor
	part := int(g.partOf[cursor])
	switch e.Name {
	case fyne.KeyLeft:
		cursor++
	case fyne.KeyRight:
		cursor--
	case fyne.KeyUp:
		cursor = g.topBitOfPart(part - 1)
	case fyne.KeyDown:
		cursor = g.topBitOfPart(part + 1)
	case fyne.KeyHome:
		cursor = g.width - 1
	case fyne.KeyEnd:
		cursor = 0
	default:
		return
	}
	if cursor >= 0 && cursor < g.width && cursor != g.cursor {
		g.cursor = cursor
		g.Refresh()
	}
}

// topBitOfPart is the most significant bit of part p, or -1 when there is
// no such part.
func (g *Grid) topBitOfPart(p int) int {
	if p < 0 || p >= len(g.segments) {
		return -1
	}
	s := g.segments[p]
	return s.shift + s.bits - 1
}

// marked reports whether the ruler above the cells numbers bit n: every
// fourth bit, and the first and last bit of each part. Each number is a
// texture of its own, and one over every cell would be as many as the rest of the window
// draws for its text.
func (g *Grid) marked(n int) bool {
	if n%4 == 0 {
		return true
	}
	s := g.segments[g.partOf[n]]
	return n == s.shift || n == s.shift+s.bits-1
}

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

// ZeroColor is the fill of a 0-bit's cell in a part painted c: c, faint,
// so that the 1-bits stand out. The digit on it is the theme's foreground.
func ZeroColor(c color.Color) color.Color {
	return withAlpha(c, zeroAlpha)
}

// withAlpha returns c with its alpha set to a.
func withAlpha(c color.Color, a uint8) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = a
	return n
}
