package gui

import (
	"time"

	"snowflakeid/core"
)

// serviceStarts are the days the named services began, for telling an ID's
// time under a scheme that cannot be its own: Twitter's IDs start at its
// epoch; Discord opened to the public on 2015-05-13.
var serviceStarts = map[core.Scheme]int64{
	core.Twitter: core.Twitter.Epoch,
	core.Discord: time.Date(2015, 5, 13, 0, 0, 0, 0, time.UTC).UnixMilli(),
}

// futureSlack is how far in the future an ID's time may lie before the
// window warns: clocks of different machines disagree by a little.
const futureSlack = time.Minute

// presetNamed returns the preset called name.
func presetNamed(name string) (core.Scheme, bool) {
	for _, s := range core.Presets() {
		if s.Name == name {
			return s, true
		}
	}
	return core.Scheme{}, false
}

// rangeKeys name what people pass the ends of a time range to a service's
// API as, Twitter's since_id and max_id and Discord's after and before, and
// the hint that explains them; empty for a custom scheme.
func rangeKeys(s core.Scheme) (after, before, hint string) {
	switch s {
	case core.Twitter:
		return "range.sinceID", "range.maxID", "range.apiHint.twitter"
	case core.Discord:
		return "range.after", "range.before", "range.apiHint.discord"
	}
	return "", "", ""
}
