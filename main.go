// Command snowflake is a desktop app that builds Twitter-format Snowflake
// IDs, shows their 64 bits and copies them to the clipboard.
package main

import (
	"runtime/debug"

	"fyne.io/fyne/v2/app"

	"snowflakeid/assets"
	"snowflakeid/gui"
)

// appID is the ID in FyneApp.toml, so preferences live in one place however
// the app was built.
const appID = "io.snowflakeid.generator"

func main() {
	// Opening the window allocates about 24 MB, of which 9 MB stays live: the
	// rest is left over from parsing fonts. Collecting it on the way, as the
	// heap grows from nothing, took several collections and about a tenth of
	// the start-up time, so the collector waits until the first frame is
	// drawn (Fyne calls OnStarted after it), then collects once and hands the
	// garbage back to the system.
	gcPercent := debug.SetGCPercent(-1)
	a := app.NewWithID(appID)
	a.Lifecycle().SetOnStarted(func() {
		debug.SetGCPercent(gcPercent)
		go debug.FreeOSMemory()
	})
	a.SetIcon(assets.Icon)
	w := a.NewWindow("Snowflake ID Generator")
	gui.Show(a, w)
	w.ShowAndRun()
}
