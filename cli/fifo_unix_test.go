//go:build !windows

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A named pipe, as `<(…)` and /dev/stdin are, is read as a file is.
func TestDecodeReadsAPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ids")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	go func() {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return
		}
		defer f.Close()
		_, _ = f.WriteString("from a pipe 1382350606417817604\n")
	}()
	if got := idsColumn(t, "", path); strings.Join(got, " ") != "1382350606417817604" {
		t.Errorf("from a named pipe: %q", got)
	}
}
