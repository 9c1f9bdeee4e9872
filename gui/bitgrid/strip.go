package bitgrid

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// strips paint each row of cells, with their digits and the ruler's
// numbers over them, as one raster. Under a software GL driver, as on a
// machine without a GPU, every canvas object drawn is a texture or buffer
// of its own: the 64 cells, 64 digits and 22 numbers as objects took about
// 6 MB of the process's memory, the largest share of what the grid adds
// to a window. Two rasters are two textures; a UUID's 128 bits take two
// or four.
type strips struct {
	rows   [maxRows]*canvas.Raster
	perRow int // cells in a row: 64, or 32
	width  int // the cells laid out
	cells  [maxBits]stripCell
	cell   fyne.Size
	radius float32
	markH  float32    // the height of the ruler above the cells
	sizes  [2]float32 // of the digits and of the ruler's numbers
	mark   color.Color
	fonts  fontFaces
	z      vector.Rasterizer // reused from cell to cell and draw to draw
}

// stripCell is one cell: where it is, its fill, its digit and the ruler's
// number over it ("" for none).
type stripCell struct {
	pos         fyne.Position
	fill, color color.Color
	digit, mark string
}

func newStrips() *strips {
	s := &strips{fonts: fontFaces{faces: make(map[float64]font.Face)}, perRow: wideRow}
	for row := range s.rows {
		s.rows[row] = canvas.NewRaster(func(w, h int) image.Image { return s.draw(row, w, h) })
	}
	return s
}

// layout places the rows over the cells of the arrangement, in a grid of
// width.
func (s *strips) layout(cells []fyne.Position, cell fyne.Size, markH, width float32) {
	for i, p := range cells {
		s.cells[i].pos = p
	}
	s.cell, s.markH, s.width = cell, markH, len(cells)
	s.perRow = wideRow
	if cells[narrowRow].Y != cells[0].Y {
		s.perRow = narrowRow
	}
	for row, r := range s.rows {
		first := row * s.perRow
		if first >= s.width {
			r.Hide()
			continue
		}
		r.Move(fyne.NewPos(0, cells[first].Y-markH))
		r.Resize(fyne.NewSize(width, markH+cell.Height))
		r.Show()
		r.Refresh()
	}
}

// draw paints row at w×h pixels: each cell's rounded rectangle, its digit
// centred in it and its number centred over it, as canvas objects of the
// same sizes would be.
func (s *strips) draw(row, w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	r := s.rows[row]
	first := row * s.perRow
	if r.Size().Width <= 0 || w <= 0 || first >= s.width {
		return img
	}
	scale := float64(w) / float64(r.Size().Width)
	top := float64(r.Position().Y)
	digit, mark := s.fonts.face(float64(s.sizes[0])*scale), s.fonts.face(float64(s.sizes[1])*scale)
	for i := first; i < min(s.width, first+s.perRow); i++ {
		c := s.cells[i]
		x0, y0 := float64(c.pos.X)*scale, (float64(c.pos.Y)-top)*scale
		x1, y1 := x0+float64(s.cell.Width)*scale, y0+float64(s.cell.Height)*scale
		if c.fill != nil {
			fillRounded(&s.z, img, x0, y0, x1, y1, float64(s.radius)*scale, c.fill)
		}
		centre := (x0 + x1) / 2
		if mark != nil && c.mark != "" && s.mark != nil {
			put(img, mark, c.mark, s.mark, centre, float64(mark.Metrics().Ascent)/64)
		}
		if digit != nil && c.digit != "" && c.color != nil {
			m := digit.Metrics()
			put(img, digit, c.digit, c.color, centre, (y0+y1)/2+float64(m.Ascent-m.Descent)/64/2)
		}
	}
	return img
}

// fillRounded fills the rectangle x0,y0–x1,y1 with rounded corners of
// radius rad, smoothed at its edges, over what img holds, with z. The image
// is RGBA, which the rasterizer and the font drawer paint without
// converting each pixel.
func fillRounded(z *vector.Rasterizer, img *image.RGBA, x0, y0, x1, y1, rad float64, c color.Color) {
	bounds := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1))).Intersect(img.Bounds())
	if bounds.Empty() {
		return
	}
	ox, oy := float64(bounds.Min.X), float64(bounds.Min.Y)
	f := func(v float64) float32 { return float32(v) }
	z.Reset(bounds.Dx(), bounds.Dy())
	z.DrawOp = draw.Over
	l, t, r, b := x0-ox, y0-oy, x1-ox, y1-oy
	rad = min(rad, (r-l)/2, (b-t)/2)
	z.MoveTo(f(l+rad), f(t))
	z.LineTo(f(r-rad), f(t))
	z.QuadTo(f(r), f(t), f(r), f(t+rad))
	z.LineTo(f(r), f(b-rad))
	z.QuadTo(f(r), f(b), f(r-rad), f(b))
	z.LineTo(f(l+rad), f(b))
	z.QuadTo(f(l), f(b), f(l), f(b-rad))
	z.LineTo(f(l), f(t+rad))
	z.QuadTo(f(l), f(t), f(l+rad), f(t))
	z.ClosePath()
	z.Draw(img, bounds, image.NewUniform(c), image.Point{})
}

// put draws text in c, centred on x, on the baseline y, all in pixels.
func put(img *image.RGBA, face font.Face, text string, c color.Color, x, y float64) {
	width := float64(font.MeasureString(face, text)) / 64
	d := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: face,
		Dot: fixed.Point26_6{X: fixed.Int26_6(math.Round((x - width/2) * 64)), Y: fixed.Int26_6(math.Round(y * 64))}}
	d.DrawString(text)
}

// fontFaces is the theme's regular font at the sizes the strips draw with.
type fontFaces struct {
	res    fyne.Resource
	parsed *opentype.Font
	faces  map[float64]font.Face // by size in pixels
}

// setFont reads res as the font, when it changed.
func (f *fontFaces) setFont(res fyne.Resource) {
	if res == f.res {
		return
	}
	f.res, f.parsed = res, nil
	clear(f.faces)
	parsed, err := opentype.Parse(res.Content())
	if err != nil {
		fyne.LogError("bit grid: the theme's font could not be read for the digits", err)
		return
	}
	f.parsed = parsed
}

// face returns the font at px pixels, or nil when the font could not be read.
func (f *fontFaces) face(px float64) font.Face {
	if f.parsed == nil {
		return nil
	}
	px = math.Round(px*4) / 4
	if face, ok := f.faces[px]; ok {
		return face
	}
	face, err := opentype.NewFace(f.parsed, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil
	}
	f.faces[px] = face
	return face
}
