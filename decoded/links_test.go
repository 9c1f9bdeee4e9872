package decoded

import (
	"slices"
	"strings"
	"testing"

	"snowflakeid/core"
)

// TestLinksReadInTheirScheme reads a Discord message's link among tweets:
// its time is the message's (2023-03-16T17:57:31.729Z), not a tweet's of
// 2019-01-17, and so are its gap, its order by time, its Discord timestamp
// and the summary's span; a tweet's link among Discord IDs likewise.
func TestLinksReadInTheirScheme(t *testing.T) {
	d := decoded(t, "1382350606417817604\nhttps://discord.com/channels/1/2/1085985214343565319\n1531787609502646272\n")
	if got := column(d, ColUTC); !slices.Equal(got, []string{"2021-04-14T15:10:42.059Z", "2023-03-16T17:57:31.729Z", "2022-06-01T00:00:00.000Z"}) {
		t.Errorf("times %q", got)
	}
	if got := column(d, ColFlags); !slices.Equal(got, []string{"", "past bulk delete, its link's scheme", ""}) {
		t.Errorf("flags %q", got)
	}
	if got := column(d, ColGap); got[1] != "+1 year 336 days" {
		t.Errorf("gaps %q", got)
	}
	if got := d.Instant(1); got != 1678989451729 {
		t.Errorf("the message's instant %d", got)
	}
	summary := d.Summary()
	if !strings.Contains(summary[0], "earliest 2021-04-14T15:10:42.059Z, latest 2023-03-16T17:57:31.729Z") ||
		!slices.Contains(summary, "1 ID came from a link to a tweet or a Discord message and is read in that service's scheme, not in Twitter.") {
		t.Errorf("summary %q", summary)
	}
	d.SortBy(ColUTC)
	if got := column(d, ColID); !slices.Equal(got, []string{"1382350606417817604", "1531787609502646272", "1085985214343565319"}) {
		t.Errorf("by time %q", got)
	}
	d.SortBy(ColUTC)
	if got := column(d, ColID); !slices.Equal(got, []string{"1085985214343565319", "1531787609502646272", "1382350606417817604"}) {
		t.Errorf("by time, latest first %q", got)
	}

	d = decoded(t, "https://x.com/a/status/1382350606417817604 1085985214343565319")
	d.Read(core.Discord, testNow)
	if got := column(d, ColUTC); !slices.Equal(got, []string{"2021-04-14T15:10:42.059Z", "2023-03-16T17:57:31.729Z"}) {
		t.Errorf("among Discord IDs, times %q", got)
	}
	if got := column(d, ColFlags); !slices.Equal(got, []string{"its link's scheme", "past bulk delete"}) {
		t.Errorf("among Discord IDs, flags %q", got)
	}
}
