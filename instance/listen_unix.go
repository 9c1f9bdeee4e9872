//go:build !windows

package instance

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// socketName is the running app's socket in the person's folder.
const socketName = "instance.sock"

// maxSocketPath is the longest path a Unix socket may have here: the
// systems allow 104 bytes (macOS) or 108 (Linux), with the closing zero.
const maxSocketPath = 103

// listen opens the running app's socket, replacing one a crashed app
// left. A Unix socket in a folder only the person can enter needs no token.
func listen(dir string) (net.Listener, string, error) {
	path, err := socketPath(dir)
	if err != nil {
		return nil, "", err
	}
	if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
		return nil, "", fmt.Errorf("%s stands where later starts reach this window, and cannot be removed: %w", path, err)
	}
	l, err := net.Listen("unix", path)
	if err != nil {
		return nil, "", err
	}
	return l, "", os.Chmod(path, 0o600)
}

// dial connects to the running app's socket.
func dial(dir string) (net.Conn, string, error) {
	path, err := socketPath(dir)
	if err != nil {
		return nil, "", err
	}
	conn, err := net.DialTimeout("unix", path, time.Second)
	return conn, "", err
}

// socketPath is where the socket of the app whose folder is dir lives: in
// dir, or, when that path is too long for a socket, in a folder of the
// person's own in the system's temporary folder, named after dir.
func socketPath(dir string) (string, error) {
	path := filepath.Join(dir, socketName)
	if len(path) <= maxSocketPath {
		return path, nil
	}
	short := filepath.Join(os.TempDir(), "snowflakeid-"+strconv.Itoa(os.Getuid()))
	if err := os.Mkdir(short, 0o700); err != nil && !os.IsExist(err) {
		return "", err
	}
	info, err := os.Lstat(short)
	if err != nil {
		return "", err
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	if !info.IsDir() || info.Mode().Perm() != 0o700 || !ok || int(st.Uid) != os.Getuid() {
		return "", fmt.Errorf("%s is not a folder of this user's alone, so it cannot hold the socket %s is too long a path for", short, path)
	}
	sum := sha256.Sum256([]byte(dir))
	path = filepath.Join(short, hex.EncodeToString(sum[:8])+".sock")
	if len(path) > maxSocketPath {
		return "", fmt.Errorf("the socket path %s is longer than the system allows", path)
	}
	return path, nil
}
