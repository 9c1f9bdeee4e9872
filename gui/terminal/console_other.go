//go:build !windows

package terminal

// UseParentConsole does nothing outside Windows: a program started from a
// terminal writes to it.
func UseParentConsole() {}
