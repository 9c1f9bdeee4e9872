package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
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

// tapLabel is a line of text that runs an action when tapped.
type tapLabel struct {
	widget.Label
	onTapped func()
}

func newTapLabel(onTapped func()) *tapLabel {
	l := &tapLabel{onTapped: onTapped}
	l.Importance = widget.HighImportance
	l.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	return l
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
