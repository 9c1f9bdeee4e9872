package cli

import (
	"os"

	"golang.org/x/sys/windows"
)

// attachParentProcess is AttachConsole's name for the console of the
// process that started this one.
const attachParentProcess = ^uint32(0)

// UseParentConsole gives a command the console it was typed in. The
// Windows program is built for the GUI subsystem, so that double-clicking
// it opens no console window; such a program starts with no console, and
// what it writes goes nowhere unless a pipe or a file was handed to it.
// The streams that have nowhere to go are pointed at the console of the
// process that started this one, when it has one.
func UseParentConsole() {
	streams := []struct {
		handle uint32
		file   **os.File
		name   string
		mode   int
	}{
		{windows.STD_INPUT_HANDLE, &os.Stdin, "CONIN$", os.O_RDONLY},
		{windows.STD_OUTPUT_HANDLE, &os.Stdout, "CONOUT$", os.O_WRONLY},
		{windows.STD_ERROR_HANDLE, &os.Stderr, "CONOUT$", os.O_WRONLY},
	}
	attached := false
	for _, s := range streams {
		if h, err := windows.GetStdHandle(s.handle); err == nil && h != 0 && h != windows.InvalidHandle {
			continue
		}
		if !attached {
			r, _, _ := windows.NewLazySystemDLL("kernel32.dll").NewProc("AttachConsole").Call(uintptr(attachParentProcess))
			if r == 0 {
				return // started with no console: nothing to write to
			}
			attached = true
		}
		if f, err := os.OpenFile(s.name, s.mode, 0); err == nil {
			*s.file = f
		}
	}
}
