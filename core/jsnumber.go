package core

import (
	"bytes"
	"math"
	"strconv"
)

// maxSafeInteger is 2^53: above it a JavaScript number, a double, no longer
// holds every integer, and JSON parsed in JavaScript loses digits.
const maxSafeInteger = 1 << 53

// JSRounded reports whether id, as typed, looks like an ID that passed
// through a JavaScript number: it is above 2^53 and written exactly as
// JavaScript writes the double nearest to it (the fewest digits that read
// back as that double, then zeros), as 732822797798539264 reaches people as
// 732822797798539300. That text stands for every ID that rounds to the
// same double; first and last are the smallest and largest of them, and
// the ID the person had was one of them. The text may itself be exactly a
// double, or be an ID that was never rounded: it only may have been.
func JSRounded(id int64) (first, last int64, ok bool) {
	if id <= maxSafeInteger || id >= 1e17 && id%10 != 0 {
		// A double's shortest text has at most 17 significant digits, so
		// from 18 digits on JavaScript's ends in a zero: most IDs are
		// answered here, without writing them out.
		return 0, 0, false
	}
	f := float64(id) // the nearest double, ties to even, as JavaScript reads it
	var js, text [24]byte
	if !bytes.Equal(strconv.AppendFloat(js[:0], f, 'f', -1, 64), strconv.AppendInt(text[:0], id, 10)) {
		return 0, 0, false
	}
	// Above 2^53 neighbouring doubles are whole numbers an even distance
	// apart; the integers nearer to f than to either neighbour round to f,
	// and so do the two halfway points when f's mantissa is even.
	at := uint64(f)
	below := uint64(math.Nextafter(f, 0))
	above := uint64(math.Nextafter(f, math.Inf(1)))
	lo, hi := at-(at-below)/2, at+(above-at)/2
	if math.Float64bits(f)&1 == 1 {
		lo, hi = lo+1, hi-1
	}
	return int64(lo), int64(min(hi, math.MaxInt64)), true
}
