// Command snowflakeid is a desktop app that builds, takes apart and
// explains Snowflake IDs: Twitter's layout with Twitter's, Discord's or a
// custom epoch, one at a time, by the million, or found in pasted text.
package main

import (
	"runtime/debug"

	"fyne.io/fyne/v2/app"

	"snowflakeid/assets"
	"snowflakeid/gui"
	"snowflakeid/gui/display"
)

// appID is the ID in FyneApp.toml, so preferences live in one place however
// the app was built.
const appID = "io.snowflakeid.generator"

func main() {
	defer display.ExitIfUnavailable() // no display: one line, not a stack trace
	display.HoldLog()
	// Opening the window allocates about 24 MB, of which 9 MB stays live: the
	// rest is left over from parsing fonts. Collecting it on the way, as the
	// heap grows from nothing, took several collections and about a tenth of
	// the start-up time, so the collector waits until the first frame is
	// drawn (Fyne calls OnStarted after it), then collects once and hands the
	// garbage back to the system.
	gcPercent := debug.SetGCPercent(-1)
	a := app.NewWithID(appID)
	gui.ReadFonts() // while the display starts
	a.Lifecycle().SetOnStarted(func() {
		display.Opened()
		debug.SetGCPercent(gcPercent)
		go debug.FreeOSMemory()
	})
	a.SetIcon(assets.Icon)
	w := a.NewWindow("Snowflake ID Generator")
	gui.Show(a, w)
	w.ShowAndRun()
}
