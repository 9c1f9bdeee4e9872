package decoded

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"snowflakeid/assets"
	"snowflakeid/core"
	"snowflakeid/core/find"
)

// CSV, JSON and JSON lines write flags as fixed keys, local times as RFC
// 3339 and relative times in English, whatever the person's language.
func TestMachineFormatsAreFixed(t *testing.T) {
	t.Setenv("LANG", "tr_TR.UTF-8")
	test.NewTempApp(t)
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		t.Fatal(err)
	}
	text := "1382350606417817604 1382350606417817604 " + strconv.FormatInt(idAt(t, testNow.UnixMilli()+120_000, 0, 0, 0), 10)
	d := New(find.IDs([]byte(text)), core.Twitter, testNow)
	d.local = time.FixedZone("TRT", 3*60*60)
	if got := d.Cell(2, ColRelative); got == "in 2 minutes" {
		t.Fatalf("the table speaks English under tr_TR (%q): the test proves nothing", got)
	}
	var out bytes.Buffer
	e := NewExport(&out, ExportSpec{Format: JSONL, Scheme: core.Twitter, Columns: []int{ColLocal, ColRelative, ColFlags, ColUnixMs}})
	if err := e.Write(d); err != nil {
		t.Fatal(err)
	}
	want := `{"time_local": "2021-04-14T18:10:42.059+03:00", "relative": "4 years ago", "flags": [], "unix_ms": 1618413042059}
{"time_local": "2021-04-14T18:10:42.059+03:00", "relative": "4 years ago", "flags": ["duplicate"], "unix_ms": 1618413042059}
{"time_local": "2025-12-02T13:02:00.000+03:00", "relative": "in 2 minutes", "flags": ["future"], "unix_ms": 1764669720000}
`
	if err := e.Close(); err != nil || out.String() != want {
		t.Errorf("JSON lines:\n%s\nwant\n%s", out.String(), want)
	}
	out.Reset()
	if err := d.WriteCSV(&out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(out.String(), "\n")
	if len(lines) != 5 || !strings.HasSuffix(lines[1], ",") || !strings.HasSuffix(lines[2], ",duplicate") || !strings.HasSuffix(lines[3], ",future") ||
		!strings.Contains(lines[3], ",2025-12-02T13:02:00.000+03:00,in 2 minutes,") {
		t.Errorf("CSV:\n%s", out.String())
	}
}

// An ID seen before is found whether the IDs came in order or not.
func TestSeen(t *testing.T) {
	var s orderedSet[snowflakeKey]
	for _, c := range []struct {
		id     int64
		before bool
	}{{10, false}, {20, false}, {15, false}, {20, true}, {15, true}, {10, true}, {5, false}, {30, false}, {5, true}, {30, true}} {
		if got := s.add(snowflakeKey(c.id)); got != c.before {
			t.Errorf("add(%d) = %v, want %v", c.id, got, c.before)
		}
	}
	if len(s.inOrder) != 1 || len(s.inOrder[0]) != 3 || len(s.others) != 2 {
		t.Errorf("in order %v, others %v", s.inOrder, s.others)
	}
}

// A log longer than a block of Seen: every ID is found again, the first
// and last of each block too, and those between them, never kept, are not:
// kept aside, but for the one past the last, kept in order.
func TestSeenAcrossBlocks(t *testing.T) {
	var s orderedSet[snowflakeKey]
	const n = 2*seenBlock + 5
	for i := range int64(n) {
		if s.add(snowflakeKey(10 * i)) {
			t.Fatalf("add(%d): seen before, the first time", 10*i)
		}
	}
	if len(s.inOrder) != 3 || len(s.others) != 0 {
		t.Fatalf("%d blocks and %d others, want 3 and 0", len(s.inOrder), len(s.others))
	}
	for _, i := range []int64{0, 1, seenBlock - 1, seenBlock, seenBlock + 1, 2*seenBlock - 1, 2 * seenBlock, n - 1} {
		if !s.add(snowflakeKey(10 * i)) {
			t.Errorf("add(%d) again: not seen before", 10*i)
		}
		if s.add(snowflakeKey(10*i + 5)) {
			t.Errorf("add(%d): seen before, the first time", 10*i+5)
		}
	}
	if len(s.others) != 7 || len(s.inOrder[2]) != 6 {
		t.Errorf("%d others and %d in the last block, want 7 and 6", len(s.others), len(s.inOrder[2]))
	}
}
