package words

import (
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"
)

// Units of a duration, in milliseconds. A year is 365 days: a duration
// between two instants belongs to no calendar.
const (
	msSecond = 1000
	msMinute = 60 * msSecond
	msHour   = 60 * msMinute
	msDay    = 24 * msHour
	msYear   = 365 * msDay
)

// Durations writes spans of time as a person reads them, in the person's
// language: the two largest units, as "3 years 16 days", "2 h 46 min" or
// "49.67 s" (49,67 sn in Turkish). Its words are looked up once, so that
// a table of a million gaps can use it; it is safe for several goroutines.
type Durations struct {
	ms, s, min, h string
	day, year     [2]string // one, and more
	decimal       string
}

// NewDurations looks up the words of durations in the person's language.
func NewDurations() *Durations {
	plural := func(key string) [2]string {
		return [2]string{lang.XN(key, key, 1, nil), lang.XN(key, key, 2, nil)}
	}
	return &Durations{ms: lang.L("duration.ms"), s: lang.L("duration.s"), min: lang.L("duration.min"),
		h: lang.L("duration.h"), day: plural("duration.day"), year: plural("duration.year"), decimal: lang.L("format.decimal")}
}

// Duration writes ms, a span of at least 0 ms.
func (d *Durations) Duration(ms int64) string {
	return string(d.Append(nil, ms))
}

// Gap writes ms, signed: + when the later of two times comes second.
func (d *Durations) Gap(ms int64) string {
	switch {
	case ms > 0:
		return "+" + d.Duration(ms)
	case ms < 0:
		return "-" + d.Duration(-max(ms, -math.MaxInt64)) // −MinInt64 does not fit
	}
	return d.Duration(0)
}

// Append appends Duration(ms) to dst.
func (d *Durations) Append(dst []byte, ms int64) []byte {
	unit := func(dst []byte, n int64, name string) []byte {
		dst = strconv.AppendInt(dst, n, 10)
		dst = append(dst, ' ')
		return append(dst, name...)
	}
	counted := func(forms [2]string, n int64) string {
		if n == 1 {
			return forms[0]
		}
		return forms[1]
	}
	two := func(dst []byte, n int64, name string, m int64, next string) []byte {
		dst = unit(dst, n, name)
		if m == 0 {
			return dst
		}
		return unit(append(dst, ' '), m, next)
	}
	switch {
	case ms < msSecond:
		return unit(dst, ms, d.ms)
	case ms < msMinute:
		whole, frac := ms/msSecond, ms%msSecond
		dst = strconv.AppendInt(dst, whole, 10)
		if frac > 0 {
			digits := strings.TrimRight(strconv.FormatInt(frac+msSecond, 10)[1:], "0")
			dst = append(append(dst, d.decimal...), digits...)
		}
		return append(append(dst, ' '), d.s...)
	case ms < msHour:
		return two(dst, ms/msMinute, d.min, ms%msMinute/msSecond, d.s)
	case ms < msDay:
		return two(dst, ms/msHour, d.h, ms%msHour/msMinute, d.min)
	case ms < msYear:
		days, hours := ms/msDay, ms%msDay/msHour
		return two(dst, days, counted(d.day, days), hours, d.h)
	}
	years, days := ms/msYear, ms%msYear/msDay
	return two(dst, years, counted(d.year, years), days, counted(d.day, days))
}
