package gui

import (
	"time"

	"fyne.io/fyne/v2/lang"
)

// relativeTime says how far t is from now in the largest whole unit, as
// "3 minutes ago" or "in 2 days", in the user's language.
func relativeTime(t, now time.Time) string {
	d := t.Sub(now)
	key := "time.in."
	if d < 0 {
		d, key = -d, "time.ago."
	}
	const day, month, year = 24 * time.Hour, 30 * 24 * time.Hour, 365 * 24 * time.Hour
	var n time.Duration
	switch {
	case d < time.Second:
		return lang.L("time.now")
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
	return lang.XN(key, key, int(n), map[string]any{"Count": int(n)})
}
