// Package textform writes and reads the text forms IDs are written in:
// decimal, hexadecimal, the UUID's 8-4-4-4-12, Crockford's base32 (ULID,
// TSID), base62 (KSUID) and base32hex (XID). An ID is given as its bytes,
// the most significant first; its width is 8 bits a byte. Nothing here
// allocates but the slices a caller asks to grow.
package textform

import (
	"errors"
	"fmt"
)

// Form is a way of writing an ID as text.
type Form uint8

// The text forms, named in layout files as [Form.String] writes them.
const (
	Decimal   Form = iota // a decimal number, as Snowflake IDs are written
	Hex                   // hexadecimal digits, two a byte, lowercase written: ObjectId
	UUID                  // 32 hexadecimal digits as 8-4-4-4-12: any case, braces or no hyphens read; lowercase with hyphens written
	Crockford             // Crockford's base32 as a number, uppercase written, any case read: ULID, TSID
	Base62                // base62 as a number (0-9, A-Z, a-z), padded with 0: KSUID
	Base32Hex             // base32hex (0-9, a-v) of the bytes in order, lowercase, unpadded: XID
	formCount
)

var formNames = [formCount]string{"decimal", "hex", "uuid", "crockford", "base62", "base32hex"}

// String names f as a layout file writes it.
func (f Form) String() string {
	if f < formCount {
		return formNames[f]
	}
	return fmt.Sprintf("Form(%d)", uint8(f))
}

// Named returns the form called name, as [Form.String] writes it.
func Named(name string) (Form, bool) {
	for f, n := range formNames {
		if n == name {
			return Form(f), true
		}
	}
	return 0, false
}

// Names lists the forms' names, in order.
func Names() []string { return formNames[:] }

// The mistakes a text can hold, each the Err of a [*Error].
var (
	// ErrLength is a text of another length than the form writes for the
	// ID's width (a decimal number may be shorter).
	ErrLength = errors.New("the text has the wrong number of characters")
	// ErrDigit is a character the form does not use.
	ErrDigit = errors.New("the text holds a character this form does not use")
	// ErrTooLarge is a number larger than the ID's width holds: a ULID
	// whose first letter is past 7.
	ErrTooLarge = errors.New("the number is larger than the ID's bits hold")
	// ErrPadding is base32hex whose last letter carries bits past the ID's
	// bytes, which no writer sets.
	ErrPadding = errors.New("the last letter carries bits past the ID's end")
)

// Error is a text that is not an ID of a form and width.
type Error struct {
	Form  Form
	Width int    // bits
	Kind  string // what the text was read as, a layout's name, where its reader says
	Err   error
}

func (e *Error) Error() string {
	if e.Kind != "" {
		return fmt.Sprintf("not a %s (%d bits in %s): %v", e.Kind, e.Width, e.Form, e.Err)
	}
	return fmt.Sprintf("not a %d-bit ID in %s: %v", e.Width, e.Form, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// The alphabets, each in the order of its digits' values.
const (
	hexDigits       = "0123456789abcdef"
	crockfordDigits = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	base62Digits    = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	base32HexDigits = "0123456789abcdefghijklmnopqrstuv"
)

// noDigit marks a character outside an alphabet in a table of values.
const noDigit = 0xff

// digitValues holds each form's byte → value table, any case where the
// form reads any case.
var digitValues = func() (t [formCount][256]byte) {
	fill := func(f Form, digits string, anyCase bool) {
		for i := range t[f] {
			t[f][i] = noDigit
		}
		for v, c := range []byte(digits) {
			t[f][c] = byte(v)
			if anyCase && c >= 'A' && c <= 'Z' {
				t[f][c+'a'-'A'] = byte(v)
			} else if anyCase && c >= 'a' && c <= 'z' {
				t[f][c-'a'+'A'] = byte(v)
			}
		}
	}
	fill(Decimal, "0123456789", false)
	fill(Hex, hexDigits, true)
	fill(UUID, hexDigits, true)
	fill(Crockford, crockfordDigits, true)
	fill(Base62, base62Digits, false)
	fill(Base32Hex, base32HexDigits, false)
	return t
}()

// Len is how many characters f writes for an ID of width bits: at most,
// for decimal.
func (f Form) Len(width int) int {
	switch f {
	case Decimal:
		return decimalLen(width)
	case Hex:
		return width / 4
	case UUID:
		return 36
	case Crockford, Base32Hex:
		return (width + 4) / 5
	case Base62:
		return base62Len(width)
	}
	return 0
}

// decimalLen is how many decimal digits the largest number of width bits
// takes: width × log10(2), rounded up.
func decimalLen(width int) int { return (width*30103 + 99999) / 100000 }

// base62Len is the same in base62: width / log2(62), rounded up.
func base62Len(width int) int { return (width*1000 + 5953) / 5954 }

// HexValue is c's value as a hexadecimal digit of either case, and 0xff
// (bit 4 set, as in no digit's value) for any other byte.
func HexValue(c byte) byte { return digitValues[Hex][c] }

// IsDigit reports whether c is a character f uses.
func (f Form) IsDigit(c byte) bool {
	if f == UUID && c == '-' {
		return true
	}
	return f < formCount && digitValues[f][c] != noDigit
}
