package gui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// Fonts read ahead are read on another goroutine: show waits for them before
// it measures any text (under go test -race, measuring on both goroutines
// without waiting is reported as a race on Fyne's text shaper), and when it
// returns they are read.
func TestShowWaitsForTheFontsReadAhead(t *testing.T) {
	inEnglish(t)
	t.Setenv("XDG_RUNTIME_DIR", t.TempDir()) // where show opens the ledger
	t.Cleanup(func() { fontsRead = nil })
	ReadFonts()
	var later heldTimers
	show(fyne.CurrentApp(), test.NewTempWindow(t, nil), func() time.Time { return testNow }, later.schedule)
	select {
	case <-fontsRead:
	default:
		t.Fatal("show returned before the fonts read ahead were read")
	}
}

// The fonts ReadFonts reads under Fyne's default theme are the ones the
// window's theme writes in, in both variants' themes.
func TestTheWindowThemeWritesInTheFontsReadAhead(t *testing.T) {
	th := newWindowTheme()
	for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
		if got, want := th.Font(style), theme.DefaultTheme().Font(style); got != want {
			t.Errorf("font %+v: the window's theme has %s, the default theme %s", style, got.Name(), want.Name())
		}
	}
}
