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
	return Layout{Fields: schemeFields[0]}.FormatBinary(id)
}

// FormatBinary writes id's 64 bits in l's groups, from the highest bit: the
// bits above l's fields, then each field, a space between each two.
func (l Layout) FormatBinary(id int64) string {
	var b strings.Builder
	b.Grow(TotalBits + len(l.Fields))
	pos := TotalBits
	write := func(bits int) {
		for ; bits > 0; bits-- {
			pos--
			b.WriteByte('0' + byte(uint64(id)>>pos&1))
		}
	}
	write(l.UnusedBits())
	for _, f := range l.Fields {
		b.WriteByte(' ')
		write(f.Bits)
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
