package gui

import (
	"time"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
)

// customName is the name of a scheme with an epoch typed by the person.
const customName = "Custom"

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

// schemeLabel is how the window names s.
func schemeLabel(s core.Scheme) string {
	if s.Name == customName {
		return lang.L("scheme.custom")
	}
	return s.Name
}

// presetNamed returns the preset called name.
func presetNamed(name string) (core.Scheme, bool) {
	for _, s := range core.Presets() {
		if s.Name == name {
			return s, true
		}
	}
	return core.Scheme{}, false
}

// fieldKeys are the translation keys of the four inputs' labels and of the
// parts' names under s: Discord calls the datacenter, machine and sequence
// the worker, process and increment.
func fieldKeys(s core.Scheme) (inputs [inputCount]string, parts [partCount]string) {
	inputs = [inputCount]string{"input.timestamp", "input.datacenter", "input.machine", "input.sequence"}
	for p, st := range partStyles {
		parts[p] = st.name
	}
	if s == core.Discord {
		inputs[inDatacenter], inputs[inMachine], inputs[inSequence] = "input.worker", "input.process", "input.increment"
		parts[core.PartDatacenter], parts[core.PartMachine], parts[core.PartSequence] = "part.worker", "part.process", "part.increment"
	}
	return inputs, parts
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
