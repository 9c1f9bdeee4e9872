package terminal

import (
	"bytes"
	"io"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"snowflakeid/core"
)

// millionIDs is a log of a million IDs, one a line, over about a day:
// their times 0 to 170 ms apart, their machines and sequences varied.
func millionIDs(b *testing.B) []byte {
	b.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	ms := time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC).UnixMilli()
	var text []byte
	for range 1_000_000 {
		ms += r.Int64N(171)
		id, err := core.Twitter.Encode(core.Fields{Timestamp: ms, Datacenter: r.Int64N(32),
			Machine: r.Int64N(32), Sequence: r.Int64N(4096)})
		if err != nil {
			b.Fatal(err)
		}
		text = strconv.AppendInt(text, id, 10)
		text = append(text, '\n')
	}
	return text
}

// Decoding a million lines from standard input takes at most a second,
// in each format.
func BenchmarkDecodeMillionLines(b *testing.B) {
	text := millionIDs(b)
	for _, format := range []string{"tsv", "csv", "json"} {
		b.Run(format, func(b *testing.B) {
			args := []string{"decode"}
			if format != "tsv" {
				args = append(args, "--"+format)
			}
			for b.Loop() {
				env := &Env{Stdin: bytes.NewReader(text), Stdout: io.Discard, Stderr: io.Discard, Now: time.Now}
				if status := Run(args, env); status != exitOK {
					b.Fatalf("exit status %d", status)
				}
			}
		})
	}
}
