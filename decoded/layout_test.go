package decoded

import (
	"slices"
	"strings"
	"testing"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/find"
)

// A list read in a layout sorts by any field, and flags an ID too wide
// for it; reading it in a scheme again takes the flag away.
func TestListInALayout(t *testing.T) {
	inEnglish(t)
	p, _ := core.LayoutNamed("Instagram")
	// Instagram: 40 bits of ms, 13 of shard, 10 of sequence; by hand,
	// shard s and sequence q at ms 1000 are 1000<<23 | s<<10 | q.
	ids := []int64{1000<<23 | 9<<10 | 1, 1000<<23 | 3<<10 | 7, 1000<<23 | 5<<10 | 2}
	found := find.Findings{}
	for _, id := range ids {
		found.IDs = append(found.IDs, find.Found{ID: id})
	}
	now := time.UnixMilli(core.InstagramEpoch + 5000)
	d := NewInLayout(found, p.Layout, now)
	shard := ColField + 1
	d.SortBy(shard)
	var got []string
	for row := range d.Len() {
		got = append(got, d.Cell(row, shard)+"/"+d.Cell(row, ColField+2))
	}
	if want := []string{"3/7", "5/2", "9/1"}; !slices.Equal(got, want) {
		t.Errorf("sorted by shard: %v, want %v", got, want)
	}
	if utc := d.Cell(0, ColUTC); utc != "2011-08-24T21:07:02.721Z" { // the epoch, 2011-08-24T21:07:01.721Z, and 1 s
		t.Errorf("time %q", utc)
	}

	small := core.Layout{Name: "Small", Fields: []core.Field{{Name: "ms", Bits: 20, Role: core.RoleTime, Unit: time.Millisecond}}}
	wide := find.Findings{IDs: []find.Found{{ID: 1 << 20}, {ID: 5}}}
	d = NewInLayout(wide, small, now)
	if d.flags[0]&FlagBeyond == 0 || d.flags[1]&FlagBeyond != 0 || d.Cell(0, ColUTC) != "" || d.Cell(0, ColField) != "" ||
		d.Cell(1, ColField) != "5" || d.Cell(1, ColGap) != "" {
		t.Errorf("2^20 in 20 bits: flags %v, cells %q %q", d.flags, d.Cell(0, ColUTC), d.Cell(1, ColField))
	}
	d.Read(core.Twitter, now)
	if d.flags[0]&FlagBeyond != 0 {
		t.Error("read as Twitter's, 2^20 is still flagged")
	}
	// An Instagram post's ID, too wide for Small: flagged as both, its
	// fields blank, its time its own service's (2026-04-07).
	linked := find.Findings{IDs: []find.Found{{ID: 3870172288071432645, Source: find.FromInstagramLink}}}
	d = NewInLayout(linked, small, time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC))
	if f := d.flags[0]; f&FlagBeyond == 0 || f&FlagOtherFamily == 0 || d.Cell(0, ColField) != "" ||
		!strings.HasPrefix(d.Cell(0, ColUTC), "2026-04-07T") {
		t.Errorf("an Instagram link read as Small: flags %b, field %q, time %q", f, d.Cell(0, ColField), d.Cell(0, ColUTC))
	}
}

// The summary's times are of the IDs that have one: an ID with bits above
// the layout's fields is counted, said, and left out of the span, in any
// order. Small counts seconds from 2020-01-01 above 10 bits; 102400000000
// is second 1e8 (2023-03-03T09:46:40Z), 204800000000 second 2e8
// (2026-05-03T19:33:20Z), 1e8 s apart: 1157 days, 3 years of 365 days and
// 62; 2^45 passes its 40 bits.
func TestSummaryLeavesOutIDsBeyondTheLayout(t *testing.T) {
	inEnglish(t)
	small := core.Layout{Name: "Small", Epoch: 1577836800000, Fields: []core.Field{
		{Name: "s", Bits: 30, Role: core.RoleTime, Unit: time.Second}, {Name: "a", Bits: 2}, {Name: "b", Bits: 8}}}
	now := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	for _, text := range []string{"102400000000 35184372088832 204800000000", "35184372088832 204800000000 102400000000", "204800000000 102400000000 35184372088832"} {
		got := NewInLayout(find.IDs([]byte(text)), small, now).Summary()
		want := []string{"3 IDs from 1 line, read as Small; of the 2 with a time: earliest 2023-03-03T09:46:40.000Z, latest 2026-05-03T19:33:20.000Z, a span of 3 years 62 days.",
			"1 ID has bits set above the layout's fields: it is no ID of this layout, has no time, and is left out of the span."}
		if !slices.Equal(got, want) {
			t.Errorf("%s:\n%q\nwant\n%q", text, got, want)
		}
	}
	if got := NewInLayout(find.IDs([]byte("35184372088832")), small, now).Summary(); !strings.HasSuffix(got[0], "it does not fit the layout, so it has no time.") {
		t.Errorf("one ID beyond: %q", got)
	}
}
