package gui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestSettingsAreRestored(t *testing.T) {
	tv := newTestView(t)
	tv.setIssuing(issuing{12, 30})
	retype(tv.build.inputs[inDatacenter].entry, "12")
	retype(tv.build.inputs[inMachine].entry, "30")
	tv.view.onTheme(themeDark)
	test.Tap(tv.build.copyBtn)

	// A second window of the same app starts from what the first left.
	again := newViewOnSameApp(t, tv)
	if got := again.build.inputs[inDatacenter].entry.Text; got != "12" {
		t.Errorf("datacenter restored as %q, want 12", got)
	}
	if got := again.build.inputs[inMachine].entry.Text; got != "30" {
		t.Errorf("machine restored as %q, want 30", got)
	}
	if again.view.theme.mode != themeDark || !again.view.themes[themeDark].Checked || again.view.themes[themeSystem].Checked {
		t.Errorf("theme restored as %q", again.view.theme.mode)
	}
	// The copied ID, worked out by hand: (1764669600000 − 1288834974657) << 22 | 12 << 17 | 30 << 12.
	if want := []int64{1995795072416342016}; !slices.Equal(again.history.ids(), want) {
		t.Errorf("history restored as %v, want the copied %v", again.history.ids(), want)
	}
}

// Opening the window unchanged must not write preferences: Fyne watches the
// folder they live in and reloads every font and theme when it changes.
func TestFirstStartWritesNoSettings(t *testing.T) {
	tv := newTestView(t)
	p := fyne.CurrentApp().Preferences()
	for _, key := range []string{prefDatacenter, prefMachine} {
		if got := p.String(key); got != "" {
			t.Errorf("a first start stored %s = %q", key, got)
		}
	}
	// An ID's fields are that ID's: typing them saves nothing.
	retype(tv.build.inputs[inDatacenter].entry, "3")
	if got := p.String(prefDatacenter); got != "" {
		t.Errorf("typing datacenter 3 stored %q", got)
	}
	tv.setIssuing(issuing{3, 0})
	if got := p.String(prefDatacenter); got != "3" {
		t.Fatalf("the person's datacenter 3 stored as %q", got)
	}
	tv.setIssuing(issuing{0, 0})
	if got := p.String(prefDatacenter); got != "0" {
		t.Errorf("datacenter 0 after 3 stored as %q, want 0", got)
	}
}

// newViewOnSameApp builds a second window on tv's app, reading its
// preferences the way Show does at start-up.
func newViewOnSameApp(t *testing.T, tv *testView) *testView {
	t.Helper()
	again := &testView{now: tv.now}
	again.rebuild(test.NewTempWindow(t, nil))
	return again
}

func TestHandEditedPreferencesFallBack(t *testing.T) {
	tv := newTestView(t)
	p := fyne.CurrentApp().Preferences()
	p.SetString(prefDatacenter, "99")
	p.SetString(prefMachine, "-1; rm -rf /")
	p.SetString(prefTheme, "purple")
	p.SetFloat(prefWidth, -5)
	p.SetFloat(prefHeight, 1e9)
	p.SetStringList(prefHistory, []string{"4194439168", "not an id", "-7", "9223372036854775808"})

	again := newViewOnSameApp(t, tv)
	if again.build.inputs[inDatacenter].entry.Text != "0" || again.build.inputs[inMachine].entry.Text != "0" {
		t.Errorf("bad saved fields restored as %q, %q", again.build.inputs[inDatacenter].entry.Text, again.build.inputs[inMachine].entry.Text)
	}
	if again.view.theme.mode != themeSystem {
		t.Errorf("unknown theme restored as %q", again.view.theme.mode)
	}
	if got := (settings{p}).windowSize(); got != defaultWindowSize {
		t.Errorf("bad window size restored as %v", got)
	}
	if !slices.Equal(again.history.ids(), []int64{4194439168}) {
		t.Errorf("history restored as %v, want only the valid ID", again.history.ids())
	}
	if !again.model.shown.valid {
		t.Error("the window starts without a valid ID")
	}
}
