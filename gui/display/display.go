// Package display tells a person, in one line, that the app's window cannot
// open because no display can be reached: started from a terminal with no
// X server or Wayland compositor, Fyne's driver logs that it could not
// start and then panics, which ends the app with a page of stack trace.
//
// Deferred in main, [ExitIfUnavailable] turns that panic into one line and
// exit status 1. Until the window is up, what Fyne logs is held back
// ([HoldLog]), so that the line is the only one said; once the window is up
// ([Opened]) it is written out.
package display

import (
	"bytes"
	"errors"
	"fmt"
	"log"
	"os"

	"fyne.io/fyne/v2/lang"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// held is what was logged before the window was up.
var held bytes.Buffer

// HoldLog keeps what is logged from now until [Opened].
func HoldLog() {
	log.SetOutput(&held)
}

// Opened writes out what was held back, and logs to standard error again.
func Opened() {
	log.SetOutput(os.Stderr)
	_, _ = held.WriteTo(os.Stderr)
}

// ExitIfUnavailable, deferred in main, recovers the driver's panic over a
// display it could not open, says so in one line and exits with status 1.
// Any other panic goes on as it was.
func ExitIfUnavailable() {
	r := recover()
	if r == nil {
		return
	}
	if err, ok := r.(error); !ok || !notInitialized(err) {
		Opened() // whatever was held back may tell what went wrong
		panic(r)
	}
	tell(lang.L("display.unavailable"))
	os.Exit(1)
}

// notInitialized reports whether err is GLFW's complaint that it was used
// without having started, as happens when it found no display to start on.
func notInitialized(err error) bool {
	var e *glfw.Error
	return errors.As(err, &e) && e.Code.String() == "NotInitialized"
}

// tellTerminal writes the line to standard error.
func tellTerminal(text string) {
	fmt.Fprintln(os.Stderr, text)
}
