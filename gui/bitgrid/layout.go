package bitgrid

import (
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/core"
)

// maxCellScale is how far the cells grow past their smallest size. Beyond
// about twice, a row of cells stops reading as one grid and starts reading
// as a row of buttons.
const maxCellScale = 2

// gridMetrics are the theme's sizes and the measured texts the grid is laid
// out with. Its methods are pure: the same metrics and size always give the
// same arrangement, so Layout, MinSize and hit-testing agree.
type gridMetrics struct {
	measuredFor [3]float32 // the theme's padding, text and caption sizes

	textSize, captionSize float32
	cell                  fyne.Size // the smallest cell
	gap, groupGap, pad    float32   // between cells, between parts, around bars
	barH, rowGap          float32
	markH, digitH         float32
	nameH, detailH        float32
	swatch                float32
	captions              [Parts]captionText
}

// captionText is what one part's caption says, measured.
type captionText struct {
	name          string
	before, after string  // the detail around the value
	width         float32 // at the widest value
}

// measure returns the metrics for the grid's current theme, measuring text
// only when the theme's sizes change.
func (g *Grid) measure() *gridMetrics {
	th := g.Theme()
	key := [3]float32{th.Size(theme.SizeNamePadding), th.Size(theme.SizeNameText), th.Size(theme.SizeNameCaptionText)}
	if g.metrics.measuredFor != key {
		g.metrics = measureGrid(th, g.labels)
		g.metrics.measuredFor = key
	}
	return &g.metrics
}

// measureGrid measures the grid for a theme and the captions' labels.
func measureGrid(th fyne.Theme, labels Labels) gridMetrics {
	pad := th.Size(theme.SizeNamePadding)
	m := gridMetrics{
		textSize:    th.Size(theme.SizeNameText),
		captionSize: th.Size(theme.SizeNameCaptionText),
		gap:         th.Size(theme.SizeNameSeparatorThickness),
		groupGap:    pad * 2,
		pad:         pad,
		barH:        max(pad/2, 2),
		rowGap:      pad * 3,
	}
	digit := fyne.MeasureText("0", m.textSize, fyne.TextStyle{})
	mark := fyne.MeasureText("00", m.captionSize, fyne.TextStyle{})
	m.cell = fyne.NewSize(max(digit.Width+pad*2, mark.Width+pad), digit.Height+pad*1.5)
	m.markH, m.digitH = mark.Height, digit.Height
	m.swatch = m.captionSize
	for p, s := range core.Segments() {
		c := &m.captions[p]
		c.name = labels.Names[p]
		c.before, c.after = detailPattern(labels.Detail, s.Bits)
		name := fyne.MeasureText(c.name, m.textSize, fyne.TextStyle{Bold: true})
		detail := fyne.MeasureText(m.detail(p, 1<<s.Bits-1), m.captionSize, fyne.TextStyle{})
		m.nameH, m.detailH = name.Height, detail.Height
		c.width = m.swatch + pad + max(name.Width, detail.Width)
	}
	return m
}

// detailPattern splits a part's caption around its value, so that showing a
// new ID costs a string concatenation rather than a translation. With no
// detail, the caption says "41 bits = 1000".
func detailPattern(detail func(bits int, value string) string, bits int) (before, after string) {
	const mark = "\x00"
	if detail == nil {
		detail = func(bits int, value string) string { return strconv.Itoa(bits) + " bits = " + value }
	}
	before, after, _ = strings.Cut(detail(bits, mark), mark)
	return before, after
}

// detail is part p's caption line for value: its width and the value.
func (m *gridMetrics) detail(p int, value int64) string {
	return m.captions[p].before + strconv.FormatInt(value, 10) + m.captions[p].after
}

// rowHeight is the height of one row at a cell height: the ruler, the
// cells, the bars and the captions under them.
func (m *gridMetrics) rowHeight(cellH float32) float32 {
	return m.markH + cellH + m.pad + m.barH + m.pad + m.nameH + m.detailH
}

// startsPart reports whether cell i (0 is the most significant bit) starts
// a part other than the one of the cell before it.
func startsPart(i int) bool {
	return i > 0 && partOfBit(bitCount-i) != partOfBit(bitCount-1-i)
}

// rowWidth is the width of the cells i to j-1 in one row, cellW wide each.
func (m *gridMetrics) rowWidth(i, j int, cellW float32) float32 {
	w := float32(j-i) * cellW
	for k := i + 1; k < j; k++ {
		if startsPart(k) {
			w += m.groupGap
		} else {
			w += m.gap
		}
	}
	return w
}

// widestRow is the width of the widest row when perRow cells share a row.
func (m *gridMetrics) widestRow(perRow int, cellW float32) float32 {
	var w float32
	for i := 0; i < bitCount; i += perRow {
		w = max(w, m.rowWidth(i, i+perRow, cellW))
	}
	return w
}

// scale is how large the cells can be, as a multiple of the smallest, when
// perRow cells share a row in size: in steps of an eighth, so that a window
// being resized does not relayout for every pixel.
func (m *gridMetrics) scale(perRow int, size fyne.Size) float32 {
	rows := float32(bitCount / perRow)
	gaps := m.widestRow(perRow, 0)
	byWidth := (size.Width - gaps) / (float32(perRow) * m.cell.Width)
	fixed := rows*m.rowHeight(0) + (rows-1)*m.rowGap
	byHeight := (size.Height - fixed) / (rows * m.cell.Height)
	s := min(byWidth, byHeight, maxCellScale)
	// The small allowance keeps a size made for exactly the smallest cells
	// (minHeight) from reading as a hair too small after rounding.
	return float32(math.Floor(float64(s)*8+1e-3)) / 8
}

// oneRowFits reports whether one row of 64 at the smallest cell size, and
// its captions side by side, fit in width.
func (m *gridMetrics) oneRowFits(width float32) bool {
	return m.widestRow(bitCount, m.cell.Width) <= width && m.captionsWidth(bitCount) <= width
}

// minHeight is the height the grid needs at width: one row when one row of
// 64 fits across, else two rows of 32.
func (m *gridMetrics) minHeight(width float32) float32 {
	if m.oneRowFits(width) {
		return m.rowHeight(m.cell.Height)
	}
	return m.minSize().Height
}

// captionsWidth is the width of the widest row of captions side by side
// when perRow cells share a row.
func (m *gridMetrics) captionsWidth(perRow int) float32 {
	var w float32
	for _, row := range captionRows(perRow) {
		var captions float32
		for i, p := range row {
			if i > 0 {
				captions += m.groupGap
			}
			captions += m.captions[p].width
		}
		w = max(w, captions)
	}
	return w
}

// minSize is two rows of 32 at the smallest cell size, wide enough for the
// captions of each row side by side.
func (m *gridMetrics) minSize() fyne.Size {
	const perRow = bitCount / 2
	w := max(m.widestRow(perRow, m.cell.Width), m.captionsWidth(perRow))
	return fyne.NewSize(w, 2*m.rowHeight(m.cell.Height)+m.rowGap)
}

// captionRows lists, for each row, the parts whose caption sits under it
// when perRow cells share a row: each part's under the row that holds most
// of its cells, in the order of the parts.
func captionRows(perRow int) [][]int {
	rows := make([][]int, bitCount/perRow)
	for p, s := range core.Segments() {
		best, most := 0, 0
		for r := range rows {
			top, bottom := bitCount-1-r*perRow, bitCount-(r+1)*perRow // the bits row r holds
			n := min(top, s.Shift+s.Bits-1) - max(bottom, s.Shift) + 1
			if n > most {
				best, most = r, n
			}
		}
		rows[best] = append(rows[best], p)
	}
	return rows
}

// box is a rectangle of the arrangement.
type box struct {
	pos  fyne.Position
	size fyne.Size
}

// gridArrangement is where everything sits at one size.
type gridArrangement struct {
	cell     fyne.Size
	cells    [bitCount]fyne.Position // most significant first
	bars     [Parts][2]box           // under each part's cells in each row; empty where it has none
	captions [Parts]fyne.Position
}

// arrange lays the grid out in size: one row of 64 when that shows the cells
// at least as large as two rows of 32 do, else two rows. The whole is
// centred across and sits at the top, and each caption is centred under its
// part as far as its neighbours and the edges allow.
func (m *gridMetrics) arrange(size fyne.Size) gridArrangement {
	perRow, s := bitCount/2, m.scale(bitCount/2, size)
	if one := m.scale(bitCount, size); one >= 1 && one >= s && m.captionsWidth(bitCount) <= size.Width {
		perRow, s = bitCount, one
	}
	s = max(s, 1)

	var a gridArrangement
	a.cell = fyne.NewSize(m.cell.Width*s, m.cell.Height*s)
	rowH := m.rowHeight(a.cell.Height)
	left := max((size.Width-m.widestRow(perRow, a.cell.Width))/2, 0)

	var x float32
	for i := range bitCount {
		row := i / perRow
		switch {
		case i%perRow == 0:
			x = left
		case startsPart(i):
			x += a.cell.Width + m.groupGap
		default:
			x += a.cell.Width + m.gap
		}
		y := float32(row)*(rowH+m.rowGap) + m.markH
		a.cells[i] = fyne.NewPos(x, y)

		bar := &a.bars[partOfBit(bitCount-1-i)][row]
		if bar.size.Width == 0 {
			bar.pos = fyne.NewPos(x, y+a.cell.Height+m.pad)
		}
		bar.size = fyne.NewSize(x+a.cell.Width-bar.pos.X, m.barH)
	}

	m.placeCaptions(&a, perRow, size.Width)
	return a
}

// placeCaptions centres each caption under its part's bar on the caption's
// row, then moves captions apart where they would touch, keeping them
// within width.
func (m *gridMetrics) placeCaptions(a *gridArrangement, perRow int, width float32) {
	for r, parts := range captionRows(perRow) {
		xs := make([]float32, len(parts))
		for k, p := range parts {
			bar := a.bars[p][r]
			xs[k] = bar.pos.X + bar.size.Width/2 - m.captions[p].width/2
		}
		lo := float32(0)
		for k, p := range parts {
			xs[k] = max(xs[k], lo)
			lo = xs[k] + m.captions[p].width + m.groupGap
		}
		hi := width
		for k := len(parts) - 1; k >= 0; k-- {
			p := parts[k]
			xs[k] = max(min(xs[k], hi-m.captions[p].width), 0)
			hi = xs[k] - m.groupGap
		}
		for k, p := range parts {
			a.captions[p] = fyne.NewPos(xs[k], a.bars[p][r].pos.Y+m.barH+m.pad)
		}
	}
}

// bitAt returns the bit whose cell contains pos.
func (a *gridArrangement) bitAt(pos fyne.Position) (int, bool) {
	for i, c := range a.cells {
		if pos.X >= c.X && pos.X < c.X+a.cell.Width && pos.Y >= c.Y && pos.Y < c.Y+a.cell.Height {
			return bitCount - 1 - i, true
		}
	}
	return 0, false
}
