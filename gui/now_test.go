package gui

import (
	"testing"
	"time"

	"snowflakeid/core"
)

// A blank timestamp means now, and follows the clock while the Build tab
// is in sight: 75 s on, the caption, the ID and its forms are of the new
// moment. Out of sight nothing ticks; back in sight it is read afresh.
func TestNowFollowsTheClockWhileInSight(t *testing.T) {
	tv := newTestView(t)
	runTicks := func() {
		ticks := tv.ticks
		tv.ticks = nil
		for _, f := range ticks {
			f()
		}
	}
	caption := func() string { return tv.build.inputs[inTimestamp].message.Text }
	// The IDs of a moment, worked out by hand: (ms − epoch) << 22 with datacenter, machine and sequence 0.
	idAt := func(at time.Time) int64 { return (at.UnixMilli() - core.Epoch) << 22 }
	if got := caption(); got != "Now: 2025-12-02T10:00:00.000Z, read again every 10 s and at the moment you copy" || tv.model.shown.id != idAt(testNow) {
		t.Fatalf("at start the caption says %q, the ID is %d", got, tv.model.shown.id)
	}

	tv.now = testNow.Add(75 * time.Second)
	runTicks()
	if got := caption(); got != "Now: 2025-12-02T10:01:15.000Z, read again every 10 s and at the moment you copy" || tv.model.shown.id != idAt(tv.now) || tv.build.grid.ID() != idAt(tv.now) {
		t.Errorf("75 s on, the caption says %q, the ID is %d, the grid %d", got, tv.model.shown.id, tv.build.grid.ID())
	}
	if len(tv.ticks) != 1 {
		t.Errorf("a tick left %d ticks waiting, want the next one", len(tv.ticks))
	}

	tv.tabs.Select(tv.tabs.decode)
	tv.now = testNow.Add(90 * time.Second)
	runTicks()
	if got := caption(); got != "Now: 2025-12-02T10:01:15.000Z, read again every 10 s and at the moment you copy" || len(tv.ticks) != 0 {
		t.Errorf("out of sight, the caption moved to %q, or %d ticks wait", got, len(tv.ticks))
	}
	tv.tabs.Select(tv.tabs.AppTabs.Items[0])
	if got := caption(); got != "Now: 2025-12-02T10:01:30.000Z, read again every 10 s and at the moment you copy" {
		t.Errorf("back in sight, the caption says %q", got)
	}

	// A typed timestamp is not now: nothing ticks.
	tv.typeFields("1288834975657", "1", "1", "0")
	tv.now = testNow.Add(time.Hour)
	runTicks()
	if tv.model.shown.id != 4194439168 || len(tv.ticks) != 0 {
		t.Errorf("a typed timestamp moved to %d, or %d ticks wait", tv.model.shown.id, len(tv.ticks))
	}
}
