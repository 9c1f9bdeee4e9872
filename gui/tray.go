package gui

import (
	"os"
	"runtime"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core/find"
)

// trayRecent is how many copied IDs the tray's menu offers again.
const trayRecent = 5

// tray is the app's menu in the system tray: a new ID copied without the
// window, the clipboard decoded in it, the last IDs copied, the window
// shown, and Quit. What each item does, the window does.
type tray struct {
	user  trayUser
	host  trayHost // the platform's tray, showing menu
	menu  *fyne.Menu
	shown bool // the desktop shows the tray, so the window may hide in it
}

// trayUser is what the tray's items ask of the window.
type trayUser interface {
	copyNewID()       // copies a new ID, said in a notification
	decodeClipboard() // shows the window with the clipboard decoded
	recent() []copied // the IDs copied last, the latest first
	copyAgain(copied) // copies one of them again
	showWindow()      // brings the window to the front
	quit()            // ends the app
}

// trayHost shows the tray's menu on the platform's tray: tray_sni.go on
// Linux and the BSDs, tray_fyne.go elsewhere.
type trayHost interface {
	start()   // once the window is up
	refresh() // after the menu changed
}

// trayPossible reports whether a tray can be there at all: Fyne's tray on
// Linux and the BSDs is a StatusNotifierItem on the session bus, which a
// session without one cannot have.
func trayPossible() bool {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd":
		return os.Getenv("DBUS_SESSION_BUS_ADDRESS") != ""
	}
	return true
}

// newTray makes the tray's menu, for user.
func newTray(user trayUser) *tray {
	t := &tray{user: user, menu: fyne.NewMenu(lang.L("app.title"))}
	t.build()
	return t
}

// setUpTray makes the tray, where the app and the session can have one,
// and hands its menu to the platform's tray. It must be called before the
// app runs.
func (w *window) setUpTray() {
	desk, ok := w.app.(desktop.App)
	if !ok || !trayPossible() {
		return
	}
	w.tray = newTray(w)
	w.tray.host = newTrayHost(desk, w.tray.menu)
	w.win.SetCloseIntercept(w.onCloseWindow)
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		w.tray.shown = true // their desktops always show it
		w.view.trayShown(true, "")
	}
}

// build writes the menu's items, the last IDs copied among them.
func (t *tray) build() {
	u := t.user
	items := []*fyne.MenuItem{
		fyne.NewMenuItem(lang.L("tray.copyNew"), u.copyNewID),
		fyne.NewMenuItem(lang.L("tray.decodeClipboard"), u.decodeClipboard),
	}
	recent := u.recent()
	recent = recent[:min(len(recent), trayRecent)]
	if len(recent) > 0 {
		items = append(items, fyne.NewMenuItemSeparator())
	}
	for _, e := range recent {
		items = append(items, fyne.NewMenuItem(strconv.FormatInt(e.id, 10), func() { u.copyAgain(e) }))
	}
	quit := fyne.NewMenuItem(lang.L("tray.quit"), u.quit)
	quit.IsQuit = true
	items = append(items, fyne.NewMenuItemSeparator(), fyne.NewMenuItem(lang.L("tray.show"), u.showWindow),
		fyne.NewMenuItemSeparator(), quit)
	t.menu.Items = items
}

// refresh shows the last IDs copied.
func (t *tray) refresh() {
	t.build()
	if t.host != nil {
		t.host.refresh()
	}
}

// Started is called once the window's first frame is drawn: the tray is
// started then where it can be, and the desktop asked whether it shows
// one, off the window's way.
func (w *window) Started() {
	if w.tray == nil || w.tray.host == nil {
		return
	}
	w.tray.host.start()
	if w.tray.shown {
		return
	}
	go func() {
		shown := trayWatched()
		fyne.Do(func() {
			w.tray.shown = shown
			w.view.trayShown(shown, lang.L("menu.noTray"))
		})
	}()
}

// copyNewID copies a new ID of the remembered scheme, as the person's
// datacenter and machine, and says so in a notification: the window stays
// where it is.
func (w *window) copyNewID() {
	notIssued := func(err error) {
		w.app.SendNotification(fyne.NewNotification(lang.L("tray.notIssued"), errorText(err)))
	}
	g, _, err := w.issuer.generator(w.savedScheme())
	if err != nil {
		notIssued(err)
		return
	}
	w.issuer.next(g, func(id int64, err error) {
		if err != nil {
			notIssued(err)
			return
		}
		text := strconv.FormatInt(id, 10)
		w.onCopyID(text, id, g.Layout())
		w.app.SendNotification(fyne.NewNotification(lang.L("tray.copied"), text))
	})
}

// recent is the IDs copied last, the latest first.
func (w *window) recent() []copied { return w.history.entries }

// quit ends the app.
func (w *window) quit() { w.app.Quit() }

// decodeClipboard shows the window with the clipboard decoded: one ID on
// the Build tab, several on Decode many; a text with none on the Build
// tab, whose ID field says why it is no ID.
func (w *window) decodeClipboard() {
	text := w.clip.Clipboard.Content()
	if found := find.IDs([]byte(text)); len(found.IDs) > 0 {
		w.onClipboardDecode(text, found.IDs[0], len(found.IDs) > 1 || len(found.Wide) > 0) // Decode many reads a UUID
	} else {
		w.build.pasteID(text)
		w.toBuild()
	}
	w.showWindow()
}

// showWindow brings the window to the front, shown again if it was hidden.
func (w *window) showWindow() {
	w.win.Show()
	w.win.RequestFocus()
	w.model.setLive(w.tabs.SelectedIndex() == 0)
}

// onCloseWindow closes the window, which ends the app, unless the person
// keeps it running in the tray: then the window hides.
func (w *window) onCloseWindow() {
	if w.tray != nil && w.tray.shown && w.settings.keepInTray() {
		w.rememberSize()
		w.win.Hide()
		w.model.setLive(false)
		w.status.set(lang.L("tray.hidden"), widget.MediumImportance)
		return
	}
	w.win.Close()
}
