package find_test

import (
	"testing"

	"snowflakeid/core"
	"snowflakeid/core/find"
)

// findAllocationsPerLine is what finding the IDs of a text may allocate a
// line: today 0.2 for the text of [mixedLines], one for each link (a line
// in five) and none for a plain ID, where one a line would be 1.
const findAllocationsPerLine = 0.3

// Finding IDs in a text and taking each apart allocates far less than once
// a line.
func TestFindAllocationsPerLine(t *testing.T) {
	const lines = 100_000
	text := mixedLines(lines)
	allocs := testing.AllocsPerRun(3, func() {
		found := find.IDs(text)
		for _, f := range found.IDs {
			if _, err := core.Decode(f.ID); err != nil {
				t.Fatal(err)
			}
		}
	})
	if perLine := allocs / lines; perLine > findAllocationsPerLine {
		t.Errorf("%.0f allocations for %d lines, %.4f a line; the budget is %.2f", allocs, lines, perLine, findAllocationsPerLine)
	}
}
