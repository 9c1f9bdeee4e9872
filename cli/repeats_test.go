package cli

import (
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"snowflakeid/core/issue"
	"snowflakeid/core/ledger"
)

// pieceReader hands out its text in pieces of random length, as a pipe
// whose writer pauses does.
type pieceReader struct {
	rest []byte
	r    *rand.Rand
}

func (p *pieceReader) Read(b []byte) (int, error) {
	if len(p.rest) == 0 {
		return 0, io.EOF
	}
	n := copy(b, p.rest[:min(len(p.rest), 1+p.r.IntN(40))])
	p.rest = p.rest[n:]
	return n, nil
}

// One text gives one answer: whether it arrives whole, in random pieces,
// or split between two files, each row after an ID's first is flagged
// duplicate and the first never is.
func TestRepeatsFlaggedHoweverTheTextArrives(t *testing.T) {
	ids := []string{"4194439168", "175928847299117063", "4194439168", "1382350606417817604",
		"175928847299117063", "4194439168", "1382350606417817605"}
	want := []string{"", "", "duplicate", "", "duplicate", "duplicate", ""}
	text := strings.Join(ids, "\n") + "\n"
	flags := func(out string) []string {
		var got []string
		for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			_, f, _ := strings.Cut(line, ",")
			got = append(got, strings.ReplaceAll(strings.ReplaceAll(f, "pre_snowflake", ""), " ", ""))
		}
		return got
	}
	check := func(how string, status int, out, stderr string) {
		t.Helper()
		if got := flags(out); status != 0 || strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("%s: flags %q, want %q (status %d, %s)", how, got, want, status, stderr)
		}
	}
	args := []string{"decode", "--csv", "--columns", "id,flags", "--no-header"}
	status, out, stderr := run(t, text, args...)
	check("whole", status, out, stderr)

	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 2))
	for range 20 {
		var stdout, errOut bytes.Buffer
		dir := t.TempDir()
		env := &Env{Stdin: &pieceReader{[]byte(text), r}, Stdout: &stdout, Stderr: &errOut, Now: func() time.Time { return now },
			OpenLedger: func() (issue.Ledger, error) { return ledger.Open(dir, nil) }, Version: "1.2.3"}
		check("in pieces", Run(args, env), stdout.String(), errOut.String())
	}

	dir := t.TempDir()
	cut := 1 + r.IntN(len(ids)-1)
	first, second := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	for name, part := range map[string][]string{first: ids[:cut], second: ids[cut:]} {
		if err := os.WriteFile(name, []byte(strings.Join(part, "\n")+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	status, out, stderr = run(t, "", append(args, first, second)...)
	check("in two files, cut after row "+strconv.Itoa(cut), status, out, stderr)
}
