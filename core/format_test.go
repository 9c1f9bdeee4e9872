package core

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"
)

var parseIDTests = []struct {
	in   string
	want int64
	err  error
}{
	{"4194439168", 4194439168, nil},
	{" 1382350606417817604 ", 1382350606417817604, nil},
	{"1.382.350.606.417.817.604", 1382350606417817604, nil},
	{"0x00000000FA021000", 4194439168, nil},
	{"0xfa021000", 4194439168, nil},
	{"0X7FFFFFFFFFFFFFFF", 1<<63 - 1, nil},
	{"9223372036854775807", 1<<63 - 1, nil},
	{"0", 0, nil},
	{"9223372036854775808", 0, ErrTooLarge},
	{"0x8000000000000000", 0, ErrTooLarge},
	{"0x1FFFFFFFFFFFFFFFF", 0, ErrTooLarge},
	{"-1", 0, ErrNegativeID},
	{"-0x1", 0, ErrNegativeID},
	{"+5", 0, ErrIDSyntax},
	{"0xZZ", 0, ErrIDSyntax},
	{"0x", 0, ErrIDSyntax},
	{"0x+1", 0, ErrIDSyntax},
	{"0x_1", 0, ErrIDSyntax},
	{"abc", 0, ErrIDSyntax},
	{"1e9", 0, ErrIDSyntax},
	{"", 0, ErrEmpty},
	{"12.34", 0, ErrGrouping},
}

func TestParseID(t *testing.T) {
	for _, tt := range parseIDTests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseID(tt.in)
			if !errors.Is(err, tt.err) {
				t.Fatalf("ParseID(%q) error = %v, want %v", tt.in, err, tt.err)
			}
			if got != tt.want {
				t.Errorf("ParseID(%q) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
}

func TestFormats(t *testing.T) {
	tests := []struct {
		id                int64
		hex, binary, json string
	}{
		{4194439168, "0x00000000fa021000",
			"0 00000000000000000000000000000001111101000 00001 00001 000000000000", `"4194439168"`},
		{0, "0x0000000000000000",
			"0 00000000000000000000000000000000000000000 00000 00000 000000000000", `"0"`},
		{1<<63 - 1, "0x7fffffffffffffff",
			"0 11111111111111111111111111111111111111111 11111 11111 111111111111", `"9223372036854775807"`},
	}
	for _, tt := range tests {
		t.Run(strconv.FormatInt(tt.id, 10), func(t *testing.T) {
			if got := FormatHex(tt.id); got != tt.hex {
				t.Errorf("FormatHex = %s, want %s", got, tt.hex)
			}
			if got := FormatBinary(tt.id); got != tt.binary {
				t.Errorf("FormatBinary = %s, want %s", got, tt.binary)
			}
			if got := FormatJSON(tt.id); got != tt.json {
				t.Errorf("FormatJSON = %s, want %s", got, tt.json)
			}
		})
	}
}

func TestFlipBit(t *testing.T) {
	id, err := FlipBit(workedExampleID, 0)
	if err != nil || id != workedExampleID+1 {
		t.Errorf("flip bit 0 = %d, %v", id, err)
	}
	if back, _ := FlipBit(id, 0); back != workedExampleID {
		t.Errorf("flipping twice = %d, want %d", back, workedExampleID)
	}
	if id, _ := FlipBit(workedExampleID, 62); id != workedExampleID|1<<62 {
		t.Errorf("flip bit 62 = %d", id)
	}
	if id, err := FlipBit(workedExampleID, 63); !errors.Is(err, ErrNegativeID) || id != workedExampleID {
		t.Errorf("flip sign bit = %d, %v; want the ID unchanged and ErrNegativeID", id, err)
	}
}

var dateTimeTests = []struct {
	in   string
	want int64
	err  error
}{
	{"2021-04-14T15:10:42.059Z", 1618413042059, nil},
	{"2021-04-14T15:10:42Z", 1618413042000, nil},
	{"2021-04-14T18:10:42.059+03:00", 1618413042059, nil},
	{"2021-04-14 15:10:42.059Z", 1618413042059, nil},
	{"2021-04-14T15:10:42.0599Z", 1618413042059, nil},
	{"2021-04-14", 1618358400000, nil},
	{"2010-11-04T01:42:54.657Z", Epoch, nil},
	{"2021-04-14T15:10:42", 0, ErrNoZone},
	{"2021-04-14T15:10:42.059", 0, ErrNoZone},
	{"2021-13-14", 0, ErrDateTime},
	{"2021-04-14T25:10:42Z", 0, ErrDateTime},
	{"14.04.2021", 0, ErrDateTime},
	{"yesterday", 0, ErrDateTime},
}

func TestParseDateTime(t *testing.T) {
	for _, tt := range dateTimeTests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseDateTime(tt.in)
			if !errors.Is(err, tt.err) {
				t.Fatalf("ParseDateTime(%q) error = %v, want %v", tt.in, err, tt.err)
			}
			if got != tt.want {
				t.Errorf("ParseDateTime(%q) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseTimestampDates(t *testing.T) {
	tests := []struct {
		in   string
		want int64
		err  error
	}{
		{"2021-04-14T15:10:42.059Z", 1618413042059, nil},
		{"2010-11-04", 0, ErrBeforeEpoch},
		{"2080-07-10T17:30:30.208Z", MaxTimestamp, nil},
		{"2080-07-10T17:30:30.209Z", 0, ErrAfterLastInstant},
		{"15:10", 0, ErrDateTime},
	}
	for _, tt := range tests {
		got, err := ParseTimestamp(tt.in, Epoch)
		if !errors.Is(err, tt.err) || got != tt.want {
			t.Errorf("ParseTimestamp(%q) = %d, %v; want %d, %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}

func TestSecondsAsMillis(t *testing.T) {
	tests := []struct {
		in   int64
		want int64
		ok   bool
	}{
		{1618413042, 1618413042000, true},
		{1288834974, 0, false}, // a second before the epoch would still be too early
		{1288834975, 1288834975000, true},
		{3487858230, 3487858230000, true},
		{3487858231, 0, false}, // past the last instant
		{999999999, 0, false},
		{1618413042059, 0, false},
	}
	for _, tt := range tests {
		got, ok := SecondsAsMillis(tt.in)
		if ok != tt.ok || (ok && got != tt.want) {
			t.Errorf("SecondsAsMillis(%d) = %d, %v; want %d, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func FuzzParseID(f *testing.F) {
	for _, tt := range parseIDTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id, err := ParseID(s)
		if err != nil {
			return
		}
		if id < 0 {
			t.Fatalf("ParseID(%q) = %d, negative", s, id)
		}
		for _, form := range []string{strconv.FormatInt(id, 10), FormatHex(id)} {
			if back, err := ParseID(form); err != nil || back != id {
				t.Fatalf("ParseID(%q) = %d, but %q reads back as %d, %v", s, id, form, back, err)
			}
		}
		if bin := strings.ReplaceAll(FormatBinary(id), " ", ""); len(bin) != 64 {
			t.Fatalf("FormatBinary(%d) has %d bits", id, len(bin))
		} else if u, err := strconv.ParseUint(bin, 2, 64); err != nil || int64(u) != id {
			t.Fatalf("FormatBinary(%d) = %s reads back as %d", id, bin, u)
		}
	})
}

func FuzzParseDateTime(f *testing.F) {
	for _, tt := range dateTimeTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ms, err := ParseDateTime(s)
		if err != nil {
			return
		}
		// What parses re-formats to the same instant.
		again := time.UnixMilli(ms).UTC().Format("2006-01-02T15:04:05.000Z07:00")
		if back, err := ParseDateTime(again); err != nil || back != ms {
			t.Fatalf("ParseDateTime(%q) = %d, but %q reads back as %d, %v", s, ms, again, back, err)
		}
	})
}
