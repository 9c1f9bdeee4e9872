package core

import (
	"encoding/hex"
	"errors"
	"strings"
	"testing"
	"time"

	"snowflakeid/core/textform"
)

// Every wide preset's vector, from its source, reads as what the source
// says, joins back into the same ID and is written as the source writes
// it, but for case where the form reads any case.
func TestWidePresetVectors(t *testing.T) {
	for _, p := range LayoutPresets() {
		if !p.Wide() {
			continue
		}
		t.Run(p.Name, func(t *testing.T) {
			if err := p.Validate(layoutNow); err != nil {
				t.Fatal(err)
			}
			v := p.Vector
			id, err := p.ParseWide([]byte(v.Text))
			if err != nil {
				t.Fatalf("%s: %v", v.Text, err)
			}
			if text := string(p.AppendWide(nil, id)); text != v.Text && !(p.Form == textform.UUID && strings.EqualFold(text, v.Text)) {
				t.Errorf("written as %s, want %s", text, v.Text)
			}
			values, err := p.SplitWide(id, nil)
			if err != nil {
				t.Fatal(err)
			}
			for i, want := range v.Values {
				if got, _ := values[i].Uint64(); got != uint64(want) {
					t.Errorf("%s = %#x, want %#x", p.Fields[i].Name, got, want)
				}
			}
			micro, timed := p.WideMicro(values)
			if timed != (v.UnixMicro != 0) {
				t.Fatalf("timed %v at %d, want a time %d", timed, micro, v.UnixMicro)
			}
			if d := time.Duration(micro-v.UnixMicro) * time.Microsecond; d > v.Within || d < -v.Within {
				t.Errorf("its time is %v, %v from what %s gives", time.UnixMicro(micro).UTC(), d, v.Source)
			}
			if back, err := p.JoinWide(values); err != nil || back != id {
				t.Errorf("%v joins into %v (%v), want %v", values, back, err, id)
			}
		})
	}
}

// The KSUID README's payload is the 128 bits below the time.
func TestKSUIDPayload(t *testing.T) {
	p, _ := LayoutNamed("KSUID")
	id, err := p.ParseWide([]byte(p.Vector.Text))
	if err != nil {
		t.Fatal(err)
	}
	values, _ := p.SplitWide(id, nil)
	var payload [16]byte
	values[1].PutBytes(payload[:])
	if got := strings.ToUpper(hex.EncodeToString(payload[:])); got != "B5A1CD34B5F99D1154FB6853345C9735" {
		t.Errorf("payload %s", got)
	}
	if ts, _ := values[0].Uint64(); ts != 107608047 {
		t.Errorf("timestamp %d, want the README's 107608047", ts)
	}
}

// An ID that breaks its layout's fixed fields, or its text form, is
// refused with a sentence that says what is wrong.
func TestWideIDsRefused(t *testing.T) {
	for _, c := range []struct {
		layout, text string
		want         error
		says         string
	}{
		{"UUIDv7", "017f22e2-79b0-7cc3-18c4-dc0c0c07398f", ErrFixedField, "its var is 0, where a UUIDv7 has 2"},
		{"UUIDv7", "919108f7-52d1-4320-9bac-f847db4148a8", ErrFixedField, "its ver is 4, where a UUIDv7 has 7"},
		{"ULID", "8ZZZZZZZZZZZZZZZZZZZZZZZZZ", textform.ErrTooLarge, "larger than the ID's bits hold"},
		{"KSUID", "0ujtsYcgvSTl8PAuAdqWYSMnLO", textform.ErrLength, "wrong number of characters"},
		{"XID", "9m4e2mr0ui3e8a215n4h", textform.ErrPadding, "bits past the ID's end"},
	} {
		p, _ := LayoutNamed(c.layout)
		_, err := p.ParseWide([]byte(c.text))
		if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s %s: %v, want %v saying %q", c.layout, c.text, err, c.want, c.says)
		}
	}
}

// Setting a time and reading it back gives the time, down to the
// layout's tick, for every wide layout with a time: UUIDv1's pieces
// lowest first, UUIDv6's in order.
func TestWideTimeRoundTrip(t *testing.T) {
	instants := []int64{0, 1645557742123456, 1700000000000000, 4102444800000000}
	for _, p := range LayoutPresets() {
		if !p.Wide() || p.Vector.UnixMicro == 0 {
			continue
		}
		tick := int64(p.Tick() / time.Microsecond)
		for _, micro := range instants {
			values := make([]WideID, len(p.Fields))
			for i, f := range p.Fields {
				if f.Role == RoleFixed {
					values[i] = WideFrom(f.Value)
				}
			}
			err := p.SetWideTime(values, micro)
			if micro < p.Epoch*1000 {
				if !errors.Is(err, ErrLayoutTimeRange) {
					t.Errorf("%s: %d before the epoch: %v", p.Name, micro, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s: SetWideTime(%d): %v", p.Name, micro, err)
				continue
			}
			got, ok := p.WideMicro(values)
			if want := micro - (micro-p.Epoch*1000)%max(tick, 1); !ok || got != want {
				t.Errorf("%s: %d read back as %d (%v), want %d", p.Name, micro, got, ok, want)
			}
		}
	}
}

// A layout with a width keeps rules of its own, each said at its field.
func TestWideLayoutRules(t *testing.T) {
	v7, _ := LayoutNamed("UUIDv7")
	change := func(edit func(*Layout)) Layout {
		l := v7.Layout
		l.Fields = append([]Field(nil), l.Fields...)
		edit(&l)
		return l
	}
	for _, c := range []struct {
		name   string
		layout Layout
		want   error
	}{
		{"fields short of the width", change(func(l *Layout) { l.Fields[4].Bits = 60 }), ErrLayoutFill},
		{"fields past the width", change(func(l *Layout) { l.Fields[4].Bits = 63 }), ErrLayoutFill},
		{"width of no whole bytes", change(func(l *Layout) { l.Width = 130; l.Fields[4].Bits = 64 }), ErrLayoutWidth},
		{"width past 160", change(func(l *Layout) { l.Width = 168; l.Fields[2].Bits = 52 }), ErrLayoutWidth},
		{"a plain field of 65 bits", change(func(l *Layout) { l.Fields[2].Role = RoleNumber; l.Fields[2].Bits = 65; l.Fields[4].Bits = 9 }), ErrFieldWide},
		{"a version past its bits", change(func(l *Layout) { l.Fields[1].Value = 16 }), ErrFixedValue},
		{"a value on a random field", change(func(l *Layout) { l.Fields[2].Value = 1 }), ErrValueNotFixed},
		{"a unit of 150 ns", change(func(l *Layout) { l.Fields[0].Unit = 150 }), ErrWideUnit},
		{"a piece from bit 63", change(func(l *Layout) { l.Fields[0].From = 63 }), ErrTimePiece},
		{"an epoch before the year 1", change(func(l *Layout) { l.Epoch = firstEpoch - 1 }), ErrWideEpoch},
		{"a random field in a 64-bit layout", Layout{Name: "x", Fields: []Field{TimeField("t", 41, time.Millisecond), randomField("r", 22)}}, ErrRoleNarrow},
		{"a form in a 64-bit layout", Layout{Name: "x", Form: textform.Hex, Fields: []Field{TimeField("t", 41, time.Millisecond)}}, ErrLayoutForm},
		{"a piece in a 64-bit layout", Layout{Name: "x", Fields: []Field{{Name: "t", Bits: 41, Role: RoleTime, Unit: time.Millisecond, From: 2}}}, ErrTimePiece},
	} {
		if err := c.layout.Validate(layoutNow); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
}

// A layout file of a width is refused, by line and key, where its fields
// do not fill the width, its form is unknown or a field mixes roles.
func TestWideLayoutFileErrors(t *testing.T) {
	v7, _ := LayoutNamed("UUIDv7")
	file := string(WriteLayoutFile(v7.Layout))
	for _, c := range []struct {
		name, from, to string
		line           int
		key            string
		want           error
	}{
		{"fields that do not fill the width", "bits = 62", "bits = 61", 4, "width", ErrLayoutFill},
		{"an unknown form", `form = "uuid"`, `form = "base64"`, 5, "form", ErrLayoutFileForm},
		{"a width in text", "width = 128", `width = "128"`, 4, "width", ErrLayoutFileKind},
		{"random and fixed at once", "fixed = 2", "fixed = 2\nrandom = true", 25, "field.fixed", ErrLayoutFileTimeAndSq},
		{"a negative fixed value", "fixed = 7", "fixed = -7", 15, "field.fixed", ErrLayoutFileFixed},
		{"a version past its bits", "fixed = 7", "fixed = 17", 15, "field.fixed", ErrFixedValue},
		{"a piece of time past bit 62", `time = "1ms"`, "time = \"1ms\"\nfrom_bit = 70", 11, "field.from_bit", ErrTimePiece},
		{"a sub-microsecond unit in a 64-bit layout", "width = 128\n", "", 0, "", ErrLayoutForm},
	} {
		text := strings.Replace(file, c.from, c.to, 1)
		if text == file {
			t.Fatalf("%s: %q is not in the file", c.name, c.from)
		}
		_, err := ReadLayoutFile("v7.toml", []byte(text), layoutNow)
		var fe *LayoutFileError
		if !errors.As(err, &fe) || !errors.Is(err, c.want) || c.line != 0 && (fe.Line != c.line || fe.Key != c.key) {
			t.Errorf("%s: %v (line %d, key %q), want %v at line %d, key %q", c.name, err, fe.Line, fe.Key, c.want, c.line, c.key)
		}
	}
}

// The IDs of a moment in a layout with a width: the time set, the fixed
// fields at their values, every other bit 0 in the first and 1 in the
// last; a layout whose IDs do not sort by time has none.
func TestWideRange(t *testing.T) {
	for _, c := range []struct {
		layout      string
		from, to    int64
		first, last string
	}{
		// RFC 9562 A.6's instant, 2022-02-22T19:22:22Z: 0x017F22E279B0 ms.
		{"UUIDv7", 1645557742000, 1645557742000, "017f22e2-79b0-7000-8000-000000000000", "017f22e2-79b0-7fff-bfff-ffffffffffff"},
		{"UUIDv7", 0, 1, "00000000-0000-7000-8000-000000000000", "00000000-0001-7fff-bfff-ffffffffffff"},
		// ulid/javascript: 1469918176385 ms is 01ARYZ6S41.
		{"ULID", 1469918176385, 1469918176385, "01ARYZ6S410000000000000000", "01ARYZ6S41ZZZZZZZZZZZZZZZZ"},
		// The KSUID README's second: 107608047 after the KSUID epoch.
		{"KSUID", 1507608047000, 1507608047999, "0ujtsT5xN49RIv7vRkXBy3rhkHI", "0ujtsat1PHPnOOnhBuKKkwyxRtP"},
		{"ObjectId", 1350336377000, 1350336377999, "507c7f790000000000000000", "507c7f79ffffffffffffffff"},
		// UUIDv6 at the RFC's instant: 0x1EC9414C232AB00 ticks since 1582,
		// the last tick of its millisecond 9999 more.
		{"UUIDv6", 1645557742000, 1645557742000, "1ec9414c-232a-6b00-8000-000000000000", "1ec9414c-232d-620f-bfff-ffffffffffff"},
	} {
		p, _ := LayoutNamed(c.layout)
		first, last, err := p.WideRange(c.from, c.to)
		if err != nil {
			t.Errorf("%s %d–%d: %v", c.layout, c.from, c.to, err)
			continue
		}
		if got := string(p.AppendWide(nil, first)); got != c.first {
			t.Errorf("%s %d: first %s, want %s", c.layout, c.from, got, c.first)
		}
		if got := string(p.AppendWide(nil, last)); got != c.last {
			t.Errorf("%s %d: last %s, want %s", c.layout, c.to, got, c.last)
		}
	}
	for _, p := range LayoutPresets() { // up to the last instant each holds
		if p.Wide() && p.WideSortsByTime() {
			if _, _, err := p.WideRange(p.Epoch, p.LastMilli()); err != nil {
				t.Errorf("%s to %d: %v", p.Name, p.LastMilli(), err)
			}
		}
	}
	v1, _ := LayoutNamed("UUIDv1")
	if _, _, err := v1.WideRange(0, 1); !errors.Is(err, ErrLayoutUnsorted) {
		t.Errorf("UUIDv1, lowest piece first: %v", err)
	}
	v4, _ := LayoutNamed("UUIDv4")
	if _, _, err := v4.WideRange(0, 1); !errors.Is(err, ErrLayoutUntimed) {
		t.Errorf("UUIDv4, no time: %v", err)
	}
	v7, _ := LayoutNamed("UUIDv7")
	if _, _, err := v7.WideRange(-1, 1); !errors.Is(err, ErrLayoutTimeRange) {
		t.Errorf("UUIDv7 before 1970: %v", err)
	}
}
