package components

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Tooltips, which Fyne 2.8 does not have. A window that shows them lays
// its content out with WithTooltips, which puts a layer over it; a widget
// with a tip shows it there once the pointer has rested on it for
// tipDelay, under the widget (over it near the window's bottom edge), and
// takes it down as the pointer leaves or presses. The layer holds only a
// rectangle and a text, which take no events: taps reach the widgets
// under it.

// tipDelay is how long the pointer rests on a widget before its tip shows.
const tipDelay = 600 * time.Millisecond

// afterTip runs show after tipDelay on the UI goroutine, unless the
// returned stop is called first. Tests replace it.
var afterTip = func(show func()) (stop func()) {
	t := time.AfterFunc(tipDelay, func() { fyne.Do(show) })
	return func() { t.Stop() }
}

// tipLayers are the windows' layers, by canvas.
var tipLayers = map[fyne.Canvas]*tipLayer{}

// tipLayer is the layer the tips of one window show on.
type tipLayer struct {
	layer *fyne.Container // no layout: the tip is placed by hand
	bg    *canvas.Rectangle
	text  *widget.Label
}

// WithTooltips returns content with the layer that shows tips over it, for
// the window whose canvas is c.
func WithTooltips(content fyne.CanvasObject, c fyne.Canvas) fyne.CanvasObject {
	l := &tipLayer{bg: canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground)), text: widget.NewLabel("")}
	l.bg.StrokeColor = theme.Color(theme.ColorNameForeground)
	l.bg.StrokeWidth = 1
	l.bg.CornerRadius = theme.InputRadiusSize()
	l.layer = container.NewWithoutLayout(l.bg, l.text)
	l.layer.Hide()
	tipLayers[c] = l
	return container.NewStack(content, l.layer)
}

// show shows text next to obj.
func (l *tipLayer) show(obj fyne.CanvasObject, text string, c fyne.Canvas) {
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := fyne.CurrentApp().Settings().Theme()
	l.bg.FillColor = th.Color(theme.ColorNameOverlayBackground, v)
	l.bg.StrokeColor = th.Color(theme.ColorNameForeground, v)
	l.text.SetText(text)
	size := l.text.MinSize()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(obj)
	win := c.Size()
	pad := th.Size(theme.SizeNamePadding)
	x := min(at.X, win.Width-size.Width-pad)
	y := at.Y + obj.Size().Height + pad
	if y+size.Height > win.Height {
		y = at.Y - size.Height - pad
	}
	pos := fyne.NewPos(max(x, 0), max(y, 0))
	l.bg.Move(pos)
	l.bg.Resize(size)
	l.text.Move(pos)
	l.text.Resize(size)
	l.layer.Show()
	l.layer.Refresh()
}

// Tip is a widget's tooltip: its text, and the timer of one resting pointer.
type Tip struct {
	Text string
	stop func()
	on   fyne.CanvasObject // the widget whose tip shows, if it does
}

// In starts the wait for obj's tip; Out cancels it and takes the tip down.
func (t *Tip) In(obj fyne.CanvasObject) {
	t.Out()
	if t.Text == "" {
		return
	}
	t.stop = afterTip(func() {
		c := fyne.CurrentApp().Driver().CanvasForObject(obj)
		if l := tipLayers[c]; l != nil && c != nil {
			l.show(obj, t.Text, c)
			t.on = obj
		}
	})
}

// Out cancels the wait and takes the tip down.
func (t *Tip) Out() {
	if t.stop != nil {
		t.stop()
		t.stop = nil
	}
	if t.on == nil {
		return
	}
	if l := tipLayers[fyne.CurrentApp().Driver().CanvasForObject(t.on)]; l != nil {
		l.layer.Hide()
	}
	t.on = nil
}

// Shown reports whether the tip is in sight.
func (t *Tip) Shown() bool { return t.on != nil }

var (
	_ desktop.Hoverable = (*IconButton)(nil)
	_ desktop.Hoverable = (*TapIcon)(nil)
)

// IconButton is a button with an icon and no label, whose tip says what
// it does.
type IconButton struct {
	widget.Button
	Tip Tip
}

func NewIconButton(icon fyne.Resource, tip string, tapped func()) *IconButton {
	b := &IconButton{Tip: Tip{Text: tip}}
	b.Icon, b.OnTapped = icon, tapped
	b.Importance = widget.LowImportance
	b.ExtendBaseWidget(b)
	return b
}

func (b *IconButton) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	b.Tip.In(b)
}

func (b *IconButton) MouseOut() {
	b.Button.MouseOut()
	b.Tip.Out()
}

func (b *IconButton) Tapped(e *fyne.PointEvent) {
	b.Tip.Out()
	b.Button.Tapped(e)
}
