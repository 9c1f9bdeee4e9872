package decoded

import (
	"math"
	"strings"
	"time"
)

// localTimes writes local times in a layout with milliseconds, writing
// the rest of the layout once a second: rows in time order, as logs are,
// come many to a second, and the layout took a quarter of an export's time.
type localTimes struct {
	layout         string
	before, after  string // the layout around its milliseconds
	second         int64
	prefix, suffix []byte // the second's text around its milliseconds
	sep            byte
	ok             bool // the layout has milliseconds, once, and is split
}

// append appends t written in layout to dst.
func (l *localTimes) append(dst []byte, t time.Time, layout string) []byte {
	if layout != l.layout {
		l.layout, l.ok, l.second = layout, false, math.MinInt64
		if i := strings.Index(layout, "05.000"); i >= 0 && strings.Count(layout, "000") == 1 {
			l.before, l.after, l.sep, l.ok = layout[:i+2], layout[i+6:], '.', true
		} else if i := strings.Index(layout, "05,000"); i >= 0 && strings.Count(layout, "000") == 1 {
			l.before, l.after, l.sep, l.ok = layout[:i+2], layout[i+6:], ',', true
		}
	}
	if !l.ok {
		return t.AppendFormat(dst, layout)
	}
	if s := t.Unix(); s != l.second {
		l.second = s
		l.prefix = t.AppendFormat(l.prefix[:0], l.before)
		l.suffix = t.AppendFormat(l.suffix[:0], l.after)
	}
	ms := t.Nanosecond() / 1e6
	dst = append(append(dst, l.prefix...), l.sep, byte('0'+ms/100), byte('0'+ms/10%10), byte('0'+ms%10))
	return append(dst, l.suffix...)
}
