package core

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
)

// The codec reads RFC 9562's examples (appendix A) as their RFC gives
// them: the time of each, and a UUIDv7 of the wrong variant refused with
// the field named.
func TestWideCodecReadsTheRFCsExamples(t *testing.T) {
	for _, c := range []struct {
		layout, text string
		micro        int64
	}{
		{"UUIDv7", "017F22E2-79B0-7CC3-98C4-DC0C0C07398F", 1645557742000000},
		{"UUIDv1", "C232AB00-9414-11EC-B3C8-9F6BDECED846", 1645557742000000},
		{"UUIDv6", "1EC9414C-232A-6B00-B3C8-9F6BDECED846", 1645557742000000},
	} {
		p, _ := LayoutNamed(c.layout)
		codec := p.WideCodec()
		id, err := codec.Parse([]byte(c.text))
		if err != nil {
			t.Fatalf("%s %s: %v", c.layout, c.text, err)
		}
		if micro, ok := codec.Time(id); !ok || micro != c.micro {
			t.Errorf("%s %s: time %d µs (%v), want %d", c.layout, c.text, micro, ok, c.micro)
		}
		if got := string(p.AppendWide(nil, id)); got != string(bytes.ToLower([]byte(c.text))) {
			t.Errorf("%s written %s, want %s in small letters", c.layout, got, c.text)
		}
	}
	p, _ := LayoutNamed("UUIDv7")
	_, err := p.WideCodec().Parse([]byte("017f22e2-79b0-7cc3-18c4-dc0c0c07398f")) // variant 00
	var fixed *FixedFieldError
	if !errors.As(err, &fixed) || fixed.Field != "var" || fixed.Got != 0 || fixed.Want != 2 {
		t.Errorf("a UUIDv7 of variant 00: %v, want the variant named, 0 for 2", err)
	}
}

// The codec answers as the layout does, for every layout with a width:
// the same ID or the same error, the same time, for texts in their form,
// in capitals, in braces, with a byte changed, and of other versions.
func TestWideCodecAgreesWithItsLayout(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 11))
	mutations := []byte("0123456789abcdefABCDEFgGzZ-{}_ ")
	for _, p := range LayoutPresets() {
		if !p.Wide() {
			continue
		}
		codec := p.WideCodec()
		for range 3000 {
			b := make([]byte, p.Width/8)
			for k := range b {
				b[k] = byte(r.Uint32())
			}
			text := p.Form.Append(nil, b)
			switch r.IntN(4) {
			case 0:
				text = bytes.ToUpper(text)
			case 1:
				text = append(append([]byte{'{'}, text...), '}')
			case 2:
				text[r.IntN(len(text))] = mutations[r.IntN(len(mutations))]
			}
			want, wantErr := p.ParseWide(text)
			got, err := codec.Parse(text)
			if got != want || fmt.Sprint(err) != fmt.Sprint(wantErr) {
				t.Fatalf("%s %q: codec %v, %v; layout %v, %v", p.Name, text, got, err, want, wantErr)
			}
			if err != nil {
				continue
			}
			var values []WideID
			values, _ = p.SplitWide(want, values)
			wantMicro, wantOK := p.WideMicro(values)
			if micro, ok := codec.Time(got); micro != wantMicro || ok != wantOK {
				t.Fatalf("%s %q: time %d (%v), the layout's %d (%v)", p.Name, text, micro, ok, wantMicro, wantOK)
			}
			got.PutBytes(b)
			if w := p.AppendWide(nil, got); !bytes.Equal(w, p.Form.Append(nil, b)) {
				t.Fatalf("%s written %s, its form writes %s", p.Name, w, p.Form.Append(nil, b))
			}
		}
	}
}

// Writing a UUID and reading one through the codec allocate nothing.
func TestWideCodecAllocates(t *testing.T) {
	p, _ := LayoutNamed("UUIDv7")
	codec := p.WideCodec()
	text := []byte("017f22e2-79b0-7cc3-98c4-dc0c0c07398f")
	buf := make([]byte, 0, 64)
	if n := testing.AllocsPerRun(100, func() {
		id, _ := codec.Parse(text)
		_, _ = codec.Time(id)
		buf = p.AppendWide(buf[:0], id)
	}); n != 0 {
		t.Errorf("%v allocations a UUID read and written, want 0", n)
	}
}
