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
	f := Finder{HashLines: true}
	f.Scan(text)
	ids := f.Findings().IDs
	if len(ids) != 5 {
		t.Fatalf("%d IDs found, want 5", len(ids))
	}
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

// An ID's label is the name it stands under on its line, whatever its
// case and the quotes, colon or equals sign between: copies under other
// names differ, a column after a comma or a tab has none.
func TestLabels(t *testing.T) {
	const id = "1382350606417817604"
	lines := []string{
		`{"id": "` + id + `", "messageId": "` + id + `"}`, // 0 id, 1 messageid
		"ID: " + id,                              // 2 id
		"order id=" + id,                         // 3 id
		"parent_id = '" + id + "'",               // 4 parent_id
		"alice," + id,                            // 5 none
		id,                                       // 6 none
		"x\t" + id,                               // 7 none
		"https://x.com/a/status/" + id + "?s=20", // 8 status
		"refund " + id + " for order " + id,      // 9 refund, 10 order
		"see 0x132f188d72947004",                 // 11 none: 0x
	}
	f := Finder{HashLines: true}
	f.Scan([]byte(strings.Join(lines, "\n") + "\n"))
	ids := f.Findings().IDs
	if len(ids) != 12 {
		t.Fatalf("%d IDs found, want 12", len(ids))
	}
	label := func(i int) uint16 { return ids[i].Label }
	for _, same := range [][2]int{{0, 2}, {0, 3}} {
		if label(same[0]) != label(same[1]) || label(same[0]) == 0 {
			t.Errorf("IDs %d and %d stand under one name: labels %x and %x", same[0], same[1], label(same[0]), label(same[1]))
		}
	}
	named := []int{0, 1, 4, 8, 9, 10}
	for a, i := range named {
		if label(i) == 0 {
			t.Errorf("ID %d has no label", i)
		}
		for _, j := range named[a+1:] {
			if label(i) == label(j) {
				t.Errorf("IDs %d and %d stand under other names, yet share the label %x", i, j, label(i))
			}
		}
	}
	for _, i := range []int{5, 6, 7, 11} {
		if label(i) != 0 {
			t.Errorf("ID %d stands under no name, yet has the label %x", i, label(i))
		}
	}
	var plain Finder
	plain.Scan([]byte(lines[0]))
	if plain.Findings().IDs[0].Label != 0 {
		t.Error("a label without HashLines")
	}
}
