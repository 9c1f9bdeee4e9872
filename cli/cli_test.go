package cli

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"io"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/issue"
	"snowflakeid/core/ledger"
	"snowflakeid/decoded"
)

// now is the instant the tests run at.
var now = time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)

// run runs a command on stdin and returns its exit status and output.
func run(t *testing.T, stdin string, args ...string) (status int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	dir := t.TempDir()
	env := &Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut, Now: func() time.Time { return now },
		OpenLedger: func() (issue.Ledger, error) { return ledger.Open(dir, nil) }, Version: "1.2.3"}
	status = Run(args, env)
	return status, out.String(), errOut.String()
}

func TestIsCommand(t *testing.T) {
	for args, want := range map[string]bool{"": false, "decode": true, "new -n 3": true, "range 0": true,
		"--help": true, "-h": true, "help new": true, "--version": true,
		"175928847299117063": false, "https://x.com/a/status/1": false, "cli.go": false, ".": false,
		"ids.log": true, "Decode": true, "nwe -n 5": true, "--nope": true, "-5": true} {
		if got := IsCommand(strings.Fields(args)); got != want {
			t.Errorf("IsCommand(%q) = %v, want %v", args, got, want)
		}
	}
}

// Bad input exits 1 with the window's message on standard error and
// nothing on standard output; bad usage exits 2 and says where the help is.
func TestExitStatuses(t *testing.T) {
	for _, c := range []struct {
		args   string
		stdin  string
		status int
		stderr string
	}{
		{"decode 12x", "", 1, "12x: Enter the ID in decimal, or in hexadecimal starting with 0x."},
		{"decode 4194439168 -5", "", 2, "unknown shorthand flag"},
		{"decode 4194439168 -- -5", "", 1, "-5: "},
		{"decode 4194439168 9223372036854775808", "", 1, "9223372036854775808: "},
		{"decode https://x.com/a/status/x", "", 1, "https://x.com/a/status/x: "},
		{"decode", "a\x00b 4194439168\n", 1, "standard input was not read"},
		{"decode --json --csv 4194439168", "", 2, "choose one of --json, --jsonl and --csv"},
		{"decode --jsonl --csv 4194439168", "", 2, "choose one of"},
		{"decode --columns id,nope 4194439168", "", 2, `there is no column "nope"`},
		{"decode missing.txt", "", 1, "missing.txt: there is no such file, and this is no ID or link"},
		{"decode 4194439168 missing.txt", "", 1, "missing.txt: there is no such file"},
		{"decode .", "", 1, ".: this is a folder"},
		{"new -n +5", "", 1, "--count: Leave out the sign"},
		{"new -n 2.5", "", 1, "--count: Enter a whole number of IDs from 1 to 1000000."},
		{"new x", "", 2, "new takes options only, not “x”"},
		{"decode --discord-style x 4194439168", "", 2, "--discord-style takes one of tTdDfFsSR"},
		{"decode --discord-style ff 4194439168", "", 2, "--discord-style takes one of"},
		{"decode --scheme nowhere 4194439168", "", 1, "--scheme: write twitter, discord"},
		{"decode --scheme 2999-01-01 4194439168", "", 1, "--scheme: The epoch must lie between"},
		{"new -n 0", "", 1, "--count: Enter a whole number of IDs from 1 to 1000000."},
		{"new --datacenter 32", "", 1, "--datacenter: "},
		{"new -m x", "", 1, "--machine: "},
		{"new 5", "", 2, "to issue 5 IDs, write snowflakeid new -n 5"},
		{"new --nope", "", 2, "unknown flag: --nope"},
		{"range", "", 2, "give FROM"},
		{"range 1 2 3", "", 2, "give FROM"},
		{"range 2009-01-01T00:00:00Z", "", 1, "2009-01-01T00:00:00Z: "},
		{"range 2024-01-02T00:00:00Z 2024-01-01T00:00:00Z", "", 1, ""},
		{"fly", "", 2, `"fly" is neither a command nor an ID, a link or a file`},
		{"nwe -n 5", "", 2, `did you mean "new"?`},
		{"Decode", "", 2, `did you mean "decode"?`},
		{"rnage 0", "", 2, `did you mean "range"?`},
		{"ids.log", "", 2, `"ids.log" is neither a command`},
		{"--fly", "", 2, `there is no option "--fly"`},
	} {
		status, stdout, stderr := run(t, c.stdin, strings.Fields(c.args)...)
		if status != c.status || stdout != "" || !strings.Contains(stderr, c.stderr) || !strings.HasPrefix(stderr, Name+": ") {
			t.Errorf("%s: status %d, stdout %q, stderr %q; want status %d and %q", c.args, status, stdout, stderr, c.status, c.stderr)
		}
		if c.status == 2 && !strings.Contains(stderr, "--help") {
			t.Errorf("%s: %q does not say where the help is", c.args, stderr)
		}
	}
}

func TestHelpAndVersion(t *testing.T) {
	for _, args := range []string{"--help", "-h", "help"} {
		if status, out, _ := run(t, "", strings.Fields(args)...); status != 0 || !strings.Contains(out, "decode") || !strings.Contains(out, "range") {
			t.Errorf("%s: status %d, %q", args, status, out)
		}
	}
	for _, args := range []string{"decode --help", "help decode", "new -h", "range --help"} {
		status, out, _ := run(t, "", strings.Fields(args)...)
		if status != 0 || !strings.Contains(out, "Usage: snowflakeid "+strings.Fields(strings.TrimPrefix(args, "help "))[0]) || !strings.Contains(out, "--scheme") {
			t.Errorf("%s: status %d, %q", args, status, out)
		}
	}
	if status, out, _ := run(t, "", "--version"); status != 0 || out != "snowflakeid 1.2.3\n" {
		t.Errorf("--version: %d %q", status, out)
	}
}

// decode writes the Decode many export: the same columns and cells, the
// IDs of the arguments in their order.
func TestDecodeWritesTheExport(t *testing.T) {
	text := "4194439168\nhttps://x.com/a/status/1541815603606036480 and 0x132f188d72947000\n"
	// Worked out by hand: each ID's millisecond is (id >> 22) + 1288834974657,
	// its parts (id >> 17) & 31, (id >> 12) & 31 and id & 4095; the gaps
	// are 367597484448 ms and −38019418046 ms. The local time is the
	// test machine's zone's, written as the window writes it.
	// CSV, for programs, writes local times as RFC 3339 and flags as keys;
	// tab-separated text, for people, as the window shows them.
	export := func(sep, layout, preSnowflake string) string {
		local := func(ms int64) string { return time.UnixMilli(ms).Local().Format(layout) }
		return strings.ReplaceAll("id,time_utc,time_local,relative,datacenter,machine,sequence,gap,flags\n"+
			"4194439168,2010-11-04T01:42:55.657Z,"+local(1288834975657)+",16 years ago,1,1,0,,"+preSnowflake+"\n"+
			"1541815603606036480,2022-06-28T16:07:40.105Z,"+local(1656432460105)+",4 years ago,11,26,0,+4254d14h24m44.448s,\n"+
			"1382350606417817600,2021-04-14T15:10:42.059Z,"+local(1618413042059)+",5 years ago,10,7,0,-440d56m58.046s,\n", ",", sep)
	}
	want := export(",", "2006-01-02T15:04:05.000Z07:00", "pre_snowflake")
	for _, args := range [][]string{
		{"decode", "--csv", "4194439168", "https://x.com/a/status/1541815603606036480", "0x132f188d72947000"},
		{"decode", "--csv"},
	} {
		status, out, stderr := run(t, text, args...)
		if status != 0 || out != want {
			t.Errorf("%q: status %d, stderr %q\n got %q\nwant %q", args, status, stderr, out, want)
		}
	}
	_, tsv, _ := run(t, text, "decode")
	if wantTSV := export("\t", "2006-01-02 15:04:05.000 -07:00 MST", "pre-Snowflake?"); tsv != wantTSV {
		t.Errorf("tab-separated %q, want %q", tsv, wantTSV)
	}
	_, js, _ := run(t, text, "decode", "--json")
	var rows []map[string]any
	if err := json.Unmarshal([]byte(js), &rows); err != nil || len(rows) != 3 || rows[1]["id"] != "1541815603606036480" || rows[0]["sequence"] != 0.0 {
		t.Errorf("JSON %s: %v", js, err)
	}
}

// A Discord link decodes in Discord's scheme, and --scheme wins over it.
// TestDecodeDiscordStyle adds the discord column: the worked example in
// every format, and a Mastodon status at its own time.
func TestDecodeDiscordStyle(t *testing.T) {
	_, out, _ := run(t, "", "decode", "--discord-style", "R", "4194439168", "https://mastodon.social/@Gargron/103270115826048975")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || !strings.HasSuffix(lines[0], "\tflags\tdiscord") ||
		!strings.HasSuffix(lines[1], "\t<t:1288834975:R>") || !strings.HasSuffix(lines[2], "other service\t<t:1575776913:R>") {
		t.Errorf("TSV:\n%s", out)
	}
	_, out, _ = run(t, "", "decode", "--csv", "--discord-style", "f", "4194439168")
	if lines := strings.Split(strings.TrimSpace(out), "\n"); !strings.HasSuffix(lines[0], ",flags,discord") || !strings.HasSuffix(lines[1], ",<t:1288834975:f>") {
		t.Errorf("CSV:\n%s", out)
	}
	_, out, _ = run(t, "", "decode", "--json", "--discord-style", "D", "4194439168")
	var rows []map[string]any
	if err := json.Unmarshal([]byte(out), &rows); err != nil || len(rows) != 1 || rows[0]["discord"] != "<t:1288834975:D>" {
		t.Errorf("JSON %v:\n%s", err, out)
	}
	_, out, _ = run(t, "", "decode", "4194439168")
	if strings.Contains(out, "discord") {
		t.Errorf("without --discord-style:\n%s", out)
	}
}

func TestDecodeScheme(t *testing.T) {
	link := "https://discord.com/channels/1/2/175928847299117063"
	_, out, _ := run(t, "", "decode", "--csv", link)
	if !strings.HasPrefix(out, "id,time_utc,time_local,relative,worker,process,increment,gap,flags\n175928847299117063,2016-04-30T11:18:25.796Z,") {
		t.Errorf("Discord link: %q", out)
	}
	// A link is read in its service's scheme whatever --scheme says;
	// plain numbers are read in the scheme given.
	_, out, _ = run(t, "", "decode", "--csv", "--scheme", "twitter", link, "175928847299117063")
	lines := strings.Split(out, "\n")
	if len(lines) != 4 || !strings.Contains(lines[1], ",2016-04-30T11:18:25.796Z,") || !strings.HasSuffix(lines[1], ",bulk_delete link_scheme") ||
		!strings.Contains(lines[2], ",2012-03-03T13:01:20.453Z,") || !strings.HasSuffix(lines[2], ",-1518d22h17m5.343s,duplicate") {
		t.Errorf("--scheme twitter: %q", out)
	}
	_, out, _ = run(t, "", "decode", "--csv", "--scheme", "1420070400000", "175928847299117063")
	if !strings.Contains(out, ",2016-04-30T11:18:25.796Z,") {
		t.Errorf("custom epoch: %q", out)
	}
}

// A stream longer than a piece reads as one text: every ID once, in order,
// with one header, and gaps across the pieces' seams.
func TestDecodeStreamsInPieces(t *testing.T) {
	var text strings.Builder
	var ids []int64
	for i := int64(0); text.Len() < 3*pieceSize+12345; i++ {
		id, _ := core.Twitter.Encode(core.Fields{Timestamp: 1700000000000 + i*7, Sequence: i % 4096})
		ids = append(ids, id)
		text.WriteString("log line " + strconv.Itoa(int(i)) + " id=" + strconv.FormatInt(id, 10) + "\n")
	}
	status, out, stderr := run(t, text.String(), "decode", "--csv")
	if status != 0 {
		t.Fatalf("status %d: %s", status, stderr)
	}
	records, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(records) != len(ids)+1 {
		t.Fatalf("%d rows for %d IDs", len(records)-1, len(ids))
	}
	for i, r := range records[1:] {
		if r[decoded.ColID] != strconv.FormatInt(ids[i], 10) || i > 0 && r[decoded.ColGap] != "+7ms" {
			t.Fatalf("row %d: %q", i, r)
		}
	}
}

// decode reads standard input a piece at a time: however long the input,
// it holds about one piece.
func TestDecodeMemoryDoesNotGrowWithTheInput(t *testing.T) {
	line := []byte("2024-05-01 12:00:00 user 1785613339926306816 logged in\n")
	defer debug.SetGCPercent(debug.SetGCPercent(10)) // the heap in use stays near what is live
	heap := func(lines int) uint64 {
		runtime.GC()
		r := io.LimitReader(&repeater{line: line}, int64(lines*len(line)))
		env := &Env{Stdin: r, Stdout: io.Discard, Stderr: io.Discard, Now: func() time.Time { return now }}
		var peak uint64
		env.Stdout = peakWriter(&peak)
		if status := Run([]string{"decode"}, env); status != 0 {
			t.Fatalf("status %d", status)
		}
		return peak
	}
	small, large := heap(50_000), heap(1_000_000) // 2.8 MB and 56 MB of log
	if large > small+16<<20 {
		t.Errorf("heap while decoding 56 MB: %d MB; 2.8 MB: %d MB", large>>20, small>>20)
	}
}

// repeater reads line again and again.
type repeater struct {
	line []byte
	at   int
}

func (r *repeater) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		c := copy(p[n:], r.line[r.at:])
		n += c
		r.at = (r.at + c) % len(r.line)
	}
	return n, nil
}

// new issues IDs of the datacenter and machine asked for, increasing, and
// never again: a second command on the same ledger goes on after the first.
func TestNewIssuesThroughTheLedger(t *testing.T) {
	dir := t.TempDir()
	issue := func(args ...string) []int64 {
		var out bytes.Buffer
		env := &Env{Stdout: &out, Stderr: io.Discard, Now: time.Now,
			OpenLedger: func() (issue.Ledger, error) { return ledger.Open(dir, nil) }}
		if status := Run(append([]string{"new"}, args...), env); status != 0 {
			t.Fatalf("new %q: status %d", args, status)
		}
		var ids []int64
		for _, f := range strings.Fields(out.String()) {
			id, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		return ids
	}
	first := issue("-n", "10000", "--datacenter", "3", "-m", "7")
	second := issue("--count", "5000", "-d", "3", "--machine", "7")
	if len(first) != 10000 || len(second) != 5000 {
		t.Fatalf("%d and %d IDs", len(first), len(second))
	}
	all := append(first, second...)
	for i, id := range all {
		f, _ := core.Decode(id)
		if f.Datacenter != 3 || f.Machine != 7 || i > 0 && id <= all[i-1] {
			t.Fatalf("ID %d: %d (%+v) after %d", i, id, f, all[i-1])
		}
	}
	if one := issue("--scheme", "discord"); len(one) != 1 || slices.Contains(all, one[0]) {
		t.Errorf("one Discord ID: %v", one)
	}
}

// new still issues when the ledger cannot be opened, and says so.
func TestNewWithoutALedger(t *testing.T) {
	var out, errOut bytes.Buffer
	env := &Env{Stdout: &out, Stderr: &errOut, Now: time.Now,
		OpenLedger: func() (issue.Ledger, error) { return nil, errors.New("read-only") }}
	if status := Run([]string{"new", "-n", "3"}, env); status != 0 || strings.Count(out.String(), "\n") != 3 ||
		!strings.Contains(errOut.String(), "unique within this command only: read-only") {
		t.Errorf("status %d, %q, %q", status, out.String(), errOut.String())
	}
}

// range writes what the IDs of a moment tab shows.
func TestRange(t *testing.T) {
	// Worked out by hand: first = (from − epoch) << 22, last = (to − epoch) << 22 | (1 << 22 − 1),
	// with from 1704067200000 and to the last millisecond of the second
	// written, 1704153600999; for the day 2024-05-01, from 1714521600000 to
	// 1714607999999.
	for args, want := range map[string]string{
		"range 2024-01-01T00:00:00Z 2024-01-02T00:00:00Z": "first\t1741610183685046272\nlast\t1741972575744950271\n",
		"range 2024-05-01":    "first\t1785459115422646272\nlast\t1785821503288246271\n",
		"range 1704067200000": "first\t1741610183685046272\nlast\t1741610183689240575\n",
	} {
		if status, out, _ := run(t, "", strings.Fields(args)...); status != 0 || out != want {
			t.Errorf("%s: %d %q, want %q", args, status, out, want)
		}
	}
	_, out, _ := run(t, "", "range", "--json", "--scheme", "discord", "1704067200000")
	var got map[string]string
	if err := json.Unmarshal([]byte(out), &got); err != nil || got["first"] != "1191168914227200000" ||
		got["last"] != "1191168914231394303" || got["scheme"] != "Discord" || got["from"] != "2024-01-01T00:00:00.000Z" {
		t.Errorf("range --json: %s (%v)", out, err)
	}

	// Ten digits are Unix seconds, the whole second, and standard error
	// says so: worked out by hand as above, and for TikTok (epoch 0,
	// seconds << 32) 1700000000 << 32 and that | (1 << 32 − 1).
	for args, want := range map[string]string{
		"range 1704067200":                 "first\t1741610183685046272\nlast\t1741610187879350271\n",
		"range --layout tiktok 1700000000": "first\t7301444403200000000\nlast\t7301444407494967295\n",
		"range 1704067200000 1704067200":   "first\t1741610183685046272\nlast\t1741610187879350271\n",
	} {
		status, out, errOut := run(t, "", strings.Fields(args)...)
		if status != 0 || out != want || strings.Count(errOut, "as Unix seconds: 20") != 1 || !strings.Contains(errOut, "read 170") {
			t.Errorf("%s: %d %q %q, want %q", args, status, out, errOut, want)
		}
	}
}

// peakWriter discards what is written, noting the most heap in use at any
// write.
func peakWriter(peak *uint64) io.Writer {
	return writerFunc(func(p []byte) (int, error) {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		*peak = max(*peak, m.HeapAlloc)
		return len(p), nil
	})
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
