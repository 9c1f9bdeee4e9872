package find

import (
	"bytes"
	"errors"
	"strings"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/textform"
)

// WideFound is an ID of a layout with a width found in a text: a UUID, a
// ULID, a KSUID, an ObjectId, an XID or a TSID, each in its preset.
type WideFound struct {
	ID        core.WideID
	Layout    *core.Preset
	UnixMicro int64 // its time; 0 where Timed is false
	Timed     bool  // false for a layout with no time (UUIDv4) and an instant past the year 9999
}

// Text writes the ID in its layout's form.
func (w WideFound) Text() string { return string(w.Layout.AppendWide(nil, w.ID)) }

// wideKind is a preset the finder reads, with its codec.
type wideKind struct {
	*core.Preset
	codec *core.WideCodec
}

// kindOf returns p with its codec.
func kindOf(p *core.Preset) *wideKind { return &wideKind{p, p.WideCodec()} }

// wideKinds are the presets the finder reads by the length of a token:
// the UUIDs by their version, the others by their text form.
var wideKinds = func() (k struct {
	uuid                        [16]*wideKind // by version
	ulid, ksuid, oid, xid, tsid *wideKind
}) {
	presets := core.LayoutPresets() // the finder's own, pointed to by each WideFound
	for i := range presets {
		p := &presets[i]
		switch {
		case p.Form == textform.UUID:
			k.uuid[p.Fields[p.FieldNamed("ver")].Value] = kindOf(p)
		case p.Name == "ULID":
			k.ulid = kindOf(p)
		case p.Name == "KSUID":
			k.ksuid = kindOf(p)
		case p.Name == "ObjectId":
			k.oid = kindOf(p)
		case p.Name == "XID":
			k.xid = kindOf(p)
		case p.Name == "TSID":
			k.tsid = kindOf(p)
		}
	}
	return k
}()

// futureSlack is how far past the finder's Now the time of an ID in a
// form ordinary words can take may lie: clocks differ, and a text may be
// read a day after it was written elsewhere.
const futureSlack = 24 * time.Hour

// isWideByte reports whether c can be part of a token of a wide ID.
func isWideByte(c byte) bool { return wideBytes[c] }

// wideBytes are the bytes of a wide ID's token: ASCII letters, digits and
// the hyphen.
var wideBytes = func() (t [256]bool) {
	for c := range t {
		t[c] = isDigit(byte(c)) || 'a' <= byte(c)|0x20 && byte(c)|0x20 <= 'z' || c == '-'
	}
	return t
}()

// scanWide looks at the token that starts at line[i] for an ID of a layout
// with a width, and returns where the token ends and whether it was one.
// A UUID is written 8-4-4-4-12, in braces or not; the others by their
// length and letters, standing alone, and taken only where their time is
// plausible: from their layout's first IDs to a day past the finder's Now.
func (f *Finder) scanWide(line []byte, i int) (end int, ok bool) {
	end = i
	for limit := min(len(line), i+37); end < limit && wideBytes[line[end]]; {
		end++
	}
	tok := line[i:end]
	if end-i > 36 || !standsAlone(line, i, end) {
		return end, false
	}
	p, plausible := wideKindOf(tok)
	// In running text letters alone are a word: a ULID, KSUID, TSID or
	// ObjectId of today starts with a digit; an XID, written from 'c' or
	// 'd' now, lacks one about once in 1,200, and is read when typed.
	if p == nil || plausible && !bytes.ContainsAny(tok, "0123456789") {
		return end, false
	}
	id, err := p.codec.Parse(tok)
	if err != nil {
		return end, false
	}
	micro, timed := p.codec.Time(id)
	if plausible && (!timed || micro < p.Since*1000 || f.Now != 0 && micro > f.Now*1000+futureSlack.Microseconds()) {
		return end, false
	}
	f.found.IDs = append(f.found.IDs, Found{ID: int64(len(f.found.Wide)), Source: FromWide})
	f.found.Wide = append(f.found.Wide, WideFound{ID: id, Layout: p.Preset, UnixMicro: micro, Timed: timed})
	return end, true
}

// wideKindOf returns the preset a token written as a wide ID is read in,
// or nil, and whether its time must be plausible for it to be taken in
// running text: a UUID is written 8-4-4-4-12, which no word is; the others
// by their length and letters.
func wideKindOf(tok []byte) (p *wideKind, plausible bool) {
	switch len(tok) {
	case 36:
		if tok[8] != '-' || tok[13] != '-' || tok[18] != '-' || tok[23] != '-' || tok[14] == '-' || !textform.UUID.IsDigit(tok[14]) {
			return nil, false
		}
		return wideKinds.uuid[textform.HexValue(tok[14])], false
	case 26:
		return wideKinds.ulid, true
	case 27:
		return wideKinds.ksuid, true
	case 24:
		if bytes.IndexFunc(tok, func(r rune) bool { return r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F' }) < 0 {
			return nil, false // 24 decimal digits are a number, too large for an ID
		}
		return wideKinds.oid, true
	case 20:
		return wideKinds.xid, true
	case 13:
		if !mixesDigitsAndCapitals(tok) {
			return nil, false // a word, or a decimal number
		}
		return wideKinds.tsid, true
	}
	return nil, false
}

// ErrUUIDVersion is the error of a text written as a UUID whose version,
// its 13th digit, is none of RFC 9562's.
var ErrUUIDVersion = errors.New("a UUID's version, its 13th hexadecimal digit, is one of RFC 9562's: 1 to 8")

// WideIDError says why text, typed as one ID, is not the ID of a layout
// with a width its shape gives (a UUIDv7 of another variant, a ULID whose
// first letter is past 7), and is nil for a text of no such shape or one
// that is such an ID.
func WideIDError(text string) error {
	tok := []byte(strings.TrimSpace(text))
	if bytes.IndexFunc(tok, func(r rune) bool { return r > 0x7f || !wideBytes[r] }) >= 0 {
		return nil
	}
	p, _ := wideKindOf(tok)
	if p == nil && len(tok) == 36 && tok[8] == '-' && tok[13] == '-' && tok[18] == '-' && tok[23] == '-' {
		return ErrUUIDVersion
	}
	if p == nil {
		return nil
	}
	_, err := p.codec.Parse(tok)
	return err
}

// mayBeWide reports whether the token at line[i] is worth a look as a
// wide ID: a token of digits alone is a number, read as one.
func (f *Finder) mayBeWide(line []byte, i int) bool {
	if !isDigit(line[i]) {
		return true
	}
	d := digitRun(line, i)
	return d < len(line) && isWideByte(line[d])
}

// ReadWideID reads text, typed or given as an argument, as one ID of a
// layout with a width and nothing else: a UUID, a ULID… Its time need not
// be plausible: a person gave it as an ID. ok is false for anything else.
func ReadWideID(text string) (WideFound, bool) {
	tok := []byte(strings.TrimSpace(text))
	p, _ := wideKindOf(tok)
	if p == nil {
		return WideFound{}, false
	}
	id, err := p.codec.Parse(tok)
	if err != nil {
		return WideFound{}, false
	}
	micro, timed := p.codec.Time(id)
	return WideFound{ID: id, Layout: p.Preset, UnixMicro: micro, Timed: timed}, true
}

// mixesDigitsAndCapitals reports whether tok has both digits and capital
// letters and no small ones, as a TSID is written.
func mixesDigitsAndCapitals(tok []byte) bool {
	digits, capitals := false, false
	for _, c := range tok {
		switch {
		case isDigit(c):
			digits = true
		case c >= 'A' && c <= 'Z':
			capitals = true
		default:
			return false
		}
	}
	return digits && capitals
}
