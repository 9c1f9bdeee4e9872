package decoded

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"snowflakeid/core"
	"snowflakeid/core/find"
)

// wideLog mixes the kinds: RFC 9562's UUIDv7 (2022-02-22T19:22:22Z), a
// tweet (2021-04-14T15:10:42.059Z), oklog/ulid's ULID of 1469918176385
// ms, RFC 9562's UUIDv4 (no time) and the UUIDv7 again.
const wideLog = "req 017F22E2-79B0-7CC3-98C4-DC0C0C07398F\n" +
	"tweet 1382350606417817604 ulid 01ARYZ6S410000000000000000\n" +
	"v4 919108f7-52d1-4320-9bac-f847db4148a8\n" +
	"again 017f22e2-79b0-7cc3-98c4-dc0c0c07398f\n"

// Each kind of ID is a row in its own layout: its text, its time where it
// has one, no datacenter, machine or sequence, and a repeat flagged.
func TestWideRows(t *testing.T) {
	d := decoded(t, wideLog)
	want := [][]string{
		{"017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "2022-02-22T19:22:22.000Z", "", ""},
		{"1382350606417817604", "2021-04-14T15:10:42.059Z", "10", ""},
		{"01ARYZ6S410000000000000000", "2016-07-30T22:36:16.385Z", "", ""},
		{"919108f7-52d1-4320-9bac-f847db4148a8", "", "", ""},
		{"017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "2022-02-22T19:22:22.000Z", "", "duplicate"},
	}
	for row, cells := range want {
		got := []string{d.Cell(row, ColID), d.Cell(row, ColUTC), d.Cell(row, ColDatacenter), d.Cell(row, ColFlags)}
		if !slices.Equal(got, cells) {
			t.Errorf("row %d: %q, want %q", row, got, cells)
		}
	}
	if gap := d.Cell(4, ColGap); gap != "" {
		t.Errorf("the gap after a UUIDv4, which has no time: %q", gap)
	}
	d.SortBy(ColUTC) // across kinds; no time last
	if got := column(d, ColID); !slices.Equal(got, []string{"01ARYZ6S410000000000000000", "1382350606417817604",
		"017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "919108f7-52d1-4320-9bac-f847db4148a8"}) {
		t.Errorf("by time: %q", got)
	}
	summary := strings.Join(d.Summary(), "\n")
	for _, says := range []string{"5 IDs from 4 lines", "of the 4 with a time: earliest 2016-07-30T22:36:16.385Z, latest 2022-02-22T19:22:22.000Z",
		"4 IDs are of kinds with layouts of their own, each read in its own: UUIDv7 ×2, ULID ×1, UUIDv4 ×1",
		"1 ID holds no time", "1 row repeats"} {
		if !strings.Contains(summary, says) {
			t.Errorf("the summary does not say %q:\n%s", says, summary)
		}
	}
	if _, wide := d.Wide(0); !wide {
		t.Error("row 0, the ULID, is not wide")
	}
}

// A wide ID seen in an earlier piece of a text is flagged in a later one.
func TestWideRepeatsAcrossPieces(t *testing.T) {
	inEnglish(t)
	var seen Seen
	var flags []string
	for _, piece := range []string{"017f22e2-79b0-7cc3-98c4-dc0c0c07398f 01ARYZ6S410000000000000000", "0ujtsYcgvSTl8PAuAdqWYSMnLOv 01aryz6s410000000000000000 017F22E2-79B0-7CC3-98C4-DC0C0C07398F"} {
		d := New(find.IDs([]byte(piece)), core.Twitter, testNow)
		d.MarkAfter(&seen)
		flags = append(flags, column(d, ColFlags)...)
	}
	if !slices.Equal(flags, []string{"", "", "", "duplicate", "duplicate"}) {
		t.Errorf("flags %q", flags)
	}
}

// The machine formats give each wide row its layout, its time in Unix
// milliseconds and its fields by name, a value past 2^53 as a string.
func TestWideRowsAsJSON(t *testing.T) {
	d := decoded(t, wideLog)
	var b bytes.Buffer
	e := NewExport(&b, ExportSpec{Format: JSONL, Scheme: core.Twitter})
	if err := e.Write(d); err != nil || e.Close() != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	var v7, tweet, v4 map[string]any
	for k, into := range map[int]*map[string]any{0: &v7, 1: &tweet, 3: &v4} {
		if err := json.Unmarshal([]byte(lines[k]), into); err != nil {
			t.Fatalf("%s: %v", lines[k], err)
		}
	}
	// RFC 9562 A.6: rand_a 0xCC3, rand_b 0x18C4DC0C0C07398F.
	if v7["layout"] != "UUIDv7" || v7["unix_ms"] != 1645557742000.0 || v7["unix_ts_ms"] != 1645557742000.0 || v7["ver"] != 7.0 ||
		v7["rand_a"] != float64(0xCC3) || v7["rand_b"] != "1784793296645077391" || v7["datacenter"] != nil {
		t.Errorf("UUIDv7: %s", lines[0])
	}
	if _, ok := tweet["layout"]; ok || tweet["datacenter"] != 10.0 {
		t.Errorf("the tweet: %s", lines[1])
	}
	if _, ok := v4["unix_ms"]; ok || v4["layout"] != "UUIDv4" || v4["time_utc"] != "" {
		t.Errorf("UUIDv4: %s", lines[3])
	}
}
