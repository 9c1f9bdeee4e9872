package gui

import (
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// progressDelay is how long a job runs before its progress bar appears, so
// that short ones do not flash one.
const progressDelay = 150 * time.Millisecond

// job is the long work of a tab, a batch or a decoding, run off the main
// goroutine one at a time: it starts, shows its progress bar once it has
// run for progressDelay, can be canceled, and ends on the main goroutine
// with done, whole, canceled or failed.
type job struct {
	runner   *runner
	progress *widget.ProgressBar
	cancel   atomic.Bool
	running  bool
	stop     func() // stops the timer that shows the progress bar
}

func newJob(r *runner) *job {
	j := &job{runner: r, progress: widget.NewProgressBar(), stop: func() {}}
	j.progress.Hide()
	return j
}

// run starts work, unless a job is running, and reports whether it did.
// work reads canceled to stop early and calls report with the share done;
// done gets work's error on the main goroutine, after the last report.
func (j *job) run(work func(canceled *atomic.Bool, report func(done float64)) error, done func(error)) bool {
	if j.running {
		return false
	}
	j.running = true
	j.cancel.Store(false)
	j.progress.SetValue(0)
	j.stop = j.runner.schedule(progressDelay, j.progress.Show)
	j.runner.start(func() {
		err := work(&j.cancel, func(v float64) { fyne.Do(func() { j.progress.SetValue(v) }) })
		fyne.Do(func() {
			j.running = false
			j.stop()
			j.progress.Hide()
			done(err)
		})
	})
	return true
}

// cancelRun asks the running work to stop.
func (j *job) cancelRun() {
	j.cancel.Store(true)
}
