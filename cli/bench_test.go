package cli

import (
	"bufio"
	"bytes"
	"io"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
	"time"

	"snowflakeid/core"
)

// idLines is a log of n IDs, one a line: for a million, over about a
// day, their times 0 to 170 ms apart, their machines and sequences varied.
func idLines(tb testing.TB, n int) []byte {
	tb.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	ms := time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC).UnixMilli()
	var text []byte
	for range n {
		ms += r.Int64N(171)
		id, err := core.Twitter.Encode(core.Fields{Timestamp: ms, Datacenter: r.Int64N(32),
			Machine: r.Int64N(32), Sequence: r.Int64N(4096)})
		if err != nil {
			tb.Fatal(err)
		}
		text = strconv.AppendInt(text, id, 10)
		text = append(text, '\n')
	}
	return text
}

// Decoding a million lines from standard input takes at most a second,
// in each format. The anchor is the least a program can do for the same
// lines, timed in the same run: read a line, parse it, write the ID, its
// UTC time and three parts; scripts/bench.sh compares with it each format,
// Nextcloud's layout, and the command asked for the anchor's columns; and
// the stats command with decode's tab-separated text.
func BenchmarkDecodeMillionLines(b *testing.B) {
	text := idLines(b, 1_000_000)
	b.Run("anchor", func(b *testing.B) {
		for b.Loop() {
			if err := decodeLeast(bytes.NewReader(text), io.Discard); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, format := range []string{"tsv", "csv", "json", "layout", "same", "stats"} {
		b.Run(format, func(b *testing.B) {
			args := []string{"decode"}
			switch format {
			case "tsv":
			case "stats": // the report of the same lines: 1,024 generators
				args = []string{"stats"}
			case "same":
				args = append(args, anchorColumns...)
			case "layout": // the same IDs read as Nextcloud's, tab-separated: five fields, two of time
				args = append(args, "--layout", "nextcloud")
			default:
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

// anchorColumns are the decode command's options that write the anchor's
// columns.
var anchorColumns = []string{"--columns", "id,time_utc,datacenter,machine,sequence", "--no-header"}

// Asked for the anchor's columns, the decode command writes what the
// anchor writes, byte for byte: "same" in BenchmarkDecodeMillionLines
// compares like with like.
func TestDecodeWritesTheAnchorsColumns(t *testing.T) {
	text := idLines(t, 3000)
	var anchor, out, stderr bytes.Buffer
	if err := decodeLeast(bytes.NewReader(text), &anchor); err != nil {
		t.Fatal(err)
	}
	env := &Env{Stdin: bytes.NewReader(text), Stdout: &out, Stderr: &stderr, Now: time.Now}
	if status := Run(append([]string{"decode"}, anchorColumns...), env); status != exitOK {
		t.Fatalf("exit status %d: %s", status, stderr.String())
	}
	if anchor.Len() < 3000*40 || !bytes.Equal(out.Bytes(), anchor.Bytes()) {
		t.Errorf("%d bytes from the anchor, %d from the command; they begin\n%.200q\n%.200q",
			anchor.Len(), out.Len(), anchor.String(), out.String())
	}
}

// decodeLeast is the anchor: a minimal decoder of one ID a line, written
// with the standard library alone, that trusts its input.
func decodeLeast(r io.Reader, w io.Writer) error {
	const epoch = 1288834974657
	in := bufio.NewScanner(r)
	out := bufio.NewWriter(w)
	var line []byte
	for in.Scan() {
		id, err := strconv.ParseInt(string(in.Bytes()), 10, 64)
		if err != nil {
			return err
		}
		line = strconv.AppendInt(line[:0], id, 10)
		line = append(line, '\t')
		line = time.UnixMilli(id>>22+epoch).UTC().AppendFormat(line, "2006-01-02T15:04:05.000Z")
		for _, part := range []int64{id >> 17 & 31, id >> 12 & 31, id & 4095} {
			line = append(line, '\t')
			line = strconv.AppendInt(line, part, 10)
		}
		line = append(line, '\n')
		if _, err := out.Write(line); err != nil {
			return err
		}
	}
	if err := in.Err(); err != nil {
		return err
	}
	return out.Flush()
}

// spreadLines is a million IDs over 2015–2026, one a line, in time order
// or shuffled as a database export gives them.
func spreadLines(tb testing.TB, shuffled bool) []byte {
	tb.Helper()
	r := rand.New(rand.NewPCG(3, 4))
	from := time.Date(2015, 1, 1, 0, 0, 0, 0, time.UTC).UnixMilli()
	to := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).UnixMilli()
	ids := make([]int64, 1_000_000)
	for i := range ids {
		id, err := core.Twitter.Encode(core.Fields{Timestamp: from + r.Int64N(to-from), Datacenter: r.Int64N(32),
			Machine: r.Int64N(32), Sequence: r.Int64N(4096)})
		if err != nil {
			tb.Fatal(err)
		}
		ids[i] = id
	}
	slices.Sort(ids)
	if shuffled {
		r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	}
	var text []byte
	for _, id := range ids {
		text = strconv.AppendInt(text, id, 10)
		text = append(text, '\n')
	}
	return text
}

// A million IDs over eleven years, in time order and shuffled, decoded in
// the anchor's columns, against the anchor over the same lines: the set
// of IDs seen, for the repeat flag, must cost little in any order.
func BenchmarkDecodeSpread(b *testing.B) {
	for _, order := range []string{"ordered", "random"} {
		text := spreadLines(b, order == "random")
		b.Run(order+"/anchor", func(b *testing.B) {
			for b.Loop() {
				if err := decodeLeast(bytes.NewReader(text), io.Discard); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(order+"/decode", func(b *testing.B) {
			for b.Loop() {
				env := &Env{Stdin: bytes.NewReader(text), Stdout: io.Discard, Stderr: io.Discard, Now: time.Now}
				if status := Run(append([]string{"decode"}, anchorColumns...), env); status != exitOK {
					b.Fatalf("exit status %d", status)
				}
			}
		})
	}
}
