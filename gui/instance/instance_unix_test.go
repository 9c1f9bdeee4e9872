//go:build !windows

package instance

import (
	"net"
	"os"
	"path/filepath"
	"testing"
)

// The folder and the socket are the person's alone.
func TestTheFilesArePrivate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run")
	r, _ := claim(t, dir)
	defer r.Close()
	for path, want := range map[string]os.FileMode{dir: 0o700, filepath.Join(dir, socketName): 0o600} {
		info, err := os.Stat(path)
		if err != nil || info.Mode().Perm() != want {
			t.Errorf("%s: %v, %v; want %v", path, info.Mode().Perm(), err, want)
		}
	}
	if _, err := net.Dial("unix", filepath.Join(dir, socketName)); err != nil {
		t.Error(err)
	}
}
