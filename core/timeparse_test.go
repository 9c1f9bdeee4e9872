package core

import (
	"errors"
	"testing"
	"time"
)

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
	{"2021-04-14t15:10:42.059z", 1618413042059, nil}, // RFC 3339 allows lower case
	{"2021-04-14t18:10:42+03:00", 1618413042000, nil},
	{"2021-04-14T15:10:42-23:59", 1618499382000, nil},
	{"2021-04-14T15:10:42+24:00", 0, ErrZoneOffset},
	{"2021-04-14T15:10:42+00:60", 0, ErrZoneOffset},
	{"2021-04-14T15:10:42-99:00", 0, ErrDateTime}, // time.Parse itself refuses it
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

func TestWrittenSpan(t *testing.T) {
	for text, want := range map[string]int64{
		"2024-05-01": 86_400_000, " 2024-05-01 ": 86_400_000, "2024-05-01T12:00:00Z": 1000,
		"2024-05-01T12:00:00+03:00": 1000, "2024-05-01T12:00:00.5Z": 100, "2024-05-01T12:00:00.05+03:00": 10,
		"2024-05-01T12:00:00.059Z": 1, "2024-05-01T12:00:00.059123Z": 1, "2024-05-01 12:00:00,5Z": 100,
		"1714564800000": 1, "now": 1,
	} {
		if got := WrittenSpan(text); got != want {
			t.Errorf("WrittenSpan(%q) = %d, want %d", text, got, want)
		}
	}
}
