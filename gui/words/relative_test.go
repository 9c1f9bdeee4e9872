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
