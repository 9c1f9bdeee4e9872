//go:build !windows

package cli

// UseParentConsole does nothing outside Windows: a program started from a
// terminal writes to it.
func UseParentConsole() {}
