package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// decode --layout writes the layout's columns: the ID, its fields, then
// the times, the gap and the flags; the figures are the presets'
// published ones (Instagram's from unfurl's tests, Nextcloud's from its
// DecoderTest.php).
func TestDecodeInALayout(t *testing.T) {
	_, out, errOut := run(t, "", "decode", "--csv", "--layout", "instagram", "3870172288071432645",
		"https://x.com/a/status/1382350606417817604")
	lines := strings.Split(out, "\n")
	if len(lines) != 4 || lines[0] != "id,timestamp,shard,sequence,time_utc,time_local,relative,gap,flags" ||
		!strings.HasPrefix(lines[1], "3870172288071432645,461360488900,958,453,2026-04-07T16:48:30.621Z,") {
		t.Fatalf("Instagram: %q %q", out, errOut)
	}
	// A tweet's link is another service's: flagged, with the tweet's time
	// (1382350606417817604 >> 22 ms after Twitter's epoch).
	if !strings.Contains(lines[2], ",2021-04-14T15:10:42.059Z,") || !strings.HasSuffix(lines[2], ",other_service") {
		t.Errorf("a tweet's link read as Instagram: %q", lines[2])
	}
	_, out, _ = run(t, "", "decode", "--json", "--layout", "Nextcloud", "4688076898113587")
	var rows []map[string]any
	if err := json.Unmarshal([]byte(out), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("Nextcloud JSON: %s (%v)", out, err)
	}
	for key, want := range map[string]any{"id": "4688076898113587", "seconds": 1091527.0, "milliseconds": 984.0,
		"server": 392.0, "cli": 1.0, "sequence": 2099.0, "time_utc": "2025-10-13T15:12:07.984Z"} {
		if rows[0][key] != want {
			t.Errorf("Nextcloud %s = %v, want %v", key, rows[0][key], want)
		}
	}
	_, out, _ = run(t, "", "decode", "--csv", "--layout", "sonyflake", "--columns", "ID,Machine,unix_ms", "0x45eec4a4600041b")
	if out != "id,machine,unix_ms\n314948827708654619,1051,1597253729980\n" {
		t.Errorf("Sonyflake's columns: %q", out)
	}
	status, _, errOut := run(t, "", "decode", "--layout", "sonyflake", "--columns", "id,datacenter", "5")
	if status != 2 || !strings.Contains(errOut, `there is no column "datacenter"; the columns are id,time,sequence,machine,time_utc,`) {
		t.Errorf("a column Sonyflake lacks: %d %q", status, errOut)
	}
}

// An ID with bits above a layout's fields is flagged and has no fields
// and no time; the rows after it still do.
func TestDecodeBeyondALayout(t *testing.T) {
	file := filepath.Join(t.TempDir(), "small.toml")
	text := "name = \"Small\"\nepoch = 0\n[[field]]\nname = \"ms\"\nbits = 32\ntime = \"1ms\"\n[[field]]\nname = \"node\"\nbits = 8\n"
	if err := os.WriteFile(file, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	// 2^40 needs a 41st bit; 1000 << 8 | 7 is 1 s after 1970, node 7.
	_, out, _ := run(t, "", "decode", "--jsonl", "--layout", file, "1099511627776", "256007")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []string{
		`{"id": "1099511627776", "ms": null, "node": null, "time_utc": "", "time_local": "", "relative": "", "gap": "", "flags": ["beyond_layout"]}`,
		`{"id": "256007", "ms": 1000, "node": 7, "time_utc": "1970-01-01T00:00:01.000Z", `,
	}
	if len(lines) != 2 || lines[0] != want[0] || !strings.HasPrefix(lines[1], want[1]) || !strings.Contains(lines[1], `"gap": "", "flags": []}`) {
		t.Errorf("got\n%s\nwant\n%s", out, strings.Join(want, "\n"))
	}
}

// A column named twice in --columns, in any case, is refused as usage:
// a JSON row with two "id" keys reads as one.
func TestDecodeColumnsOnce(t *testing.T) {
	for _, columns := range []string{"id,id", "id,ID", "id,unix_ms,Unix_MS"} {
		status, out, errOut := run(t, "4194439168", "decode", "--json", "--columns", columns)
		if status != 2 || out != "" || !strings.Contains(errOut, "is named twice in --columns") {
			t.Errorf("--columns %s: status %d, %q, %q", columns, status, out, errOut)
		}
	}
}
