// Package ledger keeps the last Snowflake ID issued for each scheme,
// datacenter and machine in files that all of a person's processes share,
// so that windows and commands issuing IDs at the same moment never issue
// the same one. Each key has a file of 16 bytes, the last ID's millisecond
// and sequence, and a lock file beside it; the lock is the system's (flock
// on Unix, LockFileEx on Windows), so a process that dies holding it
// releases it and leaves nothing stale.
package ledger

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/gofrs/flock"

	"snowflakeid/core"
)

// Files is a core.Ledger kept in a folder. It is safe for concurrent use.
type Files struct {
	dir string

	mu   sync.Mutex // one update at a time in this process; the lock files serve the others
	keys map[core.LedgerKey]*keyFiles
}

var _ core.Ledger = (*Files)(nil)

// keyFiles are the open files of one key.
type keyFiles struct {
	lock *flock.Flock
	data *os.File
}

// recordSize is the length of a key's file: two little-endian int64s.
const recordSize = 16

// Open returns the ledger in dir, making the folder, readable by its owner
// only, if it is missing.
func Open(dir string) (*Files, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	return &Files{dir: dir, keys: make(map[core.LedgerKey]*keyFiles)}, nil
}

// OpenUsers opens the ledger in the person's own folder, [Dir]: the one
// their windows and terminal commands share.
func OpenUsers() (*Files, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	return Open(dir)
}

// Dir is the folder the person's ledger lives in: the user's runtime
// folder where there is one (XDG_RUNTIME_DIR: private, and emptied when the
// person logs out, when its figures are no longer needed), else their cache
// folder.
func Dir() (string, error) {
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		return filepath.Join(dir, "snowflakeid"), nil
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(cache, "snowflakeid", "issued"), nil
}

// Update implements core.Ledger.
func (l *Files) Update(key core.LedgerKey, f func(last *core.Issued) error) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	k, err := l.open(key)
	if err != nil {
		return err
	}
	if err := k.lock.Lock(); err != nil {
		return fmt.Errorf("locking the ledger: %w", err)
	}
	defer k.lock.Unlock()

	var buf [recordSize]byte
	var last core.Issued
	switch n, err := k.data.ReadAt(buf[:], 0); {
	case n == recordSize:
		last.Millis = int64(binary.LittleEndian.Uint64(buf[:8]))
		last.Sequence = int64(binary.LittleEndian.Uint64(buf[8:]))
	case err != nil && !errors.Is(err, io.EOF):
		return fmt.Errorf("reading the ledger: %w", err)
	}
	if err := f(&last); err != nil {
		return err
	}
	binary.LittleEndian.PutUint64(buf[:8], uint64(last.Millis))
	binary.LittleEndian.PutUint64(buf[8:], uint64(last.Sequence))
	if _, err := k.data.WriteAt(buf[:], 0); err != nil {
		return fmt.Errorf("writing the ledger: %w", err)
	}
	return nil
}

// open returns key's files, opening them the first time. The caller holds
// l.mu.
func (l *Files) open(key core.LedgerKey) (*keyFiles, error) {
	if k := l.keys[key]; k != nil {
		return k, nil
	}
	name := filepath.Join(l.dir, fmt.Sprintf("%d-%d-%d", key.Epoch, key.Datacenter, key.Machine))
	data, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	k := &keyFiles{lock: flock.New(name+".lock", flock.SetPermissions(0o600)), data: data}
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
		delete(l.keys, key)
	}
	return errors.Join(errs...)
}
