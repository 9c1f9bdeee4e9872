package core

import (
	"cmp"
	"encoding/binary"
	"math/bits"

	"snowflakeid/core/textform"
)

// MaxWidth is the widest ID a [Layout] holds, in bits: a KSUID's 160.
const MaxWidth = 160

// WideID is an ID of up to [MaxWidth] bits as an unsigned number: a UUID,
// a ULID, a KSUID, or a field of one. Its zero value is 0.
type WideID struct {
	top uint32 // bits 128–159
	hi  uint64 // bits 64–127
	lo  uint64 // bits 0–63
}

// WideFrom returns the number v.
func WideFrom(v uint64) WideID { return WideID{lo: v} }

// WideFromBytes returns the number whose bytes, the most significant first,
// are b: at most 20 of them.
func WideFromBytes(b []byte) WideID {
	var buf [24]byte
	copy(buf[24-len(b):], b)
	return WideID{top: uint32(binary.BigEndian.Uint64(buf[:8])), hi: binary.BigEndian.Uint64(buf[8:16]), lo: binary.BigEndian.Uint64(buf[16:])}
}

// PutBytes writes w's lowest len(b) bytes into b, at most 20, the most
// significant first.
func (w WideID) PutBytes(b []byte) {
	var buf [24]byte
	binary.BigEndian.PutUint64(buf[:8], uint64(w.top))
	binary.BigEndian.PutUint64(buf[8:16], w.hi)
	binary.BigEndian.PutUint64(buf[16:], w.lo)
	copy(b, buf[24-len(b):])
}

// Uint64 returns w's lowest 64 bits, and whether w has no others.
func (w WideID) Uint64() (uint64, bool) { return w.lo, w.hi == 0 && w.top == 0 }

// Compare returns -1, 0 or +1 as w is less than, equal to or more than x.
func (w WideID) Compare(x WideID) int {
	switch {
	case w.top != x.top:
		return cmp.Compare(w.top, x.top)
	case w.hi != x.hi:
		return cmp.Compare(w.hi, x.hi)
	}
	return cmp.Compare(w.lo, x.lo)
}

// Len is how many bits w needs: 0 for 0.
func (w WideID) Len() int {
	switch {
	case w.top != 0:
		return 128 + bits.Len32(w.top)
	case w.hi != 0:
		return 64 + bits.Len64(w.hi)
	}
	return bits.Len64(w.lo)
}

// shiftLeft returns w×2^n, dropping what passes 160 bits; n < 64.
func (w WideID) shiftLeft(n uint) WideID {
	if n == 0 {
		return w
	}
	return WideID{top: uint32(w.top<<n | uint32(w.hi>>(64-n))), hi: w.hi<<n | w.lo>>(64-n), lo: w.lo << n}
}

// shiftRight returns w÷2^n; n < 64.
func (w WideID) shiftRight(n uint) WideID {
	if n == 0 {
		return w
	}
	return WideID{top: w.top >> n, hi: w.hi>>n | uint64(w.top)<<(64-n), lo: w.lo>>n | w.hi<<(64-n)}
}

// Field returns the n bits of w from bit shift up, as a number.
func (w WideID) Field(shift, n int) WideID {
	for shift >= 64 {
		w, shift = WideID{hi: uint64(w.top), lo: w.hi}, shift-64
	}
	w = w.shiftRight(uint(shift))
	return w.mask(n)
}

// mask returns w's lowest n bits.
func (w WideID) mask(n int) WideID {
	switch {
	case n >= 160:
		return w
	case n >= 128:
		w.top &= 1<<(n-128) - 1
	case n >= 64:
		w.top, w.hi = 0, w.hi&(1<<(n-64)-1)
	default:
		w.top, w.hi, w.lo = 0, 0, w.lo&(1<<n-1)
	}
	return w
}

// placed returns w moved up by shift bits; shift < 160.
func (w WideID) Placed(shift int) WideID {
	for shift >= 64 {
		w, shift = WideID{top: uint32(w.hi), hi: w.lo}, shift-64
	}
	return w.shiftLeft(uint(shift))
}

func (w WideID) Or(x WideID) WideID { return WideID{w.top | x.top, w.hi | x.hi, w.lo | x.lo} }

func (w WideID) And(x WideID) WideID { return WideID{w.top & x.top, w.hi & x.hi, w.lo & x.lo} }

// Bit reports whether bit n of w is set; 0 is the least significant.
func (w WideID) Bit(n int) bool { return w.Field(n, 1).lo == 1 }

// FlipBit returns w with bit n, below [MaxWidth], flipped.
func (w WideID) FlipBit(n int) WideID {
	one := WideFrom(1).Placed(n)
	return WideID{w.top ^ one.top, w.hi ^ one.hi, w.lo ^ one.lo}
}

// Ones returns the number of n bits all set, n at most [MaxWidth].
func Ones(n int) WideID { return WideID{^uint32(0), ^uint64(0), ^uint64(0)}.mask(n) }

// AppendDecimal appends w in decimal.
func (w WideID) AppendDecimal(dst []byte) []byte {
	var b [20]byte
	w.PutBytes(b[:])
	return textform.Decimal.Append(dst, b[:])
}

// String writes w in decimal.
func (w WideID) String() string { return string(w.AppendDecimal(nil)) }
