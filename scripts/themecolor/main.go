// Command themecolor prints a colour of the app's theme as #rrggbb, with
// the settings of a fresh user (such as the real-window test's scratch
// home), so that the test can find widgets painted with it without copying
// the theme's values.
//
//	go run ./scripts/themecolor primary light
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
	if len(os.Args) != 3 || (os.Args[2] != "light" && os.Args[2] != "dark") {
		fmt.Fprintln(os.Stderr, "usage: themecolor COLOUR-NAME light|dark")
		os.Exit(2)
	}
	test.NewApp() // the theme reads the primary colour from the app's settings, default ones here
	variant := theme.VariantLight
	if os.Args[2] == "dark" {
		variant = theme.VariantDark
	}
	c := color.NRGBAModel.Convert(gui.NewTheme().Color(fyne.ThemeColorName(os.Args[1]), variant)).(color.NRGBA)
	fmt.Printf("#%02x%02x%02x\n", c.R, c.G, c.B)
}
