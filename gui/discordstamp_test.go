package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestDiscordTimestampOfTheWorkedExample chooses each style of the worked
// example's Discord timestamp (2010-11-04T01:42:55.657Z, 04:42:55 in the
// tests' zone, UTC+3) on the Build tab and copies it.
func TestDiscordTimestampOfTheWorkedExample(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	stamp := tv.build.formats.discord
	// As Discord shows them to a reader in the United States (the tests' en_US).
	want := []string{"4:42 AM  (t)", "4:42:55 AM  (T)", "11/04/2010  (d)", "November 4, 2010  (D)", "November 4, 2010 4:42 AM  (f)",
		"Thursday, November 4, 2010 4:42 AM  (F)", "11/04/2010, 4:42 AM  (s)", "11/04/2010, 4:42:55 AM  (S)", "15 years ago  (R)"}
	if strings.Join(stamp.choice.Options, "|") != strings.Join(want, "|") {
		t.Errorf("options\n%q\nwant\n%q", stamp.choice.Options, want)
	}
	if stamp.choice.Selected != "November 4, 2010 4:42 AM  (f)" || stamp.value.Text != "<t:1288834975:f>" {
		t.Errorf("default style: %q, %q", stamp.choice.Selected, stamp.value.Text)
	}
	test.Tap(stamp.copy)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "<t:1288834975:f>" {
		t.Errorf("copied %q", got)
	}
	for i, style := range "tTdDfFsSR" {
		stamp.choice.SetSelectedIndex(i)
		test.Tap(stamp.copy)
		if got, want := fyne.CurrentApp().Clipboard().Content(), "<t:1288834975:"+string(style)+">"; got != want {
			t.Errorf("style %c copied %q, want %q", style, got, want)
		}
	}
	// Edit > Copy as Discord Timestamp copies the same.
	fyne.CurrentApp().Clipboard().SetContent("")
	tv.menuItem(t, "menu.copyDiscord").Action()
	if got := fyne.CurrentApp().Clipboard().Content(); got != "<t:1288834975:R>" {
		t.Errorf("the menu copied %q", got)
	}
	// The last style chosen, R, is remembered for the next window.
	tv.rebuild(tv.win)
	tv.typeFields("1288834975657", "1", "1", "0")
	if got := tv.build.formats.discord.value.Text; got != "<t:1288834975:R>" {
		t.Errorf("next window writes %q", got)
	}
	// No ID, nothing to copy.
	retype(tv.build.inputs[inSequence].entry, "4096")
	if stamp := tv.build.formats.discord; !stamp.copy.Disabled() || stamp.value.Text != noValue || !stamp.choice.Disabled() {
		t.Errorf("with no ID the stamp reads %q", stamp.value.Text)
	}
}

func TestDiscordTimestampInTurkish(t *testing.T) {
	tv := newTurkishView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	want := []string{"04:42  (t)", "04:42:55  (T)", "04.11.2010  (d)", "4 Kasım 2010  (D)", "4 Kasım 2010 04:42  (f)",
		"4 Kasım 2010 Perşembe 04:42  (F)", "04.11.2010 04:42  (s)", "04.11.2010 04:42:55  (S)", "15 yıl önce  (R)"}
	if got := tv.build.formats.discord.choice.Options; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("options\n%q\nwant\n%q", got, want)
	}
	if got := tv.build.formats.discord.value.Text; got != "<t:1288834975:f>" {
		t.Errorf("markup in Turkish %q", got)
	}
}
