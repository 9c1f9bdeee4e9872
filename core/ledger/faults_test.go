package ledger

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/issue"
)

// holdKey is the key a holder holds.
var holdKey = twitterKey(core.Twitter, 5, 6)

// twitterKeyName is what Twitter's key is called in the ledger's folder,
// before its datacenter and machine in place (datacenter<<17 | machine<<12):
// its epoch and the time and sequence fields.
const twitterKeyName = "1288834974657-41t1ms.22-12s.0_"

// twitterKey is the ledger key of s's IDs of a datacenter and machine.
func twitterKey(s core.Scheme, datacenter, machine int64) issue.LedgerKey {
	k, err := issue.SchemeKey(s, datacenter, machine)
	if err != nil {
		panic(err)
	}
	return k
}

// holdLock holds holdKey's lock in dir, says so on stdout, and waits,
// holding it, until it is ended or its standard input closes: a process
// stopped with Ctrl+Z inside an update. (It reads its input rather than
// blocking on nothing, which the runtime would end as a deadlock.)
func holdLock(dir string) int {
	l, err := Open(dir, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	_ = l.Update(holdKey, func(*issue.Issued) error {
		fmt.Println("held")
		_, _ = io.Copy(io.Discard, os.Stdin)
		return nil
	})
	return 1
}

// An update waits a bounded time for a lock another process holds, then
// fails with a message that names the process.
func TestAHeldLockFailsNamingItsHolder(t *testing.T) {
	dir := t.TempDir()
	holder := exec.Command(os.Args[0], "-test.run=^$")
	holder.Env = append(os.Environ(), holderDirEnv+"="+dir)
	out, err := holder.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	holder.Stderr = os.Stderr
	in, err := holder.StdinPipe() // open until the test ends: the holder holds until then
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	if err := holder.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = holder.Process.Kill(); _ = holder.Wait() }()
	if line, err := bufio.NewReader(out).ReadString('\n'); line != "held\n" {
		t.Fatalf("the holder said %q, %v", line, err)
	}
	l, err := Open(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	l.lockWait = 200 * time.Millisecond
	done := make(chan error, 1)
	go func() { done <- l.Update(holdKey, func(*issue.Issued) error { return nil }) }()
	select {
	case err = <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the update still waits after 10 s")
	}
	var held *HeldError
	if !errors.As(err, &held) || !strings.HasPrefix(held.Holder, strconv.Itoa(holder.Process.Pid)+" (") ||
		held.File != filepath.Join(dir, twitterKeyName+"679936.lock") {
		t.Fatalf("update = %v", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "held by process "+strconv.Itoa(holder.Process.Pid)) || !strings.Contains(msg, "Ctrl+Z") {
		t.Errorf("the message %q does not say who holds the ledger", msg)
	}
	// Once the holder ends, the update goes through.
	_ = holder.Process.Kill()
	_ = holder.Wait()
	if err := l.Update(holdKey, func(*issue.Issued) error { return nil }); err != nil {
		t.Error(err)
	}
}

// A record that cannot be what was last issued is not trusted: issuing
// goes on after the file's last change, and the file is named.
func TestDamagedRecordsAreSetRight(t *testing.T) {
	record := func(ms, seq int64) []byte {
		return binary.LittleEndian.AppendUint64(binary.LittleEndian.AppendUint64(nil, uint64(ms*1000)), uint64(seq))
	}
	changed := time.Now().Add(-time.Hour).Truncate(time.Millisecond)
	for name, data := range map[string][]byte{
		"a negative sequence":            record(time.Now().UnixMilli()+2, -10),
		"a sequence past 4095":           record(changed.UnixMilli(), 4096),
		"a millisecond before the epoch": record(core.Twitter.Epoch-1, 0),
		"text":                           []byte("hello, world!!!\n"),
		"too short":                      []byte("12345"),
		"too long":                       append(record(changed.UnixMilli(), 1), 0),
	} {
		t.Run(name, func(t *testing.T) {
			path, g, notes := damagedIssuer(t, data, changed)
			ids, err := g.NextN(3)
			if err != nil {
				t.Fatal(err)
			}
			// After the last change, with the file system's slack: 100 ms.
			after := (changed.UnixMilli() + 100 - core.Twitter.Epoch) << core.TimestampShift
			if ids[0] <= after|core.MaxSequence {
				t.Errorf("IDs %v issued from a damaged record, not after %d", ids, after)
			}
			var damaged *DamagedError
			if len(*notes) != 1 || !errors.As((*notes)[0], &damaged) || damaged.File != path {
				t.Errorf("notes %v, want one that names %s", *notes, path)
			}
			// The record is whole again.
			if _, err := g.NextN(3); err != nil || len(*notes) != 1 {
				t.Errorf("a second issue: %v, %d notes", err, len(*notes))
			}
		})
	}
}

// A record file deleted while open (by hand, or by the system emptying
// the runtime folder) is opened again at its path: a process that has it
// open and one that starts after never issue the same ID.
func TestADeletedRecordIsOpenedAgain(t *testing.T) {
	dir := t.TempDir()
	clock := &stillClock{t: time.Now()}
	issuer := func() *issue.Generator {
		l, err := Open(dir, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { l.Close() })
		g, err := issue.NewSharedGenerator(core.Twitter, 3, 7, l, clock)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	running := issuer()
	first, err := running.Next()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(dir, twitterKeyName+"421888")); err != nil {
		t.Fatal(err)
	}
	second, err := running.Next() // kept in a new file at the path
	if err != nil {
		t.Fatal(err)
	}
	later, err := issuer().Next() // a process started after the deletion
	if err != nil {
		t.Fatal(err)
	}
	if later == first || later == second || second <= first {
		t.Errorf("IDs %d and %d, then %d from a later process", first, second, later)
	}
}

// stillClock stands still but for the sleeps taken on it.
type stillClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *stillClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *stillClock) Sleep(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(max(d, time.Microsecond))
}

// One person has one ledger, whatever the environment: with
// XDG_RUNTIME_DIR and without it (cron, sudo, env -i), the runtime folder
// is found from the user ID; the cache folder serves only where there is
// none.
func TestDirForOnePerson(t *testing.T) {
	root := t.TempDir()
	defer func(old string) { runtimeRoot = old }(runtimeRoot)
	runtimeRoot = root
	uid := os.Getuid()
	cache := func() (string, error) { return "/cache", nil }
	if uid < 0 {
		t.Skip("no user IDs here")
	}
	mine := filepath.Join(root, strconv.Itoa(uid))
	if got, _ := dirFor("", uid, cache); got != filepath.Join("/cache", "snowflakeid", "issued") {
		t.Errorf("with no runtime folder: %s", got)
	}
	if err := os.Mkdir(mine, 0o700); err != nil {
		t.Fatal(err)
	}
	for _, xdg := range []string{mine, ""} {
		if got, _ := dirFor(xdg, uid, cache); got != filepath.Join(mine, "snowflakeid") {
			t.Errorf("XDG_RUNTIME_DIR=%q: %s", xdg, got)
		}
	}
}

// Two processes of one person, one started with XDG_RUNTIME_DIR and one
// without it, issue through one ledger: no ID twice.
func TestOneLedgerWhateverTheEnvironment(t *testing.T) {
	if os.Getuid() < 0 {
		t.Skip("no user IDs here")
	}
	const each = 100_000
	root, home := t.TempDir(), t.TempDir()
	run := filepath.Join(root, strconv.Itoa(os.Getuid()))
	if err := os.Mkdir(run, 0o700); err != nil {
		t.Fatal(err)
	}
	var base []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "XDG_") && !strings.HasPrefix(kv, "HOME=") {
			base = append(base, kv)
		}
	}
	base = append(base, "HOME="+home, runtimeRootEnv+"="+root, issuerDirEnv+"="+usersDir, issuerCountEnv+"="+strconv.Itoa(each))
	outs := make([]bytes.Buffer, 2)
	var cmds []*exec.Cmd
	for i, env := range [][]string{append(slices.Clone(base), "XDG_RUNTIME_DIR="+run), base} {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = env
		cmd.Stdout, cmd.Stderr = &outs[i], os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, cmd)
	}
	var all []int64
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Fatal("an issuer failed:", err)
		}
		ids := readIDs(t, &outs[i])
		if len(ids) != each {
			t.Fatalf("issuer %d wrote %d IDs", i, len(ids))
		}
		all = append(all, ids...)
	}
	slices.Sort(all)
	if n := len(slices.Compact(slices.Clone(all))); n != len(all) {
		t.Errorf("%d IDs issued, %d of them unique", len(all), n)
	}
	if _, err := os.Stat(filepath.Join(home, ".cache")); err == nil {
		t.Error("a ledger was made in the cache folder")
	}
}

// A record damaged just now makes the generator wait for the clock to pass
// the file's last change; it is said once, not again at each look while
// waiting.
func TestADamagedRecordIsSaidOnce(t *testing.T) {
	_, g, notes := damagedIssuer(t, []byte("hello, world!!!\n"), time.Now())
	if _, err := g.Next(); err != nil || len(*notes) != 1 {
		t.Errorf("one ID: %v, %d notes: %v", err, len(*notes), *notes)
	}
}

// damagedIssuer writes data as the record of Twitter's datacenter 1,
// machine 2, last changed at changed, and returns its path and a generator
// of those IDs through a ledger that keeps what it says in notes.
func damagedIssuer(t *testing.T, data []byte, changed time.Time) (string, *issue.Generator, *[]error) {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, twitterKeyName+"139264")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, changed, changed); err != nil {
		t.Fatal(err)
	}
	notes := new([]error)
	l, err := Open(dir, func(err error) { *notes = append(*notes, err) })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	g, err := issue.NewSharedGenerator(core.Twitter, 1, 2, l, issue.SystemClock())
	if err != nil {
		t.Fatal(err)
	}
	return path, g, notes
}
