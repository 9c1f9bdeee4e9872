package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
)

// Shortcuts shown in the menus; menu shortcuts work while an entry has
// focus, where canvas shortcuts do not.
var (
	copyIDShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyC, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	pasteIDShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyV, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	nowShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	nextIDShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	quitShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
)

// mainMenu builds File, Edit, View and Help.
func (w *window) mainMenu() *fyne.MainMenu {
	item := func(key string, action func(), shortcut fyne.Shortcut) *fyne.MenuItem {
		i := fyne.NewMenuItem(lang.L(key), action)
		i.Shortcut = shortcut
		return i
	}
	b := w.build
	edit := fyne.NewMenu(lang.L("menu.edit"),
		item("menu.copyID", b.onCopy, copyIDShortcut),
		item("menu.nextID", b.onNextID, nextIDShortcut),
		item("menu.copyHex", func() { b.copyFormat(hexText) }, nil),
		item("menu.copyBinary", func() { b.copyFormat(binaryText) }, nil),
		item("menu.copyJSON", func() { b.copyFormat(jsonText) }, nil),
		fyne.NewMenuItemSeparator(),
		item("menu.pasteID", w.onPasteID, pasteIDShortcut),
		item("menu.now", b.onNow, nowShortcut),
	)
	w.themeItems = map[string]*fyne.MenuItem{
		themeSystem: item("menu.themeSystem", func() { w.onTheme(themeSystem) }, nil),
		themeLight:  item("menu.themeLight", func() { w.onTheme(themeLight) }, nil),
		themeDark:   item("menu.themeDark", func() { w.onTheme(themeDark) }, nil),
	}
	w.checkTheme()
	// Quit is the menu's last item, as Fyne expects; with no action of its
	// own, Fyne closes the windows (which saves the window size) and quits.
	quit := item("Quit", nil, quitShortcut)
	quit.IsQuit = true
	return fyne.NewMainMenu(
		fyne.NewMenu(lang.L("menu.file"), quit),
		edit,
		fyne.NewMenu(lang.L("menu.view"),
			w.themeItems[themeSystem], w.themeItems[themeLight], w.themeItems[themeDark]),
		fyne.NewMenu(lang.L("menu.help"),
			item("menu.layout", w.onLayoutHelp, nil),
			item("menu.about", w.onAbout, nil)),
	)
}

// onPasteID takes apart the clipboard's ID on the Build tab.
func (w *window) onPasteID() {
	w.tabs.SelectIndex(0)
	w.build.pasteID(w.app.Clipboard().Content())
	w.win.Canvas().Focus(w.build.idEntry)
}

// onTheme applies a theme mode at once and remembers it.
func (w *window) onTheme(mode string) {
	w.theme.mode = mode
	w.app.Settings().SetTheme(w.theme)
	w.settings.setTheme(mode)
	w.checkTheme()
	if menu := w.win.MainMenu(); menu != nil {
		menu.Refresh()
	}
}

// checkTheme ticks the View menu's item for the current theme mode.
func (w *window) checkTheme() {
	for mode, item := range w.themeItems {
		item.Checked = mode == w.theme.mode
	}
}
