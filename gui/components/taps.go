package components

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
	_ fyne.Tappable      = (*TapLabel)(nil)
	_ desktop.Cursorable = (*TapLabel)(nil)
	_ fyne.Tappable      = (*TapIcon)(nil)
	_ desktop.Cursorable = (*TapIcon)(nil)
)

// TapLabel is a line of text in the colour of links that runs an action
// when tapped. A widget.Hyperlink would take the focus.
type TapLabel struct {
	widget.RichText
	text     *widget.TextSegment
	onTapped func()
}

func NewTapLabel(onTapped func()) *TapLabel {
	l := &TapLabel{onTapped: onTapped,
		text: &widget.TextSegment{Style: widget.RichTextStyle{ColorName: theme.ColorNameHyperlink, Inline: true}}}
	l.Segments = []widget.RichTextSegment{l.text}
	l.Scroll = fyne.ScrollNone // a RichText made without NewRichText would scroll
	l.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	return l
}

// SetText changes the text and shows it.
func (l *TapLabel) SetText(text string) {
	l.text.Text = text
	l.Refresh()
}

func (l *TapLabel) Tapped(*fyne.PointEvent) { l.onTapped() }

func (l *TapLabel) Cursor() desktop.Cursor { return desktop.PointerCursor }

// TapIcon is an icon that runs an action when tapped, as an entry's action
// item; its tip, when it has one, says what.
type TapIcon struct {
	widget.Icon
	Tip      Tip
	onTapped func()
}

func NewTapIcon(res fyne.Resource, onTapped func()) *TapIcon {
	i := &TapIcon{onTapped: onTapped}
	i.Resource = res
	i.ExtendBaseWidget(i)
	return i
}

func (i *TapIcon) Tapped(*fyne.PointEvent) {
	i.Tip.Out()
	i.onTapped()
}

func (i *TapIcon) MouseIn(*desktop.MouseEvent)    { i.Tip.In(i) }
func (i *TapIcon) MouseMoved(*desktop.MouseEvent) {}
func (i *TapIcon) MouseOut()                      { i.Tip.Out() }

func (i *TapIcon) Cursor() desktop.Cursor { return desktop.PointerCursor }
