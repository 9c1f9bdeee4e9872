//go:build !windows

package display

func tell(text string) { tellTerminal(text) }
