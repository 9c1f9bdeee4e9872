package gui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// statusTimeout is how long a confirmation stays in the status line.
const statusTimeout = 2500 * time.Millisecond

// statusLine is the line at the foot of the window that confirms what a
// person did last (copied, issued, saved) or says why it could not be
// done. A confirmation clears itself after a while; a failure stays until
// the next message. Both go whenever what they speak of changes. Nothing
// ticks while the line is idle.
type statusLine struct {
	label    *widget.Label
	schedule scheduler
	stop     func() // stops the timer of the confirmation shown
}

func newStatusLine(schedule scheduler) *statusLine {
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	return &statusLine{label: l, schedule: schedule, stop: func() {}}
}

// set shows text until the next message and, unless it says something
// failed, until the timeout.
func (s *statusLine) set(text string, importance widget.Importance) {
	s.stop()
	s.label.Importance = importance
	s.label.SetText(text)
	if importance == widget.DangerImportance {
		s.stop = func() {}
		return
	}
	s.stop = s.schedule(statusTimeout, s.clear)
}

// clear empties the line.
func (s *statusLine) clear() {
	s.stop()
	if s.label.Text != "" {
		s.label.SetText("")
	}
}

// text is what the line says now.
func (s *statusLine) text() string {
	return s.label.Text
}
