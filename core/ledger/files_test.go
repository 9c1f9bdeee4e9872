package ledger

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/issue"
)

// Run with issuerDirEnv set, the test binary is one of the issuers of
// TestProcessesNeverIssueTheSameID: it issues issuerCountEnv IDs through
// the ledger in that folder, writes them to stdout and exits.
const (
	issuerDirEnv   = "LEDGER_TEST_ISSUER_DIR"
	issuerCountEnv = "LEDGER_TEST_ISSUER_COUNT"
	usersDir       = "users" // the issuer's ledger is the person's own, OpenUsers
	runtimeRootEnv = "LEDGER_TEST_RUNTIME_ROOT"
	holderDirEnv   = "LEDGER_TEST_HOLDER_DIR" // the test binary holds a key's lock in that folder
	layoutEnv      = "LEDGER_TEST_LAYOUT"     // the issuer's layout, as a layout file; Twitter's when unset
	valuesEnv      = "LEDGER_TEST_VALUES"     // its fields' values, "0,3,7,0"; Twitter's datacenter 3, machine 7 when unset
)

func TestMain(m *testing.M) {
	if root := os.Getenv(runtimeRootEnv); root != "" {
		runtimeRoot = root
	}
	if dir := os.Getenv(holderDirEnv); dir != "" {
		os.Exit(holdLock(dir))
	}
	if dir := os.Getenv(issuerDirEnv); dir != "" {
		n, err := strconv.Atoi(os.Getenv(issuerCountEnv))
		if err == nil {
			err = issueInto(dir, n, os.Stdout)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// issue writes n IDs of the layout and values in layoutEnv and valuesEnv
// (Twitter's datacenter 3, machine 7 when unset), issued in blocks of at
// most a thousand through the ledger in dir, to w. With a layout set it
// waits for a line on its standard input before the first ID, so that
// issuers started one after another issue at once.
func issueInto(dir string, n int, w *os.File) error {
	var l *Files
	var err error
	if dir == usersDir {
		l, err = OpenUsers(nil)
	} else {
		l, err = Open(dir, nil)
	}
	if err != nil {
		return err
	}
	defer l.Close()
	g, err := issuerGenerator(l)
	if err != nil {
		return err
	}
	if os.Getenv(layoutEnv) != "" {
		if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
			return err
		}
	}
	out := bufio.NewWriter(w)
	for n > 0 {
		ids, err := g.NextN(min(n, 1000))
		if err != nil {
			return err
		}
		for _, id := range ids {
			if err := binary.Write(out, binary.LittleEndian, id); err != nil {
				return err
			}
		}
		n -= len(ids)
	}
	return out.Flush()
}

// Four processes issuing 100 000 IDs each for the same datacenter and
// machine, while this one issues single IDs as Next ID does: no ID twice
// among all of them, and each issuer's IDs increasing.
func TestProcessesNeverIssueTheSameID(t *testing.T) {
	const processes, each = 4, 100_000
	dir := t.TempDir()
	outs := make([]bytes.Buffer, processes)
	cmds := startIssuers(t, dir, each, outs)
	l, err := Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	g, err := issue.NewSharedGenerator(core.Twitter, 3, 7, l, issue.SystemClock())
	if err != nil {
		t.Fatal(err)
	}
	var mine []int64
	running := processes
	done := make(chan error, processes)
	for _, cmd := range cmds {
		go func() { done <- cmd.Wait() }()
	}
	for running > 0 {
		select {
		case err := <-done:
			if err != nil {
				t.Fatal("an issuer failed:", err)
			}
			running--
		default:
			id, err := g.Next()
			if err != nil {
				t.Fatal(err)
			}
			mine = append(mine, id)
		}
	}

	all := slices.Clone(mine)
	if !slices.IsSorted(mine) {
		t.Error("this process's IDs do not increase")
	}
	for i := range outs {
		ids := readIDs(t, &outs[i])
		if len(ids) != each {
			t.Fatalf("issuer %d wrote %d IDs", i, len(ids))
		}
		if !slices.IsSorted(ids) {
			t.Errorf("issuer %d's IDs do not increase", i)
		}
		all = append(all, ids...)
	}
	slices.Sort(all)
	if n := len(slices.Compact(slices.Clone(all))); n != len(all) {
		t.Errorf("%d IDs issued, %d of them unique", len(all), n)
	}
	t.Logf("%d IDs from %d processes, %d of them from this one's Next", len(all), processes+1, len(mine))
}

// startIssuers starts len(outs) copies of the test binary, each issuing n
// IDs through the ledger in dir into its out.
func startIssuers(t *testing.T, dir string, n int, outs []bytes.Buffer) []*exec.Cmd {
	t.Helper()
	cmds := make([]*exec.Cmd, len(outs))
	for i := range cmds {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), issuerDirEnv+"="+dir, issuerCountEnv+"="+strconv.Itoa(n))
		cmd.Stdout, cmd.Stderr = &outs[i], os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds[i] = cmd
	}
	return cmds
}

// readIDs reads the IDs an issuer wrote.
func readIDs(t *testing.T, out *bytes.Buffer) []int64 {
	t.Helper()
	ids := make([]int64, out.Len()/8)
	if err := binary.Read(out, binary.LittleEndian, ids); err != nil {
		t.Fatal(err)
	}
	return ids
}

// A key's file that is missing reads as nothing issued (one cut short is
// damaged: TestDamagedRecordsAreSetRight); the folder and files are the
// owner's alone.
func TestLedgerFiles(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ledger")
	l, err := Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	key := twitterKey(core.Discord, 1, 2)
	name := filepath.Join(dir, "1420070400000-41t1ms.22-12s.0_139264")
	for _, want := range []issue.Issued{{}, {Micros: 1764669600000000, Sequence: 4095}} {
		err := l.Update(key, func(last *issue.Issued) error {
			if *last != want {
				t.Errorf("read %+v, want %+v", *last, want)
			}
			*last = issue.Issued{Micros: 1764669600000000, Sequence: 4095}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{dir, name, name + ".lock"} {
		info, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if perm := info.Mode().Perm(); perm&0o077 != 0 {
			t.Errorf("%s has mode %v", p, perm)
		}
	}
}

// issuerGenerator is the generator of the layout and values an issuer is
// given, issuing through l.
func issuerGenerator(l *Files) (*issue.Generator, error) {
	text := os.Getenv(layoutEnv)
	if text == "" {
		return issue.NewSharedGenerator(core.Twitter, 3, 7, l, issue.SystemClock())
	}
	layout, err := core.ReadLayoutFile("issuer", []byte(text), time.Now())
	if err != nil {
		return nil, err
	}
	var values []int64
	for _, v := range strings.Split(os.Getenv(valuesEnv), ",") {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, err
		}
		values = append(values, n)
	}
	return issue.NewLayoutGenerator(layout, values, l, issue.SystemClock())
}
