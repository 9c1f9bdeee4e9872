package components

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// NewMessage makes the small line of text under a field.
func NewMessage(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.SizeName = theme.SizeNameCaptionText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// SetMessage changes a message line only if it changes, to spare a redraw.
func SetMessage(l *widget.Label, text string, importance widget.Importance) {
	if l.Text == text && l.Importance == importance {
		return
	}
	l.Importance = importance
	l.SetText(text)
}
