package find

import (
	"errors"
	"testing"

	"snowflakeid/core"
)

func TestIDFromLink(t *testing.T) {
	tests := []struct {
		in     string
		id     int64
		scheme core.Scheme
		ok     bool
		err    error
	}{
		{"https://x.com/someone/status/1382350606417817604", 1382350606417817604, core.Twitter, true, nil},
		{"x.com/someone/status/1382350606417817604?s=20", 1382350606417817604, core.Twitter, true, nil},
		{"https://twitter.com/someone/status/1382350606417817604/photo/1", 1382350606417817604, core.Twitter, true, nil},
		{"http://mobile.twitter.com/i/web/status/1382350606417817604", 1382350606417817604, core.Twitter, true, nil},
		{"https://discord.com/channels/81384788765712384/81384788765712384/175928847299117063", 175928847299117063, core.Discord, true, nil},
		{"discordapp.com/channels/@me/81384788765712384/175928847299117063", 175928847299117063, core.Discord, true, nil},
		{"https://canary.discord.com/channels/1/2/175928847299117063?x=1", 175928847299117063, core.Discord, true, nil},
		{"https://discord.com/channels/1/2", 0, core.Discord, true, ErrLink},
		{"https://x.com/someone", 0, core.Twitter, true, ErrLink},
		{"https://x.com/someone/status/abc", 0, core.Twitter, true, ErrLink},
		{"https://x.com/a/status/99999999999999999999", 0, core.Twitter, true, core.ErrTooLarge},
		// Punctuation after a link ends it, as in twitter-text's conformance data.
		{"https://twitter.com/jack/status/1050118621198921728.", 1050118621198921728, core.Twitter, true, nil},
		{"https://twitter.com/jack/status/1050118621198921728!!!", 1050118621198921728, core.Twitter, true, nil},
		{"https://x.com/jack/status/1050118621198921728...", 1050118621198921728, core.Twitter, true, nil},
		{"x.com/jack/status/1050118621198921728…", 1050118621198921728, core.Twitter, true, nil},
		{"x.com/jack/status/1050118621198921728。", 1050118621198921728, core.Twitter, true, nil},
		{"x.com/jack/status/1050118621198921728」を見て", 1050118621198921728, core.Twitter, true, nil},
		{"x.com/jack/status/1050118621198921728これ", 1050118621198921728, core.Twitter, true, nil},
		{"https://discord.com/channels/1/2/175928847299117063..", 175928847299117063, core.Discord, true, nil},
		{"https://discord.com/channels/1/2/175928847299117063?", 175928847299117063, core.Discord, true, nil},
		{"x.com/jack/status/1050118621198921728abc", 0, core.Twitter, true, ErrLink},
		{"x.com/jack/status/1050118621198921728_", 0, core.Twitter, true, ErrLink},
		{"x.com/jack/status/1050118621198921728-", 0, core.Twitter, true, ErrLink},
		{"x.com/jack/status/1050118621198921728ж", 0, core.Twitter, true, ErrLink},
		{"x.com/jack/status/.", 0, core.Twitter, true, ErrLink},
		{"x.com/jack/status/-20", 0, core.Twitter, true, core.ErrNegativeID},
		// Hosts that rewrite links to posts for chat apps.
		{"https://fxtwitter.com/jack/status/20", 20, core.Twitter, true, nil},
		{"https://vxtwitter.com/jack/status/20", 20, core.Twitter, true, nil},
		{"https://fixupx.com/jack/status/20", 20, core.Twitter, true, nil},
		{"https://d.fixvx.com/jack/status/20", 20, core.Twitter, true, nil},
		{"https://notfixupx.com/jack/status/20", 0, core.Scheme{}, false, nil},
		{"https://example.com/status/1382350606417817604", 0, core.Scheme{}, false, nil},
		{"notx.com/a/status/1", 0, core.Scheme{}, false, nil},
		{"1382350606417817604", 0, core.Scheme{}, false, nil},
		{"0x00000000FA021000", 0, core.Scheme{}, false, nil},
	}
	for _, tt := range tests {
		id, scheme, ok, err := IDFromLink(tt.in)
		if ok != tt.ok || id != tt.id || scheme != tt.scheme || !errors.Is(err, tt.err) {
			t.Errorf("IDFromLink(%q) = %d, %s, %v, %v; want %d, %s, %v, %v",
				tt.in, id, scheme.Name, ok, err, tt.id, tt.scheme.Name, tt.ok, tt.err)
		}
	}
}

// TestFamilyFromLink reads links whose IDs come from the families'
// sources: unfurl's tests (Instagram DW1nTDiDvnF, Bluesky 3lbd2ebt3wk2r),
// Mastodon's documentation (status 103270115826048975), and a question on
// Instagram's shortcodes (CWvxAY7B0ci is media 2715604631366879010).
func TestFamilyFromLink(t *testing.T) {
	tests := []struct {
		in     string
		id     int64
		family string
		ok     bool
		err    error
	}{
		{"https://x.com/someone/status/20", 20, core.FamilyTwitter, true, nil},
		{"discord.com/channels/1/2/175928847299117063", 175928847299117063, core.FamilyDiscord, true, nil},
		{"https://www.instagram.com/p/DW1nTDiDvnF/?img_index=1", 3870172288071432645, core.FamilyInstagram, true, nil},
		{"https://www.instagram.com/p/CWvxAY7B0ci/", 2715604631366879010, core.FamilyInstagram, true, nil},
		{"instagram.com/reel/CWvxAY7B0ci", 2715604631366879010, core.FamilyInstagram, true, nil},
		{"instagram.com/reels/CWvxAY7B0ci", 2715604631366879010, core.FamilyInstagram, true, nil},
		{"https://www.instagram.com/someone/p/CWvxAY7B0ci/", 2715604631366879010, core.FamilyInstagram, true, nil},
		{"https://instagram.com/tv/B", 1, core.FamilyInstagram, true, nil},
		{"https://www.instagram.com/p/CWvxAY7B0ci.", 2715604631366879010, core.FamilyInstagram, true, nil},
		{"https://www.instagram.com/p/CWvxAY7B0ciAAAA/", 0, core.FamilyInstagram, true, ErrShortcode},
		{"https://www.instagram.com/p/IAAAAAAAAAA/", 0, core.FamilyInstagram, true, core.ErrTooLarge},
		{"https://www.instagram.com/p/CWvx+Y7B0ci/", 0, core.FamilyInstagram, true, ErrShortcode},
		{"https://www.instagram.com/xkcd/", 0, core.FamilyInstagram, true, ErrLink},
		{"https://mastodon.social/@Gargron/103270115826048975", 103270115826048975, core.FamilyMastodon, true, nil},
		{"mastodon.social/users/Gargron/statuses/103270115826048975", 103270115826048975, core.FamilyMastodon, true, nil},
		{"https://fosstodon.org/@someone@mastodon.social/103270115826048975", 103270115826048975, core.FamilyMastodon, true, nil},
		{"https://mastodon.social/@Gargron/103270115826048975x", 0, core.FamilyMastodon, true, ErrLink},
		{"https://mastodon.social/@Gargron", 0, "", false, nil},
		{"https://bsky.app/profile/jay.bsky.team/post/3lbd2ebt3wk2r", 0x189d2051f21e4017, core.FamilyBluesky, true, nil},
		{"https://bsky.app/profile/did:plc:abc/post/3laulgolrfz2f", 0x189b51652375fc0b, core.FamilyBluesky, true, nil},
		{"https://bsky.app/profile/jay.bsky.team/post/3lbd2ebt3wk2", 0, core.FamilyBluesky, true, ErrTID},
		{"https://bsky.app/profile/jay.bsky.team/post/klbd2ebt3wk2r", 0, core.FamilyBluesky, true, ErrTID},
		{"https://bsky.app/profile/jay.bsky.team/post/3lbd2ebt3wk21", 0, core.FamilyBluesky, true, ErrTID},
		{"https://bsky.app/profile/jay.bsky.team", 0, core.FamilyBluesky, true, ErrLink},
		{"https://example.com/p/CWvxAY7B0ci", 0, "", false, nil},
		{"103270115826048975", 0, "", false, nil},
	}
	for _, tt := range tests {
		id, family, ok, err := FamilyFromLink(tt.in)
		if ok != tt.ok || id != tt.id || family != tt.family || !errors.Is(err, tt.err) {
			t.Errorf("FamilyFromLink(%q) = %d, %q, %v, %v; want %d, %q, %v, %v",
				tt.in, id, family, ok, err, tt.id, tt.family, tt.ok, tt.err)
		}
	}
}

// TestTIDAndShortcodeText writes the examples of the atproto spec's Go
// implementation (indigo, tid_test.go) and the shortcodes above.
func TestTIDAndShortcodeText(t *testing.T) {
	for _, c := range []struct {
		id  int64
		tid string
	}{{0x0102030405060708, "242k52k4kg3sc"}, {1, "2222222222223"}, {0x4000000000000000, "6222222222222"}, {0, "2222222222222"}} {
		if got := TIDText(c.id); got != c.tid {
			t.Errorf("TIDText(%#x) = %s, want %s", c.id, got, c.tid)
		}
		if got, err := tidID(c.tid); got != c.id || err != nil {
			t.Errorf("tidID(%s) = %#x, %v; want %#x", c.tid, got, err, c.id)
		}
	}
	// A first character from c to j sets the 64th bit, which no ID has:
	// found by fuzzing, such a link gave the negative ID -2^63.
	for _, tid := range []string{"c222222222222", "jzzzzzzzzzzzz"} {
		if got, err := tidID(tid); !errors.Is(err, core.ErrTooLarge) {
			t.Errorf("tidID(%s) = %d, %v; want ErrTooLarge", tid, got, err)
		}
	}
	if got, err := tidID("bzzzzzzzzzzzz"); got != 1<<63-1 || err != nil {
		t.Errorf("tidID(bzzzzzzzzzzzz) = %#x, %v; want 2^63 − 1", got, err)
	}
	for _, c := range []struct {
		id   int64
		code string
	}{{2715604631366879010, "CWvxAY7B0ci"}, {3870172288071432645, "DW1nTDiDvnF"}, {0, "A"}, {63, "_"}} {
		if got := ShortcodeText(c.id); got != c.code {
			t.Errorf("ShortcodeText(%d) = %s, want %s", c.id, got, c.code)
		}
	}
}

func FuzzShortcodeRoundTrip(f *testing.F) {
	f.Add(int64(2715604631366879010))
	f.Fuzz(func(t *testing.T, id int64) {
		if id < 0 {
			return
		}
		if got, err := shortcodeID(ShortcodeText(id)); got != id || err != nil {
			t.Errorf("shortcode of %d read back as %d, %v", id, got, err)
		}
		if got, err := tidID(TIDText(id)); got != id || err != nil {
			t.Errorf("TID of %d read back as %d, %v", id, got, err)
		}
	})
}

func TestReadIDOrLink(t *testing.T) {
	for _, c := range []struct {
		text   string
		want   Found
		failed error
	}{
		{"175928847299117063", Found{ID: 175928847299117063, Source: FromDecimal}, nil},
		{" 0x132f188d72947000 ", Found{ID: 0x132f188d72947000, Source: FromHex}, nil},
		{"https://x.com/a/status/1541815603606036480?s=20", Found{ID: 1541815603606036480, Source: FromTwitterLink}, nil},
		{"discord.com/channels/1/2/175928847299117063", Found{ID: 175928847299117063, Source: FromDiscordLink}, nil},
		{"https://x.com/a/likes", Found{Source: FromTwitterLink}, ErrLink},
		{"https://mastodon.social/@Gargron/103270115826048975", Found{ID: 103270115826048975, Source: FromMastodonLink}, nil},
		{"instagram.com/p/CWvxAY7B0ci", Found{ID: 2715604631366879010, Source: FromInstagramLink}, nil},
		{"bsky.app/profile/a/post/3laulgolrfz2f", Found{ID: 0x189b51652375fc0b, Source: FromBlueskyLink}, nil},
		{"12x", Found{ID: 0}, core.ErrIDSyntax},
	} {
		got, err := ReadIDOrLink(c.text)
		if !errors.Is(err, c.failed) || got != c.want {
			t.Errorf("ReadIDOrLink(%q) = %+v, %v; want %+v, %v", c.text, got, err, c.want, c.failed)
		}
	}
}
