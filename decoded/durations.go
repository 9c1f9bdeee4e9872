package decoded

import (
	"math"
	"strconv"
)

// appendGap appends a gap between two times in milliseconds, exactly, in
// the largest units that fit: +4ms, +2.345s, +3d1h2m3.456s.
func appendGap(dst []byte, ms int64) []byte {
	switch {
	case ms < 0:
		dst = append(dst, '-')
		if ms == math.MinInt64 {
			return append(dst, "106751991167d7h12m55.808s"...)
		}
		ms = -ms
	case ms > 0:
		dst = append(dst, '+')
	}
	return appendDuration(dst, ms)
}

// appendDuration appends a span of ms ≥ 0 milliseconds to dst as Go writes
// durations, with whole days in front, which Go leaves as hours: what the
// exports write, exactly, whatever the language. It writes what
// time.Duration's String writes without making a text of it.
func appendDuration(dst []byte, ms int64) []byte {
	const day = 24 * 60 * 60 * 1000
	days, rest := ms/day, ms%day
	if days > 0 {
		dst = append(strconv.AppendInt(dst, days, 10), 'd')
		if rest == 0 {
			return dst
		}
	}
	if rest < 1000 {
		if rest == 0 {
			return append(dst, "0s"...)
		}
		return append(strconv.AppendInt(dst, rest, 10), "ms"...)
	}
	s, frac := rest/1000, rest%1000
	if h := s / 3600; h > 0 {
		dst = append(strconv.AppendInt(dst, h, 10), 'h')
		dst = append(strconv.AppendInt(dst, s/60%60, 10), 'm')
	} else if m := s / 60; m > 0 {
		dst = append(strconv.AppendInt(dst, m, 10), 'm')
	}
	dst = strconv.AppendInt(dst, s%60, 10)
	if frac > 0 {
		digits := [...]byte{'.', byte('0' + frac/100), byte('0' + frac/10%10), byte('0' + frac%10)}
		n := len(digits)
		for digits[n-1] == '0' {
			n--
		}
		dst = append(dst, digits[:n]...)
	}
	return append(dst, 's')
}
