package core

import (
	"errors"
	"strings"
	"testing"
	"time"
)

var custom = Scheme{Name: "Custom", Epoch: 0}

func TestSchemeBoundaries(t *testing.T) {
	tests := []struct {
		scheme Scheme
		ms     int64
		err    error
	}{
		{Twitter, Twitter.Epoch, nil},
		{Twitter, Twitter.Epoch - 1, ErrBeforeEpoch},
		{Twitter, Twitter.MaxTimestamp(), nil},
		{Twitter, Twitter.MaxTimestamp() + 1, ErrAfterLastInstant},
		{Discord, 1420070400000, nil},
		{Discord, 1420070399999, ErrBeforeEpoch},
		{Discord, 1420070400000 + 1<<41 - 1, nil},
		{Discord, 1420070400000 + 1<<41, ErrAfterLastInstant},
		{custom, 0, nil},
		{custom, -1, ErrBeforeEpoch},
		{custom, 1<<41 - 1, nil},
	}
	for _, tt := range tests {
		err := tt.scheme.CheckTimestamp(tt.ms)
		if !errors.Is(err, tt.err) {
			t.Errorf("%s.CheckTimestamp(%d) = %v, want %v", tt.scheme.Name, tt.ms, err, tt.err)
		}
		_, encErr := tt.scheme.Encode(Fields{Timestamp: tt.ms})
		if !errors.Is(encErr, tt.err) {
			t.Errorf("%s.Encode at %d = %v, want %v", tt.scheme.Name, tt.ms, encErr, tt.err)
		}
	}
	if got := Twitter.MaxTimestamp(); got != MaxTimestamp {
		t.Errorf("Twitter.MaxTimestamp() = %d, want the package's %d", got, MaxTimestamp)
	}
	// Other schemes' errors say their own instants; Twitter's stay the sentinels.
	err := Discord.CheckTimestamp(0)
	if !strings.Contains(err.Error(), "Discord epoch (2015-01-01T00:00:00.000Z, 1420070400000 ms)") {
		t.Errorf("Discord's error says %q", err)
	}
	if err := Twitter.CheckTimestamp(0); err != ErrBeforeEpoch {
		t.Errorf("Twitter's error is %v, want the sentinel itself", err)
	}
}

// Discord's documentation takes 175928847299117063 apart.
func TestDiscordExample(t *testing.T) {
	f, err := Discord.Decode(175928847299117063)
	if err != nil {
		t.Fatal(err)
	}
	want := Fields{Timestamp: 1462015105796, Datacenter: 1, Machine: 0, Sequence: 7}
	if f != want {
		t.Errorf("Decode = %+v, want %+v", f, want)
	}
	if got := f.Time().Format(time.RFC3339Nano); got != "2016-04-30T11:18:25.796Z" {
		t.Errorf("time = %s", got)
	}
	if id, err := Discord.Encode(want); err != nil || id != 175928847299117063 {
		t.Errorf("Encode = %d, %v", id, err)
	}
}

func TestIDRange(t *testing.T) {
	tests := []struct {
		scheme      Scheme
		from, to    int64
		first, last int64
		err         error
	}{
		{Twitter, Twitter.Epoch, Twitter.Epoch, 0, 1<<22 - 1, nil},
		{Twitter, 1288834975657, 1288834975657, 4194304000, 4194304000 + 1<<22 - 1, nil},
		{Discord, 1462015105796, 1462015105796, 41944705796 << 22, 41944705796<<22 + 1<<22 - 1, nil},
		{Twitter, Twitter.MaxTimestamp(), Twitter.MaxTimestamp(), (1<<41 - 1) << 22, 1<<63 - 1, nil},
		{Twitter, 1288834975658, 1288834975657, 0, 0, ErrRangeOrder},
		{Twitter, Twitter.Epoch - 1, Twitter.Epoch, 0, 0, ErrBeforeEpoch},
		{Discord, 1420070400000, Discord.MaxTimestamp() + 1, 0, 0, ErrAfterLastInstant},
	}
	for _, tt := range tests {
		first, last, err := tt.scheme.IDRange(tt.from, tt.to)
		if !errors.Is(err, tt.err) || first != tt.first || last != tt.last {
			t.Errorf("%s.IDRange(%d, %d) = %d, %d, %v; want %d, %d, %v",
				tt.scheme.Name, tt.from, tt.to, first, last, err, tt.first, tt.last, tt.err)
			continue
		}
		if err != nil {
			continue
		}
		// The range is exact: the IDs just outside it have other timestamps.
		if f, _ := tt.scheme.Decode(first); f.Timestamp != tt.from {
			t.Errorf("first ID %d has time %d", first, f.Timestamp)
		}
		if f, _ := tt.scheme.Decode(first - 1); first > 0 && f.Timestamp == tt.from {
			t.Errorf("the ID before the first also has time %d", tt.from)
		}
		if f, _ := tt.scheme.Decode(last); f.Timestamp != tt.to {
			t.Errorf("last ID %d has time %d", last, f.Timestamp)
		}
	}
}

func TestSchemeParseTimestamp(t *testing.T) {
	if ms, err := Discord.ParseTimestamp("2016-04-30T11:18:25.796Z", 0); err != nil || ms != 1462015105796 {
		t.Errorf("Discord date = %d, %v", ms, err)
	}
	if _, err := Discord.ParseTimestamp("2014-12-31", 0); !errors.Is(err, ErrBeforeEpoch) {
		t.Errorf("before Discord's epoch: %v", err)
	}
	if _, err := Discord.ParseTimestamp("99999999999999999999", 0); !errors.Is(err, ErrAfterLastInstant) {
		t.Errorf("a huge number: %v", err)
	}
	if ms, ok := Discord.SecondsAsMillis(1420070400); !ok || ms != 1420070400000 {
		t.Errorf("Discord seconds = %d, %v", ms, ok)
	}
	if _, ok := Discord.SecondsAsMillis(1420070399); ok {
		t.Error("a second before Discord's epoch is offered as seconds")
	}
}

func TestParseEpoch(t *testing.T) {
	now := int64(1764669600000)
	tests := []struct {
		in   string
		want int64
		err  error
	}{
		{"1420070400000", 1420070400000, nil},
		{"2015-01-01", 1420070400000, nil},
		{"2015-01-01T03:00:00+03:00", 1420070400000, nil},
		{"0", 0, nil},
		{"1764669600001", 0, ErrEpochRange},
		{"2999-01-01", 0, ErrEpochRange},
		{"1969-12-31", 0, ErrEpochRange},
		{"", 0, ErrEmpty},
		{"-5", 0, ErrSign},
		{"soon", 0, ErrNotDecimal},
		{"1577836800", 0, ErrEpochSeconds}, // 2020-01-01 in seconds; 1970-01-19 as milliseconds
		{"9999999999", 0, ErrEpochSeconds},
		{"999999999", 999999999, nil}, // nine digits: 1970-01-12, as written
		{"10000000000", 10000000000, nil},
	}
	for _, tt := range tests {
		got, err := ParseEpoch(tt.in, now)
		if !errors.Is(err, tt.err) || got != tt.want {
			t.Errorf("ParseEpoch(%q) = %d, %v; want %d, %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}

func FuzzSchemeEncodeDecode(f *testing.F) {
	f.Add(int64(0), int64(1462015105796), int64(1), int64(0), int64(7))
	f.Add(int64(1), Twitter.Epoch, int64(31), int64(31), int64(4095))
	f.Add(int64(2), int64(0), int64(0), int64(0), int64(0))
	f.Fuzz(func(t *testing.T, which, ms, dc, m, seq int64) {
		s := []Scheme{Twitter, Discord, custom}[uint64(which)%3]
		fields := Fields{Timestamp: ms, Datacenter: dc, Machine: m, Sequence: seq}
		id, err := s.Encode(fields)
		if err != nil {
			return
		}
		back, err := s.Decode(id)
		if err != nil || back != fields {
			t.Fatalf("%s: Decode(Encode(%+v)) = %+v, %v", s.Name, fields, back, err)
		}
	})
}

func TestPreSnowflake(t *testing.T) {
	tests := []struct {
		scheme Scheme
		id     int64
		want   bool
	}{
		{Twitter, 20, true}, // the first tweet
		{Twitter, LastSequentialTweet, true},
		{Twitter, LastSequentialTweet + 1, false},
		{Twitter, 1382350606417817604, false},
		{Discord, 20, false},
		{Scheme{Name: "Custom", Epoch: Epoch}, 20, false},
	}
	for _, tt := range tests {
		if got := tt.scheme.PreSnowflake(tt.id); got != tt.want {
			t.Errorf("%s.PreSnowflake(%d) = %v, want %v", tt.scheme.Name, tt.id, got, tt.want)
		}
	}
	// Read as a Snowflake ID, the last sequential tweet lies 7.08 s after the epoch.
	if f, _ := Decode(LastSequentialTweet); f.Timestamp-Epoch != 7081 {
		t.Errorf("the last sequential tweet decodes to %d ms after the epoch", f.Timestamp-Epoch)
	}
}

func TestPartNames(t *testing.T) {
	if got := Twitter.PartNames(); got[PartDatacenter] != "datacenter" || got[PartSequence] != "sequence" {
		t.Errorf("Twitter's parts are %v", got)
	}
	if got := Discord.PartNames(); got[PartDatacenter] != "worker" || got[PartMachine] != "process" || got[PartSequence] != "increment" {
		t.Errorf("Discord's parts are %v", got)
	}
	if got := (Scheme{Name: "Custom", Epoch: Discord.Epoch}).PartNames(); got != Twitter.PartNames() {
		t.Errorf("a custom scheme's parts are %v", got)
	}
}

func TestPresetNamed(t *testing.T) {
	for name, want := range map[string]Scheme{"Twitter": Twitter, "twitter": Twitter, " X ": Twitter, "DISCORD": Discord} {
		if got, ok := PresetNamed(name); !ok || got != want {
			t.Errorf("PresetNamed(%q) = %v, %v; want %v", name, got, ok, want)
		}
	}
	for _, name := range []string{"", "Custom", "Instagram", "twitterx"} {
		if got, ok := PresetNamed(name); ok {
			t.Errorf("PresetNamed(%q) = %v, want none", name, got)
		}
	}
}
