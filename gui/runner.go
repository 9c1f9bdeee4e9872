package gui

import (
	"time"

	"fyne.io/fyne/v2"
)

// scheduler runs a function on the main goroutine once a duration has
// passed, unless the returned stop is called first. Tests pass one that
// keeps the functions, to run them by hand.
type scheduler func(time.Duration, func()) (stop func())

// afterOnMain is the app's scheduler. stop is called on the main
// goroutine, as the function runs there: once stop has been called, the
// function does not run, even if its time had already come.
func afterOnMain(d time.Duration, f func()) func() {
	stopped := false
	t := time.AfterFunc(d, func() {
		fyne.Do(func() {
			if !stopped {
				f()
			}
		})
	})
	return func() {
		stopped = true
		t.Stop()
	}
}

// runner runs the window's work off the main goroutine and its timers on
// it. The tabs share the window's, so that a test replaces both at once.
type runner struct {
	start    func(work func()) // runs work off the main goroutine; tests run it in place, or later
	schedule scheduler
}

func newRunner(schedule scheduler) *runner {
	return &runner{start: func(work func()) { go work() }, schedule: schedule}
}
