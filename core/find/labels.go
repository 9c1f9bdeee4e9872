package find

import (
	"bytes"
	"strconv"
)

// maxLabel is the most letters of a label that count.
const maxLabel = 32

// labelIDs gives each ID of a line, from its decimal digits (a plain
// number or a link's), the label it stands under ([Found.Label]); the IDs
// are looked for in the order found. Wide and 0x IDs get none.
func labelIDs(line []byte, ids []Found) {
	var digits [20]byte
	from := 0
	for i := range ids {
		if ids[i].Source == FromWide || ids[i].Source == FromHex {
			continue
		}
		d := strconv.AppendInt(digits[:0], ids[i].ID, 10)
		at := bytes.Index(line[from:], d)
		if at < 0 {
			continue
		}
		at += from
		ids[i].Label = labelOf(line, at)
		from = at + len(d)
	}
}

// labelOf is a hash of the name an ID at line[at] stands under: the word
// of letters just before it, joined to it by at most four of the bytes
// that join a name to its value (`"id": "…"`, `id=…`, `avatars/…`,
// `order …`), in lower case; 0 when no word stands so, as after a comma
// or a tab between columns. Never 0 for a word.
func labelOf(line []byte, at int) uint16 {
	end := at
	for skip := 0; end > 0 && skip < 4 && joinsName(line[end-1]); skip++ {
		end--
	}
	start := end
	for start > 0 && end-start < maxLabel && isLetter(line[start-1]) {
		start--
	}
	if start == end {
		return 0
	}
	h := uint32(2166136261) // FNV-1a
	for _, c := range line[start:end] {
		h = (h ^ uint32(c|0x20)) * 16777619
	}
	return uint16(h^h>>16) | 1
}

// joinsName reports whether c may stand between a name and its value.
func joinsName(c byte) bool {
	switch c {
	case '"', '\'', ':', '=', '/', ' ':
		return true
	}
	return false
}

func isLetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}
