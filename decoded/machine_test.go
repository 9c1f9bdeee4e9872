package decoded

import (
	"bytes"
	"math/rand/v2"
	"slices"
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

// addOne adds k alone to s, and reports whether it was there before.
func addOne[K interface {
	comparable
	compare(K) int
}](s *orderedSet[K], k K) (before bool) {
	s.addSorted([]K{k}, func(int) { before = true })
	return before
}

// An ID seen before is found whether the IDs came in order or not: those
// above every one before in blocks, the others in runs.
func TestSeen(t *testing.T) {
	var s orderedSet[snowflakeKey]
	for _, c := range []struct {
		id     int64
		before bool
	}{{10, false}, {20, false}, {15, false}, {20, true}, {15, true}, {10, true}, {5, false}, {30, false}, {5, true}, {30, true}} {
		if got := addOne(&s, snowflakeKey(c.id)); got != c.before {
			t.Errorf("add(%d) = %v, want %v", c.id, got, c.before)
		}
	}
	if len(s.inOrder) != 1 || !slices.Equal(s.inOrder[0], []snowflakeKey{10, 20, 30}) || len(s.runs) != 1 || !slices.Equal(s.runs[0], []snowflakeKey{5, 15}) {
		t.Errorf("in order %v, runs %v; want [10 20 30] and one run [5 15]", s.inOrder, s.runs)
	}
}

// A log longer than a block of Seen: every ID is found again, the first
// and last of each block too, and those between them, never kept, are not:
// kept aside in runs, but for the one past the last, kept in order.
func TestSeenAcrossBlocks(t *testing.T) {
	var s orderedSet[snowflakeKey]
	const n = 2*seenBlock + 5
	for i := range int64(n) {
		if addOne(&s, snowflakeKey(10*i)) {
			t.Fatalf("add(%d): seen before, the first time", 10*i)
		}
	}
	if len(s.inOrder) != 3 || len(s.runs) != 0 {
		t.Fatalf("%d blocks and %d runs, want 3 and 0", len(s.inOrder), len(s.runs))
	}
	for _, i := range []int64{0, 1, seenBlock - 1, seenBlock, seenBlock + 1, 2*seenBlock - 1, 2 * seenBlock, n - 1} {
		if !addOne(&s, snowflakeKey(10*i)) {
			t.Errorf("add(%d) again: not seen before", 10*i)
		}
		if addOne(&s, snowflakeKey(10*i+5)) {
			t.Errorf("add(%d): seen before, the first time", 10*i+5)
		}
	}
	kept := 0
	for _, run := range s.runs {
		kept += len(run)
	}
	if kept != 7 || len(s.inOrder[2]) != 6 {
		t.Errorf("%d in runs and %d in the last block, want 7 and 6", kept, len(s.inOrder[2]))
	}
}

// Batches in any order: each key is said to be there before exactly when
// an earlier batch held it, against a map, and the runs stay at most a
// few, each at least twice the next.
func TestSeenBatches(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var s orderedSet[snowflakeKey]
	kept := map[snowflakeKey]bool{}
	for batch := range 300 {
		keys := make([]snowflakeKey, 1+r.IntN(400))
		for i := range keys {
			keys[i] = snowflakeKey(r.Int64N(50_000))
			if batch%10 == 0 { // now and then a log's batch, above everything
				keys[i] += snowflakeKey(50_000 * (batch + 1))
			}
		}
		slices.Sort(keys)
		keys = slices.Compact(keys)
		var said []int
		s.addSorted(slices.Clone(keys), func(i int) { said = append(said, i) }) // it writes over its keys
		var want []int
		for i, k := range keys {
			if kept[k] {
				want = append(want, i)
			}
			kept[k] = true
		}
		if !slices.Equal(said, want) {
			t.Fatalf("batch %d: seen before %v, want %v", batch, said, want)
		}
	}
	for k := 1; k < len(s.runs); k++ {
		if len(s.runs[k-1]) < 2*len(s.runs[k]) {
			t.Errorf("run %d holds %d, run %d %d: not twice", k-1, len(s.runs[k-1]), k, len(s.runs[k]))
		}
	}
}
