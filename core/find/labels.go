package find

import (
	"bytes"
	"strconv"
)

// maxLabel is the most letters of a label that count.
const maxLabel = 32

// kindIDs gives each ID of a line its kind ([Found.Kind]): the line's
// template and, for an ID found by its decimal digits (a plain number or
// a link's), the name it stands under; the IDs are looked for in the
// order found.
func kindIDs(line []byte, ids []Found) {
	template := templateHash(line)
	var digits [20]byte
	from := 0
	for i := range ids {
		label := uint32(0)
		if ids[i].Source != FromWide && ids[i].Source != FromHex {
			d := strconv.AppendInt(digits[:0], ids[i].ID, 10)
			if at := bytes.Index(line[from:], d); at >= 0 {
				at += from
				label = labelOf(line, at)
				from = at + len(d)
			}
		}
		h := (template ^ label) * fnvPrime
		ids[i].Kind = uint16(h^h>>16) | 1
	}
}

// fnv is FNV-1a's start and step.
const (
	fnvStart = 2166136261
	fnvPrime = 16777619
)

// labelOf is a hash of the name an ID at line[at] stands under: the word
// of letters just before it, joined to it by at most four of the bytes
// that join a name to its value (`"id": "…"`, `id=…`, `avatars/…`,
// `order …`), in lower case; 0 when no word stands so, as after a comma
// or a tab between columns.
func labelOf(line []byte, at int) uint32 {
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
	h := uint32(fnvStart)
	for _, c := range line[start:end] {
		h = (h ^ uint32(c|0x20)) * fnvPrime
	}
	return h
}

// templateHash is a hash of a line's template: its text, the spaces
// around it left out, with each run of letters and digits that holds a
// digit (a number, a time, an ID, a hash), or is of hexadecimal letters
// joined by a hyphen to such a run (a UUID's group), written as one '#'.
// Two lines of one template are two lines of one kind, a log's "placed
// order #" at two moments; "order # shipped" is another kind than
// "order # placed".
func templateHash(line []byte) uint32 {
	line = bytes.TrimSpace(line)
	h := uint32(fnvStart)
	masked := false // the run before was masked, and only a hyphen follows it
	for i := 0; i < len(line); {
		if !isAlnum(line[i]) {
			masked = masked && line[i] == '-'
			h = (h ^ uint32(line[i])) * fnvPrime
			i++
			continue
		}
		end, digit, hex := i, false, true
		for end < len(line) && isAlnum(line[end]) {
			digit = digit || isDigit(line[end])
			hex = hex && isHexDigit(line[end])
			end++
		}
		masked = digit || masked && hex
		if masked {
			h = (h ^ '#') * fnvPrime
		} else {
			for _, c := range line[i:end] {
				h = (h ^ uint32(c)) * fnvPrime
			}
		}
		i = end
	}
	return h
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

func isAlnum(c byte) bool {
	return isLetter(c) || isDigit(c)
}
