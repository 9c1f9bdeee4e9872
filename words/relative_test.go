package words

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"snowflakeid/assets"
)

func TestRelativeTime(t *testing.T) {
	t.Setenv("LANG", "en_US.UTF-8")
	test.NewTempApp(t)
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		d    time.Duration
		want string
	}{
		{0, "now"},
		{-1 * time.Second, "1 second ago"},
		{-3 * time.Minute, "3 minutes ago"},
		{2 * 24 * time.Hour, "in 2 days"},
		{time.Hour + time.Minute, "in 1 hour"},
		{-400 * 24 * time.Hour, "1 year ago"},
		{-60 * 24 * time.Hour, "2 months ago"},
	}
	for _, tt := range tests {
		if got := Relative(now.Add(tt.d), now); got != tt.want {
			t.Errorf("Relative(now%+v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}

// The digit-by-digit writing agrees with the layout over every year an ID
// can have and past both ends of the fast path.
func TestAppendISOTimeAgreesWithTheLayout(t *testing.T) {
	for _, ms := range []int64{0, 1, 999, 1288834974657, 1420070400000, 4398046511103 + 1288834974657,
		-1, -62135596800000, -62135596800001, -62162035200000, -62162035200001, 253402300799999, 253402300800000, 951782400123} {
		if got, want := ISOTime(ms), time.UnixMilli(ms).UTC().Format(ISOMillis); got != want {
			t.Errorf("ISOTime(%d) = %s, want %s", ms, got, want)
		}
	}
	for ms := int64(1288834974657); ms < 4398046511103+1288834974657; ms += 987654321987 / 7 {
		if got, want := ISOTime(ms), time.UnixMilli(ms).UTC().Format(ISOMillis); got != want {
			t.Fatalf("ISOTime(%d) = %s, want %s", ms, got, want)
		}
	}
}

// Beyond the 292 years a time.Duration holds: Mastodon's
// 3870172288071432645 is of 3841-05-09, 662,704 days (1,815 years of 365
// days) after 2026-12-06; 1700-01-01 is 327 such years before it.
func TestRelativeFarAway(t *testing.T) {
	now := time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC)
	for at, want := range map[time.Time]string{
		time.Date(3841, 5, 9, 0, 0, 0, 0, time.UTC): "in 1815 years",
		time.Date(1700, 1, 1, 0, 0, 0, 0, time.UTC): "327 years ago",
	} {
		if got := string(RelativeOf(at, now).AppendEnglish(nil)); got != want {
			t.Errorf("%v: %q, want %q", at, got, want)
		}
	}
}

func TestRelativeInEnglish(t *testing.T) {
	now := time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
	for d, want := range map[time.Duration]string{0: "now", 999 * time.Millisecond: "now", time.Second: "in 1 second",
		-2 * time.Minute: "2 minutes ago", 25 * time.Hour: "in 1 day", -3 * 365 * 24 * time.Hour: "3 years ago"} {
		if got := string(RelativeOf(now.Add(d), now).AppendEnglish(nil)); got != want {
			t.Errorf("%v: %q, want %q", d, got, want)
		}
	}
}

// Counts are grouped as the language writes them.
func TestGroup(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int64
		want string
	}{{"en_US.UTF-8", 1000000, "1,000,000"}, {"en_US.UTF-8", 999, "999"}, {"en_US.UTF-8", -1234, "-1,234"},
		{"tr_TR.UTF-8", 1000000, "1.000.000"}, {"tr_TR.UTF-8", 4096, "4.096"}} {
		t.Setenv("LANG", c.lang)
		LoadTranslations()
		if got := Group(c.n); got != c.want {
			t.Errorf("%s: Group(%d) = %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}

func BenchmarkAppendISOTime(b *testing.B) {
	var dst []byte
	for i := int64(0); b.Loop(); i++ {
		dst = AppendISOTime(dst[:0], 1780000000000+i*170)
	}
}

// civilDate gives the time package's date for every day from 0000-03-01,
// the first it reads, to the end of 9999.
func TestCivilDate(t *testing.T) {
	first, last := int64(-719_468), time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC).Unix()/86_400
	for days := first; days <= last; days++ {
		year, month, day := civilDate(days)
		y, m, d := time.Unix(days*86_400, 0).UTC().Date()
		if year != y || month != int(m) || day != d {
			t.Fatalf("day %d: %04d-%02d-%02d, want %04d-%02d-%02d", days, year, month, day, y, m, d)
		}
	}
	if year, _, _ := civilDate(first - 1); year != -1 {
		t.Errorf("the day before 0000-03-01 is in year %d, want -1 (left to the time package)", year)
	}
}
