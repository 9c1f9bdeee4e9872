package core

import (
	"strconv"
	"strings"
)

// FormatHex writes id as 0x and 16 hexadecimal digits.
func FormatHex(id int64) string {
	s := strconv.FormatUint(uint64(id), 16)
	return "0x" + strings.Repeat("0", 16-len(s)) + s
}

// FormatBinary writes the 64 bits of id grouped by part, most significant
// first: sign, timestamp, datacenter, machine and sequence, space-separated.
func FormatBinary(id int64) string {
	var b strings.Builder
	b.Grow(TotalBits + 4) // the bits and a space between each two of the five parts
	for i, s := range Segments() {
		if i > 0 {
			b.WriteByte(' ')
		}
		bits := strconv.FormatInt(s.Value(id), 2)
		b.WriteString(strings.Repeat("0", s.Bits-len(bits)))
		b.WriteString(bits)
	}
	return b.String()
}

// FormatJSON writes id as a JSON string. IDs above 2^53 lose digits as JSON
// numbers in JavaScript, which is why APIs send them as strings.
func FormatJSON(id int64) string {
	return `"` + strconv.FormatInt(id, 10) + `"`
}

// AppendLines appends ids to dst in decimal, one a line, each line ended
// by a newline: how IDs are copied, saved and written out as a list.
func AppendLines(dst []byte, ids []int64) []byte {
	for _, id := range ids {
		dst = append(strconv.AppendInt(dst, id, 10), '\n')
	}
	return dst
}
