//go:build !windows

package ledger

import (
	"errors"
	"math/rand/v2"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/issue"
)

// A command issuing at full speed and stopped with Ctrl+Z (SIGTSTP; here
// SIGSTOP, which cannot be caught) leaves the ledger free nearly every
// time: it waits for the clock with the lock let go, and holds it only to
// read and write its record, about a tenth of the time when it issues a
// thousand IDs at once. Twenty stops at random moments: at least 10 leave
// the lock free (when the lock was held while waiting, 4 of 5 did not).
func TestAStoppedIssuerLeavesTheLedgerFree(t *testing.T) {
	dir := t.TempDir()
	issuer := exec.Command(os.Args[0], "-test.run=^$")
	issuer.Env = append(os.Environ(), issuerDirEnv+"="+dir, issuerCountEnv+"=1000000000")
	issuer.Stderr = os.Stderr
	if err := issuer.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = issuer.Process.Kill(); _ = issuer.Wait() }()
	l, err := Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	l.lockWait = 200 * time.Millisecond
	key := twitterKey(core.Twitter, 3, 7)
	var last issue.Issued
	if err := l.Update(key, func(*issue.Issued) error { return nil }); err != nil {
		t.Fatal(err) // the issuer has not started issuing, or holds the lock too long
	}
	free, rng := 0, rand.New(rand.NewPCG(5, 6))
	for range 20 {
		time.Sleep(time.Duration(1+rng.IntN(30)) * time.Millisecond) // a random moment of its issuing
		if err := issuer.Process.Signal(syscall.SIGSTOP); err != nil {
			t.Fatal(err)
		}
		err := l.Update(key, func(got *issue.Issued) error {
			last = *got
			return errors.New("read only") // nothing is kept
		})
		var held *HeldError
		switch {
		case errors.As(err, &held):
		case err != nil && err.Error() == "read only":
			free++
		default:
			t.Fatal(err)
		}
		if err := issuer.Process.Signal(syscall.SIGCONT); err != nil {
			t.Fatal(err)
		}
	}
	if free < 10 {
		t.Errorf("the stopped issuer held the ledger %d times of 20", 20-free)
	}
	if last.Micros == 0 {
		t.Error("the issuer never issued")
	}
	t.Logf("free %d times of 20", free)
}
