package gui

import (
	"sync"

	"fyne.io/fyne/v2"

	"snowflakeid/core"
	"snowflakeid/core/issue"
)

// issuer issues the person's IDs: Next ID's, Generate many's and the
// tray's, as their own datacenter and machine. It keeps one generator per
// scheme, datacenter and machine for the session, so that no two of them
// ever issue the same ID; through the ledger, shared with the person's
// other windows and commands, they never issue one of theirs either.
// Without a ledger, IDs are unique within this window.
//
// Single IDs are issued off the main goroutine, as the ledger may keep an
// issue waiting for another process's lock, and handed back to the main
// goroutine in the order issued: the window keeps redrawing while an ID is
// on its way.
type issuer struct {
	ledger     issue.Ledger // nil where none could be opened
	yours      issuing      // the datacenter and machine the person issues IDs as
	generators map[generatorKey]*issue.Generator
	// The generators of layouts that are no scheme (Generate many's,
	// and those of layouts with a width), by layoutGeneratorKey.
	layoutGenerators map[string]*issue.Generator
	runner           *runner           // starts the issues off the main goroutine
	back             func(work func()) // runs work on the main goroutine
	mu               sync.Mutex        // one issue at a time, handed back in turn
}

// generatorKey names the generator of one scheme, datacenter and machine.
type generatorKey struct {
	scheme core.Scheme
	as     issuing
}

// newIssuer issues as yours through l, on the runner's goroutines, back
// through fyne.Do.
func newIssuer(l issue.Ledger, yours issuing, r *runner) *issuer {
	return &issuer{ledger: l, yours: yours, generators: make(map[generatorKey]*issue.Generator),
		layoutGenerators: make(map[string]*issue.Generator), runner: r, back: fyne.Do}
}

// generator returns the generator the person issues IDs of scheme s with,
// and the datacenter and machine it issues as.
func (is *issuer) generator(s core.Scheme) (*issue.Generator, issuing, error) {
	as := is.yours
	key := generatorKey{s, as}
	if g := is.generators[key]; g != nil {
		return g, as, nil
	}
	g, err := issue.NewSharedGenerator(s, as.datacenter, as.machine, is.ledger, issue.SystemClock())
	if err != nil {
		return nil, as, err
	}
	is.generators[key] = g
	return g, as, nil
}

// next issues the next ID of g and calls done with it on the main
// goroutine.
func (is *issuer) next(g *issue.Generator, done func(id int64, err error)) {
	is.runner.start(func() {
		is.mu.Lock()
		defer is.mu.Unlock()
		id, err := g.Next()
		is.back(func() { done(id, err) })
	})
}

// nextWide issues the next ID of l, a layout with a width, its plain
// fields 0, and calls done with it on the main goroutine.
func (is *issuer) nextWide(l core.Layout, done func(id core.WideID, err error)) {
	g, err := is.layoutGenerator(l, make([]int64, len(l.Fields)))
	if err != nil {
		done(core.WideID{}, err)
		return
	}
	is.runner.start(func() {
		is.mu.Lock()
		defer is.mu.Unlock()
		id, err := g.NextWide()
		is.back(func() { done(id, err) })
	})
}
