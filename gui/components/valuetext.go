package components

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

var _ fyne.Widget = (*ValueText)(nil)

// ValueText is one line of text in the theme's colours. Unlike a
// Label it does no rich-text layout, which matters for values that change
// with every keystroke.
type ValueText struct {
	widget.BaseWidget
	Text string
}

func NewValueText() *ValueText {
	t := &ValueText{}
	t.ExtendBaseWidget(t)
	return t
}

// SetText shows text. Most edits change only some of the forms shown, so an
// unchanged text is not redrawn.
func (t *ValueText) SetText(text string) {
	if t.Text == text {
		return
	}
	t.Text = text
	t.Refresh()
}

func (t *ValueText) CreateRenderer() fyne.WidgetRenderer {
	t.ExtendBaseWidget(t)
	text := canvas.NewText("", nil)
	r := &valueTextRenderer{widget: t, text: text}
	r.Refresh()
	return r
}

type valueTextRenderer struct {
	widget *ValueText
	text   *canvas.Text
}

func (r *valueTextRenderer) Layout(size fyne.Size) {
	pad := r.widget.Theme().Size(theme.SizeNameInnerPadding)
	r.text.Move(fyne.NewPos(pad, (size.Height-r.text.MinSize().Height)/2))
	r.text.Resize(fyne.NewSize(size.Width-pad*2, r.text.MinSize().Height))
}

func (r *valueTextRenderer) MinSize() fyne.Size {
	pad := r.widget.Theme().Size(theme.SizeNameInnerPadding)
	return r.text.MinSize().AddWidthHeight(pad*2, pad*2)
}

// Refresh re-reads the text and the theme.
func (r *valueTextRenderer) Refresh() {
	th := r.widget.Theme()
	r.text.Text = r.widget.Text
	r.text.Color = th.Color(theme.ColorNameForeground, fyne.CurrentApp().Settings().ThemeVariant())
	r.text.TextSize = th.Size(theme.SizeNameText)
	r.text.Refresh()
}

func (r *valueTextRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.text} }

func (r *valueTextRenderer) Destroy() {}
