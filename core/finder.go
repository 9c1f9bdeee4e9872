package core

import (
	"bytes"
	"errors"
	"math"
	"slices"
	"unicode"
	"unicode/utf8"
)

// MinFoundDigits is how many digits a decimal number in running text needs
// to be taken for an ID. Shorter numbers are everywhere in logs (dates,
// ports, counts); the first IDs of 2010 already had more.
const MinFoundDigits = 10

// minFoundHexDigits is the same rule for 0x numbers: 10 decimal digits
// need 8 hexadecimal ones.
const minFoundHexDigits = 8

// Source says how an ID was written where it was found.
type Source uint8

// The ways an ID can be written in text.
const (
	FromDecimal       Source = iota // a decimal number
	FromHex                         // a 0x hexadecimal number
	FromTwitterLink                 // a link to a post on X or Twitter
	FromDiscordLink                 // a link to a message on Discord
	FromInstagramLink               // a link to a post on Instagram
	FromMastodonLink                // a link to a status on a Mastodon server
	FromBlueskyLink                 // a link to a post on Bluesky
)

// OtherLayout reports whether the ID came from a link to a service whose
// IDs are not in this package's layout (Instagram, Mastodon, Bluesky): it
// is read as its family's, not in a [Scheme].
func (s Source) OtherLayout() bool {
	_, scheme := s.Scheme()
	return !scheme && s.Family() != ""
}

// Family names the family of the link an ID came from, and is empty for
// plain numbers.
func (s Source) Family() string {
	switch s {
	case FromTwitterLink:
		return FamilyTwitter
	case FromDiscordLink:
		return FamilyDiscord
	case FromInstagramLink:
		return FamilyInstagram
	case FromMastodonLink:
		return FamilyMastodon
	case FromBlueskyLink:
		return FamilyBluesky
	}
	return ""
}

// Scheme returns the scheme a link names, and false for plain numbers.
func (s Source) Scheme() (Scheme, bool) {
	switch s {
	case FromTwitterLink:
		return Twitter, true
	case FromDiscordLink:
		return Discord, true
	}
	return Scheme{}, false
}

// Found is one ID found in a text.
type Found struct {
	ID     int64
	Source Source
}

// Findings is what a [Finder] found in a text.
type Findings struct {
	IDs      []Found // in the order they stand in the text
	Lines    int     // lines read
	Without  int     // lines that are not blank and hold no ID, nor a number skipped
	TooLarge int     // numbers that look like IDs but are at or past 2^63
	Negative int     // numbers that look like IDs but carry a minus sign
	List     bool    // the text was a list of one number a line, taken whole
}

// counted is how many numbers were found or skipped.
func (f *Findings) counted() int {
	return len(f.IDs) + f.TooLarge + f.Negative
}

// Finder collects the IDs in a text that it is given in pieces, each
// ending at a line end (the last may end without one). In running text an
// ID is a decimal number of at least [MinFoundDigits] digits standing
// alone (not part of a longer number or word), a 0x number of at least 8
// hexadecimal digits, or a link to a post on X or a message on Discord,
// which counts once, as its post or message ID. When List is set, as
// [IsList] decides for the whole text, every line's number is an ID
// whatever its length.
type Finder struct {
	List  bool
	found Findings
}

// FindIDs finds every ID in text, as a [Finder] does.
func FindIDs(text []byte) Findings {
	f := Finder{List: IsList(text)}
	f.Reserve(text)
	f.Scan(text)
	return f.Findings()
}

// Reserve makes room at once for as many IDs as text is likely to hold:
// one a line, no more than one per MinFoundDigits bytes. A text of many
// IDs is then read without growing the list again and again.
func (f *Finder) Reserve(text []byte) {
	n := min(bytes.Count(text, []byte{'\n'})+1, len(text)/MinFoundDigits+1)
	f.found.IDs = slices.Grow(f.found.IDs, n)
}

// Findings returns what was found so far.
func (f *Finder) Findings() Findings {
	found := f.found
	found.List = f.List
	return found
}

// Scan reads lines, which end at a line end or at the end of the text.
func (f *Finder) Scan(lines []byte) {
	for len(lines) > 0 {
		line := lines
		if i := bytes.IndexByte(lines, '\n'); i >= 0 {
			line, lines = lines[:i], lines[i+1:]
		} else {
			lines = nil
		}
		f.found.Lines++
		before := f.found.counted()
		var blank bool
		if f.List {
			blank = f.scanListLine(line)
		} else {
			blank = f.scanLine(line)
		}
		if !blank && f.found.counted() == before {
			f.found.Without++
		}
	}
}

// IsList reports whether every line of text that is not blank holds one
// whole number and nothing else, and at least one does: a column copied
// from a spreadsheet or a database, where short IDs are IDs too.
func IsList(text []byte) bool {
	numbers := 0
	for len(text) > 0 {
		line := text
		if i := bytes.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = nil
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		if line[0] == '-' {
			line = line[1:]
		}
		if len(line) == 0 || digitRun(line, 0) != len(line) {
			return false
		}
		numbers++
	}
	return numbers > 0
}

// scanListLine takes the one number of a list line, and reports whether
// the line was blank.
func (f *Finder) scanListLine(line []byte) (blank bool) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return true
	}
	negative := line[0] == '-'
	if negative {
		line = line[1:]
	}
	f.add(line, negative, FromDecimal, 10)
	return false
}

// scanLine finds the IDs in a line of running text, and reports whether
// the line was blank.
func (f *Finder) scanLine(line []byte) (blank bool) {
	blank = true
	linkChecked := 0 // where the last token looked at as a link ends: it is not looked at again
	for i := 0; i < len(line); {
		c := line[i]
		if c > ' ' {
			blank = false
		}
		if !isDigit(c) {
			// Instagram's and Bluesky's links end in a code, not a number.
			if c == '/' && i+1 < len(line) && isCodeStart(line[i+1]) && i+1 >= linkChecked {
				end, ok := f.scanLink(line, i+1)
				if ok {
					i = end
					continue
				}
				linkChecked = end
			}
			i++
			continue
		}
		if i > 0 && line[i-1] == '/' && i >= linkChecked {
			end, ok := f.scanLink(line, i)
			if ok {
				i = end
				continue
			}
			linkChecked = end
		}
		if c == '0' && i+1 < len(line) && (line[i+1] == 'x' || line[i+1] == 'X') {
			end := hexRun(line, i+2)
			if end-(i+2) >= minFoundHexDigits && standsAlone(line, i, end) {
				f.add(line[i+2:end], false, FromHex, 16)
				i = end
				continue
			}
		}
		end := digitRun(line, i)
		if end-i >= MinFoundDigits && standsAlone(line, i, end) {
			f.add(line[i:end], minusBefore(line, i), FromDecimal, 10)
		}
		i = end
	}
	return blank
}

// scanLink looks at the token around the number at line[at:], which
// follows a slash, and returns where the token ends. When the token is a
// link to a post or message, its ID is found (or counted as skipped) and
// ok is true.
func (f *Finder) scanLink(line []byte, at int) (end int, ok bool) {
	start := at
	for start > 0 && !isTokenEnd(line[start-1]) {
		start--
	}
	end = at
	for end < len(line) && !isTokenEnd(line[end]) {
		end++
	}
	token := line[start:end]
	if !containsFold(token, "x.com/") && !containsFold(token, "twitter.com/") && !containsFold(token, "discord") &&
		!bytes.Contains(token, []byte("/@")) && !containsFold(token, "/statuses/") &&
		!containsFold(token, "instagram.com/") && !containsFold(token, "bsky.app/") {
		return end, false
	}
	id, family, isLink, err := FamilyFromLink(string(token))
	if !isLink {
		return end, false
	}
	switch {
	case err == nil:
		source, _ := linkSource(family)
		f.found.IDs = append(f.found.IDs, Found{ID: id, Source: source})
	case errors.Is(err, ErrTooLarge):
		f.found.TooLarge++
	case errors.Is(err, ErrNegativeID):
		f.found.Negative++
	}
	return end, true
}

// add records the number written by digits in base, or counts it as
// skipped when it cannot be an ID.
func (f *Finder) add(digits []byte, negative bool, source Source, base uint64) {
	var n uint64
	for _, c := range digits {
		d := uint64(c - '0')
		if c >= 'a' {
			d = uint64(c-'a') + 10
		} else if c >= 'A' {
			d = uint64(c-'A') + 10
		}
		if n > (math.MaxInt64-d)/base {
			f.found.TooLarge++
			return
		}
		n = n*base + d
	}
	if negative && n != 0 {
		f.found.Negative++
		return
	}
	f.found.IDs = append(f.found.IDs, Found{ID: int64(n), Source: source})
}

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
