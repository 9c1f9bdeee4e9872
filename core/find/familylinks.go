package find

import (
	"errors"
	"strings"
	"unicode/utf8"

	"snowflakeid/core"
)

var (
	// ErrShortcode is returned for a link to an Instagram post whose code
	// is not a media ID: up to 11 of A–Z, a–z, 0–9, - and _.
	ErrShortcode = errors.New("an Instagram post's code is up to 11 letters, digits, - and _")
	// ErrTID is returned for a link to a Bluesky post whose key is not a
	// TID: 13 characters of 2–7 and a–z, the first at most j.
	ErrTID = errors.New("a Bluesky post's key is a TID: 13 characters of 2–7 and a–z")
)

// The alphabets of Instagram's shortcodes (base64url) and of Bluesky's TIDs
// (base32, sortable).
const (
	shortcodeAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	tidAlphabet       = "234567abcdefghijklmnopqrstuvwxyz"
	tidLength         = 13
)

// linkSource is the source of the IDs of family's links, and false for a
// family whose links are not read.
func linkSource(family string) (Source, bool) {
	switch family {
	case core.FamilyTwitter:
		return FromTwitterLink, true
	case core.FamilyDiscord:
		return FromDiscordLink, true
	case core.FamilyInstagram:
		return FromInstagramLink, true
	case core.FamilyMastodon:
		return FromMastodonLink, true
	case core.FamilyBluesky:
		return FromBlueskyLink, true
	}
	return FromDecimal, false
}

// FamilyFromLink takes the ID out of a link to a post or message and names
// its family: the links [IDFromLink] reads (Twitter, Discord); Instagram
// posts, reels and videos (instagram.com/p/CODE, /reel/, /reels/, /tv/,
// also after a user name), whose code is the media ID in base64url;
// Mastodon statuses on any server (HOST/@user/ID, HOST/users/NAME/statuses/ID);
// and Bluesky posts (bsky.app/profile/NAME/post/TID), whose TID is read as
// the 64-bit number it writes. ok is false when s is none of these; err
// says what is wrong with one that is.
func FamilyFromLink(s string) (id int64, family string, ok bool, err error) {
	id, scheme, ok, err := IDFromLink(s)
	if ok {
		return id, scheme.Name, true, err
	}
	host, path, isURL := splitLink(s)
	if !isURL {
		return 0, "", false, nil
	}
	segments := strings.Split(path, "/")
	switch {
	case hostIs(host, "instagram.com"):
		for i, seg := range segments[:len(segments)-1] {
			if seg == "p" || seg == "reel" || seg == "reels" || seg == "tv" {
				id, err = shortcodeID(segments[i+1])
				return id, core.FamilyInstagram, true, err
			}
		}
		return 0, core.FamilyInstagram, true, ErrLink
	case hostIs(host, "bsky.app"):
		if len(segments) >= 4 && segments[0] == "profile" && segments[2] == "post" {
			id, err = tidID(segments[3])
			return id, core.FamilyBluesky, true, err
		}
		return 0, core.FamilyBluesky, true, ErrLink
	case len(segments) == 2 && len(segments[0]) > 1 && segments[0][0] == '@' && startsWithDigit(segments[1]),
		len(segments) == 4 && segments[0] == "users" && segments[2] == "statuses":
		id, err = linkID(segments[len(segments)-1])
		return id, core.FamilyMastodon, true, err
	}
	return 0, "", false, nil
}

func startsWithDigit(s string) bool { return s != "" && isDigit(s[0]) }

// shortcodeID reads an Instagram shortcode, which ends the link as an ID
// does (punctuation after it ends a sentence).
func shortcodeID(segment string) (int64, error) {
	n := 0
	for n < len(segment) && strings.IndexByte(shortcodeAlphabet, segment[n]) >= 0 {
		n++
	}
	if r, _ := utf8.DecodeRuneInString(segment[n:]); n == 0 || n < len(segment) && !endsLink(r) || n > 11 {
		return 0, ErrShortcode
	}
	var v uint64
	for _, c := range []byte(segment[:n]) {
		if v > (1<<63-1)>>6 {
			return 0, core.ErrTooLarge
		}
		v = v<<6 | uint64(strings.IndexByte(shortcodeAlphabet, c))
	}
	return int64(v), nil
}

// tidID reads a TID: 13 base32-sortable characters whose first is at most
// j, so that the number's top bit is 0.
func tidID(segment string) (int64, error) {
	if len(segment) != tidLength || strings.IndexByte(tidAlphabet[:16], segment[0]) < 0 {
		return 0, ErrTID
	}
	var v int64
	for _, c := range []byte(segment) {
		d := strings.IndexByte(tidAlphabet, c)
		if d < 0 {
			return 0, ErrTID
		}
		v = v<<5 | int64(d)
	}
	if v < 0 { // a first character from c to j sets the top bit: no int64 holds it
		return 0, core.ErrTooLarge
	}
	return v, nil
}

// TIDText writes id as a Bluesky TID, as the link to its post does.
func TIDText(id int64) string {
	var b [tidLength]byte
	for i := tidLength - 1; i >= 0; i-- {
		b[i] = tidAlphabet[id&31]
		id >>= 5
	}
	return string(b[:])
}

// ShortcodeText writes id as an Instagram shortcode, as the link to its
// post does.
func ShortcodeText(id int64) string {
	var b [11]byte
	i := len(b)
	for {
		i--
		b[i] = shortcodeAlphabet[id&63]
		id >>= 6
		if id == 0 {
			return string(b[i:])
		}
	}
}
