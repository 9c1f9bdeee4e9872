package core

import "testing"

// genStart is an instant the tests read IDs at: 2025-12-02T10:00:00Z.
const genStart = 1764669600000

// presetLayout is the preset called name, which must be one.
func presetLayout(t *testing.T, name string) Layout {
	t.Helper()
	p, ok := LayoutNamed(name)
	if !ok {
		t.Fatalf("no preset %q", name)
	}
	return p.Layout
}
