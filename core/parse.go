package core

import (
	"errors"
	"math"
	"strings"
)

var (
	// ErrEmpty is returned when a field that needs a number is blank.
	ErrEmpty = errors.New("enter a number")
	// ErrSign is returned for a number written with a leading + or -.
	ErrSign = errors.New("leave out the sign: only whole numbers from 0 up are allowed")
	// ErrNotDecimal is returned when the text holds anything but the digits
	// 0-9 and digit-group separators.
	ErrNotDecimal = errors.New("use only the digits 0 to 9")
	// ErrGrouping is returned when digit-group separators are misplaced or
	// mixed: groups after the first must have exactly three digits.
	ErrGrouping = errors.New("group digits in threes with one kind of separator, as in 1.288.834.975.657")
	// ErrLeadingZero is returned for grouped digits whose first group starts
	// with 0, such as 0.031 or 0,005: they read like a decimal fraction, and
	// only whole numbers are allowed.
	ErrLeadingZero = errors.New("this reads like a fraction: enter a whole number, with no 0 before the first separator")
	// ErrTooLarge is returned for a number above 9223372036854775807, the
	// largest a signed 64-bit integer holds.
	ErrTooLarge = errors.New("the number is too large: the most a 64-bit ID can be is 9223372036854775807")
)

// ParseNumber reads a whole number the way a person types it: base 10 only
// (so "010" is ten), surrounding spaces ignored, digits optionally grouped
// in threes by '.', ',', '_' or spaces (any Unicode space a number may be
// grouped with, such as the thin space). Signs and anything else are errors;
// so is a grouped number starting with 0, which reads like a fraction.
func ParseNumber(s string) (int64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, ErrEmpty
	}
	if s[0] == '+' || s[0] == '-' {
		return 0, ErrSign
	}

	var n int64
	tooLarge := false
	sep := rune(0) // the separator seen first; 0 until one is seen
	digits, groups := 0, 0
	leadingZero := s[0] == '0'
	for _, r := range s {
		if r >= '0' && r <= '9' {
			d := int64(r - '0')
			if n > (math.MaxInt64-d)/10 {
				tooLarge = true
			}
			n = n*10 + d
			digits++
			continue
		}
		kind, ok := separatorKind(r)
		if !ok {
			return 0, ErrNotDecimal
		}
		if sep == 0 {
			if leadingZero {
				return 0, ErrLeadingZero
			}
			sep = kind
		}
		if kind != sep || !groupOK(digits, groups) {
			return 0, ErrGrouping
		}
		digits = 0
		groups++
	}
	if groups > 0 && digits != 3 {
		return 0, ErrGrouping
	}
	if tooLarge {
		return 0, ErrTooLarge
	}
	return n, nil
}

// separatorKind maps a digit-group separator to its kind. Every space used
// between digit groups counts as one kind: the plain, no-break, figure, thin
// and narrow no-break spaces.
func separatorKind(r rune) (rune, bool) {
	switch r {
	case '.', ',', '_':
		return r, true
	case ' ', '\u00a0', '\u2007', '\u2009', '\u202f':
		return ' ', true
	}
	return 0, false
}

// groupOK reports whether a group of digits may end at a separator: the
// first group has one to three digits, every later one exactly three.
func groupOK(digits, groups int) bool {
	if groups == 0 {
		return digits >= 1 && digits <= 3
	}
	return digits == 3
}

// ParseTimestamp reads a timestamp: Unix milliseconds as [ParseNumber]
// reads them, or a date-time as [ParseDateTime] reads it. Blank text means
// now, which the caller passes in. The result lies between [Epoch] and
// [MaxTimestamp].
func ParseTimestamp(s string, now int64) (int64, error) {
	return Twitter.ParseTimestamp(s, now)
}

// parseInstant reads Unix milliseconds or a date-time, or blank for now,
// with no range check beyond what an int64 holds.
func parseInstant(s string, now int64) (int64, error) {
	switch s = strings.TrimSpace(s); {
	case s == "":
		return now, nil
	case looksLikeDate(s):
		return ParseDateTime(s)
	}
	return ParseNumber(s)
}

// ParseDatacenter reads a datacenter ID from 0 to [MaxDatacenter].
func ParseDatacenter(s string) (int64, error) {
	return parseField(s, CheckDatacenter)
}

// ParseMachine reads a machine ID from 0 to [MaxMachine].
func ParseMachine(s string) (int64, error) {
	return parseField(s, CheckMachine)
}

// ParseSequence reads a sequence number from 0 to [MaxSequence].
func ParseSequence(s string) (int64, error) {
	return parseField(s, CheckSequence)
}

// parseField reads a small field. A sign or a huge number gets the field's
// own range message, which says more than a generic one would.
func parseField(s string, check func(int64) error) (int64, error) {
	v, err := ParseNumber(s)
	if errors.Is(err, ErrSign) || errors.Is(err, ErrTooLarge) {
		return 0, check(-1)
	}
	if err != nil {
		return 0, err
	}
	if err := check(v); err != nil {
		return 0, err
	}
	return v, nil
}

// MaxCount is the most IDs one batch may hold.
const MaxCount = 1_000_000

// ErrCountRange is returned for a batch size outside 1 to [MaxCount].
var ErrCountRange = errors.New("enter a whole number of IDs from 1 to 1000000")

// ParseCount reads how many IDs to generate, from 1 to [MaxCount].
func ParseCount(s string) (int, error) {
	n, err := ParseNumber(s)
	switch {
	case errors.Is(err, ErrSign) && strings.HasPrefix(strings.TrimSpace(s), "+"):
		return 0, ErrSign // "+5" is in range: only its sign is wrong
	case errors.Is(err, ErrSign) || errors.Is(err, ErrTooLarge) || errors.Is(err, ErrGrouping) || errors.Is(err, ErrLeadingZero):
		return 0, ErrCountRange // "2.5" and "0,5" are no whole number: not grouped digits
	case err != nil:
		return 0, err
	case n < 1 || n > MaxCount:
		return 0, ErrCountRange
	}
	return int(n), nil
}

// ParseFieldValue reads a value of the field f, from 0 to f.Max(). A sign
// or a number too large for it gets the field's own [*FieldRangeError],
// which says more than a generic message would.
func ParseFieldValue(s string, f Field) (int64, error) {
	return parseField(s, func(v int64) error {
		if v < 0 || v > f.Max() {
			return &FieldRangeError{Field: f.Name, Max: f.Max()}
		}
		return nil
	})
}
