package components

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

var (
	_ fyne.Focusable = (*PrimaryButton)(nil)
	_ fyne.Widget    = (*PrimaryButton)(nil)
)

// PrimaryButton is a tab's main action: a button in the primary colour
// that Enter presses as well as Space, and whose focus shows as a ring
// around it in the text colour. Fyne shows a focused button by laying its
// focus colour over the button, which on the primary colour is hardly seen
// (#216DF3 for #286DF1).
type PrimaryButton struct {
	widget.Button
	focused bool
}

func NewPrimaryButton(label string, icon fyne.Resource, tapped func()) *PrimaryButton {
	b := &PrimaryButton{}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.Importance = widget.HighImportance
	b.ExtendBaseWidget(b)
	return b
}

func (b *PrimaryButton) FocusGained() {
	b.focused = true
	b.Button.FocusGained()
}

func (b *PrimaryButton) FocusLost() {
	b.focused = false
	b.Button.FocusLost()
}

func (b *PrimaryButton) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
		b.Tapped(nil)
		return
	}
	b.Button.TypedKey(ev)
}

func (b *PrimaryButton) CreateRenderer() fyne.WidgetRenderer {
	ring := canvas.NewRectangle(color.Transparent)
	r := &ringRenderer{WidgetRenderer: b.Button.CreateRenderer(), button: b, ring: ring}
	r.Refresh()
	return r
}

// ringRenderer draws the button, and the ring around it while it has the
// focus: outside the button, in the padding between it and its neighbours.
type ringRenderer struct {
	fyne.WidgetRenderer
	button *PrimaryButton
	ring   *canvas.Rectangle
}

func (r *ringRenderer) Objects() []fyne.CanvasObject {
	return append(slices.Clip(r.WidgetRenderer.Objects()), r.ring)
}

func (r *ringRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	out := r.outset()
	r.ring.Move(fyne.NewPos(-out, -out))
	r.ring.Resize(size.AddWidthHeight(2*out, 2*out))
}

// outset is how far the ring stands outside the button: most of the
// padding between two widgets.
func (r *ringRenderer) outset() float32 {
	return r.button.Theme().Size(theme.SizeNamePadding) * 3 / 4
}

func (r *ringRenderer) Refresh() {
	th := r.button.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.ring.StrokeColor = th.Color(theme.ColorNameForeground, v)
	r.ring.StrokeWidth = 2
	r.ring.CornerRadius = th.Size(theme.SizeNameInputRadius) + r.outset()
	r.ring.Hidden = !r.button.focused || r.button.Disabled()
	r.ring.Refresh()
	r.WidgetRenderer.Refresh()
}
