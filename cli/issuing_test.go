package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/issue"
	"snowflakeid/core/ledger"
)

// new issues as the person's datacenter and machine, as the window saved
// them, unless an option gives another.
func TestNewIssuesAsThePerson(t *testing.T) {
	dir := t.TempDir()
	for args, want := range map[string][2]int64{
		"new -n 3":             {5, 6},
		"new -n 3 -d 1":        {1, 6},
		"new -n 3 --machine=2": {5, 2},
	} {
		var out bytes.Buffer
		env := &Env{Stdout: &out, Stderr: io.Discard, Now: time.Now,
			OpenLedger: func() (issue.Ledger, error) { return ledger.Open(dir, nil) },
			Issuing:    func() (string, string) { return "5", "6" }}
		if status := Run(strings.Fields(args), env); status != 0 {
			t.Fatalf("%s: status %d", args, status)
		}
		lines := strings.Fields(out.String())
		for _, line := range lines {
			id, _ := strconv.ParseInt(line, 10, 64)
			if f, _ := core.Decode(id); f.Datacenter != want[0] || f.Machine != want[1] {
				t.Errorf("%s: %s is %d/%d, want %d/%d", args, line, f.Datacenter, f.Machine, want[0], want[1])
			}
		}
		if len(lines) != 3 {
			t.Errorf("%s: %q", args, out.String())
		}
	}
}

// The person's datacenter and machine are read from the preferences file
// the window writes, where Fyne keeps it; anything not valid reads as 0.
func TestSavedIssuing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "preferences.json")
	for text, want := range map[string][2]string{
		`{"datacenter":"12","machine":"30","theme":"dark"}`: {"12", "30"},
		`{"datacenter":"32","machine":"3"}`:                 {"0", "3"},
		`{"machine":"x"}`:                                   {"0", "0"},
		`not json`:                                          {"0", "0"},
	} {
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		if dc, m := savedIssuing(path); dc != want[0] || m != want[1] {
			t.Errorf("%s: %s/%s, want %s/%s", text, dc, m, want[0], want[1])
		}
	}
	if dc, m := savedIssuing(filepath.Join(dir, "none.json")); dc != "0" || m != "0" {
		t.Errorf("no file: %s/%s", dc, m)
	}

	if runtime.GOOS != "linux" {
		return
	}
	// Where Fyne puts an app's preferences on Linux: the user's config
	// folder, fyne, the app's ID.
	t.Setenv("XDG_CONFIG_HOME", dir)
	prefs := filepath.Join(dir, "fyne", "io.example.app", "preferences.json")
	if err := os.MkdirAll(filepath.Dir(prefs), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(prefs, []byte(`{"datacenter":"7","machine":"9"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if dc, m := ProcessEnv("1", "io.example.app").Issuing(); dc != "7" || m != "9" {
		t.Errorf("the process reads %s/%s from %s", dc, m, prefs)
	}
}

// A ledger an hour ahead of the clock (the clock was wrong once, then set
// right) stops new for that datacenter and machine, and the message says
// until when and what issues at once; another machine does.
func TestNewSaysUntilWhenTheClockIsBehind(t *testing.T) {
	dir := t.TempDir()
	l, err := ledger.Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	// new reads the system's clock, which the record is an hour ahead of.
	ahead := time.Now().Add(time.Hour).UnixMilli()
	key, err := issue.SchemeKey(core.Twitter, 5, 6)
	if err != nil {
		t.Fatal(err)
	}
	err = l.Update(key, func(last *issue.Issued) error {
		*last = issue.Issued{Micros: ahead * 1000, Sequence: 3}
		return nil
	})
	l.Close()
	if err != nil {
		t.Fatal(err)
	}
	issue := func(args string) (int, string, string) {
		var out, errOut bytes.Buffer
		env := &Env{Stdout: &out, Stderr: &errOut, Now: func() time.Time { return now },
			OpenLedger: func() (issue.Ledger, error) { return ledger.Open(dir, nil) },
			Issuing:    func() (string, string) { return "5", "6" }}
		return Run(strings.Fields(args), env), out.String(), errOut.String()
	}
	status, out, errOut := issue("new -n 1")
	last := time.UnixMilli(ahead).UTC().Format("2006-01-02T15:04:05.000Z")
	if status != 1 || out != "" || !strings.Contains(errOut, "before the last ID issued as this datacenter and machine ("+last+")") ||
		!strings.Contains(errOut, "The system clock reads ") || !strings.Contains(errOut, ", 59 min ") ||
		!strings.Contains(errOut, "another datacenter or machine issues IDs at once") {
		t.Errorf("status %d, %q, %q", status, out, errOut)
	}
	if status, out, _ := issue("new -n 1 --machine 7"); status != 0 || out == "" {
		t.Errorf("machine 7: status %d, %q", status, out)
	}
}
