package gui

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2/test"
)

// heldRunner runs work only when the test says so, and keeps the timers.
type heldRunner struct {
	work   []func()
	timers heldTimers
}

func (h *heldRunner) runner() *runner {
	return &runner{start: func(w func()) { h.work = append(h.work, w) }, schedule: h.timers.schedule}
}

func (h *heldRunner) fire() {
	for _, f := range h.timers {
		f()
	}
	h.timers = nil
}

func TestJobShowsProgressOnlyAfterItsDelayAndEnds(t *testing.T) {
	test.NewTempApp(t)
	var h heldRunner
	j := newJob(h.runner())
	var ended []error
	var reported float64
	started := j.run(func(_ *atomic.Bool, report func(float64)) error {
		report(0.5)
		reported = j.progress.Value
		return nil
	}, func(err error) { ended = append(ended, err) })
	if !started || !j.running || j.progress.Visible() {
		t.Fatalf("started %v, running %v, progress shown %v before the delay", started, j.running, j.progress.Visible())
	}
	if j.run(func(*atomic.Bool, func(float64)) error { return nil }, func(error) {}) {
		t.Error("a second job started while one runs")
	}
	h.fire()
	if !j.progress.Visible() {
		t.Error("no progress bar after the delay")
	}
	h.work[0]()
	if reported != 0.5 || len(ended) != 1 || ended[0] != nil || j.running || j.progress.Visible() {
		t.Errorf("reported %v, ended %v, running %v, progress shown %v", reported, ended, j.running, j.progress.Visible())
	}
}

func TestJobEndingBeforeItsDelayShowsNoProgress(t *testing.T) {
	test.NewTempApp(t)
	var h heldRunner
	j := newJob(h.runner())
	j.run(func(*atomic.Bool, func(float64)) error { return nil }, func(error) {})
	h.work[0]()
	h.fire() // the delay's timer, stopped when the job ended
	if j.progress.Visible() {
		t.Error("a job that ended before its delay showed a progress bar afterwards")
	}
}

func TestJobCancels(t *testing.T) {
	test.NewTempApp(t)
	var h heldRunner
	j := newJob(h.runner())
	var got error
	j.run(func(canceled *atomic.Bool, _ func(float64)) error {
		if canceled.Load() {
			return context.Canceled
		}
		return nil
	}, func(err error) { got = err })
	j.cancelRun()
	h.work[0]()
	if !errors.Is(got, context.Canceled) {
		t.Errorf("a canceled job ended with %v", got)
	}
	j.run(func(canceled *atomic.Bool, _ func(float64)) error {
		if canceled.Load() {
			return context.Canceled
		}
		return nil
	}, func(err error) { got = err })
	h.work[1]()
	if got != nil {
		t.Errorf("the next job started canceled: %v", got)
	}
}
