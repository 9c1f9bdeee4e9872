package gui

import (
	"errors"
	"io"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// progressDelay is how long a job runs before its progress bar appears, so
// that short ones do not flash one.
const progressDelay = 150 * time.Millisecond

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

// save writes count IDs into the file the person chose, through write and
// off the main goroutine, and says how it went with notify, and in a
// dialog over parent when it failed: the file is then as it was.
func (r *runner) save(w fyne.URIWriteCloser, count int, write func(io.Writer) error,
	notify func(text string, importance widget.Importance), parent fyne.Window) {
	notify(lang.L("batch.saving", map[string]any{"Count": count}), widget.MediumImportance)
	path := w.URI().Path()
	r.start(func() {
		err := saveChosen(w, write)
		fyne.Do(func() {
			if err != nil {
				text := saveFailedText(path, err)
				notify(text, widget.DangerImportance)
				dialog.ShowError(errors.New(text), parent)
				return
			}
			notify(lang.L("batch.saved", map[string]any{"Count": count, "Path": path}), widget.SuccessImportance)
		})
	})
}
