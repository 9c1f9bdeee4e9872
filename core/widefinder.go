package core

import (
	"bytes"
	"strings"
	"time"

	"snowflakeid/core/textform"
)

// WideFound is an ID of a layout with a width found in a text: a UUID, a
// ULID, a KSUID, an ObjectId, an XID or a TSID, each in its preset.
type WideFound struct {
	ID        WideID
	Layout    *Preset
	UnixMicro int64 // its time; 0 where Timed is false
	Timed     bool  // false for a layout with no time (UUIDv4) and an instant past the year 9999
}

// Text writes the ID in its layout's form.
func (w WideFound) Text() string { return string(w.Layout.AppendWide(nil, w.ID)) }

// wideKinds are the presets the finder reads by the length of a token:
// the UUIDs by their version, the others by their text form.
var wideKinds = func() (k struct {
	uuid                        [16]*Preset // by version
	ulid, ksuid, oid, xid, tsid *Preset
}) {
	for i := range presets {
		p := &presets[i]
		switch {
		case p.Form == textform.UUID:
			k.uuid[p.Fields[p.FieldNamed("ver")].Value] = p
		case p.Name == "ULID":
			k.ulid = p
		case p.Name == "KSUID":
			k.ksuid = p
		case p.Name == "ObjectId":
			k.oid = p
		case p.Name == "XID":
			k.xid = p
		case p.Name == "TSID":
			k.tsid = p
		}
	}
	return k
}()

// futureSlack is how far past the finder's Now the time of an ID in a
// form ordinary words can take may lie: clocks differ, and a text may be
// read a day after it was written elsewhere.
const futureSlack = 24 * time.Hour

// isWideByte reports whether c can be part of a token of a wide ID.
func isWideByte(c byte) bool {
	return isDigit(c) || 'a' <= c|0x20 && c|0x20 <= 'z' || c == '-'
}

// scanWide looks at the token that starts at line[i] for an ID of a layout
// with a width, and returns where the token ends and whether it was one.
// A UUID is written 8-4-4-4-12, in braces or not; the others by their
// length and letters, standing alone, and taken only where their time is
// plausible: from their layout's first IDs to a day past the finder's Now.
func (f *Finder) scanWide(line []byte, i int) (end int, ok bool) {
	end = i
	for end < len(line) && isWideByte(line[end]) && end-i <= 36 {
		end++
	}
	tok := line[i:end]
	if end-i > 36 || !standsAlone(line, i, end) {
		return end, false
	}
	var p *Preset
	plausible := true
	switch len(tok) {
	case 36:
		if tok[8] != '-' || tok[13] != '-' || tok[18] != '-' || tok[23] != '-' {
			return end, false
		}
		if v := textform.UUID; !v.IsDigit(tok[14]) || tok[14] == '-' {
			return end, false
		}
		p, plausible = wideKinds.uuid[hexValue(tok[14])], false
	case 26:
		p = wideKinds.ulid
	case 27:
		p = wideKinds.ksuid
	case 24:
		if bytes.IndexFunc(tok, func(r rune) bool { return r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F' }) < 0 {
			return end, false // 24 decimal digits are a number, too large for an ID
		}
		p = wideKinds.oid
	case 20:
		p = wideKinds.xid
	case 13:
		if !mixesDigitsAndCapitals(tok) {
			return end, false // a word, or a decimal number
		}
		p = wideKinds.tsid
	}
	if p == nil {
		return end, false
	}
	id, err := p.ParseWide(tok)
	if err != nil {
		return end, false
	}
	found := WideFound{ID: id, Layout: p}
	var values [8]WideID
	found.UnixMicro, found.Timed = p.WideMicro(must(p.SplitWide(id, values[:0])))
	if plausible && (!found.Timed || found.UnixMicro < p.Since*1000 ||
		f.Now != 0 && found.UnixMicro > f.Now*1000+futureSlack.Microseconds()) {
		return end, false
	}
	f.found.IDs = append(f.found.IDs, Found{ID: int64(len(f.found.Wide)), Source: FromWide})
	f.found.Wide = append(f.found.Wide, found)
	return end, true
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
// layout with a width and nothing else: a UUID, a ULID… ok is false for
// anything else.
func ReadWideID(text string) (WideFound, bool) {
	found := FindIDs([]byte(strings.TrimSpace(text)))
	if len(found.IDs) != 1 || len(found.Wide) != 1 {
		return WideFound{}, false
	}
	return found.Wide[0], true
}

// must is the values of a split that cannot fail.
func must(values []WideID, _ error) []WideID { return values }

func hexValue(c byte) int {
	if isDigit(c) {
		return int(c - '0')
	}
	return int(c|0x20-'a') + 10
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
