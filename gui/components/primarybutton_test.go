package components

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// focusRing returns the visible ring drawn around b, or nil.
func focusRing(b *PrimaryButton) *canvas.Rectangle {
	for _, o := range test.WidgetRenderer(b).Objects() {
		if r, ok := o.(*canvas.Rectangle); ok && r.Visible() && r.StrokeWidth >= 2 && r.Position().X < 0 {
			return r
		}
	}
	return nil
}

// The main button's focus is seen: a ring in the text colour around it
// while it has the focus, and none once the focus moves on; Enter presses
// it as Space does.
func TestPrimaryButtonShowsItsFocus(t *testing.T) {
	test.NewTempApp(t)
	tapped := 0
	b := NewPrimaryButton("Copy", theme.ContentCopyIcon(), func() { tapped++ })
	other := widget.NewEntry()
	w := test.NewTempWindow(t, container.NewVBox(container.NewHBox(b), other))
	w.Resize(fyne.NewSize(300, 200))
	if focusRing(b) != nil {
		t.Fatal("a ring before the button has the focus")
	}
	w.Canvas().Focus(b)
	ring := focusRing(b)
	if ring == nil {
		t.Fatal("no ring around the focused button")
	}
	fg := test.Theme().Color(theme.ColorNameForeground, theme.VariantLight)
	if ring.StrokeColor != fg {
		t.Errorf("the ring is %v, want the text colour %v", ring.StrokeColor, fg)
	}
	if p, s := ring.Position(), ring.Size(); p.X >= 0 || p.Y >= 0 || s.Width <= b.Size().Width || s.Height <= b.Size().Height {
		t.Errorf("the ring %v+%v does not stand around the button %v", p, s, b.Size())
	}
	w.Canvas().Focus(other)
	if focusRing(b) != nil {
		t.Error("the ring stays after the focus moved on")
	}
	w.Canvas().Focus(b)
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	test.Tap(b)
	if tapped != 2 {
		t.Errorf("Enter and a tap pressed the button %d times, want 2", tapped)
	}
}
