package terminal

import (
	"bytes"
	"io"
	"testing"
	"time"
)

// allocationsPerLine is the decode command's budget: today about 0.1
// (buffers grown as the output grows), where one allocation a line, a
// string made for each cell or row, would be ten times that.
const allocationsPerLine = 0.2

// The decode command's allocations per line, a budget no machine's speed
// moves: counted over 100,000 lines of IDs in each format, what is
// allocated once per command is shared by all the lines.
func TestDecodeAllocationsPerLine(t *testing.T) {
	const lines = 100_000
	text := idLines(t, lines)
	for _, format := range []string{"tsv", "csv", "json"} {
		args := []string{"decode"}
		if format != "tsv" {
			args = append(args, "--"+format)
		}
		allocs := testing.AllocsPerRun(2, func() {
			env := &Env{Stdin: bytes.NewReader(text), Stdout: io.Discard, Stderr: io.Discard, Now: time.Now}
			if status := Run(args, env); status != exitOK {
				t.Fatalf("%s: exit status %d", format, status)
			}
		})
		if perLine := allocs / lines; perLine > allocationsPerLine {
			t.Errorf("%s: %.0f allocations for %d lines, %.3f a line; the budget is %.2f", format, allocs, lines, perLine, allocationsPerLine)
		}
	}
}
