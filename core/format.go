package core

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

var (
	// ErrIDSyntax is returned for an ID that is neither a decimal number nor
	// a hexadecimal one starting with 0x.
	ErrIDSyntax = errors.New("enter the ID in decimal, or in hexadecimal starting with 0x")
)

// ParseID reads an ID typed or pasted by a person: decimal (digit grouping
// as in [ParseNumber]) or hexadecimal with a 0x prefix. Anything at or above
// 2^63 fails with [ErrTooLarge], a minus sign with [ErrNegativeID].
func ParseID(s string) (int64, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return 0, ErrEmpty
	case s[0] == '-':
		return 0, ErrNegativeID
	case len(s) > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		return parseHex(s[2:])
	}
	id, err := ParseNumber(s)
	if errors.Is(err, ErrNotDecimal) || errors.Is(err, ErrSign) {
		return 0, ErrIDSyntax
	}
	return id, err
}

func parseHex(digits string) (int64, error) {
	u, err := strconv.ParseUint(digits, 16, 64)
	switch {
	case errors.Is(err, strconv.ErrRange) || err == nil && u > math.MaxInt64:
		return 0, ErrTooLarge
	case err != nil:
		return 0, ErrIDSyntax
	}
	return int64(u), nil
}

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
	for i, s := range Layout() {
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

// FlipBit returns id with bit n (0 is the least significant) inverted.
// The sign bit cannot be set: flipping it fails with [ErrNegativeID].
func FlipBit(id int64, n int) (int64, error) {
	flipped := int64(uint64(id) ^ 1<<n)
	if flipped < 0 {
		return id, ErrNegativeID
	}
	return flipped, nil
}
