//go:build !windows

package instance

import (
	"net"
	"os"
	"path/filepath"
	"time"
)

// socketName is the running app's socket in the person's folder.
const socketName = "instance.sock"

// listen opens the running app's socket, replacing one a crashed app
// left. A Unix socket in a folder only the person can enter needs no token.
func listen(dir string) (net.Listener, string, error) {
	path := filepath.Join(dir, socketName)
	if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
		return nil, "", err
	}
	l, err := net.Listen("unix", path)
	if err != nil {
		return nil, "", err
	}
	return l, "", os.Chmod(path, 0o600)
}

// dial connects to the running app's socket.
func dial(dir string) (net.Conn, string, error) {
	conn, err := net.DialTimeout("unix", filepath.Join(dir, socketName), time.Second)
	return conn, "", err
}
