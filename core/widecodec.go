package core

import (
	"snowflakeid/core/textform"
)

// WideCodec is a [Layout] with a width made ready to read many IDs, as
// [Codec] is for a 64-bit one: its fixed fields as one mask and value,
// its time fields' places and steps worked out once, and a UUID's text
// read straight into the ID's bits. Its answers are the Layout's own;
// the finder and the decode command read a million IDs through one.
type WideCodec struct {
	layout      *Layout
	fixedMask   WideID // the bits of the fixed fields
	fixedValue  WideID // what they hold in every ID of the layout
	times       []wideTimePart
	canonicalID bool // the layout is written 8-4-4-4-12, which parse reads without the Layout's detours
}

// wideTimePart is one time field of a [WideCodec]: its value is
// id.Field(shift, bits), each step of which stands for step nanoseconds.
type wideTimePart struct {
	shift, bits int
	step        uint64
}

// WideCodec returns l ready to read many IDs. l must be valid and have a
// width, and must stay as it is while the codec is in use.
func (l *Layout) WideCodec() *WideCodec {
	c := &WideCodec{layout: l, canonicalID: l.Form == textform.UUID && l.Width == 128}
	shift := l.Width
	for _, f := range l.Fields {
		shift -= f.Bits
		switch f.Role {
		case RoleFixed:
			c.fixedMask = c.fixedMask.Or(Ones(f.Bits).Placed(shift))
			c.fixedValue = c.fixedValue.Or(WideFrom(f.Value).Placed(shift))
		case RoleTime:
			c.times = append(c.times, wideTimePart{shift: shift, bits: f.Bits, step: uint64(f.Step())})
		}
	}
	return c
}

// Parse reads text as an ID of the layout, as [Layout.ParseWide] does.
func (c *WideCodec) Parse(text []byte) (WideID, error) {
	if c.canonicalID && len(text) == 36 {
		if id, ok := parseHyphenated(text); ok {
			if id.And(c.fixedMask) == c.fixedValue {
				return id, nil
			}
			return id, c.layout.CheckWide(id) // says which field
		}
	}
	return c.layout.ParseWide(text)
}

// Time returns the instant id stands for, in Unix microseconds, as
// the Layout reads it from the values of its fields ([Layout.WideMicro]).
func (c *WideCodec) Time(id WideID) (micro int64, ok bool) {
	var hi, lo uint64
	for _, t := range c.times {
		v, _ := id.Field(t.shift, t.bits).Uint64()
		hi, lo = addSteps(hi, lo, v, t.step)
	}
	return c.layout.microOf(hi, lo, len(c.times) > 0)
}

// parseHyphenated reads a UUID written 8-4-4-4-12 in either case; ok is
// false for any other text of 36 bytes.
func parseHyphenated(text []byte) (id WideID, ok bool) {
	if text[8] != '-' || text[13] != '-' || text[18] != '-' || text[23] != '-' {
		return id, false
	}
	var bad byte
	id.hi, bad = hexDigitsOf(0, bad, text[:8])
	id.hi, bad = hexDigitsOf(id.hi, bad, text[9:13])
	id.hi, bad = hexDigitsOf(id.hi, bad, text[14:18])
	id.lo, bad = hexDigitsOf(0, bad, text[19:23])
	id.lo, bad = hexDigitsOf(id.lo, bad, text[24:])
	return id, bad&0x10 == 0
}

// hexDigitsOf appends the hexadecimal digits of s to v, and sets bit 4 of
// bad if one of them is not a digit.
func hexDigitsOf(v uint64, bad byte, s []byte) (uint64, byte) {
	for _, c := range s {
		d := textform.HexValue(c)
		bad |= d
		v = v<<4 | uint64(d&15)
	}
	return v, bad
}
