package issue

import (
	"errors"
	"testing"
	"time"

	"snowflakeid/core"
)

// A generator whose tick is used up does not wait for the next one when it
// starts more than BatchWait away: a layout of hours, with no sequence,
// issues one ID an hour, and the second is refused at once with the hour
// it may come at, alone or through a ledger; a second's tick is waited for.
func TestNoLongWaitForATick(t *testing.T) {
	hours := core.Layout{Name: "Hours", Fields: []core.Field{{Name: "h", Bits: 20, Role: core.RoleTime, Unit: time.Hour}, {Name: "node", Bits: 8}}}
	start := time.Date(2026, 12, 5, 10, 20, 0, 0, time.UTC)
	for _, shared := range []bool{false, true} {
		clock := newFakeClock(start.UnixMilli())
		var ledger Ledger
		if shared {
			ledger = &memoryLedger{}
		}
		g, err := NewLayoutGenerator(hours, []int64{0, 3}, ledger, clock)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Next(); err != nil {
			t.Fatal(err)
		}
		_, err = g.Next()
		var long *LongWaitError
		if !errors.As(err, &long) || !long.Until.Equal(time.Date(2026, 12, 5, 11, 0, 0, 0, time.UTC)) || clock.slept != 0 {
			t.Errorf("ledger %v: the second ID of the hour: %v, slept %v", shared, err, clock.slept)
		}
	}
	// Five seconds before the next hour, its first ID is waited for.
	clock := newFakeClock(time.Date(2026, 12, 5, 10, 59, 55, 0, time.UTC).UnixMilli())
	g, _ := NewLayoutGenerator(hours, []int64{0, 3}, nil, clock)
	for range 2 {
		if _, err := g.Next(); err != nil || clock.slept > 5*time.Second {
			t.Errorf("an ID of the next hour, 5 s away: %v, slept %v", err, clock.slept)
		}
	}
	clock = newFakeClock(start.UnixMilli())
	g, _ = NewLayoutGenerator(presetLayout(t, "TikTok"), []int64{0, 0}, nil, clock)
	for range 2 {
		if _, err := g.Next(); err != nil {
			t.Errorf("TikTok's second ID, a second later: %v", err)
		}
	}
}
