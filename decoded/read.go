package decoded

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"errors"
	"io"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2/lang"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"

	"snowflakeid/core"
	"snowflakeid/core/find"
)

// MaxBytes caps what one decoding reads: about three million lines
// of IDs. Beyond it the rest is left out and the summary says so.
const MaxBytes = 64 << 20

// decodeChunk is how much text is scanned between two looks at Cancel and
// two progress updates.
const decodeChunk = 1 << 20

// BinarySniff is how much of a file is looked at for NUL bytes (of value 0), which
// text does not have.
const BinarySniff = 8000

// IsBinary reports whether data, the start of a file, holds a zero byte,
// which text does not have.
func IsBinary(data []byte) bool {
	return bytes.IndexByte(data[:min(len(data), BinarySniff)], 0) >= 0
}

// TextReader reads r as UTF-8 text. A text in UTF-16 with its byte-order
// mark, as Windows PowerShell 5 writes with ">", is decoded; the mark of a
// UTF-8 text is dropped. It waits for the first three bytes, or the end.
func TextReader(r io.Reader) (io.Reader, error) {
	br := bufio.NewReader(r)
	start, err := br.Peek(3)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, err
	}
	switch {
	case bytes.HasPrefix(start, []byte{0xef, 0xbb, 0xbf}):
		_, _ = br.Discard(3)
	case bytes.HasPrefix(start, []byte{0xff, 0xfe}) || bytes.HasPrefix(start, []byte{0xfe, 0xff}):
		return transform.NewReader(br, unicode.BOMOverride(transform.Nop)), nil
	}
	return br, nil
}

// Text is a text to decode and what to call it in messages: a file's
// name, or the clipboard. A file is opened; a pasted text is at hand.
type Text struct {
	Name string
	Open func() (io.ReadCloser, error) // nil for a text at hand
	Text string
}

// Decode reads texts, at most MaxBytes of them in all, finds their IDs
// and reads them in scheme, those from links to tweets or Discord messages
// in their service's. notes say what was left out and why.
func Decode(texts []Text, scheme core.Scheme, now time.Time, cancel *atomic.Bool,
	progress func(done float64)) (list *List, notes []string, err error) {
	text, notes, err := readTexts(texts)
	if err != nil {
		return nil, notes, err
	}
	f := find.Finder{Now: now.UnixMilli(), HashLines: true} // the report tells IDs logged twice by their lines
	f.Reserve(text)
	for rest, size := text, decodeChunk; len(rest) > 0; {
		if cancel.Load() {
			return nil, notes, context.Canceled
		}
		if size >= len(rest) {
			f.Scan(rest)
			rest = nil
		} else if n := f.Feed(rest[:size]); n > 0 {
			rest, size = rest[n:], decodeChunk
		} else {
			size *= 2 // one token, or one number, longer than a chunk
			continue
		}
		progress(float64(len(text)-len(rest)) / float64(len(text)))
	}
	return New(f.Findings(), scheme, now), notes, nil
}

// LinksScheme returns the scheme of the links found, when every ID found
// came from a link to the same service: the terminal names the columns as
// that scheme does when no scheme was given.
func LinksScheme(found []find.Found) (core.Scheme, bool) {
	if len(found) == 0 {
		return core.Scheme{}, false
	}
	first, ok := found[0].Source.Scheme()
	for _, f := range found[1:] {
		if s, linked := f.Source.Scheme(); !linked || s != first {
			return core.Scheme{}, false
		}
	}
	return first, ok
}

// readTexts reads texts one after the other, a line end between them, up
// to MaxBytes in all; a text cut short ends at its last whole line.
// Binary files and texts that cannot be read are left out with a note;
// it fails only when nothing at all could be read.
func readTexts(texts []Text) (text []byte, notes []string, err error) {
	var firstErr error
	for _, t := range texts {
		room := MaxBytes - len(text)
		if room <= 0 {
			notes = append(notes, lang.L("many.notRead", map[string]any{"Name": t.Name}))
			continue
		}
		data, cut, err := t.read(room)
		switch {
		case err != nil:
			firstErr = cmp.Or(firstErr, err)
			notes = append(notes, lang.L("many.readError", map[string]any{"Name": t.Name, "Error": err.Error()}))
			continue
		case IsBinary(data):
			firstErr = cmp.Or(firstErr, errBinary)
			notes = append(notes, lang.L("many.binary", map[string]any{"Name": t.Name}))
			continue
		case cut:
			notes = append(notes, lang.L("many.cut", map[string]any{"Name": t.Name, "Size": MaxBytes >> 20}))
		}
		switch {
		case len(text) == 0:
			text = data // the one text, as a rule: not copied again
		case text[len(text)-1] != '\n':
			text = append(text, '\n')
			fallthrough
		default:
			text = append(text, data...)
		}
	}
	if len(text) == 0 && firstErr != nil {
		return nil, notes, firstErr
	}
	return text, notes, nil
}

// errBinary says that a file holds NUL bytes, so it is no text.
var errBinary = errors.New("not a text file")

// read reads at most room bytes of the text into a slice of its own, which
// may be appended to. When there is more, it stops at the last line end
// and reports cut.
func (t Text) read(room int) (data []byte, cut bool, err error) {
	if t.Open == nil {
		data = []byte(t.Text[:min(len(t.Text), room+1)])
	} else {
		file, err := t.Open()
		if err != nil {
			return nil, false, err
		}
		defer file.Close()
		r, err := TextReader(file)
		if err != nil {
			return nil, false, err
		}
		if data, err = io.ReadAll(io.LimitReader(r, int64(room)+1)); err != nil {
			return nil, false, err
		}
	}
	if len(data) > room {
		data = data[:room]
		if i := bytes.LastIndexByte(data, '\n'); i >= 0 {
			data = data[:i+1]
		}
		return data, true, nil
	}
	return data, false, nil
}
