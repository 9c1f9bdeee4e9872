package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// chatExport is a chat exported as a chat exporter writes it, in indented
// JSON: the server's and the channel's IDs (2019), then 30 messages a
// minute apart from 2024-01-01 in Discord's layout (workers 1 and 2 in
// turn), each with its author's ID (one of two, from 2017 and 2018) under
// "id" as the message's, and two replies naming the message before and
// the channel and server again.
func chatExport() string {
	discord := func(ms, worker, process, inc int64) int64 {
		return (ms-1420070400000)<<22 | worker<<17 | process<<12 | inc
	}
	server, channel := discord(1546300800000, 0, 0, 0), discord(1546387200000, 0, 1, 0)
	authors := []int64{discord(1483228800000, 0, 2, 0), discord(1514764800000, 0, 2, 1)}
	var b strings.Builder
	fmt.Fprintf(&b, "{\n  \"guild\": {\n    \"id\": \"%d\",\n    \"name\": \"Test\"\n  },\n", server)
	fmt.Fprintf(&b, "  \"channel\": {\n    \"id\": \"%d\",\n    \"name\": \"general\"\n  },\n  \"messages\": [\n", channel)
	var before int64
	for i := range int64(30) {
		id := discord(1704067200000+i*60000, 1+i%2, 0, 0)
		fmt.Fprintf(&b, "    {\n      \"id\": \"%d\",\n      \"content\": \"message %d\",\n", id, i)
		fmt.Fprintf(&b, "      \"author\": {\n        \"id\": \"%d\",\n        \"name\": \"someone\"\n      }", authors[i%2])
		if i == 10 || i == 20 {
			fmt.Fprintf(&b, ",\n      \"reference\": {\n        \"messageId\": \"%d\",\n        \"channelId\": \"%d\",\n        \"guildId\": \"%d\"\n      }", before, channel, server)
		}
		b.WriteString("\n    },\n")
		before = id
	}
	b.WriteString("  ]\n}\n")
	return b.String()
}

// An export names older IDs again and again (authors, the server, a
// reply's message): none is said issued twice, no clock goes back.
// 68 IDs: 2, 30 messages, 30 authors, 3 in each reply; 34 rows repeat
// one (28 authors, 6 in replies); the two authors' first rows, 4 and 6,
// lie years before the first message above them.
func TestStatsOfAChatExport(t *testing.T) {
	status, out, stderr := run(t, chatExport(), "stats", "--json", "--scheme", "discord")
	var r struct {
		IDs, Duplicates int
		InOrder         bool `json:"in_time_order"`
		Behind          int  `json:"rows_behind"`
		Repeats         []struct {
			Rows     []int
			SameLine bool `json:"same_line"`
			Cited    bool
		}
		Steps []any `json:"steps_back"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || status != 0 {
		t.Fatalf("status %d, %v: %s%s", status, err, out, stderr)
	}
	if r.IDs != 68 || r.Duplicates != 34 || !r.InOrder || r.Behind != 2 || len(r.Steps) != 0 {
		t.Errorf("%d IDs, %d duplicates, in order %v, %d behind, %d steps back; want 68, 34, in order, 2, none", r.IDs, r.Duplicates, r.InOrder, r.Behind, len(r.Steps))
	}
	for _, rep := range r.Repeats {
		if !rep.Cited || rep.SameLine {
			t.Errorf("the repeat of rows %v: cited %v, logged twice %v; want cited", rep.Rows, rep.Cited, rep.SameLine)
		}
	}
	_, text, _ := run(t, chatExport(), "stats", "--scheme", "discord")
	for _, wrong := range []string{"a fault of the generator", "went back", "logged twice"} {
		if strings.Contains(text, wrong) {
			t.Errorf("the report says %q:\n%s", wrong, text)
		}
	}
	if !strings.Contains(text, "2 rows hold IDs from more than a day before the rows above them (rows 4, 6)") {
		t.Errorf("the report does not name the authors' rows 4 and 6:\n%s", text)
	}
}
