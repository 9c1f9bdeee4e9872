package terminal

import (
	"fmt"
	"os"
	"time"

	"golang.org/x/term"

	"snowflakeid/core"
	"snowflakeid/core/ledger"
	"snowflakeid/gui/words"
)

// ProcessEnv is the environment of a command run by a person: this
// process's streams and clock, and the ledger the person's windows and
// commands share.
func ProcessEnv(version string) *Env {
	return &Env{Stdin: os.Stdin, StdinIsTerminal: term.IsTerminal(int(os.Stdin.Fd())), Stdout: os.Stdout, Stderr: os.Stderr,
		Now: time.Now, OpenLedger: openLedger, Version: version}
}

// openLedger opens the ledger in its folder. A damaged record it sets
// right is said on standard error.
func openLedger() (core.Ledger, error) {
	l, err := ledger.OpenUsers(func(err error) { fmt.Fprintf(os.Stderr, "%s: %s\n", Name, words.Error(err)) })
	if err != nil {
		return nil, err // not a nil *Files in a Ledger, which is not nil
	}
	return l, nil
}
