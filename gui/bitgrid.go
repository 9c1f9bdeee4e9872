package gui

import (
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

const (
	bitCount  = core.TotalBits
	partCount = int(core.PartSequence) + 1
	// zeroAlpha is how much of a part's colour a 0-bit keeps, so 1-bits stand out.
	zeroAlpha = 0x38
)

var (
	_ fyne.Widget    = (*BitGrid)(nil)
	_ fyne.Tappable  = (*BitGrid)(nil)
	_ fyne.Focusable = (*BitGrid)(nil)
)

// BitGrid paints the 64 bits of an ID, most significant first, as cells
// coloured by the part they belong to. Each cell shows its digit; a ruler of
// bit positions above the cells (every fourth bit, and each part's first and
// last) and the gaps between parts let the grid read without colour, and a
// caption per part gives its name, width and value. It shows 64 bits in a row when it is wide
// enough and two rows of 32 otherwise.
//
// A tap on a cell, or Space on the keyboard cursor, asks OnFlip to flip
// that bit; the arrow keys, Home and End move the cursor.
type BitGrid struct {
	widget.DisableableWidget

	// OnFlip is called with the bit (0 is the least significant) a person
	// asked to flip. The grid changes only when its ID is set.
	OnFlip func(bit int)

	id      int64
	cursor  int // the bit the keyboard acts on
	focused bool
	r       *bitGridRenderer // for hit-testing taps against the laid-out cells
}

// NewBitGrid returns a grid showing id.
func NewBitGrid(id int64) *BitGrid {
	g := &BitGrid{id: id}
	g.ExtendBaseWidget(g)
	return g
}

// ID returns the ID the grid shows.
func (g *BitGrid) ID() int64 {
	return g.id
}

// SetID shows id.
func (g *BitGrid) SetID(id int64) {
	if id == g.id {
		return
	}
	g.id = id
	g.Refresh()
}

// Tapped asks to flip the bit under the pointer and moves the cursor there.
func (g *BitGrid) Tapped(e *fyne.PointEvent) {
	if g.Disabled() || g.r == nil {
		return
	}
	bit, ok := g.r.bitAt(e.Position)
	if !ok {
		return
	}
	g.cursor = bit
	g.Refresh()
	g.flip(bit)
}

func (g *BitGrid) flip(bit int) {
	if g.OnFlip != nil {
		g.OnFlip(bit)
	}
}

// FocusGained shows the keyboard cursor.
func (g *BitGrid) FocusGained() {
	g.focused = true
	g.Refresh()
}

// FocusLost hides the keyboard cursor.
func (g *BitGrid) FocusLost() {
	g.focused = false
	g.Refresh()
}

// TypedRune flips the bit under the cursor on Space.
func (g *BitGrid) TypedRune(r rune) {
	if r == ' ' && !g.Disabled() {
		g.flip(g.cursor)
	}
}

// TypedKey moves the cursor: left and right by one bit, up and down by a
// row, Home to the most significant bit and End to the least.
func (g *BitGrid) TypedKey(e *fyne.KeyEvent) {
	perRow := bitCount
	if g.r != nil {
		perRow = g.r.perRow
	}
	cursor := g.cursor
	switch e.Name {
	case fyne.KeyLeft:
		cursor++
	case fyne.KeyRight:
		cursor--
	case fyne.KeyUp:
		cursor += perRow
	case fyne.KeyDown:
		cursor -= perRow
	case fyne.KeyHome:
		cursor = bitCount - 1
	case fyne.KeyEnd:
		cursor = 0
	default:
		return
	}
	if cursor >= 0 && cursor < bitCount && cursor != g.cursor {
		g.cursor = cursor
		g.Refresh()
	}
}

// Bit reports whether bit n (0 is the least significant) of the shown ID is set.
func (g *BitGrid) Bit(n int) bool {
	return uint64(g.id)>>n&1 == 1
}

// CreateRenderer makes the canvas objects once; Refresh updates them in place.
func (g *BitGrid) CreateRenderer() fyne.WidgetRenderer {
	g.ExtendBaseWidget(g)
	r := &bitGridRenderer{grid: g, perRow: bitCount}
	g.r = r
	r.focus = canvas.NewRectangle(color.Transparent)
	for i := range bitCount {
		r.cells[i] = canvas.NewRectangle(color.Transparent)
		r.digits[i] = canvas.NewText("", color.Transparent)
		r.digits[i].Alignment = fyne.TextAlignCenter
		r.objects = append(r.objects, r.cells[i], r.digits[i])
		if bit := bitCount - 1 - i; marked(bit) {
			r.marks[i] = canvas.NewText(strconv.Itoa(bit), color.Transparent)
			r.marks[i].Alignment = fyne.TextAlignCenter
			r.objects = append(r.objects, r.marks[i])
		}
	}
	for p := range partCount {
		r.swatches[p] = canvas.NewRectangle(color.Transparent)
		r.names[p] = canvas.NewText("", color.Transparent)
		r.names[p].TextStyle = fyne.TextStyle{Bold: true}
		r.details[p] = canvas.NewText("", color.Transparent)
		r.objects = append(r.objects, r.swatches[p], r.names[p], r.details[p])
	}
	r.objects = append(r.objects, r.focus)
	for p, s := range core.Layout() {
		r.patterns[p][0], r.patterns[p][1] = detailPattern(s)
	}
	r.Refresh()
	return r
}

// partOfBit returns the index in core.Layout of the part holding bit n.
func partOfBit(n int) int {
	for i, s := range core.Layout() {
		if s.Contains(n) {
			return i
		}
	}
	return 0
}

// marked reports whether the ruler above the cells numbers bit n: every
// fourth bit, and the first and last bit of each part. Each number is a
// texture of its own, and all 64 would be as many as the rest of the window
// draws for its text.
func marked(n int) bool {
	if n%4 == 0 {
		return true
	}
	for _, s := range core.Layout() {
		if n == s.Shift || n == s.Shift+s.Bits-1 {
			return true
		}
	}
	return false
}

// partName is what a caption calls p.
func partName(p core.Part) string {
	switch p {
	case core.PartTimestamp:
		return lang.L("part.timestamp")
	case core.PartDatacenter:
		return lang.L("part.datacenter")
	case core.PartMachine:
		return lang.L("part.machine")
	case core.PartSequence:
		return lang.L("part.sequence")
	}
	return lang.L("part.sign")
}

// detailPattern splits a part's caption around its value, so that showing a
// new ID costs a string concatenation rather than a translation.
func detailPattern(s core.Segment) (before, after string) {
	const mark = "\x00"
	text := lang.XN("part.detail", "{{.Bits}} bits = {{.Value}}", s.Bits,
		map[string]any{"Bits": s.Bits, "Value": mark})
	before, after, _ = strings.Cut(text, mark)
	return before, after
}

type bitGridRenderer struct {
	grid *BitGrid

	cells    [bitCount]*canvas.Rectangle
	digits   [bitCount]*canvas.Text
	marks    [bitCount]*canvas.Text // nil where the ruler shows no number
	swatches [partCount]*canvas.Rectangle
	names    [partCount]*canvas.Text
	details  [partCount]*canvas.Text
	focus    *canvas.Rectangle    // the ring around the keyboard cursor
	patterns [partCount][2]string // each caption's text around its value
	objects  []fyne.CanvasObject
	perRow   int // bits in a row as last laid out

	// The metrics last computed and the theme sizes they came from.
	cached    gridMetrics
	cachedFor [3]float32
}

// gridMetrics are the sizes everything is laid out with, all from the theme.
type gridMetrics struct {
	cell, mark         fyne.Size
	gap, groupGap, pad float32
	swatch, block      fyne.Size
	nameH, legendGap   float32
	digitH             float32
}

// metrics returns the sizes for the current theme, measuring text only when
// the theme's sizes changed.
func (r *bitGridRenderer) metrics() gridMetrics {
	th := r.grid.Theme()
	pad := th.Size(theme.SizeNamePadding)
	textSize := th.Size(theme.SizeNameText)
	small := th.Size(theme.SizeNameCaptionText)
	key := [3]float32{pad, textSize, small}
	if key == r.cachedFor {
		return r.cached
	}
	digit := fyne.MeasureText("0", textSize, fyne.TextStyle{})
	mark := fyne.MeasureText("00", small, fyne.TextStyle{})

	m := gridMetrics{
		gap:       th.Size(theme.SizeNameSeparatorThickness),
		groupGap:  pad * 2,
		pad:       pad,
		mark:      mark,
		legendGap: pad * 4,
		digitH:    digit.Height,
	}
	m.cell = fyne.NewSize(max(digit.Width+pad*2, mark.Width+pad), digit.Height+pad*1.5)
	m.swatch = fyne.NewSquareSize(small)

	// Every caption block gets the width of the widest one at its largest value.
	var textW float32
	for p, s := range core.Layout() {
		name := fyne.MeasureText(r.names[p].Text, textSize, fyne.TextStyle{Bold: true})
		detail := fyne.MeasureText(r.detail(p, 1<<s.Bits-1), small, fyne.TextStyle{})
		textW = max(textW, name.Width, detail.Width)
		m.nameH = name.Height
		m.block.Height = name.Height + detail.Height
	}
	m.block.Width = m.swatch.Width + pad + textW
	r.cached, r.cachedFor = m, key
	return m
}

// cellPositions places the bits perRow to a row, with a wider gap where one
// part meets the next. It returns the width of the widest row.
func (m gridMetrics) cellPositions(perRow int, at func(i int, pos fyne.Position)) float32 {
	var x, widest float32
	rowH := m.rowHeight()
	for i := range bitCount {
		col := i % perRow
		switch {
		case col == 0:
			x = 0
		case partOfBit(bitCount-i) != partOfBit(bitCount-1-i):
			x += m.groupGap
		default:
			x += m.gap
		}
		if at != nil {
			at(i, fyne.NewPos(x, float32(i/perRow)*rowH))
		}
		x += m.cell.Width
		widest = max(widest, x)
	}
	return widest
}

// rowHeight is the height of one row of bits: positions above, cells below.
func (m gridMetrics) rowHeight() float32 {
	return m.mark.Height + m.cell.Height + m.pad*2
}

// legendColumns is how many caption blocks to put side by side in width:
// as many as fit, evened out so the last row is not a lone straggler.
func (m gridMetrics) legendColumns(width float32) int {
	fit := min(max(int((width+m.legendGap)/(m.block.Width+m.legendGap)), 1), partCount)
	rows := (partCount + fit - 1) / fit
	return (partCount + rows - 1) / rows
}

// height is the height of bitRows rows of bits and the captions beneath,
// laid out in a width that fits cols caption blocks.
func (m gridMetrics) height(bitRows, cols int) float32 {
	rowH := m.rowHeight()
	legendRows := (partCount + cols - 1) / cols
	return float32(bitRows)*rowH + float32(legendRows)*(m.block.Height+m.pad) - m.pad
}

// MinSize is the size of the two-row form, which every wider layout fits in.
func (r *bitGridRenderer) MinSize() fyne.Size {
	m := r.metrics()
	w := max(m.cellPositions(bitCount/2, nil), m.block.Width)
	return fyne.NewSize(w, m.height(2, m.legendColumns(w)))
}

func (r *bitGridRenderer) Layout(size fyne.Size) {
	m := r.metrics()
	perRow := bitCount
	if m.cellPositions(bitCount, nil) > size.Width {
		perRow = bitCount / 2
	}
	r.perRow = perRow
	left := (size.Width - m.cellPositions(perRow, nil)) / 2
	m.cellPositions(perRow, func(i int, pos fyne.Position) {
		pos.X += left
		if mark := r.marks[i]; mark != nil {
			mark.Move(pos)
			mark.Resize(fyne.NewSize(m.cell.Width, m.mark.Height))
		}
		cellPos := pos.AddXY(0, m.mark.Height)
		r.cells[i].Move(cellPos)
		r.cells[i].Resize(m.cell)
		r.digits[i].Move(cellPos.AddXY(0, (m.cell.Height-m.digitH)/2))
		r.digits[i].Resize(fyne.NewSize(m.cell.Width, m.digitH))
	})

	cols := m.legendColumns(size.Width)
	rowH := m.rowHeight()
	top := float32(bitCount/perRow) * rowH
	usedW := float32(cols)*m.block.Width + float32(cols-1)*m.legendGap
	for p := range partCount {
		x := (size.Width-usedW)/2 + float32(p%cols)*(m.block.Width+m.legendGap)
		y := top + float32(p/cols)*(m.block.Height+m.pad)
		r.swatches[p].Move(fyne.NewPos(x, y+(m.nameH-m.swatch.Height)/2))
		r.swatches[p].Resize(m.swatch)
		textX := x + m.swatch.Width + m.pad
		textW := m.block.Width - m.swatch.Width - m.pad
		r.names[p].Move(fyne.NewPos(textX, y))
		r.names[p].Resize(fyne.NewSize(textW, m.nameH))
		r.details[p].Move(fyne.NewPos(textX, y+m.nameH))
		r.details[p].Resize(fyne.NewSize(textW, m.block.Height-m.nameH))
	}

	cell := r.cells[bitCount-1-r.grid.cursor]
	ring := m.gap * 2
	r.focus.Move(cell.Position().SubtractXY(ring, ring))
	r.focus.Resize(cell.Size().AddWidthHeight(ring*2, ring*2))
}

// detail is part p's caption line for value: its width and the value.
func (r *bitGridRenderer) detail(p int, value int64) string {
	return r.patterns[p][0] + strconv.FormatInt(value, 10) + r.patterns[p][1]
}

// bitAt returns the bit whose cell contains pos.
func (r *bitGridRenderer) bitAt(pos fyne.Position) (int, bool) {
	for i, c := range r.cells {
		p, s := c.Position(), c.Size()
		if pos.X >= p.X && pos.X < p.X+s.Width && pos.Y >= p.Y && pos.Y < p.Y+s.Height {
			return bitCount - 1 - i, true
		}
	}
	return 0, false
}

// Refresh re-reads the theme and the ID and recolours everything in place.
func (r *bitGridRenderer) Refresh() {
	g := r.grid
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
	textSize := th.Size(theme.SizeNameText)
	small := th.Size(theme.SizeNameCaptionText)

	layout := core.Layout()
	var partColors [partCount]color.Color
	for p, s := range layout {
		partColors[p] = th.Color(partColorName(s.Part), v)
		if disabled {
			partColors[p] = th.Color(theme.ColorNameDisabledButton, v)
		}
	}

	for i := range bitCount {
		bit := bitCount - 1 - i
		c := partColors[partOfBit(bit)]
		d := r.digits[i]
		d.TextSize = textSize
		if g.Bit(bit) {
			r.cells[i].FillColor = c
			d.Text, d.Color = "1", onStrong
		} else {
			r.cells[i].FillColor = withAlpha(c, zeroAlpha)
			d.Text, d.Color = "0", fg
		}
		r.cells[i].CornerRadius = th.Size(theme.SizeNameInputRadius) / 2
		if mark := r.marks[i]; mark != nil {
			mark.Color, mark.TextSize = markColor, small
		}
	}
	for p, s := range layout {
		r.swatches[p].FillColor = partColors[p]
		r.swatches[p].CornerRadius = r.swatches[p].Size().Width / 4
		r.names[p].Text = partName(s.Part)
		r.names[p].Color, r.names[p].TextSize = fg, textSize
		r.details[p].Text = r.detail(p, s.Value(g.id))
		r.details[p].Color, r.details[p].TextSize = fg, small
	}
	r.focus.StrokeColor = color.Transparent
	if g.focused {
		r.focus.StrokeColor = th.Color(theme.ColorNamePrimary, v)
	}
	r.focus.StrokeWidth = th.Size(theme.SizeNameInputBorder)
	r.focus.CornerRadius = th.Size(theme.SizeNameInputRadius)
	r.Layout(g.Size())
	canvas.Refresh(g)
}

func (r *bitGridRenderer) Objects() []fyne.CanvasObject {
	return r.objects
}

func (r *bitGridRenderer) Destroy() {}

// withAlpha returns c with its alpha set to a.
func withAlpha(c color.Color, a uint8) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = a
	return n
}
