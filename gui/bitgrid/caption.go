package bitgrid

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"snowflakeid/core"
)

// partCaption is the legend of one part of an ID, drawn under the part's
// cells in the bit grid: a swatch of the part's colour, its name, and its
// width and current value.
type partCaption struct {
	swatch       *canvas.Rectangle
	name, detail *canvas.Text
	part         int // index in core.Layout
}

func newPartCaption(part int) *partCaption {
	c := &partCaption{
		swatch: canvas.NewRectangle(color.Transparent),
		name:   canvas.NewText("", color.Transparent),
		detail: canvas.NewText("", color.Transparent),
		part:   part,
	}
	c.name.TextStyle = fyne.TextStyle{Bold: true}
	return c
}

func (c *partCaption) objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{c.swatch, c.name, c.detail}
}

// refresh shows value in the part's colour and the theme's text colour.
func (c *partCaption) refresh(m *gridMetrics, value core.WideID, partColor, fg color.Color) {
	c.swatch.FillColor = partColor
	c.swatch.CornerRadius = m.swatch / 4
	c.name.Text = m.captions[c.part].name
	c.name.Color, c.name.TextSize = fg, m.textSize
	c.detail.Text = m.detail(c.part, value)
	c.detail.Color, c.detail.TextSize = fg, m.captionSize
}

// layout places the caption with its top-left corner at pos.
func (c *partCaption) layout(pos fyne.Position, m *gridMetrics) {
	c.swatch.Move(pos.AddXY(0, (m.nameH-m.swatch)/2))
	c.swatch.Resize(fyne.NewSquareSize(m.swatch))
	textX := m.swatch + m.pad
	textW := m.captions[c.part].width - textX
	c.name.Move(pos.AddXY(textX, 0))
	c.name.Resize(fyne.NewSize(textW, m.nameH))
	c.detail.Move(pos.AddXY(textX, m.nameH))
	c.detail.Resize(fyne.NewSize(textW, m.detailH))
}

// captionRows lists, for each row, the parts whose caption sits under it
// when perRow cells share a row: each part's under the row that holds most
// of its cells, in the order of the parts.
func (m *gridMetrics) captionRows(perRow int) [][]int {
	return m.rows[layoutIndex(perRow)]
}

// findCaptionRows is captionRows, worked out.
func (m *gridMetrics) findCaptionRows(perRow int) [][]int {
	rows := make([][]int, rowCount(m.width, perRow))
	for p, s := range m.segments {
		best, most := 0, 0
		for r := range rows {
			top, bottom := m.width-1-r*perRow, max(m.width-(r+1)*perRow, 0) // the bits row r holds
			n := min(top, s.shift+s.bits-1) - max(bottom, s.shift) + 1
			if n > most {
				best, most = r, n
			}
		}
		rows[best] = append(rows[best], p)
	}
	return rows
}

// span is a stretch across the grid, from x0 to x1.
type span struct{ x0, x1 float32 }

// barSpans is where each part's bar lies across each row, with cells cellW
// wide centred in width, when perRow cells share a row: an empty span
// where the part has no cells in a row.
func (m *gridMetrics) barSpans(perRow int, cellW, width float32) [][maxRows]span {
	bars := make([][maxRows]span, len(m.segments))
	left := max((width-m.widestRow(perRow, cellW))/2, 0)
	var x float32
	for i := range m.width {
		switch {
		case i%perRow == 0:
			x = left
		case m.startsPart(i):
			x += cellW + m.groupGap
		default:
			x += cellW + m.gap
		}
		bar := &bars[m.partOf[m.width-1-i]][i/perRow]
		if bar.x1 == 0 {
			bar.x0 = x
		}
		bar.x1 = x + cellW
	}
	return bars
}

// captionLines is how many lines of captions each row takes in width when
// perRow cells share a row, placed under the bars of the smallest cells.
func (m *gridMetrics) captionLines(perRow int, width float32) []int {
	memo := &m.lines[layoutIndex(perRow)]
	if memo.lines != nil && memo.width == width {
		return memo.lines
	}
	bars := m.barSpans(perRow, m.cell.Width, width)
	rows := m.captionRows(perRow)
	lines := make([]int, len(rows))
	for r, parts := range rows {
		_, lines[r] = m.placeCaptions(parts, bars, r, width)
	}
	*memo = linesAt{width, lines}
	return lines
}

// placedCaption is where a caption sits in its row: its left edge, and
// its line, 0 for the first.
type placedCaption struct {
	x    float32
	line int
}

// placeCaptions places the captions of the parts under row r, and says
// how many lines they take: all on one
// line, each centred under its bar and moved apart from its neighbours
// where they would touch, while every caption still lies partly under its
// bar; else each at its centre on the first line where it touches no
// other, as many lines as that takes. Every caption stays within width.
func (m *gridMetrics) placeCaptions(parts []int, bars [][maxRows]span, r int, width float32) ([]placedCaption, int) {
	placed := make([]placedCaption, len(parts))
	if len(parts) == 0 { // a row inside a wide part (a ULID's random bits) takes no line of captions
		return placed, 0
	}
	centred := func(p int) float32 {
		bar := bars[p][r]
		return max(min((bar.x0+bar.x1)/2-m.captions[p].width/2, width-m.captions[p].width), 0)
	}
	lo := float32(0)
	for k, p := range parts {
		placed[k].x = max(centred(p), lo)
		lo = placed[k].x + m.captions[p].width + m.groupGap
	}
	hi := width
	under := true
	for k := len(parts) - 1; k >= 0; k-- {
		p := parts[k]
		w := m.captions[p].width
		placed[k].x = max(min(placed[k].x, hi-w), 0)
		bar := bars[p][r]
		under = under && placed[k].x+w <= hi && placed[k].x < bar.x1 && placed[k].x+w > bar.x0
		hi = placed[k].x - m.groupGap
	}
	if under {
		return placed, 1
	}
	var ends []float32 // where each line's last caption ends
	for k, p := range parts {
		x := centred(p)
		line := slices.IndexFunc(ends, func(end float32) bool { return x >= end+m.groupGap })
		if line < 0 {
			line = len(ends)
			ends = append(ends, 0)
		}
		placed[k] = placedCaption{x, line}
		ends[line] = x + m.captions[p].width
	}
	return placed, max(len(ends), 1)
}
