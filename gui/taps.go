package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The small tappable pieces below are deliberately not focusable: they sit
// between the inputs, and the Tab order must run from input to input. Each
// one's action is also on the keyboard (a menu shortcut or Enter).

var (
	_ fyne.Tappable      = (*tapLabel)(nil)
	_ desktop.Cursorable = (*tapLabel)(nil)
	_ fyne.Tappable      = (*tapIcon)(nil)
	_ desktop.Cursorable = (*tapIcon)(nil)
)

// tapLabel is a line of text in the colour of links that runs an action
// when tapped. A widget.Hyperlink would take the focus.
type tapLabel struct {
	widget.RichText
	text     *widget.TextSegment
	onTapped func()
}

func newTapLabel(onTapped func()) *tapLabel {
	l := &tapLabel{onTapped: onTapped,
		text: &widget.TextSegment{Style: widget.RichTextStyle{ColorName: theme.ColorNameHyperlink, Inline: true}}}
	l.Segments = []widget.RichTextSegment{l.text}
	l.Scroll = fyne.ScrollNone // a RichText made without NewRichText would scroll
	l.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	return l
}

// SetText changes the text and shows it.
func (l *tapLabel) SetText(text string) {
	l.text.Text = text
	l.Refresh()
}

func (l *tapLabel) Tapped(*fyne.PointEvent) { l.onTapped() }

func (l *tapLabel) Cursor() desktop.Cursor { return desktop.PointerCursor }

// tapIcon is an icon that runs an action when tapped, as an entry's action item.
type tapIcon struct {
	widget.Icon
	onTapped func()
}

func newTapIcon(res fyne.Resource, onTapped func()) *tapIcon {
	i := &tapIcon{onTapped: onTapped}
	i.Resource = res
	i.ExtendBaseWidget(i)
	return i
}

func (i *tapIcon) Tapped(*fyne.PointEvent) { i.onTapped() }

func (i *tapIcon) Cursor() desktop.Cursor { return desktop.PointerCursor }
