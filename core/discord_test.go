package core

import (
	"math"
	"testing"
	"time"
)

func TestDiscordTimestamp(t *testing.T) {
	tests := []struct {
		ms    int64
		style rune
		want  string
	}{
		// The worked example, 2010-11-04T01:42:55.657Z.
		{1288834975657, 0, "<t:1288834975>"},
		{1288834975657, 'f', "<t:1288834975:f>"},
		{1288834975657, 'R', "<t:1288834975:R>"},
		// Discord's documentation writes its examples at 1618953630.
		{1618953630000, 'd', "<t:1618953630:d>"},
		{1618953630999, 'T', "<t:1618953630:T>"},
		// Rounded down, before 1970 too, as Math.floor(ms / 1000) does.
		{-1, 't', "<t:-1:t>"},
		{-1000, 't', "<t:-1:t>"},
		{-1001, 's', "<t:-2:s>"},
		{0, 'S', "<t:0:S>"},
		{math.MaxInt64, 'D', "<t:9223372036854775:D>"},
		{math.MinInt64, 'F', "<t:-9223372036854776:F>"},
	}
	for _, tt := range tests {
		if got := DiscordTimestamp(tt.ms, tt.style); got != tt.want {
			t.Errorf("DiscordTimestamp(%d, %q) = %s, want %s", tt.ms, tt.style, got, tt.want)
		}
	}
	for _, style := range DiscordStyles {
		if got, want := DiscordTimestamp(1288834975657, style), "<t:1288834975:"+string(style)+">"; got != want {
			t.Errorf("style %q: %s, want %s", style, got, want)
		}
	}
}

func FuzzDiscordTimestamp(f *testing.F) {
	f.Add(int64(1288834975657))
	f.Add(int64(-1001))
	f.Fuzz(func(t *testing.T, ms int64) {
		got := DiscordTimestamp(ms, 'f')
		seconds := time.UnixMilli(ms).Unix() // time rounds down as well
		if want := "<t:" + itoa(seconds) + ":f>"; got != want {
			t.Errorf("DiscordTimestamp(%d) = %s, want %s", ms, got, want)
		}
	})
}

func itoa(n int64) string { return formatInt(n) }

func formatInt(n int64) string {
	if n < 0 {
		return "-" + formatUint(uint64(-(n+1))+1)
	}
	return formatUint(uint64(n))
}

func formatUint(n uint64) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return formatUint(n/10) + string(rune('0'+n%10))
}

func TestDiscordBulkDeleteCutoff(t *testing.T) {
	// 14 days after the worked example's Discord twin: the cutoff is the
	// first ID of the instant 14 days before now.
	now := time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
	cutoff := DiscordBulkDeleteCutoff(now)
	f, _ := Discord.Decode(cutoff)
	if want := now.Add(-14 * 24 * time.Hour).UnixMilli(); f.Timestamp != want || f.Datacenter|f.Machine|f.Sequence != 0 {
		t.Errorf("cutoff %d reads %+v, want the first ID of %d", cutoff, f, want)
	}
	// A message of 13 days ago can be bulk-deleted, one of 15 cannot.
	young, _ := Discord.Encode(Fields{Timestamp: now.Add(-13 * 24 * time.Hour).UnixMilli()})
	old, _ := Discord.Encode(Fields{Timestamp: now.Add(-15 * 24 * time.Hour).UnixMilli(), Sequence: MaxSequence})
	if young < cutoff || old >= cutoff {
		t.Errorf("cutoff %d: 13 days old %d, 15 days old %d", cutoff, young, old)
	}
	if got := DiscordBulkDeleteCutoff(time.Date(2015, 1, 10, 0, 0, 0, 0, time.UTC)); got != 0 {
		t.Errorf("cutoff before Discord's epoch + 14 days = %d, want 0", got)
	}
}
