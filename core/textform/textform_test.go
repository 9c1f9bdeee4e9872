package textform

import (
	"bytes"
	"encoding/hex"
	"errors"
	"testing"
)

// forms are published IDs, each in its form, with its bytes as its source
// gives them.
var forms = []struct {
	name, text, canonical, bytes string
	form                         Form
}{
	{"RFC 9562 A.6 (UUIDv7)", "017F22E2-79B0-7CC3-98C4-DC0C0C07398F", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "017f22e279b07cc398c4dc0c0c07398f", UUID},
	{"UUID in braces, no hyphens", "{017f22e279b07cc398c4dc0c0c07398f}", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "017f22e279b07cc398c4dc0c0c07398f", UUID},
	{"UUID as a URN", "urn:uuid:c232ab00-9414-11ec-b3c8-9f6bdeced846", "c232ab00-9414-11ec-b3c8-9f6bdeced846", "c232ab00941411ecb3c89f6bdeced846", UUID},
	// ulid/javascript README: ulid(1469918176385) starts 01ARYZ6S41;
	// oklog/ulid's test of it has 80 bits of zero randomness.
	{"ULID of 1469918176385", "01aryz6s410000000000000000", "01ARYZ6S410000000000000000", "01563df3648100000000000000000000", Crockford},
	{"KSUID README", "0ujtsYcgvSTl8PAuAdqWYSMnLOv", "0ujtsYcgvSTl8PAuAdqWYSMnLOv", "0669f7efb5a1cd34b5f99d1154fb6853345c9735", Base62},
	{"largest KSUID", "aWgEPTl1tmebfsQzFP4bxwgy80V", "aWgEPTl1tmebfsQzFP4bxwgy80V", "ffffffffffffffffffffffffffffffffffffffff", Base62},
	{"rs/xid's test ID", "9m4e2mr0ui3e8a215n4g", "9m4e2mr0ui3e8a215n4g", "4d88e15b60f486e428412dc9", Base32Hex},
	// tsid-creator README, "Examples of TSID strings"; its bytes worked
	// out by hand.
	{"TSID README", "01226n0640j7q", "01226N0640J7Q", "008846a80c4048f7", Crockford},
	{"MongoDB manual ObjectId", "507C7F79BCF86CD7994F6C0E", "507c7f79bcf86cd7994f6c0e", "507c7f79bcf86cd7994f6c0e", Hex},
	{"2^128 - 1", "340282366920938463463374607431768211455", "340282366920938463463374607431768211455", "ffffffffffffffffffffffffffffffff", Decimal},
	{"decimal of 8 bytes", "0000000000000000042", "42", "000000000000002a", Decimal},
}

func TestPublishedForms(t *testing.T) {
	for _, c := range forms {
		t.Run(c.name, func(t *testing.T) {
			want, _ := hex.DecodeString(c.bytes)
			got := make([]byte, len(want))
			if err := c.form.Parse([]byte(c.text), got); err != nil {
				t.Fatalf("Parse(%q) = %v", c.text, err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("Parse(%q) = %x, want %x", c.text, got, want)
			}
			if text := c.form.Append(nil, want); string(text) != c.canonical {
				t.Errorf("Append(%x) = %q, want %q", want, text, c.canonical)
			}
		})
	}
}

func TestFormMistakes(t *testing.T) {
	for _, c := range []struct {
		name, text string
		form       Form
		size       int
		want       error
	}{
		{"ULID whose first letter is past 7", "8ZZZZZZZZZZZZZZZZZZZZZZZZZ", Crockford, 16, ErrTooLarge},
		{"ULID with a U", "01ARYZ6S41U000000000000000", Crockford, 16, ErrDigit},
		{"KSUID of 26 letters", "0ujtsYcgvSTl8PAuAdqWYSMnLO", Base62, 20, ErrLength},
		{"one past the largest KSUID", "aWgEPTl1tmebfsQzFP4bxwgy80W", Base62, 20, ErrTooLarge},
		{"XID with padding bits set", "9m4e2mr0ui3e8a215n4h", Base32Hex, 12, ErrPadding},
		{"XID in uppercase", "9M4E2MR0UI3E8A215N4G", Base32Hex, 12, ErrDigit},
		{"UUID with a hyphen astray", "017f22e279b0-7cc3-98c4-dc0c0c07398f", UUID, 16, ErrLength},
		{"UUID with a g", "017f22e2-79b0-7cc3-98c4-dc0c0c07398g", UUID, 16, ErrDigit},
		{"TSID past 64 bits", "G000000000000", Crockford, 8, ErrTooLarge},
		{"decimal past 64 bits", "18446744073709551616", Decimal, 8, ErrTooLarge},
		{"empty decimal", "", Decimal, 8, ErrLength},
	} {
		t.Run(c.name, func(t *testing.T) {
			id := bytes.Repeat([]byte{0xaa}, c.size)
			err := c.form.Parse([]byte(c.text), id)
			if !errors.Is(err, c.want) {
				t.Fatalf("Parse(%q) = %v, want %v", c.text, err, c.want)
			}
			if !bytes.Equal(id, bytes.Repeat([]byte{0xaa}, c.size)) {
				t.Errorf("Parse(%q) changed the ID to %x", c.text, id)
			}
		})
	}
}

func TestLen(t *testing.T) {
	for _, c := range []struct {
		form  Form
		width int
		want  int
	}{{Decimal, 64, 20}, {Decimal, 128, 39}, {Decimal, 160, 49}, {Hex, 96, 24}, {UUID, 128, 36},
		{Crockford, 128, 26}, {Crockford, 64, 13}, {Base62, 160, 27}, {Base32Hex, 96, 20}} {
		if got := c.form.Len(c.width); got != c.want {
			t.Errorf("%v.Len(%d) = %d, want %d", c.form, c.width, got, c.want)
		}
	}
}

func TestNamed(t *testing.T) {
	for _, name := range Names() {
		f, ok := Named(name)
		if !ok || f.String() != name {
			t.Errorf("Named(%q) = %v, %v", name, f, ok)
		}
	}
	if _, ok := Named("base64"); ok {
		t.Error("Named(base64) found a form")
	}
}

// FuzzRoundTrip writes any bytes in every form and reads them back, and
// reads any text: what is read writes back as a text that reads the same.
func FuzzRoundTrip(f *testing.F) {
	for _, c := range forms {
		f.Add([]byte(c.text), uint8(c.form))
	}
	f.Fuzz(func(t *testing.T, text []byte, form uint8) {
		fm := Form(form % uint8(formCount))
		sizes := []int{8, 12, 16, 20}
		if fm == UUID {
			sizes = []int{16}
		}
		for _, size := range sizes {
			id := make([]byte, size)
			if fm.Parse(text, id) == nil {
				again := make([]byte, size)
				if err := fm.Parse(fm.Append(nil, id), again); err != nil || !bytes.Equal(again, id) {
					t.Fatalf("%v: %q read as %x, written %q, read back %x, %v", fm, text, id, fm.Append(nil, id), again, err)
				}
			}
			raw := make([]byte, size)
			copy(raw, text)
			back := make([]byte, size)
			if err := fm.Parse(fm.Append(nil, raw), back); err != nil || !bytes.Equal(back, raw) {
				t.Fatalf("%v: %x written %q, read back %x, %v", fm, raw, fm.Append(nil, raw), back, err)
			}
		}
	})
}

func TestAppendAllocatesNothing(t *testing.T) {
	id := bytes.Repeat([]byte{0xfe}, 20)
	dst := make([]byte, 0, 64)
	for f := range formCount {
		size := 20
		if f == UUID {
			size = 16
		}
		out := make([]byte, size)
		if n := testing.AllocsPerRun(100, func() {
			_ = f.Parse(f.Append(dst[:0], id[:size]), out)
		}); n != 0 {
			t.Errorf("%v: %v allocations a round trip", f, n)
		}
	}
}
