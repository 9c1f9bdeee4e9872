package decoded

import "testing"

// A rate is said per second from 1 a second up, else per minute, hour or
// day, the first at which it reaches 1: a generator of a few IDs a day
// is not "0.0 a second".
func TestRates(t *testing.T) {
	inEnglish(t)
	for _, c := range []struct {
		perSecond float64
		want      string
	}{
		{25.4, "25 a second"}, {3.44, "3.4 a second"}, {1, "1.0 a second"}, {0.5, "30 a minute"},
		{1.0 / 120, "30 an hour"}, {3.0 / 86400, "3.0 a day"}, {0, "0.0 a second"},
	} {
		if got := rate(c.perSecond); got != c.want {
			t.Errorf("rate(%g) = %q, want %q", c.perSecond, got, c.want)
		}
	}
}
