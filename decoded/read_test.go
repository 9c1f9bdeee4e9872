package decoded

import (
	"bytes"
	"context"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"snowflakeid/core"
)

func TestReadCutsAtALine(t *testing.T) {
	const text = "1382350606417817604\n1382350606417817605\n"
	open := func() (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(text)), nil }
	for _, nt := range []Text{{Name: "file", Open: open}, {Name: "pasted", Text: text}} {
		data, cut, err := nt.read(30)
		if err != nil || !cut || string(data) != "1382350606417817604\n" {
			t.Errorf("%s: read(30) = %q, %v, %v", nt.Name, data, cut, err)
		}
		data, cut, err = nt.read(40)
		if err != nil || cut || string(data) != text {
			t.Errorf("%s: read(40) = %q, %v, %v", nt.Name, data, cut, err)
		}
	}
}

// An empty file among others is read as nothing, and the texts after it
// are read whole; before, the next file read the byte before the empty
// text, and the decoding goroutine took the app down.
func TestReadTextsEmptyFirst(t *testing.T) {
	inEnglish(t)
	file := func(text string) func() (io.ReadCloser, error) {
		return func() (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(text)), nil }
	}
	for _, texts := range [][]Text{
		{{Name: "empty", Open: file("")}, {Name: "ids", Open: file("1382350606417817604\n")}},
		{{Name: "pasted", Text: ""}, {Name: "empty", Open: file("")}, {Name: "ids", Open: file("1382350606417817604")}},
	} {
		text, notes, err := readTexts(texts)
		if err != nil || string(bytes.TrimSpace(text)) != "1382350606417817604" || len(notes) != 0 {
			t.Errorf("read %q, %q, %v", text, notes, err)
		}
	}
}

// What read returns is the reader's own: appending to it, as readTexts
// does, never writes into the pasted string, even after a cut.
func TestReadLeavesThePastedTextAlone(t *testing.T) {
	text := strings.Repeat("1382350606417817604\n", 3) // made at run time, so writable memory
	before := strings.Clone(text)
	for _, room := range []int{30, len(text), len(text) + 10} {
		data, _, err := Text{Name: "pasted", Text: text}.read(room)
		if err != nil {
			t.Fatal(err)
		}
		_ = append(data, 'X') // within the capacity, when the text was cut
		if text != before {
			t.Fatalf("appending to read(%d) changed the pasted text to %q", room, text)
		}
	}
}

func TestDecodeManyCancels(t *testing.T) {
	inEnglish(t)
	var cancel atomic.Bool
	calls := 0
	text := strings.Repeat("1382350606417817604 x\n", 3*decodeChunk/22)
	texts := []Text{{Name: "big", Text: text}}
	_, _, err := Decode(texts, core.Twitter, testNow, &cancel, func(float64) {
		calls++
		cancel.Store(true) // as if Cancel were pressed after the first piece
	})
	if !errors.Is(err, context.Canceled) || calls != 1 {
		t.Errorf("canceled decoding: %d progress calls, %v", calls, err)
	}
}

// Decode many reads a one-line text longer than its chunks whole: a chunk
// is cut between tokens, never inside an ID.
func TestDecodeCutsOneLongLineBetweenTokens(t *testing.T) {
	inEnglish(t)
	var line strings.Builder
	var want []int64
	line.WriteByte('[')
	for i := int64(0); line.Len() < 3*decodeChunk+777; i++ {
		id := 1382350606417817604 + i*4099
		want = append(want, id)
		line.WriteString(`{"id":` + strconv.FormatInt(id, 10) + `,"s":"a b"},`)
	}
	line.WriteString("{}]")
	list, _, err := Decode([]Text{{Name: "one line", Text: line.String()}}, core.Twitter, testNow, new(atomic.Bool), func(float64) {})
	if err != nil {
		t.Fatal(err)
	}
	got := make([]int64, list.Len())
	for row := range got {
		got[row] = list.ID(row)
	}
	if !slices.Equal(got, want) {
		t.Errorf("%d IDs read of %d", len(got), len(want))
	}
}

// A file in UTF-16 with its byte-order mark, as Windows PowerShell 5
// writes, is read as text, not refused as binary.
func TestDecodeReadsUTF16(t *testing.T) {
	inEnglish(t)
	data := []byte{0xff, 0xfe}
	for _, r := range "id 1382350606417817604\r\n" {
		data = append(data, byte(r), 0)
	}
	open := func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(data)), nil }
	list, notes, err := Decode([]Text{{Name: "ids.txt", Open: open}}, core.Twitter, testNow, new(atomic.Bool), func(float64) {})
	if err != nil || len(notes) != 0 || list.Len() != 1 || list.ID(0) != 1382350606417817604 {
		t.Fatalf("%v, notes %q", err, notes)
	}
}
