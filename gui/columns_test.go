package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

func TestColumnsLayoutStacksWhenNarrow(t *testing.T) {
	test.NewTempApp(t)
	left := canvas.NewRectangle(nil)
	left.SetMinSize(fyne.NewSize(300, 200))
	right := canvas.NewRectangle(nil)
	right.SetMinSize(fyne.NewSize(400, 100))
	l := &columnsLayout{share: 0.4}
	c := container.New(l, left, right)

	c.Resize(fyne.NewSize(1000, 300))
	if left.Size().Width != 400 || right.Position().Y != 0 || right.Position().X <= left.Size().Width {
		t.Errorf("wide: left %v, right at %v", left.Size(), right.Position())
	}
	if got := c.MinSize(); got.Height != 200 {
		t.Errorf("wide: minimum %v, want the taller one's height", got)
	}

	c.Resize(fyne.NewSize(650, 400))
	if right.Position().X != 0 || right.Position().Y <= left.Size().Height || left.Size().Width != 650 {
		t.Errorf("narrow: left %v, right at %v; want right under left, both full width", left.Size(), right.Position())
	}
	if got := c.MinSize(); got.Width != 400 || got.Height <= 300 {
		t.Errorf("narrow: minimum %v, want the wider one's width and both heights", got)
	}
}
