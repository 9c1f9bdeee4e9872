package find

import "testing"

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
