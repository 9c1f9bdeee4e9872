package words

import (
	"math"
	"testing"

	"fyne.io/fyne/v2/test"
)

// Durations are said in the two largest units, in the person's language,
// with its decimal sign; the texts are written out by hand.
func TestDurations(t *testing.T) {
	const s, min, h, day, year = 1000, 60_000, 3_600_000, 86_400_000, 365 * 86_400_000
	for _, lc := range []struct {
		lang string
		want map[int64]string
	}{
		{"en_US.UTF-8", map[int64]string{0: "0 ms", 4: "4 ms", 999: "999 ms", s: "1 s", 49_670: "49.67 s", 5_005: "5.005 s",
			2*min + 3*s + 400: "2 min 3 s", 2 * min: "2 min", 2*h + 46*min + 49_670: "2 h 46 min", day: "1 day",
			200*day + 2*h + 46*min: "200 days 2 h", 3*year + 16*day + 5*h: "3 years 16 days", year + day: "1 year 1 day"}},
		{"tr_TR.UTF-8", map[int64]string{4: "4 ms", 49_670: "49,67 sn", 2*min + 3*s: "2 dk 3 sn", 2*h + 46*min: "2 sa 46 dk",
			200*day + 2*h: "200 gün 2 sa", 3*year + 16*day: "3 yıl 16 gün"}},
	} {
		t.Run(lc.lang, func(t *testing.T) {
			t.Setenv("LANG", lc.lang)
			test.NewTempApp(t)
			LoadTranslations()
			d := NewDurations()
			for ms, want := range lc.want {
				if got := d.Duration(ms); got != want {
					t.Errorf("%d ms: %q, want %q", ms, got, want)
				}
			}
		})
	}
	t.Setenv("LANG", "en_US.UTF-8")
	test.NewTempApp(t)
	LoadTranslations()
	d := NewDurations()
	for ms, want := range map[int64]string{0: "0 ms", 2500: "+2.5 s", -2500: "-2.5 s", math.MinInt64: "-292471208 years 247 days"} {
		if got := d.Gap(ms); got != want {
			t.Errorf("gap of %d ms: %q, want %q", ms, got, want)
		}
	}
}
