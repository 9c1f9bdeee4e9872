package find_test

import (
	"bytes"
	"fmt"
	"testing"

	"snowflakeid/core"
	"snowflakeid/core/find"
)

// mixedLines is a text of n lines as they come from logs and exports:
// bare IDs, IDs among words and short numbers, links, hex, and lines with
// no ID at all, about 20 bytes a line on average.
func mixedLines(n int) []byte {
	var text bytes.Buffer
	id := int64(1382350606417817604)
	for i := range n {
		id += int64(i%7) << 22
		switch i % 5 {
		case 0, 1:
			fmt.Fprintf(&text, "%d\n", id)
		case 2:
			fmt.Fprintf(&text, "ok %d 200\n", id)
		case 3:
			fmt.Fprintf(&text, "x.com/a/status/%d\n", id)
		case 4:
			text.WriteString("GET / 404 2ms\n")
		}
	}
	return text.Bytes()
}

// BenchmarkDecodeMany finds and takes apart the IDs of a million lines of
// mixed text, the work the Decode many tab does before it shows them.
func BenchmarkDecodeMany(b *testing.B) {
	const lines = 1_000_000
	text := mixedLines(lines)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		found := find.IDs(text)
		if found.Lines != lines || len(found.IDs) != lines/5*4 {
			b.Fatalf("%d lines, %d IDs", found.Lines, len(found.IDs))
		}
		for _, f := range found.IDs {
			if _, err := core.Decode(f.ID); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*lines), "ns/line")
}
