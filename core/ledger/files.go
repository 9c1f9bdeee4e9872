// Package ledger keeps the last Snowflake ID issued for each layout and
// values of its plain fields (Twitter's datacenter and machine) in files that all of a person's processes share,
// so that windows and commands issuing IDs at the same moment never issue
// the same one. Each key has a file of 16 bytes, the last ID's millisecond
// and sequence, and a lock file beside it; the lock is the system's (flock
// on Unix, LockFileEx on Windows), so a process that dies holding it
// releases it and leaves nothing stale. The holder writes its process ID
// into the lock file, so that a process that waits for it in vain can say
// which one holds it.
package ledger

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gofrs/flock"

	"snowflakeid/core/issue"
)

// Files is a issue.Ledger kept in a folder. It is safe for concurrent use.
type Files struct {
	dir    string
	notify func(error) // told of each damaged record set right; may be nil

	mu       sync.Mutex // one update at a time in this process; the lock files serve the others
	keys     map[issue.LedgerKey]*keyFiles
	lockWait time.Duration // how long an update waits for another process's lock
}

var _ issue.Ledger = (*Files)(nil)

// keyFiles are the open files of one key.
type keyFiles struct {
	path   string // of the record; the lock file is beside it
	lock   *flock.Flock
	data   *os.File
	holder *os.File // the lock file, for writing who holds it
}

// recordSize is the length of a key's file: two little-endian int64s.
const recordSize = 16

// LockWait is how long an update waits for the lock of a key that another
// process holds before it fails with a [HeldError]. The lock is held for
// microseconds at a time, never while a clock is waited for, so a wait
// this long means the holder is stopped (Ctrl+Z) or hangs.
const LockWait = 5 * time.Second

// fileTimeSlack is how much earlier than the clock a file's modification
// time may be written: file systems keep it coarser than the clock.
const fileTimeSlack = 100 * time.Millisecond

// Open returns the ledger in dir, making the folder, readable by its owner
// only, if it is missing. notify, when not nil, is told of each record
// found damaged and set right (see [Files.Update]).
func Open(dir string, notify func(error)) (*Files, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	return &Files{dir: dir, notify: notify, keys: make(map[issue.LedgerKey]*keyFiles), lockWait: LockWait}, nil
}

// OpenUsers opens the ledger in the person's own folder, [Dir]: the one
// their windows and terminal commands share.
func OpenUsers(notify func(error)) (*Files, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	return Open(dir, notify)
}

// runtimeRoot holds the runtime folders of the users of a Linux system,
// one a user ID, made at login: the place of XDG_RUNTIME_DIR when a
// process's environment does not say it.
var runtimeRoot = "/run/user"

// Dir is the folder the person's ledger lives in, the same for all of one
// person's processes whatever their environment: the user's runtime folder
// (private, and emptied when the person logs out, when its figures are no
// longer needed), named by XDG_RUNTIME_DIR or, where that is not set (cron,
// sudo, env -i), found from the user ID on Linux; else the cache folder.
func Dir() (string, error) {
	return dirFor(os.Getenv("XDG_RUNTIME_DIR"), os.Getuid(), os.UserCacheDir)
}

// dirFor is Dir for a process with runtime folder xdg (or ""), user ID uid
// (-1 where there are none) and cache folder cache.
func dirFor(xdg string, uid int, cache func() (string, error)) (string, error) {
	if xdg != "" {
		return filepath.Join(xdg, "snowflakeid"), nil
	}
	if uid >= 0 {
		run := filepath.Join(runtimeRoot, strconv.Itoa(uid))
		if info, err := os.Stat(run); err == nil && info.IsDir() && ownedBy(info, uid) {
			return filepath.Join(run, "snowflakeid"), nil
		}
	}
	dir, err := cache()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "snowflakeid", "issued"), nil
}

// HeldError is an update that gave up waiting for another process's lock.
type HeldError struct {
	File   string // the lock file
	Holder string // the process that holds it, as its record says: "1234 (snowflakeid new -n 1000000)", or ""
	Wait   time.Duration
}

func (e *HeldError) Error() string {
	holder := "another process"
	if e.Holder != "" {
		holder = "process " + e.Holder
	}
	return fmt.Sprintf("the ledger %s has been held by %s for %v; it may be stopped (Ctrl+Z): resume it with fg, or end it", e.File, holder, e.Wait)
}

// DamagedError is a key's record that cannot be what was last issued:
// written over, cut short, or out of range. The update goes on from a
// point no ID from it can be after.
type DamagedError struct {
	File  string
	From  time.Time // IDs are issued after this moment
	Found string    // what the record held
}

func (e *DamagedError) Error() string {
	return fmt.Sprintf("the ledger record %s was damaged (%s); IDs go on after its last change, %s",
		e.File, e.Found, e.From.UTC().Format("2006-01-02T15:04:05.000Z"))
}

// Update implements issue.Ledger. It waits at most LockWait for another
// process's lock, then fails with a [HeldError]. A record that cannot be
// the last ID issued, as [issue.LedgerKey.Possible] tells, is damaged
// (written over by something else, or cut short): the update
// reads in its place the file's modification time and a used-up sequence,
// the latest any ID from it can have been issued at, and says so to
// notify with a [DamagedError]. A record file deleted or replaced while
// open is opened again at its path.
func (l *Files) Update(key issue.LedgerKey, f func(last *issue.Issued) error) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	k, err := l.open(key)
	if err != nil {
		return err
	}
	if err := l.lock(k); err != nil {
		return err
	}
	defer k.lock.Unlock()
	if err := k.reopenIfMoved(); err != nil {
		return err
	}
	last, err := k.read(key)
	var damaged *DamagedError
	switch {
	case errors.As(err, &damaged):
		if l.notify != nil {
			l.notify(damaged)
		}
	case err != nil:
		return err
	}
	read := last
	if err := f(&last); err != nil {
		if damaged != nil {
			// What was read in its place is kept, so that the next
			// update (after a wait for the clock) finds it whole and
			// says nothing again.
			_ = k.write(read, true)
		}
		return err
	}
	return k.write(last, damaged != nil)
}

// write writes last as k's record; cut, for a damaged one, which may have
// been longer than a record. The caller holds the lock.
func (k *keyFiles) write(last issue.Issued, cut bool) error {
	var buf [recordSize]byte
	binary.LittleEndian.PutUint64(buf[:8], uint64(last.Micros))
	binary.LittleEndian.PutUint64(buf[8:], uint64(last.Sequence))
	if _, err := k.data.WriteAt(buf[:], 0); err != nil {
		return fmt.Errorf("writing the ledger: %w", err)
	}
	if cut {
		if err := k.data.Truncate(recordSize); err != nil {
			return fmt.Errorf("writing the ledger: %w", err)
		}
	}
	return nil
}

// lock takes k's lock, waiting at most l.lockWait, and writes this
// process into the lock file, for another that waits in vain to name it.
func (l *Files) lock(k *keyFiles) error {
	ctx, cancel := context.WithTimeout(context.Background(), l.lockWait)
	defer cancel()
	locked, err := k.lock.TryLockContext(ctx, time.Millisecond)
	if !locked {
		if errors.Is(err, context.DeadlineExceeded) || err == nil {
			return &HeldError{File: k.lock.Path(), Holder: holder(k.lock.Path()), Wait: l.lockWait}
		}
		return fmt.Errorf("locking the ledger: %w", err)
	}
	if k.holder != nil {
		_, _ = k.holder.WriteAt(selfRecord, 0) // in place: truncating the file took 300 µs
	}
	return nil
}

// reopenIfMoved opens the record again when the file at its path is no
// longer the one open: deleted (by hand, or by the system emptying the
// runtime folder) or replaced. The caller holds the lock.
func (k *keyFiles) reopenIfMoved() error {
	open, err := k.data.Stat()
	if err != nil {
		return err
	}
	if at, err := os.Stat(k.path); err == nil && os.SameFile(open, at) {
		return nil
	}
	data, err := os.OpenFile(k.path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	_ = k.data.Close()
	k.data = data
	k.openHolder() // the folder was most likely emptied: the lock file is new too
	return nil
}

// openHolder opens the lock file for writing who holds it. Where it cannot
// be, the holder goes unnamed.
func (k *keyFiles) openHolder() {
	if k.holder != nil {
		_ = k.holder.Close()
	}
	k.holder, _ = os.OpenFile(k.lock.Path(), os.O_RDWR|os.O_CREATE, 0o600)
}

// read reads the record of key. The caller holds the lock.
func (k *keyFiles) read(key issue.LedgerKey) (issue.Issued, error) {
	var buf [recordSize + 1]byte
	n, err := k.data.ReadAt(buf[:], 0)
	if err != nil && !errors.Is(err, io.EOF) {
		return issue.Issued{}, fmt.Errorf("reading the ledger: %w", err)
	}
	info, err := k.data.Stat()
	if err != nil {
		return issue.Issued{}, err
	}
	last := issue.Issued{
		Micros:   int64(binary.LittleEndian.Uint64(buf[:8])),
		Sequence: int64(binary.LittleEndian.Uint64(buf[8:recordSize])),
	}
	written := info.ModTime().Add(fileTimeSlack)
	found := ""
	switch {
	case n == 0:
		return issue.Issued{}, nil // a new key
	case n != recordSize:
		found = fmt.Sprintf("%d bytes, not %d", n, recordSize)
	case !key.Possible(last):
		found = fmt.Sprintf("microsecond %d, sequence %d", last.Micros, last.Sequence)
	default:
		return last, nil
	}
	return key.Latest(written), &DamagedError{File: k.path, From: written, Found: found}
}

// open returns key's files, opening them the first time. The caller holds
// l.mu.
func (l *Files) open(key issue.LedgerKey) (*keyFiles, error) {
	if k := l.keys[key]; k != nil {
		return k, nil
	}
	name := filepath.Join(l.dir, key.FileName())
	data, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	k := &keyFiles{path: name, lock: flock.New(name+".lock", flock.SetPermissions(0o600)), data: data}
	k.openHolder()
	l.keys[key] = k
	return k, nil
}

// Close closes the ledger's files.
func (l *Files) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	var errs []error
	for key, k := range l.keys {
		errs = append(errs, k.data.Close(), k.lock.Close())
		if k.holder != nil {
			errs = append(errs, k.holder.Close())
		}
		delete(l.keys, key)
	}
	return errors.Join(errs...)
}

// selfRecord is what this process writes into a lock file it holds.
var selfRecord = recordOf(os.Getpid(), os.Args)

// recordLength is the length of what a process writes into a lock file.
const recordLength = 256

// recordOf is what the process pid, run as args, writes into a lock file
// it holds: its ID and command line, cut with an ellipsis where they are
// long and padded with spaces to recordLength bytes, so that it replaces
// what another process wrote without cutting the file.
func recordOf(pid int, args []string) []byte {
	text := strconv.Itoa(pid) + " (" + strings.Join(args, " ") + ")"
	if len(text) > recordLength-4 {
		text = text[:recordLength-5] + "…)" // 3 bytes and 1: one space left
	}
	return []byte(text + strings.Repeat(" ", max(recordLength-len(text), 0)))
}

// holder reads who holds the lock file at path, as self wrote it.
func holder(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(data[:min(len(data), 200)]))
}
