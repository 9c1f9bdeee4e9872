package find

import (
	"bytes"
	"hash/maphash"
	"math"
	"math/bits"
	"slices"

	"snowflakeid/core"
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
	FromWide                        // an ID of a layout with a width, a UUID or a ULID…: Found.ID is its place in Findings.Wide
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
		return core.FamilyTwitter
	case FromDiscordLink:
		return core.FamilyDiscord
	case FromInstagramLink:
		return core.FamilyInstagram
	case FromMastodonLink:
		return core.FamilyMastodon
	case FromBlueskyLink:
		return core.FamilyBluesky
	}
	return ""
}

// Scheme returns the scheme a link names, and false for plain numbers.
func (s Source) Scheme() (core.Scheme, bool) {
	switch s {
	case FromTwitterLink:
		return core.Twitter, true
	case FromDiscordLink:
		return core.Discord, true
	}
	return core.Scheme{}, false
}

// Layout returns the layout of the service whose link an ID came from:
// its family's preset. ok is false for plain numbers.
func (s Source) Layout() (core.Layout, bool) {
	p, ok := core.LayoutNamed(s.Family())
	return p.Layout, ok && s.Family() != ""
}

// Found is one ID found in a text.
type Found struct {
	ID     int64
	Source Source
	// Kind and Line are set where the Finder was asked for them
	// (HashLines), else 0. Kind is a hash of the kind of line the ID
	// stands on: the line's template (its words, with every number, time
	// and other ID in it masked) and the name the ID stands under (`id=`,
	// `"messageId": `). A copy of an ID on a line of another kind is the
	// ID named again (a request's end after its start, a reply's message),
	// not the ID issued again.
	Kind uint16
	Line uint32 // a hash of the text of its line
}

// Findings is what a [Finder] found in a text.
type Findings struct {
	IDs      []Found     // in the order they stand in the text
	Lines    int         // lines read
	Without  int         // lines that are not blank and hold no ID, nor a number skipped
	TooLarge int         // numbers that look like IDs but are at or past 2^63
	Negative int         // numbers that look like IDs but carry a minus sign
	Short    int         // IDs of fewer than MinFoundDigits digits, taken from lines of their own
	Wide     []WideFound // the IDs of layouts with a width, in the order found; each has a Found of FromWide
}

// counted is how many numbers were found or skipped.
func (f *Findings) counted() int {
	return len(f.IDs) + f.TooLarge + f.Negative
}

// Finder collects the IDs in a text that it is given in pieces. In running
// text an ID is a decimal number of at least [MinFoundDigits] digits
// standing alone (not part of a longer number or word), a 0x number of at
// least 8 hexadecimal digits, or a link to a post or message, which counts
// once, as its ID. A line that holds one number and nothing else (a column
// copied from a spreadsheet or a database) is an ID whatever its length:
// each line is judged on its own, so a number is read the same wherever it
// stands.
//
// Pieces are given to [Finder.Feed], which scans what it can and leaves
// the rest to be given again with what follows, and the last to
// [Finder.Scan]. A text cut anywhere into pieces so gives the findings of
// the whole.
type Finder struct {
	// Now is the instant a text is read, in Unix milliseconds: an ID in a
	// form ordinary words can take (a ULID, a KSUID, an ObjectId, an XID,
	// a TSID) is found only up to a day past it. 0 sets no such bound.
	Now int64
	// HashLines asks for the hash of each ID's line and of its kind
	// (Found.Line, Found.Kind): two copies of an ID on lines of the same
	// text are likely one line logged twice. A line that a pause of its
	// input cuts is hashed by parts.
	HashLines bool
	found     Findings
	spare     Findings // findings given back (Recycle), whose room the next ones take
	open      openLine
}

// openLine is the line the last piece fed ended in, when it was cut inside
// a line.
type openLine struct {
	open   bool // the last piece fed ended inside a line
	text   bool // what was read of it is running text, not one number alone
	blank  bool // what was read of it is blank
	before int  // the numbers counted before it
}

// IDs finds every ID in text, as a [Finder] does.
func IDs(text []byte) Findings {
	var f Finder
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
	return f.found
}

// Take returns what was found since the last Take, and forgets it: a
// stream's findings are taken and written a piece at a time.
func (f *Finder) Take() Findings {
	found := f.found
	f.found = Findings{IDs: f.spare.IDs, Wide: f.spare.Wide}
	f.spare = Findings{}
	// The next piece likely holds as many: room for them at once.
	if n := min(len(found.IDs), 1<<16); n > cap(f.found.IDs) {
		f.found.IDs = make([]Found, 0, n)
	}
	if n := min(len(found.Wide), 1<<16); n > cap(f.found.Wide) {
		f.found.Wide = make([]WideFound, 0, n)
	}
	f.open.before -= found.counted() // the numbers of a line that goes on are counted afresh
	return found
}

// Recycle gives back findings taken earlier that nothing uses any more:
// the findings of the pieces after them are written into their room
// instead of new memory. A stream of a million IDs then allocates for one
// piece's, not for each.
func (f *Finder) Recycle(spent Findings) {
	f.spare = Findings{IDs: spent.IDs[:0], Wide: spent.Wide[:0]}
}

// Scan reads the rest of the text: its lines end at a line end or at the
// end of text.
func (f *Finder) Scan(text []byte) {
	f.scan(text, false)
	if f.open.open { // the text ends where the last piece fed was cut
		f.scanPart(nil, true)
	}
}

// Feed reads as much of data as can be read before what follows it is
// known, and returns how much that is: up to its last line end, or in a
// line with none, up to its last space or bracket once the line is seen to
// be running text (an ID or a link never spans one). The rest, data[n:],
// is given again with what follows. It returns 0 when nothing can be read
// yet: data is one number, or one token, so far.
func (f *Finder) Feed(data []byte) int {
	n := bytes.LastIndexByte(data, '\n') + 1
	if cut := cutInLine(data[n:], n == 0 && f.open.text); cut > 0 {
		n += cut
		f.scan(data[:n], true)
		return n
	}
	f.scan(data[:n], false)
	return n
}

// cutInLine returns where the last line of a piece, line, which has no
// line end yet, may be cut: after its last byte that ends a token, when
// what comes before it makes the line running text or is blank; or 0. text
// is set when line goes on a line already seen to be running text.
func cutInLine(line []byte, text bool) int {
	cut := len(line)
	for cut > 0 && !isTokenEnd(line[cut-1]) {
		cut--
	}
	if cut == 0 {
		return 0
	}
	if text || len(bytes.TrimSpace(line[:cut])) == 0 || !loneNumber(line[:cut]) {
		return cut
	}
	return 0
}

// loneNumber reports whether a line, or its start, holds nothing but one
// number, with or without a minus sign and spaces around: a line of a list.
func loneNumber(line []byte) bool {
	line = bytes.TrimSpace(line)
	if len(line) > 0 && line[0] == '-' {
		line = line[1:]
	}
	return len(line) > 0 && digitRun(line, 0) == len(line)
}

// scan reads text: each line ends at a line end, and the last at the end
// of text unless cut is set, when the line goes on in the next piece.
func (f *Finder) scan(text []byte, cut bool) {
	for len(text) > 0 {
		line := text
		ended := true
		if i := bytes.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text, ended = nil, !cut
		}
		f.scanPart(line, ended)
	}
}

// scanPart reads a line, or the part of one up to a cut when ended is
// false.
func (f *Finder) scanPart(line []byte, ended bool) {
	o := f.open
	if !o.open {
		f.found.Lines++
		o = openLine{open: true, blank: true, before: f.found.counted()}
	}
	blank, first := false, len(f.found.IDs)
	if !o.text && ended && loneNumber(line) {
		f.scanListLine(line)
	} else {
		blank = f.scanLine(line)
		// Cut only where the line is blank so far, or can no longer be
		// one number alone (cutInLine).
		o.text = o.text || len(bytes.TrimSpace(line)) > 0
	}
	o.blank = o.blank && blank
	if f.HashLines && len(f.found.IDs) > first {
		h := lineHash(line)
		for i := first; i < len(f.found.IDs); i++ {
			f.found.IDs[i].Line = h
		}
		kindIDs(line, f.found.IDs[first:])
	}
	if !ended {
		f.open = o
		return
	}
	if !o.blank && f.found.counted() == o.before {
		f.found.Without++
	}
	f.open = openLine{}
}

// lineSeed makes the hashes of lines the same throughout a run.
var lineSeed = maphash.MakeSeed()

// lineHash is a hash of a line's text, the spaces around it and a
// carriage return left out; never 0.
func lineHash(line []byte) uint32 {
	h := maphash.Bytes(lineSeed, bytes.TrimSpace(line))
	return uint32(h) ^ uint32(h>>32) | 1
}

// scanListLine takes the one number of a line that holds nothing else.
func (f *Finder) scanListLine(line []byte) {
	line = bytes.TrimSpace(line)
	negative := line[0] == '-'
	if negative {
		line = line[1:]
	}
	if f.add(line, negative, FromDecimal, 10) && len(line) < MinFoundDigits {
		f.found.Short++
	}
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
		if c != '-' && isWideByte(c) && (i == 0 || !isWideByte(line[i-1])) && f.mayBeWide(line, i) {
			if end, ok := f.scanWide(line, i); ok {
				i = end
				continue
			}
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

// add records the number written by digits in base, or counts it as
// skipped when it cannot be an ID.
func (f *Finder) add(digits []byte, negative bool, source Source, base uint64) (added bool) {
	var n uint64
	for _, c := range digits {
		d := uint64(c - '0')
		if c >= 'a' {
			d = uint64(c-'a') + 10
		} else if c >= 'A' {
			d = uint64(c-'A') + 10
		}
		hi, lo := bits.Mul64(n, base) // n*base + d, without a division a digit
		lo, carry := bits.Add64(lo, d, 0)
		if hi != 0 || carry != 0 || lo > math.MaxInt64 {
			f.found.TooLarge++
			return false
		}
		n = lo
	}
	if negative && n != 0 {
		f.found.Negative++
		return false
	}
	f.found.IDs = append(f.found.IDs, Found{ID: int64(n), Source: source})
	return true
}
