package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sony/sonyflake"

	"snowflakeid/core"
	"snowflakeid/core/issue"
	"snowflakeid/core/ledger"
)

// newLinesIn runs new with args through the ledger in dir, as a person
// whose saved datacenter and machine are 7 and 9, and returns the lines
// written.
func newLinesIn(t *testing.T, dir string, args ...string) []string {
	t.Helper()
	var out, errOut bytes.Buffer
	env := &Env{Stdout: &out, Stderr: &errOut, Now: time.Now,
		OpenLedger: func() (issue.Ledger, error) { return ledger.Open(dir, nil) },
		Issuing:    func() (string, string) { return "7", "9" }}
	if status := Run(append([]string{"new"}, args...), env); status != 0 {
		t.Fatalf("new %q: status %d, %s", args, status, errOut.String())
	}
	return strings.Fields(out.String())
}

// issueIn runs new with args through the ledger in dir, as a person whose
// saved datacenter and machine are 7 and 9, and returns the IDs.
func issueIn(t *testing.T, dir string, args ...string) []int64 {
	t.Helper()
	var ids []int64
	for _, f := range newLinesIn(t, dir, args...) {
		id, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

// new issues IDs of any layout, its plain fields set with --set; the
// fields are read here by the layouts' own shifts, and Sonyflake's by
// the library itself.
func TestNewInAnyLayout(t *testing.T) {
	dir := t.TempDir()
	start := time.Now().UnixMilli()
	// Instagram: 40 bits of ms from 1314220021721, 13 of shard, 10 of sequence.
	for i, id := range issueIn(t, dir, "--layout", "instagram", "--set", "shard=958", "-n", "3") {
		if shard, seq, ms := id>>10&8191, id&1023, id>>23+1314220021721; shard != 958 || seq != int64(i) || ms < start-1 || ms > start+5000 {
			t.Errorf("Instagram ID %d: shard %d, sequence %d, ms %d", id, shard, seq, ms)
		}
	}
	for _, id := range issueIn(t, dir, "--layout", "Sonyflake", "--set", "machine=1051", "-n", "300") {
		parts := sonyflake.Decompose(uint64(id))
		if parts["machine-id"] != 1051 {
			t.Fatalf("Sonyflake ID %d: %v", id, parts)
		}
	}
	// Nextcloud: 31 bits of s from 2025-10-01, 10 of ms, 9 of server, 1 cli, 12 sequence.
	for _, id := range issueIn(t, dir, "--layout", "nextcloud", "--set", "server=300", "--set", "cli=1", "-n", "2") {
		ms := 1759276800000 + id>>32*1000 + id>>22&1023
		if id>>13&511 != 300 || id>>12&1 != 1 || id>>22&1023 > 999 || ms < start-1 || ms > start+5000 {
			t.Errorf("Nextcloud ID %d: %d ms, server %d, cli %d", id, ms, id>>13&511, id>>12&1)
		}
	}
	// Twitter's layout by name takes the person's datacenter and machine,
	// as new does with no option; so does Discord's scheme, as worker and
	// process.
	for _, args := range [][]string{{"--layout", "x"}, {}, {"--scheme", "discord"}} {
		if id := issueIn(t, dir, args...)[0]; id>>17&31 != 7 || id>>12&31 != 9 {
			t.Errorf("new %q: %d holds %d/%d", args, id, id>>17&31, id>>12&31)
		}
	}
	if id := issueIn(t, dir, "--layout", "discord", "-d", "3", "--machine", "4")[0]; id>>17&31 != 3 || id>>12&31 != 4 {
		t.Errorf("Discord with -d 3 -m 4: %d", id)
	}
	if id := issueIn(t, dir, "--layout", "discord", "--set", "worker=2")[0]; id>>17&31 != 2 || id>>12&31 != 9 {
		t.Errorf("Discord with worker=2: %d", id)
	}
}

// Windows and commands of one layout, by any name, share the ledger: the
// preset, its file under other names, and Twitter's scheme each go on
// from the last ID another issued, here put 600 ms ahead of the clock.
func TestNewSharesTheLedgerAcrossNames(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(t.TempDir(), "ours.toml")
	renamed := strings.NewReplacer(`name = "Twitter"`, `name = "Ours"`, `"datacenter"`, `"region"`, `"machine"`, `"host"`).
		Replace(string(core.WriteLayoutFile(core.Twitter.Layout())))
	if err := os.WriteFile(file, []byte(renamed), 0o600); err != nil {
		t.Fatal(err)
	}
	key, err := issue.SchemeKey(core.Twitter, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"-d", "1", "-m", "2"},
		{"--layout", "twitter", "--set", "datacenter=1", "--set", "machine=2"},
		{"--layout", file, "--set", "region=1", "--set", "host=2"},
		{"--layout", file, "-d", "1", "-m", "2"},
	} {
		ahead := time.Now().Add(600 * time.Millisecond).UnixMilli()
		l, err := ledger.Open(dir, nil)
		if err != nil {
			t.Fatal(err)
		}
		err = l.Update(key, func(last *issue.Issued) error {
			*last = issue.Issued{Micros: ahead * 1000, Sequence: 4094}
			return nil
		})
		l.Close()
		if err != nil {
			t.Fatal(err)
		}
		// The last sequence number of that millisecond, by hand; or, on a
		// machine so busy that the clock passed it first, a later ID.
		want := (ahead-1288834974657)<<22 | 1<<17 | 2<<12 | 4095
		if ids := issueIn(t, dir, args...); len(ids) != 1 || ids[0] < want {
			t.Errorf("new %q: %v, want %d, after the ledger's last ID", args, ids, want)
		}
	}
}

// --set, --datacenter and --machine are checked against the layout's
// plain fields, and each message says what is wrong and what is right.
func TestNewSetRefusals(t *testing.T) {
	for args, want := range map[string]string{
		"new --layout instagram --set shard=8192":      "--set shard=8192: shard must be a whole number from 0 to 8191",
		"new --layout instagram --set shard=-1":        "--set shard=-1: shard must be a whole number from 0 to 8191",
		"new --layout instagram --set node=1":          "--set node=1: Instagram has no plain field called node; its plain fields are shard",
		"new --layout instagram --set sequence=1":      "--set sequence=1: Instagram has no plain field called sequence",
		"new --layout instagram --datacenter 3":        "--datacenter: Instagram has no plain field called datacenter",
		"new --layout instagram --set shard":           "--set shard: write the field and its value as FIELD=VALUE",
		"new --layout mastodon --set a=1":              "its plain fields are –",
		"new --layout twitter -d 3 --set datacenter=4": "datacenter is set twice",
		"new --layout twitter --scheme discord":        "give --scheme or --layout, not both",
		"new --layout nosuch":                          "there is no such layout or file; the layouts are Twitter, Discord, Instagram",
		"new --layout tiktok -n 12":                    "TikTok IDs come at most 1 every 1 s, so 12 of them take at least 11 s. Ask for 11 or fewer",
		"new --layout baidu":                           "A Baidu ID holds the instants from 2016-05-19T16:00:00.000Z to 2024-11-20T13:24:15.999Z.",
	} {
		if status, out, errOut := run(t, "", strings.Fields(args)...); status == 0 || out != "" || !strings.Contains(errOut, want) {
			t.Errorf("%s: status %d, %q, %q; want %q", args, status, out, errOut, want)
		}
	}
}

// range gives the IDs of a time in any layout whose IDs sort by time.
func TestRangeInALayout(t *testing.T) {
	// Worked out by hand: Sonyflake's ticks are 10 ms from 1409529600000,
	// above 24 bits of sequence and machine. 2025-01-01 is 1735689600000,
	// tick 32616000000; its last millisecond, 1735775999999, is in tick
	// 32624639999.
	first, last := int64(32616000000)<<24, int64(32624639999)<<24|(1<<24-1)
	want := fmt.Sprintf("first\t%d\nlast\t%d\n", first, last)
	if status, out, errOut := run(t, "", "range", "--layout", "sonyflake", "2025-01-01"); status != 0 || out != want {
		t.Errorf("Sonyflake's 2025-01-01: %d %q %q, want %q", status, out, errOut, want)
	}
	_, out, _ := run(t, "", "range", "--json", "--layout", "instagram", "1704067200000")
	var got map[string]string
	// (1704067200000 − 1314220021721) << 23, and the 2^23 IDs of that ms.
	if err := json.Unmarshal([]byte(out), &got); err != nil || got["first"] != "3270275158488645632" ||
		got["last"] != "3270275158497034239" || got["layout"] != "Instagram" || got["scheme"] != "" {
		t.Errorf("range --json --layout instagram: %s (%v)", out, err)
	}
	// RFC 9562 A.6's instant, 2022-02-22T19:22:22Z, is 0x017F22E279B0 ms:
	// the version and variant set, every random bit 0, then 1.
	v7 := "first\t017f22e2-79b0-7000-8000-000000000000\nlast\t017f22e2-79b0-7fff-bfff-ffffffffffff\n"
	if status, out, errOut := run(t, "", "range", "--layout", "uuidv7", "1645557742000"); status != 0 || out != v7 {
		t.Errorf("UUIDv7 at 1645557742000: %d %q %q, want %q", status, out, errOut, v7)
	}
	sql := "WHERE id BETWEEN '017f22e2-79b0-7000-8000-000000000000' AND '017f22e2-79b0-7fff-bfff-ffffffffffff'\n"
	if status, out, errOut := run(t, "", "range", "--sql", "--layout", "uuidv7", "1645557742000"); status != 0 || out != sql {
		t.Errorf("--sql, UUIDv7 at 1645557742000: %d %q %q, want %q", status, out, errOut, sql)
	}
	if status, out, _ := run(t, "", "range", "--sql", "1704067200000"); status != 0 || out != "WHERE id BETWEEN 1741610183685046272 AND 1741610183689240575\n" {
		t.Errorf("--sql in Twitter's layout: %d %q", status, out)
	}
	_, out, _ = run(t, "", "range", "--json", "--layout", "ulid", "1469918176385")
	// ulid/javascript: 1469918176385 ms is 01ARYZ6S41.
	if err := json.Unmarshal([]byte(out), &got); err != nil || got["first"] != "01ARYZ6S410000000000000000" ||
		got["last"] != "01ARYZ6S41ZZZZZZZZZZZZZZZZ" || got["layout"] != "ULID" ||
		got["sql"] != "WHERE id BETWEEN '01ARYZ6S410000000000000000' AND '01ARYZ6S41ZZZZZZZZZZZZZZZZ'" {
		t.Errorf("range --json --layout ulid: %s (%v)", out, err)
	}
	unsorted := filepath.Join(t.TempDir(), "shard-first.toml")
	text := "name = \"ShardFirst\"\nepoch = 0\n[[field]]\nname = \"shard\"\nbits = 10\n[[field]]\nname = \"ms\"\nbits = 41\ntime = \"1ms\"\n"
	if err := os.WriteFile(unsorted, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	for args, want := range map[string]string{
		"range --layout pgedge 2022-12-31":           "A pgEdge ID holds the instants from 2023-01-01T00:00:00.000Z",
		"range --layout " + unsorted + " 2025-01-01": "do not sort by their time",
		"range --layout uuidv1 2025-01-01":           "do not sort by their time",
		"range --layout uuidv4 2025-01-01":           "hold no time",
		"range --layout uuidv7 1969-12-31":           "A UUIDv7 ID holds the instants from 1970-01-01T00:00:00.000Z",
	} {
		if status, out, errOut := run(t, "", strings.Fields(args)...); status != 1 || out != "" || !strings.Contains(errOut, want) {
			t.Errorf("%s: %d %q %q, want %q", args, status, out, errOut, want)
		}
	}
}
