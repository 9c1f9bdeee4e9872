package find

import (
	"strings"
	"testing"
)

// With HashLines, IDs on lines of the same text share a hash, whatever
// spaces or carriage return end the line, and IDs of other lines do not;
// without it, no ID has one.
func TestLineHashes(t *testing.T) {
	text := []byte("a 1382350606417817604 b\n" +
		"  a 1382350606417817604 b\r\n" +
		"c 1382350606417817604 and 175928847299117063\n" +
		"1382350606417817604\n")
	ids := hashedIDs(t, text, 5)
	for i, id := range ids {
		if id.Line == 0 {
			t.Errorf("ID %d has no line hash", i)
		}
	}
	if ids[0].Line != ids[1].Line {
		t.Errorf("two lines of one text: hashes %x and %x", ids[0].Line, ids[1].Line)
	}
	if ids[2].Line != ids[3].Line {
		t.Errorf("two IDs of one line: hashes %x and %x", ids[2].Line, ids[3].Line)
	}
	if ids[0].Line == ids[2].Line || ids[2].Line == ids[4].Line || ids[0].Line == ids[4].Line {
		t.Errorf("lines of other texts share a hash: %x %x %x", ids[0].Line, ids[2].Line, ids[4].Line)
	}
	var plain Finder
	plain.Scan(text)
	for i, id := range plain.Findings().IDs {
		if id.Line != 0 {
			t.Errorf("ID %d has a line hash without HashLines", i)
		}
	}
}

// An ID's kind is its line's template (its words, every number, time and
// other ID masked) with the name it stands under: one kind for one sort
// of line at two moments, or in one list; another under another name on
// one line, for a thing's next step, or for a row of other words.
func TestKinds(t *testing.T) {
	const id = "1382350606417817604"
	lines := []string{
		`{"id": "` + id + `", "messageId": "` + id + `"}`, // 0, 1: other names
		"2026-01-01T00:01:41Z INFO placed order id=" + id, // 2, 3: one sort of line
		"2026-01-01T00:05:00Z INFO placed order id=" + id,
		"order " + id + " placed", // 4, 5: a thing's steps
		"order " + id + " shipped",
		"alice," + id, // 6, 7: rows of other words
		"bob," + id,
		id, // 8, 9: a list
		id,
		"req 017f22e2-79b0-7cc3-98c4-dc0c0c07398f start", // 10, 11: UUIDs, a group of one with no digit
		"req 01890a5d-ac96-774b-bcce-b302099a8057 start",
		"order " + id + " added", // 12, 13: words of hexadecimal letters, not joined to an ID
		"order " + id + " faded",
	}
	ids := hashedIDs(t, []byte(strings.Join(lines, "\n")+"\n"), 14)
	for i, found := range ids {
		if found.Kind == 0 {
			t.Errorf("ID %d has no kind", i)
		}
	}
	for _, pair := range [][2]int{{2, 3}, {8, 9}, {10, 11}} {
		if ids[pair[0]].Kind != ids[pair[1]].Kind {
			t.Errorf("IDs %d and %d stand on lines of one kind, yet their kinds are %x and %x", pair[0], pair[1], ids[pair[0]].Kind, ids[pair[1]].Kind)
		}
	}
	for _, pair := range [][2]int{{0, 1}, {4, 5}, {6, 7}, {2, 4}, {0, 2}, {12, 13}} {
		if ids[pair[0]].Kind == ids[pair[1]].Kind {
			t.Errorf("IDs %d and %d stand on lines of other kinds, yet share the kind %x", pair[0], pair[1], ids[pair[0]].Kind)
		}
	}
	var plain Finder
	plain.Scan([]byte(lines[0]))
	if plain.Findings().IDs[0].Kind != 0 {
		t.Error("a kind without HashLines")
	}
}

// The name an ID stands under is the word before it, joined by at most
// four of the bytes that join a name to its value, in any case; none
// after a comma or a tab.
func TestLabelOf(t *testing.T) {
	const id = "1382350606417817604"
	label := func(line string) uint32 { return labelOf([]byte(line), strings.Index(line, id)) }
	if label(`"id": "`+id) != label("ID="+id) || label("id="+id) == 0 {
		t.Error(`"id": and ID= are other names`)
	}
	if label("parent_id = '"+id) == label("id="+id) || label("messageId: "+id) == label("id: "+id) {
		t.Error("other names share a hash")
	}
	for _, none := range []string{"alice," + id, "x\t" + id, id, "a :: = / " + id} {
		if label(none) != 0 {
			t.Errorf("%q: a name, where none stands before the ID", none)
		}
	}
}

// hashedIDs are the IDs found in text with their lines hashed, want of them.
func hashedIDs(t *testing.T, text []byte, want int) []Found {
	t.Helper()
	f := Finder{HashLines: true}
	f.Scan(text)
	ids := f.Findings().IDs
	if len(ids) != want {
		t.Fatalf("%d IDs found, want %d", len(ids), want)
	}
	return ids
}
