package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// menu builds File, Edit, View and Help. Its shortcuts work even while an
// entry has the focus, where canvas shortcuts do not.
func (v *view) menu() *fyne.MainMenu {
	item := func(key string, action func(), shortcut fyne.Shortcut) *fyne.MenuItem {
		i := fyne.NewMenuItem(lang.L(key), action)
		i.Shortcut = shortcut
		return i
	}
	edit := fyne.NewMenu(lang.L("menu.edit"),
		item("menu.copyID", v.onCopy, copyIDShortcut),
		item("menu.nextID", v.onNextID, nextIDShortcut),
		item("menu.copyHex", func() { v.copyFormat(hexText) }, nil),
		item("menu.copyBinary", func() { v.copyFormat(binaryText) }, nil),
		item("menu.copyJSON", func() { v.copyFormat(jsonText) }, nil),
		fyne.NewMenuItemSeparator(),
		item("menu.pasteID", v.onPasteID, pasteIDShortcut),
		item("menu.now", v.onNow, nowShortcut),
	)
	v.themeItems = map[string]*fyne.MenuItem{
		themeSystem: fyne.NewMenuItem(lang.L("menu.themeSystem"), func() { v.onTheme(themeSystem) }),
		themeLight:  fyne.NewMenuItem(lang.L("menu.themeLight"), func() { v.onTheme(themeLight) }),
		themeDark:   fyne.NewMenuItem(lang.L("menu.themeDark"), func() { v.onTheme(themeDark) }),
	}
	v.checkTheme()
	return fyne.NewMainMenu(
		fyne.NewMenu(lang.L("menu.file")),
		edit,
		fyne.NewMenu(lang.L("menu.view"),
			v.themeItems[themeSystem], v.themeItems[themeLight], v.themeItems[themeDark]),
		fyne.NewMenu(lang.L("menu.help"),
			fyne.NewMenuItem(lang.L("menu.layout"), v.onLayoutHelp),
			fyne.NewMenuItem(lang.L("menu.about"), v.onAbout)),
	)
}

// onTheme applies a theme mode at once and remembers it.
func (v *view) onTheme(mode string) {
	v.theme.mode = mode
	v.app.Settings().SetTheme(v.theme)
	v.prefs.SetString(prefTheme, mode)
	v.checkTheme()
	if menu := v.win.MainMenu(); menu != nil {
		menu.Refresh()
	}
}

// checkTheme ticks the View menu's item for the current theme mode.
func (v *view) checkTheme() {
	for mode, item := range v.themeItems {
		item.Checked = mode == v.theme.mode
	}
}

// onLayoutHelp explains the bit layout in a short dialog.
func (v *view) onLayoutHelp() {
	diagram := widget.NewLabel(lang.L("layout.diagram"))
	diagram.TextStyle = fyne.TextStyle{Monospace: true}
	text := widget.NewLabel(lang.L("layout.text"))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(lang.L("menu.layout"), lang.L("action.close"), container.NewVBox(diagram, text), v.win)
	d.Resize(fyne.NewSize(760, 0))
	d.Show()
}

func (v *view) onAbout() {
	title, body := aboutText(v.app.Metadata())
	text := widget.NewLabel(body)
	text.Wrapping = fyne.TextWrapWord
	icon := widget.NewIcon(v.app.Icon())
	box := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSquareSize(64), icon), nil, text)
	d := dialog.NewCustom(title, lang.L("action.close"), box, v.win)
	d.Resize(fyne.NewSize(440, 0))
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
