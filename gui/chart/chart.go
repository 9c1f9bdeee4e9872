// Package chart draws a few counts over time, one line each on a shared
// time axis, with a legend that names them: how many IDs each generator
// of a list issued, a plot people read faster than the numbers.
package chart

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Series is one line of a chart: its name in the legend, its colour, and
// its count in each of the chart's bins.
type Series struct {
	Name   string
	Color  fyne.ThemeColorName
	Counts []int
}

// Axis is what the chart writes on its axes: the times its first and
// last bins start at, and what a bin counts ("IDs a minute").
type Axis struct {
	From, To, Unit string
}

// The chart's size: its least, and the legend's greatest width.
const (
	minWidth, minHeight = 320, 120
	maxLegendWidth      = 230
	lineWidth           = 2
)

var _ fyne.Widget = (*Chart)(nil)

// Chart draws series over a time axis. Every series has as many bins.
type Chart struct {
	widget.BaseWidget
	series []Series
	axis   Axis
}

// New returns an empty chart.
func New() *Chart {
	c := &Chart{}
	c.ExtendBaseWidget(c)
	return c
}

// Draw draws series, on an axis from axis.From to axis.To.
func (c *Chart) Draw(series []Series, axis Axis) {
	c.series, c.axis = series, axis
	c.Refresh()
}

// Series are the series drawn.
func (c *Chart) Series() []Series { return c.series }

// Peak is the largest count of any series: the top of the vertical axis.
func (c *Chart) Peak() int {
	peak := 0
	for _, s := range c.series {
		for _, n := range s.Counts {
			peak = max(peak, n)
		}
	}
	return peak
}

func (c *Chart) CreateRenderer() fyne.WidgetRenderer {
	c.ExtendBaseWidget(c)
	r := &renderer{chart: c, axes: [2]*canvas.Line{canvas.NewLine(color.Black), canvas.NewLine(color.Black)}}
	for i := range r.labels {
		r.labels[i] = canvas.NewText("", color.Black)
	}
	r.Refresh()
	return r
}

// Label places: the vertical axis' top and bottom, the time axis' ends,
// and what a bin counts.
const (
	labelPeak = iota
	labelZero
	labelFrom
	labelTo
	labelUnit
	labelCount
)

type renderer struct {
	chart   *Chart
	axes    [2]*canvas.Line // the vertical axis, the time axis
	labels  [labelCount]*canvas.Text
	lines   [][]*canvas.Line // each series' segments, one between each two bins
	dots    []*canvas.Circle // each series' point, where it has one bin
	keys    []*canvas.Line   // the legend's sample of each series' line
	names   []*canvas.Text   // and its name
	objects []fyne.CanvasObject
}

// fit makes the objects for the chart's series, and lists them all.
func (r *renderer) fit() {
	r.lines, r.dots, r.keys, r.names = r.lines[:0], r.dots[:0], r.keys[:0], r.names[:0]
	r.objects = []fyne.CanvasObject{r.axes[0], r.axes[1]}
	for _, l := range r.labels {
		r.objects = append(r.objects, l)
	}
	for _, s := range r.chart.series {
		segments := make([]*canvas.Line, max(0, len(s.Counts)-1))
		for i := range segments {
			segments[i] = canvas.NewLine(color.Black)
			r.objects = append(r.objects, segments[i])
		}
		r.lines = append(r.lines, segments)
		dot := canvas.NewCircle(color.Black)
		dot.Hidden = len(s.Counts) != 1
		r.dots = append(r.dots, dot)
		key, name := canvas.NewLine(color.Black), canvas.NewText("", color.Black)
		r.keys, r.names = append(r.keys, key), append(r.names, name)
		r.objects = append(r.objects, dot, key, name)
	}
}

func (r *renderer) MinSize() fyne.Size {
	return fyne.NewSize(minWidth, max(minHeight, r.textHeight()*float32(len(r.chart.series)+1)))
}

func (r *renderer) textHeight() float32 {
	return fyne.MeasureText("0", r.chart.Theme().Size(theme.SizeNameCaptionText), fyne.TextStyle{}).Height
}

// Refresh re-reads the series and the theme.
func (r *renderer) Refresh() {
	c := r.chart
	if len(r.names) != len(c.series) || r.objects == nil || r.segmentsChanged() {
		r.fit()
	}
	th := c.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	fg, grid := th.Color(theme.ColorNameForeground, v), th.Color(theme.ColorNameSeparator, v)
	size := th.Size(theme.SizeNameCaptionText)
	for _, a := range r.axes {
		a.StrokeColor, a.StrokeWidth = grid, 1
	}
	texts := [labelCount]string{strconv.Itoa(c.Peak()), "0", c.axis.From, c.axis.To, c.axis.Unit}
	for i, l := range r.labels {
		l.Text, l.Color, l.TextSize = texts[i], fg, size
	}
	for i, s := range c.series {
		col := th.Color(s.Color, v)
		for _, seg := range r.lines[i] {
			seg.StrokeColor, seg.StrokeWidth = col, lineWidth
		}
		r.dots[i].FillColor = col
		r.keys[i].StrokeColor, r.keys[i].StrokeWidth = col, lineWidth+1
		r.names[i].Text, r.names[i].Color, r.names[i].TextSize = s.Name, fg, size
	}
	r.Layout(c.Size())
	canvas.Refresh(c)
}

// segmentsChanged reports whether a series has more or fewer bins than
// it has segments for.
func (r *renderer) segmentsChanged() bool {
	for i, s := range r.chart.series {
		if len(r.lines[i]) != max(0, len(s.Counts)-1) {
			return true
		}
	}
	return false
}

func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *renderer) Destroy() {}
