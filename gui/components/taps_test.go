package components

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A tappable label is as wide as its text, as a label is: it neither
// scrolls nor cuts its text.
func TestTapLabelShowsItsWholeText(t *testing.T) {
	test.NewTempApp(t)
	tapped := 0
	l := NewTapLabel(func() { tapped++ })
	l.Wrapping = fyne.TextWrapOff
	l.SetText("Use this scheme")
	if got, want := l.MinSize().Width, widget.NewLabel("Use this scheme").MinSize().Width; got < want {
		t.Errorf("the tappable label is %v wide, its text %v", got, want)
	}
	test.Tap(l)
	if tapped != 1 {
		t.Errorf("a tap ran the action %d times", tapped)
	}
}
