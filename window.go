package main

import (
	"runtime/debug"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"snowflakeid/assets"
	"snowflakeid/gui"
	"snowflakeid/gui/display"
	"snowflakeid/instance"
)

// runWindow opens the app's window on what args name, takes what later
// starts hand over to running (when this process is the running app), and
// returns when the app quits.
func runWindow(args []string, cwd string, running *instance.Running) {
	// Opening the window allocates about 24 MB, of which 9 MB stays live: the
	// rest is left over from parsing fonts. Collecting it on the way, as the
	// heap grows from nothing, took several collections and about a tenth of
	// the start-up time, so the collector waits until the first frame is
	// drawn (Fyne calls OnStarted after it), then collects once and hands the
	// garbage back to the system.
	gcPercent := debug.SetGCPercent(-1)
	app.SetMetadata(metadata())
	a := app.NewWithID(appID)
	gui.ReadFonts() // while the display starts
	var shown gui.Handle
	a.Lifecycle().SetOnStarted(func() {
		display.Opened()
		shown.Started()
		debug.SetGCPercent(gcPercent)
		go debug.FreeOSMemory()
	})
	a.SetIcon(assets.Icon)
	w := a.NewWindow("Snowflake ID Generator")
	shown = gui.Show(a, w)
	if len(args) > 0 {
		shown.Open(args, cwd)
	}
	if running != nil {
		go running.Serve(func(r instance.Request) { fyne.Do(func() { shown.Open(r.Args, r.Dir) }) })
		defer running.Close()
	}
	w.ShowAndRun()
}
