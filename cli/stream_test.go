package cli

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf16"

	"snowflakeid/core"
)

// idsColumn decodes text with only the id column and no header, and
// returns the IDs written.
func idsColumn(t *testing.T, text string, args ...string) []string {
	t.Helper()
	status, out, stderr := run(t, text, append([]string{"decode", "--columns", "id", "--no-header"}, args...)...)
	if status != 0 {
		t.Fatalf("status %d: %s", status, stderr)
	}
	return strings.Fields(out)
}

// An ID standing across the end of a piece of standard input is read
// whole: pieces are cut between tokens, never inside one, however long
// the line.
func TestDecodeCutsOnlyBetweenTokens(t *testing.T) {
	if got := idsColumn(t, strings.Repeat("a", pieceSize-7)+" 1382350606417817604 end"); strings.Join(got, " ") != "1382350606417817604" {
		t.Errorf("an ID across the first megabyte's end: %q", got)
	}
	// A one-line JSON of 7 MB, as jq -c writes.
	var line strings.Builder
	var want []string
	line.WriteByte('[')
	for i := int64(0); line.Len() < 7*pieceSize; i++ {
		id := strconv.FormatInt(1382350606417817604+i*4099, 10)
		want = append(want, id)
		line.WriteString(`{"id":"` + id + `","text":"x y","n":` + strconv.FormatInt(i, 10) + `},`)
	}
	line.WriteString("{}]")
	if got := idsColumn(t, line.String()); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("a one-line JSON of %d IDs gave %d", len(want), len(got))
	}
}

// Short numbers are read the same wherever they stand: each line that
// holds one number alone is an ID, in the first megabyte as in the last.
func TestDecodeShortNumbersWhereverTheyStand(t *testing.T) {
	var text strings.Builder
	text.WriteString("id\n")
	n := 0
	for ; text.Len() < 3*pieceSize; n++ {
		text.WriteString(strconv.Itoa(1000+n%7000) + "\n")
	}
	if got := idsColumn(t, text.String()); len(got) != n {
		t.Errorf("%d of %d short numbers under a header line read", len(got), n)
	}
}

// IDs issued while decode runs are not called future: the clock is read
// as each piece is, not once at the start, and a minute's slack allows for
// clocks that differ a little.
func TestFreshIDsAreNotFuture(t *testing.T) {
	start := now
	reads := 0
	clock := func() time.Time { // the start, then two minutes on: IDs were issued meanwhile
		reads++
		if reads == 1 {
			return start
		}
		return start.Add(2 * time.Minute)
	}
	issued := func(after time.Duration) string {
		id, err := core.Encode(core.Fields{Timestamp: start.Add(after).UnixMilli()})
		if err != nil {
			t.Fatal(err)
		}
		return strconv.FormatInt(id, 10)
	}
	// Issued 90 s after the start; and 150 s, by a clock 30 s fast.
	var out bytes.Buffer
	env := &Env{Stdin: strings.NewReader(issued(90*time.Second) + "\n" + issued(150*time.Second) + "\n"), Stdout: &out,
		Stderr: io.Discard, Now: clock}
	if status := Run([]string{"decode", "--csv", "--columns", "flags", "--no-header"}, env); status != 0 {
		t.Fatal(status)
	}
	if flags := strings.Fields(out.String()); len(flags) != 0 {
		t.Errorf("fresh IDs flagged %q", flags)
	}
}

// The machine formats are the same in every language: flags are a list
// of fixed keys in JSON, and JSON lines, CSV and TSV can be chosen column
// by column.
func TestMachineFormatsInTurkish(t *testing.T) {
	t.Setenv("LANG", "tr_TR.UTF-8")
	text := "4194439168 4194439168\n"
	_, js, _ := run(t, text, "decode", "--json")
	var rows []struct {
		Flags    []string `json:"flags"`
		Relative string   `json:"relative"`
	}
	if err := json.Unmarshal([]byte(js), &rows); err != nil || len(rows) != 2 ||
		strings.Join(rows[1].Flags, ",") != "duplicate,pre_snowflake" || rows[0].Relative != "16 years ago" {
		t.Errorf("JSON in Turkish: %s (%v)", js, err)
	}
	_, jsonl, _ := run(t, text, "decode", "--jsonl", "--columns", "id,unix_ms,flags")
	first := `{"id": "4194439168", "unix_ms": 1288834975657, "flags": ["pre_snowflake"]}` + "\n"
	want := `{"id": "4194439168", "unix_ms": 1288834975657, "flags": ["duplicate", "pre_snowflake"]}` + "\n"
	if jsonl != first+want {
		t.Errorf("JSON lines %q", jsonl)
	}
	if _, tsv, _ := run(t, text, "decode", "--columns", "id,flags"); !strings.Contains(tsv, "yinelenen") {
		t.Errorf("tab-separated text, for people, is not in Turkish: %q", tsv)
	}
}

// Input with no ID is no error: the export is written empty, and standard
// error says nothing was found.
func TestNoIDIsAnEmptyExport(t *testing.T) {
	for format, want := range map[string]string{"--json": "[]\n", "--jsonl": "", "--csv": "id,time_utc,time_local,relative,datacenter,machine,sequence,gap,flags\n"} {
		status, out, stderr := run(t, "no numbers here\n", "decode", format)
		if status != 0 || out != want || stderr != "snowflakeid: No IDs found in 1 line.\n" {
			t.Errorf("%s: status %d, %q, %q", format, status, out, stderr)
		}
	}
}

// Skipped numbers are said on standard error, as the window says them.
func TestSkippedNumbersAreSaid(t *testing.T) {
	status, out, stderr := run(t, "-1382350606417817604\n99999999999999999999\n4194439168\n", "decode", "--columns", "id")
	if status != 0 || out != "id\n4194439168\n" || !strings.Contains(stderr, "Skipped 1 negative number") ||
		!strings.Contains(stderr, "Skipped 1 number past 2^63") {
		t.Errorf("status %d, %q, %q", status, out, stderr)
	}
}

// Several files read as one text: an ID in two files is a repeat, and a
// file that cannot be read is left out and said, the rest written whole.
func TestSeveralFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	a, b := write("a.txt", []byte("1382350606417817604\n")), write("b.txt", []byte("1382350606417817604\n"))
	bin := write("bin.dat", []byte("4194439168\x00\x01"))
	status, out, stderr := run(t, "", "decode", "--json", "--columns", "id,flags", a, bin, b)
	var rows []struct {
		ID    string   `json:"id"`
		Flags []string `json:"flags"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil || status != 0 || len(rows) != 2 ||
		len(rows[0].Flags) != 0 || strings.Join(rows[1].Flags, ",") != "duplicate" {
		t.Errorf("status %d, %s (%v)", status, out, err)
	}
	if !strings.Contains(stderr, "bin.dat was not read: it holds NUL bytes") {
		t.Errorf("stderr %q", stderr)
	}
	if status, out, _ := run(t, "", "decode", "--json", bin); status != 1 || out != "" {
		t.Errorf("only a binary file: status %d, %q", status, out)
	}
}

// A text in UTF-16 with its byte-order mark, as Windows PowerShell 5
// writes with ">", is read.
func TestUTF16Files(t *testing.T) {
	for name, order := range map[string]func(uint16) []byte{
		"little-endian": func(u uint16) []byte { return []byte{byte(u), byte(u >> 8)} },
		"big-endian":    func(u uint16) []byte { return []byte{byte(u >> 8), byte(u)} },
	} {
		var data []byte
		for _, u := range utf16.Encode([]rune("\uFEFFid 1382350606417817604\r\n4194439168\r\n")) {
			data = append(data, order(u)...)
		}
		path := filepath.Join(t.TempDir(), "ids.txt")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		if got := idsColumn(t, "", path); strings.Join(got, " ") != "1382350606417817604 4194439168" {
			t.Errorf("%s: %q", name, got)
		}
	}
}

// Each row is written once its line is read when the input pauses, as
// with tail -f: the first ID comes out while the input is still open.
func TestDecodeWritesAsLinesCome(t *testing.T) {
	in, feed := io.Pipe()
	rows := make(chan string, 10)
	env := &Env{Stdin: in, Stdout: chanWriter(rows), Stderr: io.Discard, Now: func() time.Time { return now }}
	done := make(chan int)
	go func() { done <- Run([]string{"decode", "--columns", "id", "--no-header"}, env) }()
	if _, err := io.WriteString(feed, "started 1382350606417817604\n"); err != nil {
		t.Fatal(err)
	}
	select {
	case row := <-rows:
		if row != "1382350606417817604\n" {
			t.Errorf("first row %q", row)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no row 10 s after its line was read")
	}
	feed.Close()
	if status := <-done; status != 0 {
		t.Errorf("status %d", status)
	}
}

// chanWriter sends each write to a channel.
type chanWriter chan string

func (c chanWriter) Write(p []byte) (int, error) {
	c <- string(p)
	return len(p), nil
}

// failingWriter fails every write, as a full disk does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// Output that cannot be written fails the command, whatever it was.
func TestOutputThatCannotBeWritten(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"--version"}, {"decode", "4194439168"}, {"range", "1704067200000"}} {
		var stderr bytes.Buffer
		env := &Env{Stdin: strings.NewReader(""), Stdout: failingWriter{}, Stderr: &stderr, Now: func() time.Time { return now }}
		if status := Run(args, env); status != exitInput || !strings.Contains(stderr.String(), "no space left on device") {
			t.Errorf("%q: status %d, %q", args, status, stderr.String())
		}
	}
}
