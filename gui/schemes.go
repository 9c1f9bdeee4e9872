package gui

import (
	"snowflakeid/core"
	"snowflakeid/words"
)

// schemeOfEpoch is the scheme of an epoch: a preset's, or a custom one.
func schemeOfEpoch(epoch int64) core.Scheme {
	for _, s := range core.Presets() {
		if s.Epoch == epoch {
			return s
		}
	}
	return core.Scheme{Name: words.CustomName, Epoch: epoch}
}
