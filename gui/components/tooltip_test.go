package components

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A resting pointer shows an icon's tip under it; leaving or pressing it
// takes the tip down, and the press still does what the icon does.
func TestTipsShowWhereThePointerRests(t *testing.T) {
	test.NewTempApp(t)
	var pending func() // the last wait's end, which does nothing once stopped
	stopped := 0
	schedule := func(_ time.Duration, show func()) func() {
		ended := false
		pending = func() {
			if !ended {
				show()
			}
		}
		return func() { ended = true; stopped++ }
	}

	tapped := 0
	b := NewIconButton(theme.ContentCopyIcon(), "Copy: Hexadecimal", func() { tapped++ })
	w := test.NewTempWindow(t, nil)
	w.SetContent(WithTooltips(container.NewVBox(widget.NewLabel("Hexadecimal"), container.NewHBox(b)), schedule))
	w.Resize(fyne.NewSize(400, 300))
	l := layerOf(w.Canvas())

	b.MouseIn(&desktop.MouseEvent{})
	if l.Visible() || pending == nil {
		t.Fatal("the tip shows before the pointer has rested, or is never asked for")
	}
	pending()
	if !l.Visible() || l.text.Text != "Copy: Hexadecimal" || !b.Tip.Shown() {
		t.Fatalf("after the rest: shown %v, %q", l.Visible(), l.text.Text)
	}
	under := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Y + b.Size().Height
	if y := l.text.Position().Y; y < under {
		t.Errorf("the tip at y %v covers its button, which ends at %v", y, under)
	}
	b.MouseOut()
	if l.Visible() || b.Tip.Shown() {
		t.Error("the tip stays after the pointer left")
	}

	b.MouseIn(&desktop.MouseEvent{})
	pending()
	test.Tap(b)
	if l.Visible() || tapped != 1 {
		t.Errorf("after a tap: tip shown %v, tapped %d times", l.Visible(), tapped)
	}
	// Leaving before the rest is over cancels the tip, even when its timer
	// has fired already and its work is on its way.
	before := stopped
	b.MouseIn(&desktop.MouseEvent{})
	late := pending
	b.MouseOut()
	late()
	if stopped == before || l.Visible() {
		t.Errorf("leaving early: wait stopped %v, tip shown %v", stopped != before, l.Visible())
	}
}
