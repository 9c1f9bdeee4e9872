package words

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// TestDiscordRendering writes the instant of Discord's own examples,
// <t:1618953630>, in the zone they were written in (16:20:30 at UTC−5), in
// every style: the British English texts are the examples of Discord's
// documentation ("Message Formatting"); the American ones put the month
// first and use a 12-hour clock.
func TestDiscordRendering(t *testing.T) {
	at := time.Unix(1618953630, 0).In(time.FixedZone("", -5*3600))
	now := at.Add(61 * 24 * time.Hour)
	for _, lc := range []struct {
		lang string
		want map[rune]string
	}{
		{"en_GB.UTF-8", map[rune]string{
			't': "16:20", 'T': "16:20:30", 'd': "20/04/2021", 'D': "20 April 2021", 'f': "20 April 2021 16:20",
			'F': "Tuesday, 20 April 2021 16:20", 's': "20/04/2021, 16:20", 'S': "20/04/2021, 16:20:30", 'R': "2 months ago",
		}},
		{"en_US.UTF-8", map[rune]string{
			't': "4:20 PM", 'T': "4:20:30 PM", 'd': "04/20/2021", 'D': "April 20, 2021", 'f': "April 20, 2021 4:20 PM",
			'F': "Tuesday, April 20, 2021 4:20 PM", 's': "04/20/2021, 4:20 PM", 'S': "04/20/2021, 4:20:30 PM", 'R': "2 months ago",
		}},
		{"tr_TR.UTF-8", map[rune]string{
			't': "16:20", 'T': "16:20:30", 'd': "20.04.2021", 'D': "20 Nisan 2021", 'f': "20 Nisan 2021 16:20",
			'F': "20 Nisan 2021 Salı 16:20", 's': "20.04.2021 16:20", 'S': "20.04.2021 16:20:30", 'R': "2 ay önce",
		}},
	} {
		t.Run(lc.lang, func(t *testing.T) {
			t.Setenv("LANG", lc.lang)
			test.NewTempApp(t)
			LoadTranslations()
			for style, want := range lc.want {
				if got := DiscordRendering(at.Add(999*time.Millisecond), style, now); got != want {
					t.Errorf("style %c: %q, want %q", style, got, want)
				}
			}
		})
	}
}
