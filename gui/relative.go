package gui

import (
	"sync"
	"time"

	"fyne.io/fyne/v2/lang"
)

// relativeTime says how far t is from now in the largest whole unit, as
// "3 minutes ago" or "in 2 days", in the user's language.
func relativeTime(t, now time.Time) string {
	return relativeText(relativeKey(t, now))
}

// relative is a distance in time as words say it: a translation key, as
// "time.ago.minutes", and a count.
type relative struct {
	key   string
	count int
}

// relativeKey rounds the distance from now to t down to its largest whole
// unit.
func relativeKey(t, now time.Time) relative {
	d := t.Sub(now)
	key := "time.in."
	if d < 0 {
		d, key = -d, "time.ago."
	}
	const day, month, year = 24 * time.Hour, 30 * 24 * time.Hour, 365 * 24 * time.Hour
	var n time.Duration
	switch {
	case d < time.Second:
		return relative{key: "time.now"}
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
	return relative{key, int(n)}
}

func relativeText(r relative) string {
	if r.key == "time.now" {
		return lang.L(r.key)
	}
	return lang.XN(r.key, r.key, r.count, map[string]any{"Count": r.count})
}

// phrases are the words of the Decode many table's cells in the person's
// language, looked up once a reading rather than once a cell: an export of
// a million rows spent most of its seconds in the lookups. They are safe to
// use from the goroutines that copy and export the table.
type phrases struct {
	layout string     // of the local time
	flags  [16]string // the names of each set of flags

	mu        sync.Mutex
	relatives map[relative]string
}

func newPhrases() *phrases {
	p := &phrases{layout: lang.L("format.localLayout"), relatives: make(map[relative]string)}
	for f := range p.flags {
		p.flags[f] = flagsText(uint8(f))
	}
	return p
}

// relative says how far t is from now, as relativeTime does.
func (p *phrases) relative(t, now time.Time) string {
	r := relativeKey(t, now)
	p.mu.Lock()
	defer p.mu.Unlock()
	text, ok := p.relatives[r]
	if !ok {
		text = relativeText(r)
		p.relatives[r] = text
	}
	return text
}
