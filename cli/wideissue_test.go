package cli

import (
	"bytes"
	"strings"
	"sync"
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
// its layout; UUIDv7s of several commands at once through one ledger
// increase in each and never repeat across them.
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
	const runs, each = 4, 20_000
	var wg sync.WaitGroup
	out := make([][]string, runs)
	for r := range runs {
		wg.Go(func() { out[r] = issueWideIn(t, dir, "--layout", "uuidv7", "-n", "20000") })
	}
	wg.Wait()
	seen := map[string]bool{}
	for r := range runs {
		for k, line := range out[r] {
			if seen[line] {
				t.Fatalf("%s issued twice", line)
			}
			seen[line] = true
			if k > 0 && line <= out[r][k-1] {
				t.Fatalf("run %d: %s after %s", r, line, out[r][k-1])
			}
		}
	}
	if len(seen) != runs*each {
		t.Errorf("%d IDs, want %d", len(seen), runs*each)
	}
	for name, want := range map[string]string{"uuidv1": "finer than a microsecond", "uuidv5": "made from a name"} {
		if status, out, errOut := run(t, "", "new", "--layout", name); status != 1 || out != "" || !strings.Contains(errOut, want) {
			t.Errorf("%s: %d %q %q", name, status, out, errOut)
		}
	}
}
