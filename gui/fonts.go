package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// fontsRead is closed once ReadFonts has read the fonts; nil when nothing
// reads them ahead.
var fontsRead chan struct{}

// ReadFonts starts reading the fonts the first frame writes in (regular and
// bold) on another goroutine, and returns at once. Fyne reads a style's font
// the first time a text in it is measured: the theme's font and the system
// font it falls back to, about 30 ms for the two styles on the goroutine
// that asks. Called before the window is made, the reading overlaps the
// display's start. Show waits for it before it sets the theme or measures
// any text, as neither Fyne's settings nor its text shaper may be used by
// two goroutines at once; until then the caller does neither. Fyne keeps
// the fonts by style, not by theme: they are read under Fyne's default
// theme, whose fonts the window's theme writes in.
func ReadFonts() {
	done := make(chan struct{})
	fontsRead = done
	go func() {
		defer close(done)
		for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
			fyne.MeasureText("0", theme.TextSize(), style)
		}
	}()
}

// waitForFonts returns once the fonts ReadFonts started reading are read.
func waitForFonts() {
	if fontsRead != nil {
		<-fontsRead
	}
}
