package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestRangeTab(t *testing.T) {
	tests := []struct {
		scheme         string
		from, to       string
		values         [4]string
		after, before  string
		apiRowsVisible bool
	}{
		{"Twitter", "1288834975657", "", [4]string{"4194304000", "4198498303", "4194303999", "4198498303"}, "since_id", "max_id", true},
		{"Discord", "2016-04-30T11:18:25.796Z", "2016-04-30T11:18:25.797Z",
			[4]string{"175928847298985984", "175928847307374591", "175928847298985983", "175928847307374592"}, "after", "before", true},
		{"Twitter", "2010-11-04T01:42:54.657Z", "", [4]string{"0", "4194303", "—", "4194303"}, "since_id", "max_id", true},
	}
	for _, tt := range tests {
		t.Run(tt.scheme+" "+tt.from, func(t *testing.T) {
			tv := newTestView(t)
			tv.build.picker.choice.SetSelected(tt.scheme)
			tv.tabs.Select(tv.tabs.ranges)
			r := tv.ranges
			retype(r.from, tt.from)
			retype(r.to, tt.to)
			for i, want := range tt.values {
				if got := r.rows[i].value.Text; got != want {
					t.Errorf("row %d (%s) = %q, want %q", i, r.rows[i].label.Text, got, want)
				}
			}
			if r.rows[rowAfter].label.Text != tt.after || r.rows[rowBefore].label.Text != tt.before {
				t.Errorf("API rows labelled %q and %q", r.rows[rowAfter].label.Text, r.rows[rowBefore].label.Text)
			}
			for i, row := range r.rows {
				if row.copy.Disabled() {
					continue
				}
				test.Tap(row.copy)
				if got := fyne.CurrentApp().Clipboard().Content(); got != row.value.Text {
					t.Errorf("row %d copied %q, want %q", i, got, row.value.Text)
				}
			}
		})
	}

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
	tv.build.picker.choice.SetSelected("Custom")
	retype(tv.build.picker.epoch, "0")
	tv.tabs.Select(tv.tabs.ranges)
	if r.rows[rowAfter].label.Visible() || r.rows[rowBefore].value.Visible() {
		t.Error("a custom scheme shows an API's parameters")
	}
}
