package words

import (
	"math"
	"strconv"
	"time"

	"fyne.io/fyne/v2/lang"
)

// Relative says how far t is from now in the largest whole unit, as
// "3 minutes ago" or "in 2 days".
func Relative(t, now time.Time) string {
	return RelativeOf(t, now).String()
}

// Distance is a distance in time as words say it: a translation key, as
// "time.ago.minutes", and a count. Distances that are equal read alike, so
// they make good keys for a cache of their texts.
type Distance struct {
	key   string
	count int
	unit  string // the unit's English name, for English
	ago   bool
}

// units are the units distances are said in, largest last, with their
// translation keys into the future and into the past, in milliseconds:
// a time.Duration stops at 292 years, and IDs reach the year 9999.
var units = []struct {
	below   int64 // the distances said in this unit are shorter
	unit    int64
	in, ago string
	name    string
}{
	{minuteMs, secondMs, "time.in.seconds", "time.ago.seconds", "second"},
	{hourMs, minuteMs, "time.in.minutes", "time.ago.minutes", "minute"},
	{dayMs, hourMs, "time.in.hours", "time.ago.hours", "hour"},
	{30 * dayMs, dayMs, "time.in.days", "time.ago.days", "day"},
	{365 * dayMs, 30 * dayMs, "time.in.months", "time.ago.months", "month"},
	{math.MaxInt64, 365 * dayMs, "time.in.years", "time.ago.years", "year"},
}

const secondMs, minuteMs, hourMs, dayMs = 1000, 60 * 1000, 60 * 60 * 1000, 24 * 60 * 60 * 1000

// RelativeOf rounds the distance from now to t down to its largest whole
// unit.
func RelativeOf(t, now time.Time) Distance {
	d := t.UnixMilli() - now.UnixMilli()
	ago := d < 0
	if ago {
		d = -d
	}
	if d < secondMs {
		return Distance{key: "time.now"}
	}
	for _, u := range units {
		if d < u.below || u.below == math.MaxInt64 {
			key := u.in
			if ago {
				key = u.ago
			}
			return Distance{key, int(d / u.unit), u.name, ago}
		}
	}
	return Distance{} // not reached: the last unit takes every distance
}

// String writes the distance in the person's language.
func (d Distance) String() string {
	if d.key == "time.now" {
		return lang.L(d.key)
	}
	return Count(d.key, d.count, nil)
}

// AppendEnglish appends the distance in English whatever the person's
// language, for the machine formats of exports: "3 minutes ago", "in 1
// day", "now".
func (d Distance) AppendEnglish(dst []byte) []byte {
	if d.unit == "" {
		return append(dst, "now"...)
	}
	if !d.ago {
		dst = append(dst, "in "...)
	}
	dst = append(append(strconv.AppendInt(dst, int64(d.count), 10), ' '), d.unit...)
	if d.count != 1 {
		dst = append(dst, 's')
	}
	if d.ago {
		dst = append(dst, " ago"...)
	}
	return dst
}
