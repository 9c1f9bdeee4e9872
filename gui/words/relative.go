package words

import (
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
}

// RelativeOf rounds the distance from now to t down to its largest whole
// unit.
func RelativeOf(t, now time.Time) Distance {
	d := t.Sub(now)
	key := "time.in."
	if d < 0 {
		d, key = -d, "time.ago."
	}
	const day, month, year = 24 * time.Hour, 30 * 24 * time.Hour, 365 * 24 * time.Hour
	var n time.Duration
	switch {
	case d < time.Second:
		return Distance{key: "time.now"}
	case d < time.Minute:
		n, key = d/time.Second, key+"seconds"
	case d < time.Hour:
		n, key = d/time.Minute, key+"minutes"
	case d < day:
		n, key = d/time.Hour, key+"hours"
	case d < month:
		n, key = d/day, key+"days"
	case d < year:
		n, key = d/month, key+"months"
	default:
		n, key = d/year, key+"years"
	}
	return Distance{key, int(n)}
}

// String writes the distance in the person's language.
func (d Distance) String() string {
	if d.key == "time.now" {
		return lang.L(d.key)
	}
	return Count(d.key, d.count, nil)
}
