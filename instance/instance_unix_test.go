//go:build !windows

package instance

import (
	"net"
	"os"
	"path/filepath"
	"strings"
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

// A folder whose socket path is too long for the system still makes one
// running app: its socket lives in a short folder of the person's own.
func TestALongFolderStillMakesOneApp(t *testing.T) {
	dir := filepath.Join(t.TempDir(), strings.Repeat("long-folder-name/", 8))
	if len(filepath.Join(dir, socketName)) <= 108 {
		t.Fatal("the folder is not long enough to test anything")
	}
	r, _ := claim(t, dir)
	defer r.Close()
	got := make(chan Request, 1)
	go r.Serve(func(req Request) { got <- req })
	if _, handed, err := Claim(dir, Request{Args: []string{"4194439168"}}); !handed || err != nil {
		t.Fatalf("a second start with a long folder: handed %v, %v", handed, err)
	}
	if req := <-got; len(req.Args) != 1 || req.Args[0] != "4194439168" {
		t.Errorf("the running app got %+v", req)
	}
}

// A folder standing where the socket goes is named in the error, which
// says why this start runs as an app of its own.
func TestAFolderInTheWayIsSaid(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, socketName, "x"), 0o700); err != nil {
		t.Fatal(err)
	}
	_, _, err := Claim(dir, Request{})
	if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, socketName)+" stands where later starts reach this window") {
		t.Errorf("Claim = %v", err)
	}
}
