package gui

import (
	"snowflakeid/core"
)

// presetNamed returns the preset called name.
func presetNamed(name string) (core.Scheme, bool) {
	for _, s := range core.Presets() {
		if s.Name == name {
			return s, true
		}
	}
	return core.Scheme{}, false
}
