package textform

import (
	"encoding/hex"
	"slices"
)

// Append appends id, its bytes the most significant first, written in f,
// and returns the extended slice. A UUID is 16 bytes; any other form takes
// up to 20.
func (f Form) Append(dst []byte, id []byte) []byte {
	switch f {
	case Hex:
		return hex.AppendEncode(dst, id)
	case UUID:
		var text [36]byte
		hex.Encode(text[:8], id[:4])
		hex.Encode(text[9:13], id[4:6])
		hex.Encode(text[14:18], id[6:8])
		hex.Encode(text[19:23], id[8:10])
		hex.Encode(text[24:], id[10:16])
		text[8], text[13], text[18], text[23] = '-', '-', '-', '-'
		return append(dst, text[:]...)
	case Crockford:
		width := len(id) * 8
		for at := f.Len(width) - 1; at >= 0; at-- { // the letters from the highest
			dst = append(dst, crockfordDigits[bitsAt(id, width-5*(at+1), 5)])
		}
		return dst
	case Base32Hex:
		for at := range f.Len(len(id) * 8) { // 5 bits each from the top, the last padded with 0
			dst = append(dst, base32HexDigits[bitsAt(id, 5*at, 5)])
		}
		return dst
	case Base62:
		return appendRadix(dst, id, 62, base62Digits, f.Len(len(id)*8))
	}
	return appendRadix(dst, id, 10, base62Digits, 1)
}

// bitsAt returns the n bits (n ≤ 8) of id that start from bit at, counted
// from the most significant: bits before the first or past the last read
// as 0.
func bitsAt(id []byte, at, n int) byte {
	var v byte
	for k := at; k < at+n; k++ {
		v <<= 1
		if k >= 0 && k/8 < len(id) {
			v |= id[k/8] >> (7 - k%8) & 1
		}
	}
	return v
}

// number is an ID of up to 160 bits as five 32-bit limbs, the most
// significant first, for the forms that write it as a number in a base.
type number [5]uint32

func numberOf(id []byte) number {
	var n number
	for i, b := range id { // id is right-aligned in the 20 bytes
		k := 20 - len(id) + i
		n[k/4] |= uint32(b) << (8 * (3 - k%4))
	}
	return n
}

func (n number) zero() bool { return n == number{} }

// divmod divides n by d and returns the quotient and the remainder.
func (n number) divmod(d uint32) (number, uint32) {
	var rem uint64
	for i := range n {
		cur := rem<<32 | uint64(n[i])
		n[i] = uint32(cur / uint64(d))
		rem = cur % uint64(d)
	}
	return n, uint32(rem)
}

// mulAdd returns n×m + a, and false if it needs more than 160 bits.
func (n number) mulAdd(m, a uint32) (number, bool) {
	carry := uint64(a)
	for i := len(n) - 1; i >= 0; i-- {
		cur := uint64(n[i])*uint64(m) + carry
		n[i] = uint32(cur)
		carry = cur >> 32
	}
	return n, carry == 0
}

// putBytes writes n's low len(id) bytes into id, and reports whether n
// fits them.
func (n number) putBytes(id []byte) bool {
	for k := range 20 {
		b := byte(n[k/4] >> (8 * (3 - k%4)))
		if i := k - (20 - len(id)); i >= 0 {
			id[i] = b
		} else if b != 0 {
			return false
		}
	}
	return true
}

// appendRadix appends id as a number in base radix, padded with zeros to
// at least pad digits.
func appendRadix(dst, id []byte, radix uint32, digits string, pad int) []byte {
	var buf [64]byte
	at := len(buf)
	for n := numberOf(id); !n.zero() || len(buf)-at < pad; {
		var d uint32
		n, d = n.divmod(radix)
		at--
		buf[at] = digits[d]
	}
	return append(dst, buf[at:]...)
}

// Parse reads text, an ID written in f, into id, whose length is the ID's
// width in bytes. On failure it returns a [*Error] and leaves id as it was.
func (f Form) Parse(text []byte, id []byte) error {
	width := len(id) * 8
	fail := func(err error) error { return &Error{Form: f, Width: width, Err: err} }
	if f == UUID {
		return parseUUID(text, id, fail)
	}
	if f == Decimal && (len(text) == 0 || len(text) > f.Len(width)) || f != Decimal && len(text) != f.Len(width) {
		return fail(ErrLength)
	}
	if i := slices.IndexFunc(text, func(c byte) bool { return digitValues[f][c] == noDigit }); i >= 0 {
		return fail(ErrDigit)
	}
	var err error
	switch f {
	case Hex:
		_, _ = hex.Decode(id, text) // every digit is valid
	case Crockford:
		err = parseCrockford(text, id)
	case Base32Hex:
		err = parseBase32Hex(text, id)
	case Base62:
		err = parseRadix(text, id, 62, Base62)
	default:
		err = parseRadix(text, id, 10, Decimal)
	}
	if err != nil {
		return fail(err)
	}
	return nil
}

// parseUUID reads a UUID written with or without braces, a urn:uuid:
// prefix and hyphens, in any case.
func parseUUID(text, id []byte, fail func(error) error) error {
	if len(text) > 9 && string(text[:9]) == "urn:uuid:" {
		text = text[9:]
	}
	if len(text) > 2 && text[0] == '{' && text[len(text)-1] == '}' {
		text = text[1 : len(text)-1]
	}
	hyphens := len(text) == 36 && text[8] == '-' && text[13] == '-' && text[18] == '-' && text[23] == '-'
	if len(id) != 16 || !hyphens && len(text) != 32 {
		return fail(ErrLength)
	}
	var out [16]byte
	at := 0
	for i := range out {
		if hyphens && (at == 8 || at == 13 || at == 18 || at == 23) {
			at++
		}
		hi, lo := digitValues[UUID][text[at]], digitValues[UUID][text[at+1]]
		if hi == noDigit || lo == noDigit {
			return fail(ErrDigit)
		}
		out[i] = hi<<4 | lo
		at += 2
	}
	copy(id, out[:])
	return nil
}

// parseCrockford reads a number written in Crockford's base32, refusing
// one past the ID's width rather than dropping its top bits.
func parseCrockford(text, id []byte) error {
	width := len(id) * 8
	if extra := 5*len(text) - width; extra > 0 && digitValues[Crockford][text[0]]>>(5-extra) != 0 {
		return ErrTooLarge
	}
	clear(id)
	for i, c := range text {
		v := digitValues[Crockford][c]
		end := width - 5*(len(text)-1-i) // the bit after this letter's last, from the top
		for b := range 5 {
			if k := end - 5 + b; k >= 0 && v>>(4-b)&1 != 0 {
				id[k/8] |= 0x80 >> (k % 8)
			}
		}
	}
	return nil
}

// parseBase32Hex reads the bytes of an ID written 5 bits a letter from the
// top, refusing padding bits that are set.
func parseBase32Hex(text, id []byte) error {
	width := len(id) * 8
	if pad := 5*len(text) - width; pad > 0 && digitValues[Base32Hex][text[len(text)-1]]&(1<<pad-1) != 0 {
		return ErrPadding
	}
	clear(id)
	for i, c := range text {
		v := digitValues[Base32Hex][c]
		for b := range 5 {
			if k := 5*i + b; k < width && v>>(4-b)&1 != 0 {
				id[k/8] |= 0x80 >> (k % 8)
			}
		}
	}
	return nil
}

// parseRadix reads a number in base radix whose digits are f's.
func parseRadix(text, id []byte, radix uint32, f Form) error {
	var n number
	for _, c := range text {
		var ok bool
		if n, ok = n.mulAdd(radix, uint32(digitValues[f][c])); !ok {
			return ErrTooLarge
		}
	}
	var out [20]byte
	if !n.putBytes(out[:len(id)]) {
		return ErrTooLarge
	}
	copy(id, out[:len(id)])
	return nil
}
