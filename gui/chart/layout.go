package chart

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// plot is where the lines are drawn: its left, top, right and bottom.
type plot struct {
	left, top, right, bottom float32
}

// point is where bin i of n, holding count of peak, lies in p.
func (p plot) point(i, n, count, peak int) fyne.Position {
	x := (p.left + p.right) / 2
	if n > 1 {
		x = p.left + (p.right-p.left)*float32(i)/float32(n-1)
	}
	y := p.bottom
	if peak > 0 {
		y = p.bottom - (p.bottom-p.top)*float32(count)/float32(peak)
	}
	return fyne.NewPos(x, y)
}

// Layout places the axes and their labels on the left, the legend on the
// right, and the lines between.
func (r *renderer) Layout(size fyne.Size) {
	th := r.chart.Theme()
	pad, textSize := th.Size(theme.SizeNamePadding), th.Size(theme.SizeNameCaptionText)
	textH := r.textHeight()
	measure := func(t *canvas.Text) fyne.Size { return fyne.MeasureText(t.Text, textSize, t.TextStyle) }
	legend := min(maxLegendWidth, size.Width*0.45)
	yLabels := max(measure(r.labels[labelPeak]).Width, measure(r.labels[labelZero]).Width)
	p := plot{left: yLabels + pad, top: textH + pad, right: size.Width - legend - 2*pad, bottom: size.Height - textH - pad}

	r.axes[0].Position1, r.axes[0].Position2 = fyne.NewPos(p.left, p.top), fyne.NewPos(p.left, p.bottom)
	r.axes[1].Position1, r.axes[1].Position2 = fyne.NewPos(p.left, p.bottom), fyne.NewPos(p.right, p.bottom)
	place := func(t *canvas.Text, x, y float32) {
		t.Move(fyne.NewPos(x, y))
		t.Resize(measure(t))
	}
	place(r.labels[labelUnit], p.left, 0)
	place(r.labels[labelPeak], yLabels-measure(r.labels[labelPeak]).Width, p.top-textH/2)
	place(r.labels[labelZero], yLabels-measure(r.labels[labelZero]).Width, p.bottom-textH/2)
	place(r.labels[labelFrom], p.left, p.bottom+pad/2)
	place(r.labels[labelTo], p.right-measure(r.labels[labelTo]).Width, p.bottom+pad/2)

	peak := r.chart.Peak()
	for i, s := range r.chart.series {
		n := len(s.Counts)
		for k, seg := range r.lines[i] {
			seg.Position1, seg.Position2 = p.point(k, n, s.Counts[k], peak), p.point(k+1, n, s.Counts[k+1], peak)
		}
		if n == 1 {
			at := p.point(0, 1, s.Counts[0], peak)
			r.dots[i].Move(at.SubtractXY(lineWidth*1.5, lineWidth*1.5))
			r.dots[i].Resize(fyne.NewSquareSize(lineWidth * 3))
		}
		y := p.top + float32(i)*textH
		x := size.Width - legend
		r.keys[i].Position1, r.keys[i].Position2 = fyne.NewPos(x, y+textH/2), fyne.NewPos(x+2*pad+4, y+textH/2)
		r.names[i].Text = r.chart.series[i].Name
		fit(r.names[i], legend-3*pad-4, textSize)
		place(r.names[i], x+3*pad+4, y)
	}
}

// fit shortens t's text with an ellipsis until it is no wider than width.
func fit(t *canvas.Text, width, size float32) {
	runes := []rune(t.Text)
	for n := len(runes); n > 0 && fyne.MeasureText(t.Text, size, t.TextStyle).Width > width; n-- {
		t.Text = string(runes[:n-1]) + "…"
	}
}
