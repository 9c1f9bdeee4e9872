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
	// ErrBitRange is returned by [FlipBit] for a bit number outside 0 to 63.
	ErrBitRange = errors.New("bits are numbered from 0 (the least significant) to 63")
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

// parseHex reads the digits after 0x. A stray character is reported before
// the size, since it is what the person has to fix first; strconv would
// report whichever it met first.
func parseHex(digits string) (int64, error) {
	if strings.IndexFunc(digits, notHexDigit) >= 0 {
		return 0, ErrIDSyntax
	}
	u, err := strconv.ParseUint(digits, 16, 64)
	switch {
	case errors.Is(err, strconv.ErrRange) || err == nil && u > math.MaxInt64:
		return 0, ErrTooLarge
	case err != nil:
		return 0, ErrIDSyntax
	}
	return int64(u), nil
}

func notHexDigit(r rune) bool {
	return !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F')
}

// FlipBit returns id with bit n (0 is the least significant) inverted.
// The sign bit cannot be set: flipping it fails with [ErrNegativeID]; a bit
// number outside 0 to 63 fails with [ErrBitRange].
func FlipBit(id int64, n int) (int64, error) {
	if n < 0 || n >= TotalBits {
		return id, ErrBitRange
	}
	flipped := int64(uint64(id) ^ 1<<n)
	if flipped < 0 {
		return id, ErrNegativeID
	}
	return flipped, nil
}
