package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// onLayoutHelp explains the layout chosen on the Build tab in a short
// dialog: its bits, its fields and its formula.
func (w *window) onLayoutHelp() {
	diagramText, about := layoutHelp(w.model.layout)
	diagram := widget.NewLabel(diagramText)
	diagram.TextStyle = fyne.TextStyle{Monospace: true}
	text := widget.NewLabel(about)
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(lang.L("menu.layout"), lang.L("action.close"), container.NewVBox(diagram, text), w.win)
	d.Resize(fyne.NewSize(min(760, w.win.Canvas().Size().Width-40), 0))
	showClosingOnKeys(d, w.win.Canvas())
}

// onAbout shows the app's name, version and icon.
func (w *window) onAbout() {
	title, body := aboutText(w.app.Metadata())
	text := widget.NewLabel(body)
	text.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(w.app.Icon())
	box := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSquareSize(64), icon), nil, text)
	d := dialog.NewCustom(title, lang.L("action.close"), box, w.win)
	d.Resize(fyne.NewSize(440, 0))
	showClosingOnKeys(d, w.win.Canvas())
}

// showClosingOnKeys shows d, an information dialog with one Close button,
// closing it on Escape or Enter as well, as a person expects of one. The
// window's own key handling comes back when it closes.
func showClosingOnKeys(d dialog.Dialog, c fyne.Canvas) {
	before := c.OnTypedKey()
	c.SetOnTypedKey(func(e *fyne.KeyEvent) {
		switch e.Name {
		case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
			d.Hide()
		default:
			if before != nil {
				before(e)
			}
		}
	})
	d.SetOnClosed(func() { c.SetOnTypedKey(before) })
	d.Show()
}

// aboutText is the About dialog's title and text for the app's metadata.
// A plain "go build" carries no metadata; only packaged builds have a version.
func aboutText(meta fyne.AppMetadata) (title, body string) {
	title = meta.Name
	if title == "" {
		title = lang.L("app.title")
	}
	if meta.Version == "" {
		return title, lang.L("about.text") + "\n" + lang.L("about.devBuild")
	}
	return title, lang.L("about.text") + "\n" + lang.L("about.version", map[string]any{"Version": meta.Version, "Build": meta.Build})
}
