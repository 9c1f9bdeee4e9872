package core

import (
	"errors"
	"testing"
)

func TestIDFromLink(t *testing.T) {
	tests := []struct {
		in     string
		id     int64
		scheme Scheme
		ok     bool
		err    error
	}{
		{"https://x.com/someone/status/1382350606417817604", 1382350606417817604, Twitter, true, nil},
		{"x.com/someone/status/1382350606417817604?s=20", 1382350606417817604, Twitter, true, nil},
		{"https://twitter.com/someone/status/1382350606417817604/photo/1", 1382350606417817604, Twitter, true, nil},
		{"http://mobile.twitter.com/i/web/status/1382350606417817604", 1382350606417817604, Twitter, true, nil},
		{"https://discord.com/channels/81384788765712384/81384788765712384/175928847299117063", 175928847299117063, Discord, true, nil},
		{"discordapp.com/channels/@me/81384788765712384/175928847299117063", 175928847299117063, Discord, true, nil},
		{"https://canary.discord.com/channels/1/2/175928847299117063?x=1", 175928847299117063, Discord, true, nil},
		{"https://discord.com/channels/1/2", 0, Discord, true, ErrLink},
		{"https://x.com/someone", 0, Twitter, true, ErrLink},
		{"https://x.com/someone/status/abc", 0, Twitter, true, ErrLink},
		{"https://x.com/a/status/99999999999999999999", 0, Twitter, true, ErrTooLarge},
		// Punctuation after a link ends it, as in twitter-text's conformance data.
		{"https://twitter.com/jack/status/1050118621198921728.", 1050118621198921728, Twitter, true, nil},
		{"https://twitter.com/jack/status/1050118621198921728!!!", 1050118621198921728, Twitter, true, nil},
		{"https://x.com/jack/status/1050118621198921728...", 1050118621198921728, Twitter, true, nil},
		{"x.com/jack/status/1050118621198921728…", 1050118621198921728, Twitter, true, nil},
		{"x.com/jack/status/1050118621198921728。", 1050118621198921728, Twitter, true, nil},
		{"x.com/jack/status/1050118621198921728」を見て", 1050118621198921728, Twitter, true, nil},
		{"x.com/jack/status/1050118621198921728これ", 1050118621198921728, Twitter, true, nil},
		{"https://discord.com/channels/1/2/175928847299117063..", 175928847299117063, Discord, true, nil},
		{"https://discord.com/channels/1/2/175928847299117063?", 175928847299117063, Discord, true, nil},
		{"x.com/jack/status/1050118621198921728abc", 0, Twitter, true, ErrLink},
		{"x.com/jack/status/1050118621198921728_", 0, Twitter, true, ErrLink},
		{"x.com/jack/status/1050118621198921728-", 0, Twitter, true, ErrLink},
		{"x.com/jack/status/1050118621198921728ж", 0, Twitter, true, ErrLink},
		{"x.com/jack/status/.", 0, Twitter, true, ErrLink},
		{"x.com/jack/status/-20", 0, Twitter, true, ErrNegativeID},
		// Hosts that rewrite links to posts for chat apps.
		{"https://fxtwitter.com/jack/status/20", 20, Twitter, true, nil},
		{"https://vxtwitter.com/jack/status/20", 20, Twitter, true, nil},
		{"https://fixupx.com/jack/status/20", 20, Twitter, true, nil},
		{"https://d.fixvx.com/jack/status/20", 20, Twitter, true, nil},
		{"https://notfixupx.com/jack/status/20", 0, Scheme{}, false, nil},
		{"https://example.com/status/1382350606417817604", 0, Scheme{}, false, nil},
		{"notx.com/a/status/1", 0, Scheme{}, false, nil},
		{"1382350606417817604", 0, Scheme{}, false, nil},
		{"0x00000000FA021000", 0, Scheme{}, false, nil},
	}
	for _, tt := range tests {
		id, scheme, ok, err := IDFromLink(tt.in)
		if ok != tt.ok || id != tt.id || scheme != tt.scheme || !errors.Is(err, tt.err) {
			t.Errorf("IDFromLink(%q) = %d, %s, %v, %v; want %d, %s, %v, %v",
				tt.in, id, scheme.Name, ok, err, tt.id, tt.scheme.Name, tt.ok, tt.err)
		}
	}
}

func TestReadIDOrLink(t *testing.T) {
	for _, c := range []struct {
		text   string
		want   Found
		failed error
	}{
		{"175928847299117063", Found{175928847299117063, FromDecimal}, nil},
		{" 0x132f188d72947000 ", Found{0x132f188d72947000, FromHex}, nil},
		{"https://x.com/a/status/1541815603606036480?s=20", Found{1541815603606036480, FromTwitterLink}, nil},
		{"discord.com/channels/1/2/175928847299117063", Found{175928847299117063, FromDiscordLink}, nil},
		{"https://x.com/a/likes", Found{}, ErrLink},
		{"12x", Found{ID: 0}, ErrIDSyntax},
	} {
		got, err := ReadIDOrLink(c.text)
		if !errors.Is(err, c.failed) || err == nil && got != c.want {
			t.Errorf("ReadIDOrLink(%q) = %+v, %v; want %+v, %v", c.text, got, err, c.want, c.failed)
		}
	}
}
