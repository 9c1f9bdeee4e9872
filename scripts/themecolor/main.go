// Command themecolor prints a colour of the app's theme as #rrggbb, with
// the settings of a fresh user (such as the real-window test's scratch
// home), so that the test can find widgets painted with it without copying
// the theme's values.
//
//	go run ./scripts/themecolor primary light
//	go run ./scripts/themecolor snowflakeBlue snowflakeMagenta dark
//
// Several names print one colour a line, in their order.
package main

import (
	"fmt"
	"image/color"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/gui"
)

func main() {
	last := len(os.Args) - 1
	if last < 2 || (os.Args[last] != "light" && os.Args[last] != "dark") {
		fmt.Fprintln(os.Stderr, "usage: themecolor COLOUR-NAME... light|dark")
		os.Exit(2)
	}
	test.NewApp() // the theme reads the primary colour from the app's settings, default ones here
	variant := theme.VariantLight
	if os.Args[last] == "dark" {
		variant = theme.VariantDark
	}
	th := gui.NewTheme()
	for _, name := range os.Args[1:last] {
		c := color.NRGBAModel.Convert(th.Color(fyne.ThemeColorName(name), variant)).(color.NRGBA)
		fmt.Printf("#%02x%02x%02x\n", c.R, c.G, c.B)
	}
}
