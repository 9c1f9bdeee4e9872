package components

import (
	"image/color"
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

// Scheduler runs f on the main goroutine once d has passed, unless the
// returned stop is called first: once stop has been called, on the main
// goroutine, f does not run, even if its time had come.
type Scheduler func(d time.Duration, f func()) (stop func())

// tipLayer is the layer the tips of one window show on: the last of the
// objects of the window's content, a widget that takes no events.
type tipLayer struct {
	widget.BaseWidget
	bg       *canvas.Rectangle
	text     *widget.Label
	schedule Scheduler // times the pointer's rests
}

// WithTooltips returns content with the layer that shows tips over it, for
// a window's content; schedule times the pointer's rests.
func WithTooltips(content fyne.CanvasObject, schedule Scheduler) fyne.CanvasObject {
	l := &tipLayer{bg: canvas.NewRectangle(color.Transparent), text: widget.NewLabel(""), schedule: schedule}
	l.bg.StrokeWidth = 1
	l.ExtendBaseWidget(l)
	l.Hide()
	return container.NewStack(content, l)
}

// layerOf returns the tip layer of c's content, if it has one.
func layerOf(c fyne.Canvas) *tipLayer {
	if c == nil {
		return nil
	}
	stack, ok := c.Content().(*fyne.Container)
	if !ok || len(stack.Objects) == 0 {
		return nil
	}
	l, _ := stack.Objects[len(stack.Objects)-1].(*tipLayer)
	return l
}

func (l *tipLayer) CreateRenderer() fyne.WidgetRenderer {
	// The tip is placed by hand where it shows: the layer lays out nothing.
	return &tipRenderer{objects: []fyne.CanvasObject{l.bg, l.text}}
}

type tipRenderer struct{ objects []fyne.CanvasObject }

func (r *tipRenderer) Destroy()                     {}
func (r *tipRenderer) Layout(fyne.Size)             {}
func (r *tipRenderer) MinSize() fyne.Size           { return fyne.Size{} }
func (r *tipRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *tipRenderer) Refresh() {
	for _, o := range r.objects {
		o.Refresh()
	}
}

// show shows text next to obj, on the canvas c.
func (l *tipLayer) show(obj fyne.CanvasObject, text string, c fyne.Canvas) {
	th := l.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	l.bg.FillColor = th.Color(theme.ColorNameOverlayBackground, v)
	l.bg.StrokeColor = th.Color(theme.ColorNameForeground, v)
	l.bg.CornerRadius = th.Size(theme.SizeNameInputRadius)
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
	l.Show()
	l.Refresh()
	// Once a menu of the window's menu bar has been open, Fyne's canvas no
	// longer paints a change to this layer alone (seen on Linux with Fyne
	// 2.8: the tip stayed unpainted, though shown and placed): the content
	// is refreshed with it, which paints it.
	c.Refresh(c.Content())
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
	c := fyne.CurrentApp().Driver().CanvasForObject(obj)
	l := layerOf(c)
	if l == nil {
		return
	}
	t.stop = l.schedule(tipDelay, func() {
		t.stop = nil
		l.show(obj, t.Text, c)
		t.on = obj
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
	c := fyne.CurrentApp().Driver().CanvasForObject(t.on)
	if l := layerOf(c); l != nil {
		l.Hide()
		c.Refresh(c.Content()) // as in show
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
