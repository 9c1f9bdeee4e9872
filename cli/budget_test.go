package cli

import (
	"bytes"
	"io"
	"runtime"
	"runtime/debug"
	"strconv"
	"testing"
	"time"
)

// allocationsPerLine is the decode command's budget for what the lines
// add: today about 0.03 (0.04 with the race detector; buffers grown as
// the output grows), where one allocation a line, a string made for each
// cell or row, would be ten times the budget. What the command allocates
// once (about 15,500, mostly its translations) is not the lines'.
const allocationsPerLine = 0.1

// The decode command's allocations per line, a budget no machine's speed
// moves: counted over 100,000 lines of IDs in each format, less what the
// command allocates for one line (its translations, flags and buffers),
// which the lines do not add to.
func TestDecodeAllocationsPerLine(t *testing.T) {
	const lines = 100_000
	text, one := idLines(t, lines), idLines(t, 1)
	for _, format := range []string{"tsv", "csv", "json"} {
		args := []string{"decode"}
		if format != "tsv" {
			args = append(args, "--"+format)
		}
		allocs := func(text []byte) float64 {
			return testing.AllocsPerRun(2, func() {
				env := &Env{Stdin: bytes.NewReader(text), Stdout: io.Discard, Stderr: io.Discard, Now: time.Now}
				if status := Run(args, env); status != exitOK {
					t.Fatalf("%s: exit status %d", format, status)
				}
			})
		}
		fixed := allocs(one)
		if perLine := (allocs(text) - fixed) / (lines - 1); perLine > allocationsPerLine {
			t.Errorf("%s: %.3f allocations a line past the %.0f of one line; the budget is %.2f", format, perLine, fixed, allocationsPerLine)
		}
	}
}

// The bytes remembering an ID may cost, to flag its repeats across the
// whole input: IDs in increasing order, as a log's are, are kept in
// blocks of 8 bytes each (8.3 measured for a million); the others in
// sorted runs of 8 bytes each, merged as they grow, up to twice that
// while two merge (19.7 measured; a Go map, before, took 40.4).
const (
	seenBytesInOrder    = 24
	seenBytesOutOfOrder = 24
)

// Repeats are flagged across the whole input at a cost of a few bytes an
// ID: the heap at its peak while decoding a million different IDs, less
// that for 100,000, within the budget for each ID more.
func TestSeenIDsCostLittle(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	heap := func(n int, step int64) uint64 {
		runtime.GC()
		env := &Env{Stdin: &counting{left: n, id: 1785613339926306816, step: step}, Stdout: io.Discard, Stderr: io.Discard, Now: time.Now}
		var peak uint64
		env.Stdout = peakWriter(&peak)
		if status := Run([]string{"decode", "--columns", "id"}, env); status != exitOK {
			t.Fatalf("exit status %d", status)
		}
		return peak
	}
	for _, c := range []struct {
		name   string
		step   int64
		budget float64
	}{{"in order", 4099, seenBytesInOrder}, {"out of order", -4099, seenBytesOutOfOrder}} {
		small, large := heap(100_000, c.step), heap(1_000_000, c.step)
		perID := float64(large-small) / 900_000
		if large < small || perID > c.budget {
			t.Errorf("%s: %.1f bytes an ID (heap %d MB for a million, %d MB for 100,000); the budget is %.0f",
				c.name, perID, large>>20, small>>20, c.budget)
		}
		t.Logf("%s: %.1f bytes an ID", c.name, perID)
	}
}

// counting reads left different IDs, one a line, step apart, made as they
// are read, so that the input itself takes no memory.
type counting struct {
	left     int
	id, step int64
	line     []byte
}

func (c *counting) Read(p []byte) (int, error) {
	n := 0
	for c.left > 0 && len(p)-n > 20 {
		c.line = append(strconv.AppendInt(c.line[:0], c.id, 10), '\n')
		n += copy(p[n:], c.line)
		c.id += c.step
		c.left--
	}
	if n == 0 {
		return 0, io.EOF
	}
	return n, nil
}

// bytesPerLine is the decode command's budget of bytes allocated for what
// each line adds, over a whole input: remembering the ID (8 bytes for a
// Snowflake, 32 for a wide ID, up to twice that while the list grows) and
// the row's place in its piece's table. The findings of each piece of
// 1 MiB are written into the room of the piece before (Finder.Recycle):
// 50.1 and 74.9 bytes measured over 300,000 lines; findings made new for
// every piece cost 63.0 and 133.6.
var bytesPerLine = map[string]float64{"Snowflake": 56, "UUIDv7": 90}

// The bytes the decode command allocates a line, counted over 300,000
// lines of Snowflakes and of UUIDv7s, less those of one line.
func TestDecodeBytesPerLine(t *testing.T) {
	const lines = 300_000
	for kind, text := range map[string]func(n int) []byte{
		"Snowflake": func(n int) []byte { return idLines(t, n) },
		"UUIDv7":    func(n int) []byte { return uuidv7Lines(t, n) },
	} {
		allocated := func(text []byte) uint64 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			env := &Env{Stdin: bytes.NewReader(text), Stdout: io.Discard, Stderr: io.Discard, Now: time.Now}
			if status := Run([]string{"decode"}, env); status != exitOK {
				t.Fatalf("%s: exit status %d", kind, status)
			}
			runtime.ReadMemStats(&after)
			return after.TotalAlloc - before.TotalAlloc
		}
		many, one := text(lines), text(1)
		fixed := allocated(one)
		if perLine := float64(allocated(many)-fixed) / (lines - 1); perLine > bytesPerLine[kind] {
			t.Errorf("%s: %.1f bytes a line past the %d of one line; the budget is %.0f", kind, perLine, fixed, bytesPerLine[kind])
		}
	}
}
