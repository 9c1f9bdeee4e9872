package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
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
	quitShortcut       = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	decodeFileShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	exportShortcut     = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
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
	w.offerItem = item("menu.offerClipboard", w.onToggleOffer, nil)
	w.offerItem.Checked = w.settings.offerClipboard()
	// Quit is the menu's last item, as Fyne expects; with no action of its
	// own, Fyne closes the windows (which saves the window size) and quits.
	quit := item("Quit", nil, quitShortcut)
	quit.IsQuit = true
	return fyne.NewMainMenu(
		fyne.NewMenu(lang.L("menu.file"),
			item("menu.decodeFile", w.onDecodeFile, decodeFileShortcut),
			item("menu.exportCSV", func() { w.onExport(exportCSV) }, exportShortcut),
			item("menu.exportJSON", func() { w.onExport(exportJSON) }, nil),
			fyne.NewMenuItemSeparator(),
			quit),
		edit,
		fyne.NewMenu(lang.L("menu.view"),
			w.themeItems[themeSystem], w.themeItems[themeLight], w.themeItems[themeDark],
			fyne.NewMenuItemSeparator(), w.offerItem),
		fyne.NewMenu(lang.L("menu.help"),
			item("menu.layout", w.onLayoutHelp, nil),
			item("menu.about", w.onAbout, nil)),
	)
}

// onPasteID takes apart the clipboard's ID on the Build tab.
func (w *window) onPasteID() {
	text := w.clip.Content()
	w.bar.taken(text)
	w.build.pasteID(text)
	w.toBuild()
}

// onDecodeFile asks for a file and decodes it on the Decode many tab.
func (w *window) onDecodeFile() {
	w.tabs.Select(w.decodeItem)
	w.openDecodeTab().onOpen()
}

// onExport exports the Decode many table, when there is one.
func (w *window) onExport(format exportFormat) {
	w.tabs.Select(w.decodeItem)
	d := w.openDecodeTab()
	if d.list.len() == 0 {
		w.status.set(lang.L("status.nothingToExport"), widget.DangerImportance)
		return
	}
	d.onExport(format)
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

// onToggleOffer turns the clipboard bar on or off, and remembers it.
func (w *window) onToggleOffer() {
	offer := !w.settings.offerClipboard()
	w.settings.setOfferClipboard(offer)
	w.offerItem.Checked = offer
	if !offer {
		w.bar.hide()
	}
	if menu := w.win.MainMenu(); menu != nil {
		menu.Refresh()
	}
}
