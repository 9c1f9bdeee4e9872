// Command snowflake is a desktop app that builds Twitter-format Snowflake
// IDs, shows their 64 bits and copies them to the clipboard.
package main

import (
	"fyne.io/fyne/v2/app"

	"snowflakeid/assets"
	"snowflakeid/gui"
)

// appID is the ID in FyneApp.toml, so preferences live in one place however
// the app was built.
const appID = "io.snowflakeid.generator"

func main() {
	a := app.NewWithID(appID)
	a.SetIcon(assets.Icon)
	w := a.NewWindow("Snowflake ID Generator")
	gui.Show(a, w)
	w.ShowAndRun()
}
