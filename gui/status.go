package gui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// statusTimeout is how long a confirmation stays in the status line.
const statusTimeout = 2500 * time.Millisecond

// scheduler runs a function on the main goroutine once a duration has
// passed. Tests pass one that keeps the functions, to run them by hand.
type scheduler func(time.Duration, func())

// afterOnMain is the app's scheduler.
func afterOnMain(d time.Duration, f func()) {
	time.AfterFunc(d, func() { fyne.Do(f) })
}

// statusLine is the line at the foot of the window that confirms what a
// person did last (copied, issued) or says why it could not be done. A
// confirmation clears itself after a while; a failure stays until the next
// message. Both go whenever what they speak of changes. Nothing ticks
// while the line is idle.
type statusLine struct {
	label    *widget.Label
	schedule scheduler
	shown    int // counts messages, so a stale timeout leaves a newer one alone
}

func newStatusLine(schedule scheduler) *statusLine {
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	return &statusLine{label: l, schedule: schedule}
}

// set shows text until the next message and, unless it says something
// failed, until the timeout.
func (s *statusLine) set(text string, importance widget.Importance) {
	s.shown++
	shown := s.shown
	s.label.Importance = importance
	s.label.SetText(text)
	if importance == widget.DangerImportance {
		return
	}
	s.schedule(statusTimeout, func() {
		if shown == s.shown {
			s.clear()
		}
	})
}

// clear empties the line.
func (s *statusLine) clear() {
	s.shown++
	if s.label.Text != "" {
		s.label.SetText("")
	}
}

// text is what the line says now.
func (s *statusLine) text() string {
	return s.label.Text
}
