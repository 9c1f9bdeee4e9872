package cli

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"io"
	"math/rand/v2"
	"testing"
	"time"

	"snowflakeid/core"
)

// uuidv7Lines is a log of n UUIDv7s, one a line, over about a day, their
// random bits drawn from a fixed seed.
func uuidv7Lines(tb testing.TB, n int) []byte {
	tb.Helper()
	p, _ := core.LayoutNamed("UUIDv7")
	r := rand.New(rand.NewPCG(3, 4))
	ms := time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC).UnixMilli()
	var text []byte
	for range n {
		ms += r.Int64N(171)
		id, err := p.JoinWide([]core.WideID{core.WideFrom(uint64(ms)), core.WideFrom(7), core.WideFrom(r.Uint64N(1 << 12)),
			core.WideFrom(2), core.WideFrom(r.Uint64N(1 << 62))})
		if err != nil {
			tb.Fatal(err)
		}
		text = append(p.AppendWide(text, id), '\n')
	}
	return text
}

// uuidv7Columns are the decode command's options that write the UUIDv7
// anchor's columns.
var uuidv7Columns = []string{"decode", "--columns", "id,time_utc", "--no-header"}

// Decoding a million UUIDv7 lines, against a minimal decoder of the same
// lines timed in the same run; scripts/bench.sh reports the ratio
// against its aim of 2.
func BenchmarkDecodeUUIDv7Lines(b *testing.B) {
	text := uuidv7Lines(b, 1_000_000)
	b.Run("anchor", func(b *testing.B) {
		for b.Loop() {
			if err := decodeLeastUUIDv7(bytes.NewReader(text), io.Discard); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("app", func(b *testing.B) {
		for b.Loop() {
			env := &Env{Stdin: bytes.NewReader(text), Stdout: io.Discard, Stderr: io.Discard, Now: time.Now}
			if status := Run(uuidv7Columns, env); status != exitOK {
				b.Fatalf("exit status %d", status)
			}
		}
	})
}

// The command writes what the UUIDv7 anchor writes, byte for byte.
func TestDecodeWritesTheUUIDv7AnchorsColumns(t *testing.T) {
	text := uuidv7Lines(t, 3000)
	var anchor, out, stderr bytes.Buffer
	if err := decodeLeastUUIDv7(bytes.NewReader(text), &anchor); err != nil {
		t.Fatal(err)
	}
	env := &Env{Stdin: bytes.NewReader(text), Stdout: &out, Stderr: &stderr, Now: time.Now}
	if status := Run(uuidv7Columns, env); status != exitOK {
		t.Fatalf("exit status %d: %s", status, stderr.String())
	}
	if anchor.Len() < 3000*60 || !bytes.Equal(out.Bytes(), anchor.Bytes()) {
		t.Errorf("%d bytes from the anchor, %d from the command; they begin\n%.200q\n%.200q",
			anchor.Len(), out.Len(), anchor.String(), out.String())
	}
}

// decodeLeastUUIDv7 is the anchor: a minimal decoder of one UUIDv7 a
// line, with the standard library alone, that trusts its input: the UUID
// as it is, and the time of its top 48 bits.
func decodeLeastUUIDv7(r io.Reader, w io.Writer) error {
	in := bufio.NewScanner(r)
	out := bufio.NewWriter(w)
	var line []byte
	var b [6]byte
	for in.Scan() {
		text := in.Bytes()
		if _, err := hex.Decode(b[:4], text[:8]); err != nil {
			return err
		}
		if _, err := hex.Decode(b[4:], text[9:13]); err != nil {
			return err
		}
		ms := int64(b[0])<<40 | int64(b[1])<<32 | int64(b[2])<<24 | int64(b[3])<<16 | int64(b[4])<<8 | int64(b[5])
		line = append(append(line[:0], text...), '\t')
		line = time.UnixMilli(ms).UTC().AppendFormat(line, "2006-01-02T15:04:05.000Z")
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
