package chart

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// Each series is drawn bin by bin from the time axis' start to its end,
// its peak at the top of the vertical axis and 0 on the time axis, in its
// own colour; a series of one bin is a dot; the legend names each, cut to
// its width.
func TestChartDrawsEachBin(t *testing.T) {
	test.NewTempApp(t)
	c := New()
	long := strings.Repeat("Twitter (datacenter 31, machine 31) ", 4)
	c.Draw([]Series{
		{Name: "a", Color: theme.ColorNamePrimary, Counts: []int{0, 10, 5}},
		{Name: long, Color: theme.ColorNameError, Counts: []int{2, 2, 0}},
	}, Axis{From: "2026-01-01T00:00:00Z", To: "2026-01-01T00:02:00Z", Unit: "IDs a minute"})
	c.Resize(fyne.NewSize(500, 160))
	r := test.WidgetRenderer(c).(*renderer)
	left, top, bottom := r.axes[0].Position1.X, r.axes[0].Position1.Y, r.axes[0].Position2.Y
	right := r.axes[1].Position2.X
	if !(left < right && top < bottom) || r.axes[1].Position1.Y != bottom {
		t.Fatalf("axes %v %v", r.axes[0], r.axes[1])
	}
	mid := (left + right) / 2
	wantA := [][2]fyne.Position{{{X: left, Y: bottom}, {X: mid, Y: top}}, {{X: mid, Y: top}, {X: right, Y: (top + bottom) / 2}}}
	fifth := bottom - (bottom-top)/5 // 2 of 10
	wantB := [][2]fyne.Position{{{X: left, Y: fifth}, {X: mid, Y: fifth}}, {{X: mid, Y: fifth}, {X: right, Y: bottom}}}
	for s, want := range [][][2]fyne.Position{wantA, wantB} {
		if len(r.lines[s]) != 2 {
			t.Fatalf("series %d: %d segments, want 2", s, len(r.lines[s]))
		}
		for k, seg := range r.lines[s] {
			if !near(seg.Position1, want[k][0]) || !near(seg.Position2, want[k][1]) {
				t.Errorf("series %d segment %d: %v–%v, want %v–%v", s, k, seg.Position1, seg.Position2, want[k][0], want[k][1])
			}
		}
	}
	th, v := c.Theme(), fyne.CurrentApp().Settings().ThemeVariant()
	if r.lines[0][0].StrokeColor != th.Color(theme.ColorNamePrimary, v) || r.keys[1].StrokeColor != th.Color(theme.ColorNameError, v) {
		t.Error("a series is not drawn in its colour")
	}
	if got := r.labels[labelPeak].Text; got != "10" {
		t.Errorf("the vertical axis tops at %q, want 10", got)
	}
	name := r.names[1]
	if !strings.HasSuffix(name.Text, "…") || name.Position().X+name.Size().Width > 500 {
		t.Errorf("the long name %q at %v, %v: not cut to the chart", name.Text, name.Position(), name.Size())
	}
	if r.names[0].Text != "a" {
		t.Errorf("the short name is %q", r.names[0].Text)
	}

	c.Draw([]Series{{Name: "one", Color: theme.ColorNamePrimary, Counts: []int{4}}}, Axis{})
	mid, top = (r.axes[1].Position1.X+r.axes[1].Position2.X)/2, r.axes[0].Position1.Y
	if len(r.lines) != 1 || len(r.lines[0]) != 0 || r.dots[0].Hidden || !near(r.dots[0].Position().AddXY(3, 3), fyne.NewPos(mid, top)) {
		t.Errorf("one bin: %d series, dot at %v hidden %v; want a dot at %v", len(r.lines), r.dots[0].Position(), r.dots[0].Hidden, fyne.NewPos(mid, top))
	}
}

func near(a, b fyne.Position) bool {
	d := a.Subtract(b)
	return d.X*d.X+d.Y*d.Y < 0.01
}
