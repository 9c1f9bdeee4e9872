package decoded

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Each row says how long ago its own time was, as rows of one distance
// share the words of the last (a log's rows are many to a distance): two
// rows an hour ago, then three days, then the hour again.
func TestRelativeWordsOfEachRow(t *testing.T) {
	ago := func(d time.Duration) string {
		return strconv.FormatInt(idAt(t, testNow.Add(-d).UnixMilli(), 1, 1, 0), 10)
	}
	text := strings.Join([]string{ago(time.Hour), ago(time.Hour + time.Minute), ago(72 * time.Hour), ago(time.Hour)}, "\n")
	got := column(decoded(t, text), ColRelative)
	if want := []string{"1 hour ago", "1 hour ago", "3 days ago", "1 hour ago"}; !slices.Equal(got, want) {
		t.Errorf("relative %q, want %q", got, want)
	}
}
