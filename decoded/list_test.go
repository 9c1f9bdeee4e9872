package decoded

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
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
	"snowflakeid/words"
)

// idAt makes a Twitter ID at Unix ms with the other fields given.
func idAt(t testing.TB, ms, dc, m, seq int64) int64 {
	t.Helper()
	id, err := core.Encode(core.Fields{Timestamp: ms, Datacenter: dc, Machine: m, Sequence: seq})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// inEnglish starts a test app that speaks English.
func inEnglish(t testing.TB) {
	t.Setenv("LANG", "en_US.UTF-8")
	test.NewTempApp(t)
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		t.Fatal(err)
	}
}

// testNow is the tests' "now", 2025-12-02T10:00:00Z.
var testNow = time.UnixMilli(1764669600000)

// decoded reads text as the Decode many tab does, in Twitter, at testNow,
// in UTC, in English.
func decoded(t testing.TB, text string) *List {
	inEnglish(t)
	d := New(find.IDs([]byte(text)), core.Twitter, testNow)
	d.local = time.UTC
	return d
}

func column(d *List, col int) []string {
	var cells []string
	for row := range d.Len() {
		cells = append(cells, d.Cell(row, col))
	}
	return cells
}

func TestDecodedIDsSortAndGap(t *testing.T) {
	base := int64(1618413042059)
	a, b, c := idAt(t, base+5000, 1, 3, 0), idAt(t, base, 2, 1, 7), idAt(t, base+2500, 1, 2, 1)
	d := decoded(t, strings.Join([]string{strconv.FormatInt(a, 10), strconv.FormatInt(b, 10), strconv.FormatInt(c, 10)}, " x "))
	ids := func() []int64 {
		var got []int64
		for row := range d.Len() {
			got = append(got, d.ID(row))
		}
		return got
	}
	steps := []struct {
		click int // the header clicked, or -2 for none
		ids   []int64
		gaps  []string
	}{
		{-2, []int64{a, b, c}, []string{"", "-5 s", "+2.5 s"}},
		{ColUTC, []int64{b, c, a}, []string{"", "+2.5 s", "+2.5 s"}},
		{ColUTC, []int64{a, c, b}, []string{"", "-2.5 s", "-2.5 s"}},
		{ColUTC, []int64{a, b, c}, []string{"", "-5 s", "+2.5 s"}},
		{ColMachine, []int64{b, c, a}, []string{"", "+2.5 s", "+2.5 s"}},
		{ColDatacenter, []int64{a, c, b}, []string{"", "-2.5 s", "-2.5 s"}}, // ties keep the order found
		{ColGap, []int64{a, c, b}, []string{"", "-2.5 s", "-2.5 s"}},        // the gap cannot lead
		{ColDatacenter, []int64{b, c, a}, []string{"", "+2.5 s", "+2.5 s"}},
	}
	for i, s := range steps {
		if s.click != -2 {
			d.SortBy(s.click)
		}
		if got := ids(); !slices.Equal(got, s.ids) {
			t.Errorf("step %d: rows %v, want %v", i, got, s.ids)
		}
		if got := column(d, ColGap); !slices.Equal(got, s.gaps) {
			t.Errorf("step %d: gaps %q, want %q", i, got, s.gaps)
		}
	}
	if h := []string{d.Header(ColDatacenter), d.Header(ColID)}; h[0] != "Datacenter ▼" || h[1] != "ID" {
		t.Errorf("headers %q do not mark the sort column", h)
	}
}

func TestDecodedIDsFlags(t *testing.T) {
	// A minute ahead is a clock a little fast; a minute and a second, the future.
	future := idAt(t, testNow.UnixMilli()+61_000, 0, 0, 0)
	fast := idAt(t, testNow.UnixMilli()+60_000, 0, 0, 0)
	text := "732822797798539300 0x0a2b8273b2170024 1382350606417817604 1382350606417817604 " + strconv.FormatInt(future, 10) +
		" " + strconv.FormatInt(fast, 10)
	d := decoded(t, text)
	// The hex ID is the first one written otherwise: only the decimal may be a rounding.
	// Each row after an ID's first is a duplicate, never the first.
	want := []string{"JS-rounded?", "duplicate", "", "duplicate", "future", ""}
	if got := column(d, ColFlags); !slices.Equal(got, want) {
		t.Errorf("flags %q, want %q", got, want)
	}
	d.Read(core.Scheme{Name: words.CustomName, Epoch: testNow.UnixMilli()}, testNow) // every ID in the future
	if d.read.future != 6 || d.Cell(3, ColFlags) != "future, duplicate" {
		t.Errorf("read with an epoch of now: %d in the future, flags %q", d.read.future, column(d, ColFlags))
	}

	// Tweets from before Snowflake, in a list and in links; not once read as Discord IDs.
	d = decoded(t, "20\n29700859247\n29700859248\n")
	if got := column(d, ColFlags); !slices.Equal(got, []string{"pre-Snowflake?", "pre-Snowflake?", ""}) {
		t.Errorf("flags of old tweets %q", got)
	}
	if !slices.Contains(d.Summary(), "2 IDs, if tweets', may be from before Snowflake (2006–2010), when Twitter numbered tweets one by one: then their times are not real.") {
		t.Errorf("summary of old tweets %q", d.Summary())
	}
	d.Read(core.Discord, testNow)
	if got := column(d, ColFlags); !slices.Equal(got, []string{"past bulk delete", "past bulk delete", "past bulk delete"}) || d.read.preTweets != 0 {
		t.Errorf("read as Discord IDs, flags %q", got)
	}
}

// TestBulkDeleteCutoff reads Discord messages of 13 and 15 days before
// now: only the older is past what bulk delete takes.
func TestBulkDeleteCutoff(t *testing.T) {
	day := int64(24 * time.Hour / time.Millisecond)
	young, _ := core.Discord.Encode(core.Fields{Timestamp: testNow.UnixMilli() - 13*day})
	old, _ := core.Discord.Encode(core.Fields{Timestamp: testNow.UnixMilli() - 15*day, Sequence: core.MaxSequence})
	d := decoded(t, fmt.Sprintf("https://discord.com/channels/1/2/%d\nhttps://discord.com/channels/1/2/%d\n", young, old))
	d.Read(core.Discord, testNow)
	if got := column(d, ColFlags); !slices.Equal(got, []string{"", "past bulk delete"}) {
		t.Errorf("flags %q", got)
	}
	if !slices.Contains(d.Summary(), "1 message is older than 14 days: Discord’s bulk delete refuses it (error 50034).") {
		t.Errorf("summary %q", d.Summary())
	}
	// Read among tweets, Discord's messages stay Discord's, and say so.
	d.Read(core.Twitter, testNow)
	if got := column(d, ColFlags); !slices.Equal(got, []string{"its link's scheme", "past bulk delete, its link's scheme"}) {
		t.Errorf("among tweets, flags %q", got)
	}
}

// TestOtherFamilyLinks lists the IDs of Instagram, Mastodon and Bluesky
// links, flagged: their times in the list's scheme are not theirs.
func TestOtherFamilyLinks(t *testing.T) {
	d := decoded(t, "https://mastodon.social/@Gargron/103270115826048975 instagram.com/p/CWvxAY7B0ci 1382350606417817604")
	if got := column(d, ColFlags); !slices.Equal(got, []string{"other service", "other service", ""}) {
		t.Errorf("flags %q", got)
	}
	if !strings.Contains(strings.Join(d.Summary(), "\n"), "2 IDs came from Instagram, Mastodon or Bluesky links") {
		t.Errorf("summary %q", d.Summary())
	}
	if got := d.Row(0); got.Source != find.FromMastodonLink || got.ID != 103270115826048975 {
		t.Errorf("first row %+v", got)
	}
	// Read as Discord's, only the number is a message past bulk delete;
	// the links' own times are what Instant and the future flag go by.
	d.Read(core.Discord, testNow)
	if got := column(d, ColFlags); !slices.Equal(got, []string{"other service", "other service", "past bulk delete"}) || d.read.bulkOld != 1 {
		t.Errorf("read as Discord: flags %q, %d past bulk delete", got, d.read.bulkOld)
	}
	if got := d.Instant(0); got != 1575776913849 {
		t.Errorf("the Mastodon status's instant is %d", got)
	}
}

func TestDecodedIDsSummary(t *testing.T) {
	d := decoded(t, "a 1382350606417817604\nb 1382350606417817604 1382350606417817605\nnothing\n"+
		"99999999999999999999 -1382350606417817604\n")
	got := strings.Join(d.Summary(), "\n")
	for _, want := range []string{
		"3 IDs from 4 lines, read as Twitter: earliest 2021-04-14T15:10:42.059Z, latest 2021-04-14T15:10:42.059Z, a span of 0 ms.",
		"1 row repeats the ID of a row above it.",
		"Rows by Datacenter/Machine: 10/7 ×3",
		"Skipped 1 number past 2^63 − 1",
		"Skipped 1 negative number",
		"1 line held no ID.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("summary lacks %q:\n%s", want, got)
		}
	}
	if got := decoded(t, "1382350606417817604 1382350606417817605").Summary(); !strings.HasPrefix(got[0], "2 IDs from 1 line, read as Twitter") {
		t.Errorf("summary of one line = %q", got[0])
	}
	const listNote = "Numbers shorter than 10 digits that stand alone on their lines were taken as IDs too."
	if got := decoded(t, "1\n22\n").Summary(); !slices.Contains(got, listNote) {
		t.Errorf("summary of a list of short numbers = %q", got)
	}
	if got := decoded(t, "1382350606417817604\n1382350606417817605\n").Summary(); slices.Contains(got, listNote) {
		t.Errorf("summary of a list of long IDs = %q", got)
	}
	if got := decoded(t, "no\nids\n").Summary(); !slices.Equal(got, []string{"No IDs found in 2 lines.", "2 lines held no ID."}) {
		t.Errorf("summary of no IDs = %q", got)
	}
}

func TestGapText(t *testing.T) {
	for ms, want := range map[int64]string{0: "0s", 4: "+4ms", -2345: "-2.345s", 86_400_000: "+1d", 90_061_001: "+1d1h1m1.001s"} {
		if got := string(appendGap(nil, ms)); got != want {
			t.Errorf("appendGap(%d) = %q, want %q", ms, got, want)
		}
	}
}

// The exports hold what the table shows, row for row, in the order shown.
func TestExportEqualsShown(t *testing.T) {
	d := decoded(t, "1382350606417817604, https://x.com/a/status/1382350606417817605\n0x132f188d72947000 \"q\"\n")
	d.SortBy(ColSequence)
	d.SortBy(ColSequence)

	var out bytes.Buffer
	if err := d.WriteCSV(&out); err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(&out).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(records[0], []string{"id", "time_utc", "time_local", "relative", "datacenter", "machine", "sequence", "gap", "flags"}) || len(records) != d.Len()+1 {
		t.Fatalf("CSV header %q, %d records for %d rows", records[0], len(records), d.Len())
	}
	for row := range d.Len() {
		for col := range ColumnCount {
			if machineColumn(col) {
				continue
			}
			if got, want := records[row+1][col], d.Cell(row, col); got != want {
				t.Errorf("CSV row %d column %s = %q, shown %q", row, ExportColumns(core.Twitter)[col], got, want)
			}
		}
	}

	out.Reset()
	if err := d.WriteJSON(&out); err != nil {
		t.Fatal(err)
	}
	var objects []map[string]any
	if err := json.Unmarshal(out.Bytes(), &objects); err != nil {
		t.Fatalf("JSON %s: %v", out.String(), err)
	}
	if len(objects) != d.Len() {
		t.Fatalf("%d JSON objects for %d rows", len(objects), d.Len())
	}
	for row, o := range objects {
		for col, name := range ExportColumns(core.Twitter) {
			if machineColumn(col) {
				continue
			}
			var got string
			switch v := o[name].(type) {
			case string:
				got = v
			case float64: // the small fields are numbers; the ID is a string
				got = strconv.FormatFloat(v, 'f', -1, 64)
			}
			if want := d.Cell(row, col); got != want {
				t.Errorf("JSON row %d %s = %v, shown %q", row, name, o[name], want)
			}
		}
	}
	var empty bytes.Buffer
	if err := decoded(t, "").WriteJSON(&empty); err != nil || empty.String() != "[]\n" {
		t.Errorf("empty JSON = %q, %v", empty.String(), err)
	}
}

// machineColumn reports whether the exports write a column otherwise than
// the table shows it: the same in every language, and the gap exactly.
func machineColumn(col int) bool {
	return col == ColLocal || col == ColRelative || col == ColFlags || col == ColGap
}

func TestCopiedTexts(t *testing.T) {
	d := decoded(t, "1382350606417817605 1382350606417817604")
	d.SortBy(ColID)
	if got := d.ColumnText(ColSequence); got != "4\n5\n" {
		t.Errorf("sequence column = %q", got)
	}
	lines := strings.Split(d.AllText(), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "ID ▲\tTime (UTC)") ||
		!strings.HasPrefix(lines[1], "1382350606417817604\t2021-04-14T15:10:42.059Z\t") {
		t.Errorf("all = %q", lines)
	}
}

// Gaps and spans are written as Go writes durations, days apart.
func TestDurationTextIsGosWithDays(t *testing.T) {
	const day = 24 * 60 * 60 * 1000
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 100_000 {
		ms := int64(i)
		switch {
		case i%3 == 1:
			ms = r.Int64N(3 * day)
		case i%3 == 2:
			ms = r.Int64N(1 << 42)
		}
		want := (time.Duration(ms%day) * time.Millisecond).String()
		if days := ms / day; days > 0 && ms%day == 0 {
			want = strconv.FormatInt(days, 10) + "d"
		} else if days > 0 {
			want = strconv.FormatInt(days, 10) + "d" + want
		}
		if got := string(appendDuration(nil, ms)); got != want {
			t.Fatalf("appendDuration(%d) = %q, want %q", ms, got, want)
		}
	}
}

// Local times written a second at a time agree with the layout, in
// English and Turkish, over times in and across seconds.
func TestLocalTimesAgreeWithTheLayout(t *testing.T) {
	zone := time.FixedZone("XYZ", 3*3600+30*60)
	for _, layout := range []string{"2006-01-02 15:04:05.000 -07:00 MST", "02.01.2006 15:04:05,000 -07:00 MST", "15:04 Jan 2"} {
		var l localTimes
		r := rand.New(rand.NewPCG(5, 6))
		ms := time.Date(2021, 3, 27, 23, 59, 0, 0, time.UTC).UnixMilli()
		for range 20_000 {
			ms += r.Int64N(400)
			tm := time.UnixMilli(ms).In(zone)
			if got, want := string(l.append(nil, tm, layout)), tm.Format(layout); got != want {
				t.Fatalf("%s: %q, want %q", layout, got, want)
			}
		}
	}
}

// Edges found by mutation testing (scripts/mutate.sh): the bulk-delete
// cutoff itself, worked out by hand for testNow as (1764669600000 −
// 14 days − 1420070400000) << 22, is the oldest message the bulk delete
// takes; ID 0 of a list read as tweets is no message; 1000000000 has ten
// digits, so a list of it holds no short number.
func TestListEdges(t *testing.T) {
	d := decoded(t, "1440280372838400000\n1440280372838399999\n")
	d.Read(core.Discord, testNow)
	// The cutoff ends in zeros, as a JavaScript-rounded ID would.
	if got := column(d, ColFlags); !slices.Equal(got, []string{"JS-rounded?", "past bulk delete"}) {
		t.Errorf("the cutoff and the ID before it: flags %q", got)
	}
	d = decoded(t, "0\n1382350606417817604\n")
	if got := column(d, ColFlags); strings.Contains(strings.Join(got, " "), "past bulk delete") {
		t.Errorf("ID 0 read as a tweet: flags %q", got)
	}
	d = decoded(t, "1000000000\n1000000001\n")
	if summary := strings.Join(d.Summary(), " "); strings.Contains(summary, "shorter than") {
		t.Errorf("a list of ten-digit numbers: summary %q", summary)
	}
}

// A decimal written as JavaScript writes a double is doubted only while
// no decimal past 2^53 above it, in this list or an earlier piece, was
// written otherwise: JavaScript rounds every one of a list it passed.
// The texts are V8's own (String(Number(id)) in node).
func TestJSRoundingDoubtedWithoutEvidence(t *testing.T) {
	const exact, rounded, rounded2, exactDouble = "1382350606417817604", "732822797798539300", "175928847299117060", "1382350606417817600"
	for text, want := range map[string][]string{
		exact + " " + rounded + " " + rounded2:                     {"", "", ""},
		rounded + " " + rounded2 + " " + exact + " " + exactDouble: {"JS-rounded?", "JS-rounded?", "", ""},
		rounded + " 0x0a2b8273b2170025 " + exactDouble:             {"JS-rounded?", "", "JS-rounded?"}, // hex is no evidence
	} {
		if got := column(decoded(t, text), ColFlags); !slices.Equal(got, want) {
			t.Errorf("%s: flags %q, want %q", text, got, want)
		}
	}
	// The same text in two pieces gives the same answer.
	seen := new(Seen)
	first, second := decoded(t, rounded+" "+exact), decoded(t, rounded2)
	first.MarkAfter(seen)
	second.MarkAfter(seen)
	if got := append(column(first, ColFlags), column(second, ColFlags)...); !slices.Equal(got, []string{"JS-rounded?", "", ""}) {
		t.Errorf("in two pieces: flags %q", got)
	}
}
