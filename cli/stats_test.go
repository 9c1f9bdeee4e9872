package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode/utf16"
)

// t0 is 2026-01-01T00:00:00Z, in Unix milliseconds.
const t0 = 1767225600000

// plantedLog is a log of three Twitter generators (datacenter/machine
// 1/1, 1/2, 2/1) issuing in turn, a line every 100 ms from t0; the line
// of index 150, of 1/1, 5 s behind its line before; the lines of index 10,
// 20, 30 and 40 logged twice, the ID of 50 on one more line of the same
// kind, another event's, and that of 70 on two more: seven repeats; then 2/1 issuing 4096 IDs in
// the millisecond t0 + 30 s.
func plantedLog() string {
	id := func(ms int64, gen, seq int) int64 {
		dc, m := []int64{1, 1, 2}[gen], []int64{1, 2, 1}[gen]
		return (ms-1288834974657)<<22 | dc<<17 | m<<12 | int64(seq)
	}
	var b strings.Builder
	for i := range 300 {
		ms := t0 + int64(i)*100
		if i == 150 {
			ms = t0 + 14700 - 5000
		}
		line := fmt.Sprintf("event %d id=%d ok\n", i, id(ms, i%3, 0))
		b.WriteString(line)
		switch i {
		case 10, 20, 30, 40:
			b.WriteString(line)
		case 50: // issued again: a line of the same kind, another event
			fmt.Fprintf(&b, "event %d id=%d ok\n", 1000+i, id(ms, i%3, 0))
		case 70:
			fmt.Fprintf(&b, "event %d id=%d ok\nevent %d id=%d ok\n", 1000+i, id(ms, i%3, 0), 2000+i, id(ms, i%3, 0))
		}
	}
	for seq := range 4096 {
		fmt.Fprintf(&b, "burst %d %d\n", seq, id(t0+30000, 2, seq))
	}
	return b.String()
}

// wantPlanted is the report of the planted log, worked out by hand: rows
// count from 1 with the copies among them, so the line of index 150 is
// row 158; a generator's IDs a second count a copy once (100 IDs over
// 29.7 s, 4,196 over 29.8 s).
const wantPlanted = `{"ids": 4403, "duplicates": 7, "in_time_order": true, "rows_behind": 0, "rows_ahead": 0,
 "generators": [
  {"layout": "Twitter", "fields": {"datacenter": 1, "machine": 1}, "count": 101,
   "first_utc": "2026-01-01T00:00:00.000Z", "last_utc": "2026-01-01T00:00:29.700Z", "per_second": 3.367003367003367,
   "busiest_second": 5, "busiest_second_utc": "2026-01-01T00:00:09.000Z", "backward": 1, "largest_backward_ms": 5000, "cited": 0, "ahead": 0},
  {"layout": "Twitter", "fields": {"datacenter": 1, "machine": 2}, "count": 104,
   "first_utc": "2026-01-01T00:00:00.100Z", "last_utc": "2026-01-01T00:00:29.800Z", "per_second": 3.367003367003367,
   "busiest_second": 4, "busiest_second_utc": "2026-01-01T00:00:01.000Z", "backward": 0, "largest_backward_ms": 0, "cited": 0, "ahead": 0},
  {"layout": "Twitter", "fields": {"datacenter": 2, "machine": 1}, "count": 4198,
   "first_utc": "2026-01-01T00:00:00.200Z", "last_utc": "2026-01-01T00:00:30.000Z", "per_second": 140.80536912751677,
   "busiest_second": 4096, "busiest_second_utc": "2026-01-01T00:00:30.000Z", "backward": 0, "largest_backward_ms": 0, "cited": 0, "ahead": 0}],
 "layouts": [{"name": "Twitter", "runs_out_utc": "2080-07-10T17:30:30.208Z"}],
 "repeats": [{"generator": 1, "rows": [11, 12], "same_line": true, "cited": false}, {"generator": 2, "rows": [22, 23], "same_line": true, "cited": false},
  {"generator": 0, "rows": [33, 34], "same_line": true, "cited": false}, {"generator": 1, "rows": [44, 45], "same_line": true, "cited": false},
  {"generator": 2, "rows": [55, 56], "same_line": false, "cited": false}, {"generator": 1, "rows": [76, 77, 78], "same_line": false, "cited": false}],
 "steps_back": [{"generator": 0, "row": 158, "back_ms": 5000, "at_utc": "2026-01-01T00:00:09.700Z", "from_utc": "2026-01-01T00:00:14.700Z"}],
 "skewed_clocks": [],
 "full_ticks": [{"generator": 2, "start_utc": "2026-01-01T00:00:30.000Z", "ids": 4096}]}`

// stats --json says the planted figures, whether the log comes on
// standard input, in two files with a repeat across them, or as UTF-16.
func TestStatsOfAPlantedLog(t *testing.T) {
	var want any
	if err := json.Unmarshal([]byte(wantPlanted), &want); err != nil {
		t.Fatal(err)
	}
	check := func(how, out string, status int, stderr string) {
		t.Helper()
		var got any
		if err := json.Unmarshal([]byte(out), &got); err != nil || status != 0 {
			t.Fatalf("%s: status %d, %v: %s %s", how, status, err, out, stderr)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %s\nwant %s", how, out, wantPlanted)
		}
	}
	log := plantedLog()
	status, out, stderr := run(t, log, "stats", "--json")
	check("standard input", out, status, stderr)

	dir := t.TempDir()
	// Cut between the two lines of index 40: the repeat spans the files.
	cut := strings.Index(log, "event 40 ")
	cut += strings.IndexByte(log[cut:], '\n') + 1
	first, second := filepath.Join(dir, "a.log"), filepath.Join(dir, "b.log")
	writeFile(t, first, []byte(log[:cut]))
	writeFile(t, second, []byte(log[cut:]))
	status, out, stderr = run(t, "", "stats", "--json", first, second)
	check("two files", out, status, stderr)

	units := utf16.Encode([]rune(log))
	wide := []byte{0xff, 0xfe}
	for _, u := range units {
		wide = append(wide, byte(u), byte(u>>8))
	}
	utf16File := filepath.Join(dir, "utf16.log")
	writeFile(t, utf16File, wide)
	status, out, stderr = run(t, "", "stats", "--json", utf16File)
	check("UTF-16", out, status, stderr)
}

func writeFile(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(name, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// The report for people puts the worst first: the IDs issued twice, then
// the clock that went back, the used-up millisecond and the lines logged
// twice, before the generators.
func TestStatsForPeople(t *testing.T) {
	status, out, stderr := run(t, plantedLog(), "stats")
	if status != 0 {
		t.Fatalf("status %d: %s", status, stderr)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	want := []string{
		"4,403 IDs read (3 generators); 7 rows repeat an earlier ID.",
		"One ID stands on 2 rows (55, 56), on lines of one kind with different text: Twitter (datacenter 2, machine 1) issued it 2 times, a fault of the generator.",
		"One ID stands on 3 rows (76, 77, 78), on lines of one kind with different text: Twitter (datacenter 1, machine 2) issued it 3 times, a fault of the generator.",
		"Twitter (datacenter 1, machine 1)'s clock went back 1 time, by 5 s (row 158): its ID there is older than its ID before.",
		"Twitter (datacenter 2, machine 1) used its whole sequence, 4,096 IDs, in the tick from 2026-01-01T00:00:30.000Z: one more ID would have waited for the next tick.",
		"4 rows repeat the ID of a line of the same text (rows 12, 23, 34, 45): likely lines logged twice, not IDs issued twice.",
	}
	if len(lines) < len(want) || !reflect.DeepEqual(lines[:len(want)], want) {
		t.Errorf("report:\n%s\nwant it to begin:\n%s", out, strings.Join(want, "\n"))
	}
	if last := lines[len(lines)-1]; last != "Twitter's time runs out at 2080-07-10T17:30:30.208Z, its last millisecond." {
		t.Errorf("last line %q", last)
	}
}

// A list of mixed layouts has a generator for each: a UUIDv7 has no plain
// field, so its layout is one; a link to a Discord message is read in
// Discord's layout, and said to run out when Discord's time does.
func TestStatsOfMixedLayouts(t *testing.T) {
	text := "017f22e2-79b0-7cc3-98c4-dc0c0c07398f\n" +
		"01890a5d-ac96-774b-bcce-b302099a8057\n" +
		"https://discord.com/channels/1/2/175928847299117063\n" +
		"4194439168\n"
	status, out, stderr := run(t, text, "stats", "--json")
	var got struct {
		IDs        int `json:"ids"`
		Generators []struct {
			Layout string         `json:"layout"`
			Fields map[string]any `json:"fields"`
			Count  int            `json:"count"`
		} `json:"generators"`
		Layouts []struct {
			Name    string `json:"name"`
			RunsOut string `json:"runs_out_utc"`
		} `json:"layouts"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || status != 0 {
		t.Fatalf("status %d, %v: %s %s", status, err, out, stderr)
	}
	if got.IDs != 4 || len(got.Generators) != 3 || got.Generators[0].Layout != "UUIDv7" || got.Generators[0].Count != 2 ||
		len(got.Generators[0].Fields) != 0 || got.Generators[1].Layout != "Discord" || got.Generators[2].Layout != "Twitter" {
		t.Errorf("generators %+v of %d IDs; want UUIDv7 ×2 with no fields, Discord, Twitter", got.Generators, got.IDs)
	}
	// 48 bits of milliseconds from 1970 reach 10889: past the year 9999,
	// so UUIDv7's last millisecond is 9999's last. Discord's 41 bits from
	// 2015-01-01 end at 2084-09-06T15:47:35.551Z.
	wantLayouts := map[string]string{"UUIDv7": "9999-12-31T23:59:59.999Z", "Discord": "2084-09-06T15:47:35.551Z",
		"Twitter": "2080-07-10T17:30:30.208Z"}
	for _, l := range got.Layouts {
		if wantLayouts[l.Name] != l.RunsOut {
			t.Errorf("%s runs out at %s, want %s", l.Name, l.RunsOut, wantLayouts[l.Name])
		}
	}
	if len(got.Layouts) != 3 {
		t.Errorf("layouts %+v, want three", got.Layouts)
	}
}

// IDs read in a layout are grouped by its plain fields: Instagram's shard.
// Those new issues, in two shards, make two generators that never step
// back or repeat.
func TestStatsInALayout(t *testing.T) {
	var log strings.Builder
	for _, shard := range []string{"7", "9"} {
		status, out, stderr := run(t, "", "new", "--layout", "instagram", "--set", "shard="+shard, "-n", "5")
		if status != 0 {
			t.Fatalf("new: status %d: %s", status, stderr)
		}
		log.WriteString(out)
	}
	status, out, stderr := run(t, log.String(), "stats", "--layout", "instagram", "--json")
	var got struct {
		IDs, Duplicates int
		Generators      []struct {
			Layout   string
			Fields   map[string]float64
			Count    int
			Backward int
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || status != 0 {
		t.Fatalf("status %d, %v: %s %s", status, err, out, stderr)
	}
	if got.IDs != 10 || got.Duplicates != 0 || len(got.Generators) != 2 {
		t.Fatalf("%d IDs, %d duplicates, generators %+v; want 10, 0, two", got.IDs, got.Duplicates, got.Generators)
	}
	for i, shard := range []float64{7, 9} {
		g := got.Generators[i]
		if g.Layout != "Instagram" || len(g.Fields) != 1 || g.Fields["shard"] != shard || g.Count != 5 || g.Backward != 0 {
			t.Errorf("generator %d: %+v, want Instagram shard %v, 5 IDs, none back", i, g, shard)
		}
	}
}

// An Instagram ID in a Twitter log, read as Twitter's, lies in 2039: more
// than a day after now. It is said first, counts in its generator of its
// own (datacenter 0, machine 1 from the shard's bits), and the 16 rows
// after it are not taken for rows behind it.
func TestStatsOfAMisreadID(t *testing.T) {
	var b strings.Builder
	for i := range int64(20) {
		if i == 4 { // shard 7 at t0, by Instagram's epoch 1314220021721 and its 13 + 10 bits
			b.WriteString("media id=3800086217995852800 stored\n")
		}
		fmt.Fprintf(&b, "order id=%d placed\n", (t0+i*60000-1288834974657)<<22|1<<17|1<<12)
	}
	status, out, stderr := run(t, b.String(), "stats", "--json")
	var got struct {
		InOrder    bool `json:"in_time_order"`
		Behind     int  `json:"rows_behind"`
		Ahead      int  `json:"rows_ahead"`
		Generators []struct {
			Fields   map[string]int `json:"fields"`
			Count    int            `json:"count"`
			First    string         `json:"first_utc"`
			Last     string         `json:"last_utc"`
			Busiest  *int           `json:"busiest_second"`
			Ahead    int            `json:"ahead"`
			Backward int            `json:"backward"`
		} `json:"generators"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || status != 0 {
		t.Fatalf("status %d, %v: %s %s", status, err, out, stderr)
	}
	if !got.InOrder || got.Behind != 0 || got.Ahead != 1 || len(got.Generators) != 2 {
		t.Fatalf("in order %v, %d behind, %d ahead, %d generators; want in order, 0, 1, 2: %s", got.InOrder, got.Behind, got.Ahead, len(got.Generators), out)
	}
	if g := got.Generators[0]; g.Count != 20 || g.First != "2026-01-01T00:00:00.000Z" || g.Last != "2026-01-01T00:19:00.000Z" || g.Ahead != 0 || g.Backward != 0 {
		t.Errorf("the log's generator: %+v", g)
	}
	if g := got.Generators[1]; g.Fields["datacenter"] != 0 || g.Fields["machine"] != 1 || g.Count != 1 || g.Ahead != 1 ||
		g.First != "2039-07-21T07:28:51.215Z" || g.Busiest != nil {
		t.Errorf("the misread ID's generator: %+v", g)
	}
	_, people, _ := run(t, b.String(), "stats")
	lines := strings.Split(people, "\n")
	if want := "1 row holds an ID whose time lies more than a day after now (row 5, 2039-07-21T07:28:51.215Z): read under a layout not its own, " +
		"or issued by a clock set ahead; it counts in its generator, but not in clocks, rates or the chart."; len(lines) < 2 || lines[1] != want {
		t.Errorf("report:\n%s\nwant its second line %q", people, want)
	}
	if want := "Twitter (datacenter 0, machine 1): 1 ID, more than a day after now, at 2039-07-21T07:28:51.215Z."; !strings.Contains(people, want+"\n") {
		t.Errorf("report:\n%s\nwant the line %q", people, want)
	}
}
