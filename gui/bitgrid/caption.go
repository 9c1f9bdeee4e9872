package bitgrid

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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
func (c *partCaption) refresh(m *gridMetrics, value int64, partColor, fg color.Color) {
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
