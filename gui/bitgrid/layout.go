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
// out with, for its parts. Its methods are pure: the same metrics and size
// always give the same arrangement, so Layout, MinSize and hit-testing
// agree.
type gridMetrics struct {
	measuredFor [3]float32 // the theme's padding, text and caption sizes
	gridSizes
	width    int       // the ID's bits
	segments []segment // the parts' bits, most significant first
	partOf   *[maxBits]int8
	captions []captionText
	rows     [2][][]int // captionRows for rows of 32 and of 64, worked out once
	lines    [2]linesAt // captionLines for rows of 32 and of 64, at the width asked last
}

// gridSizes are the theme's sizes and the heights of measured texts.
type gridSizes struct {
	textSize, captionSize float32
	cell                  fyne.Size // the smallest cell
	gap, groupGap, pad    float32   // between cells, between parts, around bars
	barH, rowGap          float32
	markH, digitH         float32
	nameH, detailH        float32
	swatch                float32
}

// linesAt is how many lines of captions each row takes at a width.
type linesAt struct {
	width float32
	lines []int
}

// layoutIndex is the index of the metrics' cached rows and lines for
// perRow cells a row: 0 for rows of 32, 1 for rows of 64.
func layoutIndex(perRow int) int {
	return perRow / wideRow
}

// rowCount is how many rows width bits take, perRow to a row; the last
// may be shorter.
func rowCount(width, perRow int) int {
	return (width + perRow - 1) / perRow
}

// captionText is what one part's caption says, measured.
type captionText struct {
	name          string
	before, after string  // the detail around the value
	width         float32 // at the widest value
}

// measure returns the metrics for the grid's current theme and parts,
// measuring text only when the theme's sizes or the parts change.
func (g *Grid) measure() *gridMetrics {
	th := g.Theme()
	key := [3]float32{th.Size(theme.SizeNamePadding), th.Size(theme.SizeNameText), th.Size(theme.SizeNameCaptionText)}
	if g.metrics.measuredFor != key {
		g.metrics = measureGrid(th, g.parts, g.detail)
		g.metrics.width, g.metrics.segments, g.metrics.partOf = g.width, g.segments, &g.partOf
		g.metrics.rows = [2][][]int{g.metrics.findCaptionRows(narrowRow), g.metrics.findCaptionRows(wideRow)}
		g.metrics.measuredFor = key
	}
	return &g.metrics
}

// measureGrid measures the grid for a theme and the parts' captions.
func measureGrid(th fyne.Theme, parts []Part, detail Detail) gridMetrics {
	pad := th.Size(theme.SizeNamePadding)
	m := gridMetrics{gridSizes: gridSizes{
		textSize:    th.Size(theme.SizeNameText),
		captionSize: th.Size(theme.SizeNameCaptionText),
		gap:         th.Size(theme.SizeNameSeparatorThickness),
		groupGap:    pad * 2,
		pad:         pad,
		barH:        max(pad/2, 2),
		rowGap:      pad * 3,
	}, captions: make([]captionText, len(parts))}
	digit := fyne.MeasureText("0", m.textSize, fyne.TextStyle{})
	mark := fyne.MeasureText("00", m.captionSize, fyne.TextStyle{})
	m.cell = fyne.NewSize(max(digit.Width+pad*2, mark.Width+pad), digit.Height+pad*1.5)
	m.markH, m.digitH = mark.Height, digit.Height
	m.swatch = m.captionSize
	for p, part := range parts {
		c := &m.captions[p]
		c.name = part.Name
		c.before, c.after = detailPattern(detail, part.Bits)
		name := fyne.MeasureText(c.name, m.textSize, fyne.TextStyle{Bold: true})
		widest := core.Ones(part.Bits).String() // the widest value has the most digits
		detail := fyne.MeasureText(c.before+widest+c.after, m.captionSize, fyne.TextStyle{})
		m.nameH, m.detailH = name.Height, detail.Height
		c.width = m.swatch + pad + max(name.Width, detail.Width)
	}
	return m
}

// detailPattern splits a part's caption around its value, so that showing a
// new ID costs a string concatenation rather than a translation. With no
// detail, the caption says "41 bits = 1000".
func detailPattern(detail Detail, bits int) (before, after string) {
	const mark = "\x00"
	if detail == nil {
		detail = func(bits int, value string) string { return strconv.Itoa(bits) + " bits = " + value }
	}
	before, after, _ = strings.Cut(detail(bits, mark), mark)
	return before, after
}

// detail is part p's caption line for value: its width and the value.
func (m *gridMetrics) detail(p int, value core.WideID) string {
	return m.captions[p].before + value.String() + m.captions[p].after
}

// captionH is the height of one line of captions.
func (m *gridMetrics) captionH() float32 {
	return m.nameH + m.detailH
}

// rowHeight is the height of one row at a cell height, with its captions
// on lines lines: the ruler, the cells, the bars and the captions.
func (m *gridMetrics) rowHeight(cellH float32, lines int) float32 {
	return m.markH + cellH + m.pad + m.barH + m.pad + float32(lines)*m.captionH() + float32(lines-1)*m.pad
}

// startsPart reports whether cell i (0 is the most significant bit) starts
// a part other than the one of the cell before it.
func (m *gridMetrics) startsPart(i int) bool {
	return i > 0 && m.partOf[m.width-i] != m.partOf[m.width-1-i]
}

// rowWidth is the width of the cells i to j-1 in one row, cellW wide each.
func (m *gridMetrics) rowWidth(i, j int, cellW float32) float32 {
	w := float32(j-i) * cellW
	for k := i + 1; k < j; k++ {
		if m.startsPart(k) {
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
	for i := 0; i < m.width; i += perRow {
		w = max(w, m.rowWidth(i, min(i+perRow, m.width), cellW))
	}
	return w
}

// scale is how large the cells can be, as a multiple of the smallest, when
// perRow cells share a row in size: in steps of an eighth, so that a window
// being resized does not relayout for every pixel.
func (m *gridMetrics) scale(perRow int, size fyne.Size) float32 {
	rows := float32(rowCount(m.width, perRow))
	gaps := m.widestRow(perRow, 0)
	byWidth := (size.Width - gaps) / (float32(perRow) * m.cell.Width)
	var fixed float32
	for _, lines := range m.captionLines(perRow, size.Width) {
		fixed += m.rowHeight(0, lines)
	}
	fixed += (rows - 1) * m.rowGap
	byHeight := (size.Height - fixed) / (rows * m.cell.Height)
	s := min(byWidth, byHeight, maxCellScale)
	// The small allowance keeps a size made for exactly the smallest cells
	// (minHeight) from reading as a hair too small after rounding.
	return float32(math.Floor(float64(s)*8+1e-3)) / 8
}

// wideRowsFit reports whether rows of 64 at the smallest cell size, and
// each row's captions side by side on one line, fit in width.
func (m *gridMetrics) wideRowsFit(width float32) bool {
	return m.widestRow(wideRow, m.cell.Width) <= width && m.captionsWidth(wideRow) <= width
}

// minHeight is the height the grid needs at width: rows of 64 when one
// fits across, else rows of 32, their captions on as many lines as width
// takes.
func (m *gridMetrics) minHeight(width float32) float32 {
	if m.wideRowsFit(width) {
		return m.rowsHeight(wideRow, width)
	}
	return m.narrowHeight(max(width, m.minWidth()))
}

// narrowHeight is the height of rows of 32 at the smallest cell size in
// width.
func (m *gridMetrics) narrowHeight(width float32) float32 {
	return m.rowsHeight(narrowRow, width)
}

// rowsHeight is the height of rows of perRow at the smallest cell size in
// width, their captions on as many lines as width takes.
func (m *gridMetrics) rowsHeight(perRow int, width float32) float32 {
	lines := m.captionLines(perRow, width)
	h := float32(len(lines)-1) * m.rowGap
	for _, n := range lines {
		h += m.rowHeight(m.cell.Height, n)
	}
	return h
}

// captionsWidth is the width of the widest row of captions side by side
// when perRow cells share a row.
func (m *gridMetrics) captionsWidth(perRow int) float32 {
	var w float32
	for _, row := range m.captionRows(perRow) {
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

// minWidth is as narrow as the grid goes: rows of 32 at the smallest
// cell size, and the widest caption; captions that do not fit side by
// side there take more lines.
func (m *gridMetrics) minWidth() float32 {
	w := m.widestRow(narrowRow, m.cell.Width)
	for _, c := range m.captions {
		w = max(w, c.width)
	}
	return w
}

// minSize is rows of 32 at the smallest cell size, at the smallest
// width.
func (m *gridMetrics) minSize() fyne.Size {
	w := m.minWidth()
	return fyne.NewSize(w, m.narrowHeight(w))
}

// box is a rectangle of the arrangement.
type box struct {
	pos  fyne.Position
	size fyne.Size
}

// gridArrangement is where everything sits at one size.
type gridArrangement struct {
	cell     fyne.Size
	width    int                    // the ID's bits: cells past it are not laid out
	cells    [maxBits]fyne.Position // most significant first
	bars     [][maxRows]box         // under each part's cells in each row; empty where it has none
	captions []fyne.Position
}

// arrange lays the grid out in size: rows of 64 when that shows the cells
// at least as large as rows of 32 do, else rows of 32. The whole is
// centred across and sits at the top, and each caption is centred under its
// part as far as its neighbours and the edges allow.
func (m *gridMetrics) arrange(size fyne.Size) gridArrangement {
	perRow, s := narrowRow, m.scale(narrowRow, size)
	if one := m.scale(wideRow, size); one >= 1 && one >= s && m.captionsWidth(wideRow) <= size.Width {
		perRow, s = wideRow, one
	}
	s = max(s, 1)

	a := gridArrangement{width: m.width, bars: make([][maxRows]box, len(m.segments)), captions: make([]fyne.Position, len(m.segments))}
	a.cell = fyne.NewSize(m.cell.Width*s, m.cell.Height*s)
	spans := m.barSpans(perRow, a.cell.Width, size.Width)
	var top float32
	for r, parts := range m.captionRows(perRow) {
		y := top + m.markH
		for i := r * perRow; i < min((r+1)*perRow, m.width); i++ {
			if i == r*perRow {
				a.cells[i] = fyne.NewPos(max((size.Width-m.widestRow(perRow, a.cell.Width))/2, 0), y)
			} else if m.startsPart(i) {
				a.cells[i] = fyne.NewPos(a.cells[i-1].X+a.cell.Width+m.groupGap, y)
			} else {
				a.cells[i] = fyne.NewPos(a.cells[i-1].X+a.cell.Width+m.gap, y)
			}
		}
		barY := y + a.cell.Height + m.pad
		for p := range m.segments {
			if sp := spans[p][r]; sp.x1 > 0 {
				a.bars[p][r] = box{fyne.NewPos(sp.x0, barY), fyne.NewSize(sp.x1-sp.x0, m.barH)}
			}
		}
		placed, lines := m.placeCaptions(parts, spans, r, size.Width)
		for k, p := range parts {
			a.captions[p] = fyne.NewPos(placed[k].x, barY+m.barH+m.pad+float32(placed[k].line)*(m.captionH()+m.pad))
		}
		top += m.rowHeight(a.cell.Height, lines) + m.rowGap
	}
	return a
}

// bitAt returns the bit whose cell contains pos.
func (a *gridArrangement) bitAt(pos fyne.Position) (int, bool) {
	for i, c := range a.cells[:a.width] {
		if pos.X >= c.X && pos.X < c.X+a.cell.Width && pos.Y >= c.Y && pos.Y < c.Y+a.cell.Height {
			return a.width - 1 - i, true
		}
	}
	return 0, false
}
