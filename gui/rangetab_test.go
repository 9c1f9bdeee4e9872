package gui

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/words"
)

func TestRangeTab(t *testing.T) {
	tests := []struct {
		scheme   string
		from, to string
		values   map[int]string // the rows shown, and what they hold
	}{
		// The worked example's millisecond: (1288834975657 − 1288834974657) << 22 = 4194304000.
		{"Twitter", "1288834975657", "", map[int]string{rowFirst: "4194304000", rowLast: "4198498303",
			rowXSearch: "since_id:4194303999 max_id:4198498303", rowXSince: "4194303999", rowXUntil: "4198498304",
			rowSQL: "WHERE id BETWEEN 4194304000 AND 4198498303"}},
		// Discord's example message of 2016-04-30T11:18:25.796Z and the
		// millisecond after it: (1462015105796 − 1420070400000) << 22. The
		// cutoff is the tests' now less 14 days:
		// (1764669600000 − 1209600000 − 1420070400000) << 22.
		{"Discord", "2016-04-30T11:18:25.796Z", "2016-04-30T11:18:25.797Z", map[int]string{
			rowFirst: "175928847298985984", rowLast: "175928847307374591", rowAfter: "175928847298985983",
			rowBefore: "175928847307374592", rowAround: "175928847298985984", rowBulkCut: "1440280372838400000",
			rowSQL: "WHERE id BETWEEN 175928847298985984 AND 175928847307374591"}},
		// The epoch itself: nothing lies before the first ID.
		{"Twitter", "2010-11-04T01:42:54.657Z", "", map[int]string{rowFirst: "0", rowLast: "4194303",
			rowXSearch: "max_id:4194303", rowXSince: noValue, rowXUntil: "4194304", rowSQL: "WHERE id BETWEEN 0 AND 4194303"}},
	}
	for _, tt := range tests {
		t.Run(tt.scheme+" "+tt.from, func(t *testing.T) {
			tv := newTestView(t)
			tv.build.picker.choice.SetSelected(tt.scheme)
			tv.tabs.Select(tv.tabs.ranges)
			r := tv.ranges
			retype(r.from, tt.from)
			retype(r.to, tt.to)
			for i, row := range r.rows {
				want, shown := tt.values[i]
				if row.box.Visible() != shown || row.label.Visible() != shown {
					t.Errorf("row %q shown %v, want %v", row.label.Text, row.box.Visible(), shown)
				}
				if shown && row.value.Text != want {
					t.Errorf("row %q = %q, want %q", row.label.Text, row.value.Text, want)
				}
			}
			for i, row := range r.rows {
				if row.copy.Disabled() || !row.box.Visible() {
					continue
				}
				test.Tap(row.copy)
				if got := fyne.CurrentApp().Clipboard().Content(); got != row.value.Text {
					t.Errorf("row %d copied %q, want %q", i, got, row.value.Text)
				}
			}
		})
	}
}

func TestRangeTabErrors(t *testing.T) {
	tv := newTestView(t)
	r := tv.openRangeTab()
	retype(r.from, "2021-04-14")
	retype(r.to, "2021-04-13")
	if r.toMsg.Importance != widget.DangerImportance || r.rows[rowFirst].value.Text != noValue || !r.rows[rowFirst].copy.Disabled() {
		t.Errorf("From after To: message %q, first %q", r.toMsg.Text, r.rows[rowFirst].value.Text)
	}
	retype(r.from, "2009-01-01")
	if r.fromMsg.Importance != widget.DangerImportance {
		t.Errorf("before the epoch: message %q", r.fromMsg.Text)
	}
	// The tab's own scheme: Custom there, Twitter on the Build tab still.
	r.picker.choice.SetSelected("Custom")
	retype(r.picker.epoch, "0")
	if schemeOf(tv.model.layout) != core.Twitter || r.scheme.Epoch != 0 {
		t.Errorf("Build tab %v, the tab's epoch %d", schemeOf(tv.model.layout).Name, r.scheme.Epoch)
	}
	for i, row := range r.rows {
		if shown := row.box.Visible(); shown != (i == rowFirst || i == rowLast || i == rowSQL) {
			t.Errorf("a custom scheme shows row %q: %v", row.label.Text, shown)
		}
	}
}

// The IDs of a moment in a layout that is no scheme: its first and last
// ID only, worked out by hand for Sonyflake (10 ms ticks from
// 1409529600000 above 24 bits), and a time before its epoch refused.
func TestRangeTabInALayout(t *testing.T) {
	tv := newTestView(t)
	r := tv.openRangeTab()
	r.picker.choice.SetSelected("Sonyflake") // as a person's choice
	retype(r.from, "1735689600000")          // 2025-01-01: tick 32616000000
	retype(r.to, "1735689600009")            // the same tick
	first, last := strconv.FormatInt(32616000000<<24, 10), strconv.FormatInt(32616000000<<24|(1<<24-1), 10)
	if r.rows[rowFirst].value.Text != first || r.rows[rowLast].value.Text != last {
		t.Errorf("first %s, last %s; want %s, %s", r.rows[rowFirst].value.Text, r.rows[rowLast].value.Text, first, last)
	}
	if r.rows[rowXSearch].label.Visible() || r.rows[rowAfter].label.Visible() || !strings.Contains(r.formula.Text, "Sonyflake's layout") {
		t.Errorf("a layout shows a service's rows, or the formula %q", r.formula.Text)
	}
	retype(r.from, "2014-08-31")
	if !strings.Contains(r.fromMsg.Text, "A Sonyflake ID holds the instants from 2014-09-01T00:00:00.000Z") || r.rows[rowFirst].copy.Disabled() == false {
		t.Errorf("before the epoch: %q", r.fromMsg.Text)
	}
	r.picker.choice.SetSelected("Twitter")
	if !r.rows[rowXSearch].label.Visible() {
		t.Error("back in Twitter's scheme, X's rows are hidden")
	}
}

// The IDs of a moment in UUIDv7: RFC 9562's example millisecond, its
// fixed bits set and its random bits all 0, then all 1, and PostgreSQL's
// condition quoting them; the same range as a ULID; no range for UUIDv4,
// which has no time.
func TestRangeTabWide(t *testing.T) {
	tv := newTestView(t)
	r := tv.openRangeTab()
	r.picker.choice.SetSelected("UUIDv7")
	retype(r.from, "1645557742000")
	want := map[int]string{rowFirst: "017f22e2-79b0-7000-8000-000000000000", rowLast: "017f22e2-79b0-7fff-bfff-ffffffffffff",
		rowSQL: "WHERE id BETWEEN '017f22e2-79b0-7000-8000-000000000000' AND '017f22e2-79b0-7fff-bfff-ffffffffffff'"}
	for i, text := range want {
		if got := r.rows[i].value.Text; got != text || r.rows[i].copy.Disabled() {
			t.Errorf("UUIDv7 row %q = %q, want %q", r.rows[i].label.Text, got, text)
		}
	}
	r.picker.choice.SetSelected("ULID")
	if got := r.rows[rowFirst].value.Text + " " + r.rows[rowLast].value.Text; got != "01FWHE4YDG0000000000000000 01FWHE4YDGZZZZZZZZZZZZZZZZ" {
		t.Errorf("ULID: first and last %q", got)
	}
	r.picker.choice.SetSelected("UUIDv4")
	if r.rows[rowFirst].value.Text != noValue || !r.rows[rowSQL].copy.Disabled() || r.fromMsg.Text != words.Error(core.ErrLayoutUntimed) {
		t.Errorf("UUIDv4: first %q, message %q", r.rows[rowFirst].value.Text, r.fromMsg.Text)
	}
}
