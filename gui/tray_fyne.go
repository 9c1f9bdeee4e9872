//go:build !(linux || freebsd || openbsd || netbsd)

package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// fyneTray is Fyne's own tray, on Windows and macOS, where the tray's
// window and message loop are the app's: it is set up before the app runs.
type fyneTray struct {
	menu *fyne.Menu
}

func newTrayHost(desk desktop.App, menu *fyne.Menu) trayHost {
	desk.SetSystemTrayMenu(menu)
	return &fyneTray{menu: menu}
}

func (t *fyneTray) start() {}

func (t *fyneTray) refresh() { t.menu.Refresh() }

// trayWatched reports whether the desktop shows a tray: Windows and macOS
// always do.
func trayWatched() bool { return true }
