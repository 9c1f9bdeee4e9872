package gui

import (
	"bytes"
	"encoding/csv"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"snowflakeid/core"
	"snowflakeid/core/issue"
	"snowflakeid/core/ledger"
)

// Generate many issues IDs of any layout chosen on its tab, with the
// plain fields typed there: Instagram's shard 958, read back by hand
// (shard = id >> 10 & 8191, sequence = id & 1023).
func TestGenerateInALayout(t *testing.T) {
	tv := newTestView(t)
	l, err := ledger.Open(t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	tv.issuer.ledger = l
	b := tv.openGenerateTab()
	b.picker.choice.SetSelected("Instagram") // as a person's choice
	if len(b.chosen.form.entries) != 1 || !b.chosen.form.box.Visible() || b.as.label.Visible() {
		t.Fatalf("Instagram's form: %d entries", len(b.chosen.form.entries))
	}
	retype(b.chosen.form.entries[0], "8192")
	runBatch(t, tv, "10")
	if len(b.last.ids) != 0 || !strings.Contains(b.chosen.form.messages[0].Text, "shard must be a whole number from 0 to 8191") {
		t.Fatalf("shard 8192: %d IDs, %q", len(b.last.ids), b.chosen.form.messages[0].Text)
	}
	retype(b.chosen.form.entries[0], "958")
	runBatch(t, tv, "3000") // three milliseconds' worth, at 1024 a millisecond
	if len(b.last.ids) != 3000 || !slices.IsSorted(b.last.ids) || len(slices.Compact(slices.Clone(b.last.ids))) != 3000 {
		t.Fatalf("%d IDs, not all new and increasing", len(b.last.ids))
	}
	for i, id := range b.last.ids {
		if id>>10&8191 != 958 || i < 1024 && id&1023 != int64(i) {
			t.Fatalf("ID %d (the %dth): shard %d, sequence %d", id, i, id>>10&8191, id&1023)
		}
	}
	if !strings.HasPrefix(b.summary.Text, "3,000 unique Instagram IDs (shard 958), from ") {
		t.Errorf("summary %q", b.summary.Text)
	}
	checkLayoutCSV(t, b)

	// The batch went through the ledger: it holds the last ID's time and
	// sequence, for the person's other windows and commands to go on from.
	p, _ := core.LayoutNamed("Instagram")
	key, err := issue.LayoutKey(p.Layout, []int64{0, 958, 0})
	if err != nil {
		t.Fatal(err)
	}
	last := b.last.ids[len(b.last.ids)-1]
	if held, want := ledgerHolds(t, l, key), (issue.Issued{Micros: (last>>23 + core.InstagramEpoch) * 1000, Sequence: last & 1023}); held != want {
		t.Errorf("the ledger holds %+v, want %+v", held, want)
	}

	b.picker.choice.SetSelected("Twitter")
	if b.chosen.form.box.Visible() || !b.as.label.Visible() {
		t.Error("back in Twitter's scheme, the layout's form is still shown")
	}
	runBatch(t, tv, "5")
	if f, _ := core.Decode(b.last.ids[0]); len(b.last.ids) != 5 || b.last.layout != nil || f.Datacenter != tv.issuer.yours.datacenter {
		t.Errorf("a Twitter batch after: %d IDs, %+v", len(b.last.ids), f)
	}
}

// A layout with no plain fields says so, and issues all the same.
func TestGenerateInALayoutWithNoPlainFields(t *testing.T) {
	tv := newTestView(t)
	b := tv.openGenerateTab()
	b.picker.choice.SetSelected("Mastodon")
	runBatch(t, tv, "100")
	if len(b.last.ids) != 100 || !strings.Contains(b.summary.Text, "Mastodon IDs (no plain fields)") {
		t.Errorf("%d IDs, %q", len(b.last.ids), b.summary.Text)
	}
}

// ledgerHolds reads what l holds for key.
func ledgerHolds(t *testing.T, l issue.Ledger, key issue.LedgerKey) (held issue.Issued) {
	t.Helper()
	if err := l.Update(key, func(i *issue.Issued) error { held = *i; return nil }); err != nil {
		t.Fatal(err)
	}
	return held
}

// checkLayoutCSV checks the CSV of the first two IDs of an Instagram
// batch of shard 958.
func checkLayoutCSV(t *testing.T, b *generateTab) {
	t.Helper()
	var out bytes.Buffer
	if err := writeIDs(&out, b.last.scheme, b.last.layout, b.last.ids[:2], true); err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(&out).ReadAll()
	if err != nil || len(records) != 3 || !slices.Equal(records[0], []string{"id", "timestamp", "shard", "sequence", "time_utc"}) ||
		records[1][2] != "958" || records[2][3] != "1" {
		t.Errorf("CSV %q (%v)", records, err)
	}
}

// A batch that would take longer than core.BatchWait at its layout's
// limit is refused under the count, before anything is issued: TikTok's
// IDs come one a second.
func TestGenerateRefusesASlowBatch(t *testing.T) {
	tv := newTestView(t)
	b := tv.openGenerateTab()
	b.picker.choice.SetSelected("TikTok")
	if hint := "1 to 11: TikTok IDs come at most 1 every 1 s, and a batch takes at most 10 s."; b.countMessage.Text != hint {
		t.Errorf("TikTok's count hint: %q, want %q", b.countMessage.Text, hint)
	}
	b.countEntry.SetText("1000")
	test.Tap(b.generateBtn)
	want := "TikTok IDs come at most 1 every 1 s, so 1,000 of them take at least 16 min 39 s. Ask for 11 or fewer at a time."
	if b.countMessage.Text != want || b.job.running || len(b.last.ids) != 0 {
		t.Errorf("1,000 TikTok IDs: %q, running %v, %d IDs; want %q", b.countMessage.Text, b.job.running, len(b.last.ids), want)
	}
	b.picker.choice.SetSelected("Instagram")                                                   // 1,024 a millisecond: a million in a second
	if b.countMessage.Text != "1 to 1,000,000: Instagram IDs come at most 1,024 every 1 ms." { // the rate, as for any layout
		t.Errorf("Instagram's count hint: %q", b.countMessage.Text)
	}
	b.picker.choice.SetSelected("Bluesky") // one a microsecond
	if b.countMessage.Text != "1 to 1,000,000: Bluesky IDs come at most 1 every 1 µs." {
		t.Errorf("Instagram's count hint: %q", b.countMessage.Text)
	}
}
