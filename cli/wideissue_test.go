package cli

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/ledger"
)

// issueWideIn runs new with args through the ledger in dir and returns
// the lines written.
func issueWideIn(t *testing.T, dir string, args ...string) []string {
	t.Helper()
	var out, errOut bytes.Buffer
	env := &Env{Stdout: &out, Stderr: &errOut, Now: time.Now,
		OpenLedger: func() (core.Ledger, error) { return ledger.Open(dir, nil) }}
	if status := Run(append([]string{"new"}, args...), env); status != 0 {
		t.Errorf("new %q: status %d, %s", args, status, errOut.String())
	}
	return strings.Fields(out.String())
}

// new issues IDs of every issued wide preset in its text form, each of
// its layout; the UUIDv7s of commands through one ledger increase across
// them (at once: TestWideGeneratorsMeet in core/ledger).
func TestNewWideLayouts(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"uuidv7", "uuidv4", "ulid", "ksuid", "objectid", "xid", "tsid"} {
		p, _ := core.LayoutNamed(name)
		lines := issueWideIn(t, dir, "--layout", name, "-n", "5000")
		if len(lines) != 5000 {
			t.Fatalf("%s: %d lines", name, len(lines))
		}
		for _, line := range lines {
			if _, err := p.ParseWide([]byte(line)); err != nil {
				t.Fatalf("%s: %s: %v", name, line, err)
			}
		}
	}
	// Two commands one after the other through one ledger: the second's
	// UUIDv7s follow the first's.
	first := issueWideIn(t, dir, "--layout", "uuidv7", "-n", "3000")
	second := issueWideIn(t, dir, "--layout", "uuidv7", "-n", "3000")
	all := append(first, second...)
	for k := 1; k < len(all); k++ {
		if all[k] <= all[k-1] {
			t.Fatalf("UUIDv7 %d, %s, after %s", k, all[k], all[k-1])
		}
	}
	for name, want := range map[string]string{"uuidv1": "finer than a microsecond", "uuidv5": "made from a name"} {
		if status, out, errOut := run(t, "", "new", "--layout", name); status != 1 || out != "" || !strings.Contains(errOut, want) {
			t.Errorf("%s: %d %q %q", name, status, out, errOut)
		}
	}
}
