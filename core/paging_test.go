package core

import (
	"math"
	"testing"
	"time"
)

// TestSearchesOfAMoment works the values out by hand for one second,
// 2016-04-30T11:18:25Z, in Twitter's scheme.
func TestSearchesOfAMoment(t *testing.T) {
	from := time.Date(2016, 4, 30, 11, 18, 25, 0, time.UTC).UnixMilli() // 1462015105000
	to := from + 999
	first, last, err := Twitter.IDRange(from, to)
	if err != nil {
		t.Fatal(err)
	}
	// (1462015105000 − 1288834974657) << 22 = 173180130343 << 22 = 726370113418166272
	const wantFirst, wantLast = 173180130343 << 22, (173180130343+999)<<22 | (1<<22 - 1)
	if first != wantFirst || last != wantLast {
		t.Fatalf("IDRange = %d, %d; want %d, %d", first, last, int64(wantFirst), int64(wantLast))
	}
	if got, want := XSearchQuery(first, last), "since_id:726370113418166271 max_id:726370117612470271"; got != want {
		t.Errorf("XSearchQuery = %q, want %q", got, want)
	}
	b := ExclusiveBounds(first, last)
	if want := (Bounds{726370113418166271, 726370117612470272, true, true}); b != want {
		t.Errorf("ExclusiveBounds = %+v, want %+v", b, want)
	}
	// The middle of 1462015105000..1462015105999 is …105499.
	if got, want := AroundID(first, last), int64(173180130343+499)<<22; got != want {
		t.Errorf("AroundID = %d, want %d", got, want)
	}
	if got := AroundID(first, first|(1<<22-1)); got != first {
		t.Errorf("AroundID of one millisecond = %d, want its first ID %d", got, first)
	}
}

func TestBoundsAtTheEnds(t *testing.T) {
	if b := ExclusiveBounds(0, math.MaxInt64); b.HasAfter || b.HasBefore {
		t.Errorf("bounds of every ID = %+v, want none", b)
	}
	if got, want := XSearchQuery(0, 4194303), "max_id:4194303"; got != want {
		t.Errorf("XSearchQuery from 0 = %q, want %q", got, want)
	}
}
