package gui

import (
	"sync"

	"fyne.io/fyne/v2"

	"snowflakeid/core"
)

// issuer issues single IDs off the main goroutine, as the ledger may keep
// an issue waiting for another process's lock, and hands each back to the
// main goroutine in the order issued: the window keeps redrawing while an
// ID is on its way.
type issuer struct {
	runner *runner           // starts the issues off the main goroutine
	back   func(work func()) // runs work on the main goroutine
	mu     sync.Mutex        // one issue at a time, handed back in turn
}

// newIssuer issues through the runner's goroutines, back through fyne.Do.
func newIssuer(r *runner) *issuer {
	return &issuer{runner: r, back: fyne.Do}
}

// next issues the next ID of g and calls done with it on the main
// goroutine.
func (is *issuer) next(g *core.Generator, done func(id int64, err error)) {
	is.runner.start(func() {
		is.mu.Lock()
		defer is.mu.Unlock()
		id, err := g.Next()
		is.back(func() { done(id, err) })
	})
}
