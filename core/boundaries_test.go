package core

// Edges that mutation testing (scripts/mutate.sh) found untested: each
// test here fails when the comparison or sum it names is moved by one.
// The expected values are worked out by hand, as each comment says.

import (
	"errors"
	"testing"
	"time"
)

// Flipping the only set bit leaves 0, a valid ID, not a negative one.
func TestFlipBitToZero(t *testing.T) {
	if id, err := FlipBit(1, 0); id != 0 || err != nil {
		t.Errorf("FlipBit(1, 0) = %d, %v; want 0", id, err)
	}
}

// 2^53 is still a safe integer; 2^53 + 2 is a double whose mantissa is
// odd, so both numbers halfway to its neighbours round away from it (ties
// go to even) and it stands for itself alone.
func TestJSRoundedEdges(t *testing.T) {
	if _, _, ok := JSRounded(1 << 53); ok {
		t.Errorf("JSRounded(2^53) says it may have been rounded")
	}
	const odd = 1<<53 + 2
	if first, last, ok := JSRounded(odd); first != odd || last != odd || !ok {
		t.Errorf("JSRounded(2^53 + 2) = %d, %d, %v; want %d, %d, true", first, last, ok, int64(odd), int64(odd))
	}
}

// A segment holds its lowest and highest bit and neither neighbour.
func TestSegmentContainsItsEnds(t *testing.T) {
	for _, s := range Segments() {
		lowest, highest := s.Shift, s.Shift+s.Bits-1
		if !s.Contains(lowest) || !s.Contains(highest) || s.Contains(lowest-1) || s.Contains(highest+1) {
			t.Errorf("segment %d (bits %d to %d): Contains is wrong at an end", s.Part, lowest, highest)
		}
	}
}

// A first digit group of three, then groups of three.
func TestParseNumberGroups(t *testing.T) {
	for text, want := range map[string]int64{"999,999": 999999, "123 456 789": 123456789, "1.288.834.975.657": 1288834975657} {
		if got, err := ParseNumber(text); got != want || err != nil {
			t.Errorf("ParseNumber(%q) = %d, %v; want %d", text, got, err, want)
		}
	}
}

// The parts of the readings whose families keep a sequence or a rest in
// their low bits, worked out from each ID's low 16, 22 and 32 bits.
func TestReadingsLowParts(t *testing.T) {
	now := time.UnixMilli(genStart)
	for _, tc := range []struct {
		family string
		id     int64
		part   string
		want   int64
	}{
		{FamilyMastodon, 103270115826048975, "sequence", 40911},
		{FamilyLinkedIn, 6685980502161199104, "rest", 102400},
		{FamilyTikTok, 7006694664724122881, "rest", 2894171393},
	} {
		r, ok := ReadAs(tc.family, tc.id, now)
		if !ok || len(r.Parts) == 0 || r.Parts[len(r.Parts)-1].Name != tc.part || r.Parts[len(r.Parts)-1].Value != tc.want {
			t.Errorf("%s reading of %d: %+v; want %s %d", tc.family, tc.id, r.Parts, tc.part, tc.want)
		}
	}
}

// 0 is an ID like any other: it has a reading in every family, and as a
// tweet it is one of the numbers before Snowflake.
func TestIDZero(t *testing.T) {
	now := time.UnixMilli(genStart)
	if got := len(Readings(0, now)); got != len(Families()) {
		t.Errorf("Readings(0) has %d readings; want %d", got, len(Families()))
	}
	if _, ok := ReadAs(FamilyTwitter, 0, now); !ok {
		t.Errorf("ReadAs(Twitter, 0) is not ok")
	}
	if !Twitter.PreSnowflake(0) {
		t.Errorf("Twitter.PreSnowflake(0) is false")
	}
}

// A tweet from a link to X: its reading comes first, as it does anyway,
// and every other family's is doubted because of the link.
func TestLinkReadingsOfTheFirstFamily(t *testing.T) {
	readings := LinkReadings(1382350606417817604, FamilyTwitter, time.UnixMilli(genStart))
	if len(readings) != len(Families()) || readings[0].Family != FamilyTwitter || readings[0].Doubt != nil {
		t.Fatalf("readings %+v", readings)
	}
	for _, r := range readings[1:] {
		var link *LinkError
		if !errors.As(r.Doubt, &link) || link.Family != FamilyTwitter {
			t.Errorf("the %s reading is not doubted for the link: %v", r.Family, r.Doubt)
		}
	}
}

// The smallest and largest ten-digit numbers are read as seconds: the
// largest, 9999999999 s, lies past Twitter's last instant.
func TestSecondsAsMillisEdges(t *testing.T) {
	if ms, ok := Twitter.SecondsAsMillis(1_000_000_000); ms != 1_000_000_000_000 || ok {
		t.Errorf("SecondsAsMillis(1e9) = %d, %v; want 1e12, false (before the epoch)", ms, ok)
	}
	if ms, ok := Twitter.SecondsAsMillis(9_999_999_999); ms != 9_999_999_999_000 || ok {
		t.Errorf("SecondsAsMillis(9999999999) = %d, %v; want 9999999999000, false", ms, ok)
	}
}
