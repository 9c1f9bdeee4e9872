package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/data/binding"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Shortcuts of menu items (written in their labels, see menuKeys); menu
// shortcuts work while an entry has focus, where canvas shortcuts do not.
var (
	copyIDShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyC, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	pasteIDShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyV, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	nowShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	nextIDShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyG, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	copyDiscordShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyD, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	readingsShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyR, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	newLayoutShortcut = &desktop.CustomShortcut{
		KeyName: fyne.KeyL, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	quitShortcut       = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	decodeFileShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}
	exportShortcut     = &desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}
)

// mainMenu builds File, Edit, View and Help.
func (w *window) mainMenu() *fyne.MainMenu {
	item := func(key string, action func(), keys *desktop.CustomShortcut) *fyne.MenuItem {
		i := fyne.NewMenuItem(lang.L(key), action)
		i.Shortcut = menuShortcut(keys)
		return i
	}
	b := w.build
	edit := fyne.NewMenu(lang.L("menu.edit"),
		item("menu.copyID", b.onCopy, copyIDShortcut),
		item("menu.nextID", b.onNextID, nextIDShortcut),
		item("menu.issuing", w.onChangeIssuing, nil),
		item("menu.newLayout", w.onNewLayout, newLayoutShortcut),
		item("menu.copyHex", func() { b.copyForm(hexText, wideFormHex) }, nil),
		item("menu.copyBinary", func() { b.copyForm(binaryText, -1) }, nil),
		item("menu.copyJSON", func() { b.copyForm(jsonText, -1) }, nil),
		item("menu.copyDiscord", b.copyDiscord, copyDiscordShortcut),
		fyne.NewMenuItemSeparator(),
		item("menu.pasteID", w.onPasteID, pasteIDShortcut),
		item("menu.now", b.onNow, nowShortcut),
	)
	// Quit is the menu's last item, as Fyne expects; with no action of its
	// own, Fyne closes the windows (which saves the window size) and quits.
	quit := item("Quit", nil, quitShortcut)
	quit.IsQuit = true
	menu := fyne.NewMainMenu(
		fyne.NewMenu(lang.L("menu.file"),
			item("menu.decodeFile", w.onDecodeFile, decodeFileShortcut),
			item("menu.exportCSV", func() { w.onExport(exportCSV) }, exportShortcut),
			item("menu.exportJSON", func() { w.onExport(exportJSON) }, nil),
			fyne.NewMenuItemSeparator(),
			quit),
		edit,
		w.view.menu(),
		fyne.NewMenu(lang.L("menu.help"),
			item("menu.layout", w.onLayoutHelp, nil),
			item("menu.about", w.onAbout, nil)),
	)
	for _, m := range menu.Items {
		labelKeys(m)
	}
	return menu
}

// onNewLayout opens the layout editor on the Build tab's layout, as the
// Build tab's chooser's New layout… does: the layout saved is chosen there.
func (w *window) onNewLayout() {
	start := w.model.layout
	start.Name = lang.L("layout.newName")
	w.toBuild()
	w.editLayout(start, "", w.build.picker.afterEdit)
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
	w.tabs.Select(w.tabs.decode)
	w.openDecodeTab().onOpen()
}

// onExport exports the Decode many table, when there is one.
func (w *window) onExport(format exportFormat) {
	w.tabs.Select(w.tabs.decode)
	d := w.openDecodeTab()
	if d.decoded.Len() == 0 {
		w.status.set(lang.L("status.nothingToExport"), widget.DangerImportance)
		return
	}
	d.onExport(format)
}

// onOfferChanged hides the clipboard bar when its offers are turned off.
func (w *window) onOfferChanged(offer bool) {
	if !offer {
		w.bar.hide()
	}
}

// viewMenu is the View menu: the theme mode and whether the clipboard's
// IDs are offered, each with its tick, applied at once and remembered.
type viewMenu struct {
	app      fyne.App
	theme    *appTheme
	settings settings
	themes   map[string]*fyne.MenuItem
	offer    *fyne.MenuItem
	onOffer  func(offer bool) // the offer was turned on or off
	keep     *fyne.MenuItem   // keep running in the tray
	noTray   bool             // the session shows no tray: keep cannot be ticked
	readings *fyne.MenuItem   // unfolds the readings that cannot be right
}

// newViewMenu makes the View menu; its readings item shows and changes
// unfolded, whether the readings that cannot be right are unfolded.
func newViewMenu(a fyne.App, th *appTheme, s settings, onOffer func(bool), unfolded binding.Bool) *viewMenu {
	v := &viewMenu{app: a, theme: th, settings: s, onOffer: onOffer}
	v.themes = map[string]*fyne.MenuItem{
		themeSystem: fyne.NewMenuItem(lang.L("menu.themeSystem"), func() { v.onTheme(themeSystem) }),
		themeLight:  fyne.NewMenuItem(lang.L("menu.themeLight"), func() { v.onTheme(themeLight) }),
		themeDark:   fyne.NewMenuItem(lang.L("menu.themeDark"), func() { v.onTheme(themeDark) }),
	}
	v.checkTheme()
	v.offer = fyne.NewMenuItem(lang.L("menu.offerClipboard"), v.onToggleOffer)
	v.offer.Checked = s.offerClipboard()
	v.keep = fyne.NewMenuItem(lang.L("menu.keepInTray"), v.onToggleKeep)
	v.keep.Checked = s.keepInTray()
	// The fold's line takes no focus (Tab runs from the inputs to the ID):
	// this item and its shortcut are the keyboard's way to it.
	v.readings = fyne.NewMenuItem(lang.L("menu.readings"), func() {
		was, _ := unfolded.Get()
		_ = unfolded.Set(!was)
	})
	v.readings.Shortcut = menuShortcut(readingsShortcut)
	unfolded.AddListener(binding.NewDataListener(func() {
		v.readings.Checked, _ = unfolded.Get()
		v.refresh()
	}))
	v.trayShown(false, lang.L("menu.noTraySession"))
	return v
}

func (v *viewMenu) menu() *fyne.Menu {
	return fyne.NewMenu(lang.L("menu.view"),
		v.themes[themeSystem], v.themes[themeLight], v.themes[themeDark],
		fyne.NewMenuItemSeparator(), v.readings, v.offer, v.keep)
}

// trayShown says whether the desktop shows the tray: the window only hides
// in it when it does; when not, the item says why. It stays enabled, so that
// the reason is written in readable colours (Fyne greys out disabled items
// below 4.5:1), and the choice is kept for a desktop that shows a tray.
func (v *viewMenu) trayShown(shown bool, why string) {
	v.keep.Label = lang.L("menu.keepInTray")
	if !shown {
		v.keep.Label += " (" + why + ")"
	}
	// With no tray to keep running in it is not ticked and cannot be, though
	// it stays enabled, and so readable; the setting waits for a session
	// with a tray.
	v.noTray = !shown
	v.keep.Checked = shown && v.settings.keepInTray()
	v.refresh()
}

// onToggleKeep turns keeping the app running in the tray on or off, and
// remembers it.
func (v *viewMenu) onToggleKeep() {
	if v.noTray {
		return
	}
	keep := !v.settings.keepInTray()
	v.settings.setKeepInTray(keep)
	v.keep.Checked = keep
	v.refresh()
}

// onTheme applies a theme mode at once and remembers it.
func (v *viewMenu) onTheme(mode string) {
	v.theme.mode = mode
	v.app.Settings().SetTheme(v.theme)
	v.settings.setTheme(mode)
	v.checkTheme()
	v.refresh()
}

// checkTheme ticks the item of the current theme mode.
func (v *viewMenu) checkTheme() {
	for mode, item := range v.themes {
		item.Checked = mode == v.theme.mode
	}
}

// onToggleOffer turns the clipboard bar on or off, and remembers it.
func (v *viewMenu) onToggleOffer() {
	offer := !v.settings.offerClipboard()
	v.settings.setOfferClipboard(offer)
	v.offer.Checked = offer
	v.onOffer(offer)
	v.refresh()
}

// refresh redraws the main menu, for the ticks.
func (v *viewMenu) refresh() {
	for _, w := range v.app.Driver().AllWindows() {
		if menu := w.MainMenu(); menu != nil {
			menu.Refresh()
		}
	}
}
