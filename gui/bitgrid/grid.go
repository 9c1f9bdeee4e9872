package bitgrid

import (
	"fmt"
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
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
