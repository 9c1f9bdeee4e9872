package find

import (
	"bytes"
	"unicode"
	"unicode/utf8"
)

// standsAlone reports whether line[start:end] is not part of a longer
// word or number: no letter, digit or underscore touches it, no point
// joins it to digits (3.14159265358979) and no hyphen to a word (the last
// group of a UUID).
func standsAlone(line []byte, start, end int) bool {
	if start > 0 {
		r, size := utf8.DecodeLastRune(line[:start])
		if isWordRune(r) || joins(r, line[:start-size], utf8.DecodeLastRune) {
			return false
		}
	}
	if end < len(line) {
		r, size := utf8.DecodeRune(line[end:])
		if isWordRune(r) || joins(r, line[end+size:], utf8.DecodeRune) {
			return false
		}
	}
	return true
}

// joins reports whether the separator r joins a number to what lies on
// its far side, read from beyond with next.
func joins(r rune, beyond []byte, next func([]byte) (rune, int)) bool {
	if (r != '.' && r != '-') || len(beyond) == 0 {
		return false
	}
	r2, _ := next(beyond)
	if r == '.' {
		return r2 < utf8.RuneSelf && isDigit(byte(r2))
	}
	return isWordRune(r2)
}

// minusBefore reports whether the number at line[start:], which stands
// alone, carries a minus sign.
func minusBefore(line []byte, start int) bool {
	return start > 0 && line[start-1] == '-'
}

func isWordRune(r rune) bool {
	return r == '_' || r < utf8.RuneSelf && (isDigit(byte(r)) || 'a' <= r|0x20 && r|0x20 <= 'z') ||
		r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// isTokenEnd reports whether c ends a link in running text.
func isTokenEnd(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '"', '\'', '`', '<', '>', '(', ')', '[', ']', '{', '}', ',', ';', '|':
		return true
	}
	return false
}

// containsFold reports whether s holds sub, an ASCII lower-case text, in
// any case.
func containsFold(s []byte, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if bytes.EqualFold(s[i:i+len(sub)], []byte(sub)) {
			return true
		}
	}
	return false
}

// isCodeStart reports whether c may start the code that ends a link to an
// Instagram or Bluesky post.
func isCodeStart(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' || c == '-' || c == '_' }

func isDigit(c byte) bool { return c-'0' < 10 }

func isHexDigit(c byte) bool { return isDigit(c) || c|0x20-'a' < 6 }

// digitRun returns where the decimal digits starting at line[i] end.
func digitRun(line []byte, i int) int {
	for i < len(line) && isDigit(line[i]) {
		i++
	}
	return i
}

// hexRun returns where the hexadecimal digits starting at line[i] end.
func hexRun(line []byte, i int) int {
	for i < len(line) && isHexDigit(line[i]) {
		i++
	}
	return i
}
