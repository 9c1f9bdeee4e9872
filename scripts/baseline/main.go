// Command baseline is the smallest Fyne app: one window holding one label,
// as large as the Snowflake ID Generator's window opens, so that both draw
// the same number of pixels. scripts/bench.sh measures the app against it.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("io.snowflakeid.baseline")
	w := a.NewWindow("Fyne baseline")
	w.SetContent(widget.NewLabel("Hello"))
	w.Resize(fyne.NewSize(1240, 800))
	w.ShowAndRun()
}
