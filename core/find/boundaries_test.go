package find

import (
	"errors"
	"math"
	"testing"

	"snowflakeid/core"
)

// A link's host may carry a user name, even an empty one, before an @.
func TestLinkHostWithUser(t *testing.T) {
	for _, link := range []string{"https://@x.com/a/status/20", "https://user@x.com/a/status/20", "https://user:pw@x.com:443/a/status/20"} {
		if id, family, isLink, err := FamilyFromLink(link); id != 20 || family != core.FamilyTwitter || !isLink || err != nil {
			t.Errorf("%s: %d %q %v %v; want post 20 on X", link, id, family, isLink, err)
		}
	}
	if _, _, isLink, err := FamilyFromLink("x.com/a/status/-"); !isLink || !errors.Is(err, ErrLink) {
		t.Errorf("a link ending in a minus sign: %v %v; want ErrLink", isLink, err)
	}
}

// An Instagram shortcode has at most 11 characters, and the largest 11
// reach 2^63 − 1: H (7) then ten _ (63) are 3 + 60 one bits under 3 zeros.
func TestShortcodeEdges(t *testing.T) {
	id, family, _, err := FamilyFromLink("https://www.instagram.com/p/H__________/")
	if id != math.MaxInt64 || family != core.FamilyInstagram || err != nil {
		t.Errorf("the largest shortcode: %d %q %v; want 2^63 − 1 on Instagram", id, family, err)
	}
	if _, _, _, err := FamilyFromLink("https://www.instagram.com/p/I__________/"); !errors.Is(err, core.ErrTooLarge) {
		t.Errorf("a shortcode past 2^63 − 1: %v; want core.ErrTooLarge", err)
	}
	if _, _, _, err := FamilyFromLink("https://www.instagram.com/p/AAAAAAAAAAAA/"); !errors.Is(err, ErrShortcode) {
		t.Errorf("a 12-character shortcode: %v; want ErrShortcode", err)
	}
}
