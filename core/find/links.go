package find

import (
	"bytes"
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"snowflakeid/core"
)

// ErrLink is returned by [IDFromLink] for a link to Twitter, X or Discord
// that holds no post or message ID.
var ErrLink = errors.New("this link holds no post or message ID")

// xHosts are the hosts of links to posts on X: X itself, Twitter, and the
// hosts that rewrite such links so that chat apps show the post.
var xHosts = []string{"x.com", "twitter.com", "fxtwitter.com", "vxtwitter.com", "fixupx.com", "fixvx.com"}

// IDFromLink takes the ID out of a link to a post or a message, with or
// without https:// and a query: x.com/NAME/status/ID and
// twitter.com/NAME/status/ID (also mobile. and www., and the embed-fixing
// hosts fxtwitter.com, vxtwitter.com, fixupx.com and fixvx.com), and
// discord.com/channels/SERVER/CHANNEL/ID (also discordapp.com, ptb. and
// canary.). As in running text, the link ends at punctuation or a CJK
// character right after the ID ("…/status/ID." at the end of a sentence).
// The scheme is the service's. ok is false when s is no link to one of
// these services; err says what is wrong with one that is.
func IDFromLink(s string) (id int64, scheme core.Scheme, ok bool, err error) {
	host, path, isURL := splitLink(s)
	switch {
	case !isURL:
		return 0, core.Scheme{}, false, nil
	case hostIs(host, xHosts...):
		for segment, rest, _ := strings.Cut(path, "/"); rest != ""; segment, rest, _ = strings.Cut(rest, "/") {
			if segment == "status" || segment == "statuses" {
				next, _, _ := strings.Cut(rest, "/")
				id, err = linkID(next)
				return id, core.Twitter, true, err
			}
		}
		return 0, core.Twitter, true, ErrLink
	case hostIs(host, "discord.com", "discordapp.com"):
		if channels, ids, _ := strings.Cut(path, "/"); channels == "channels" && strings.Count(ids, "/") == 2 {
			id, err = linkID(ids[strings.LastIndexByte(ids, '/')+1:])
			return id, core.Discord, true, err
		}
		return 0, core.Discord, true, ErrLink
	}
	return 0, core.Scheme{}, false, nil
}

// splitLink splits s, when it reads as a link, into its host (without a
// user name or port) and its path (without a query, a fragment or slashes
// at either end).
func splitLink(s string) (host, path string, ok bool) {
	s = strings.TrimSpace(s)
	if strings.ContainsAny(s, " \t\n") || !strings.Contains(s, "/") {
		return "", "", false
	}
	if _, rest, found := strings.Cut(s, "://"); found {
		s = rest
	}
	host, path, _ = strings.Cut(s, "/")
	path, _, _ = strings.Cut(path, "?")
	path, _, _ = strings.Cut(path, "#")
	path = strings.Trim(path, "/")
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		host = host[at+1:] // a user name
	}
	host, _, _ = strings.Cut(host, ":") // a port
	return host, path, true
}

// hostIs reports whether host, in any case, is one of domains or lies under one.
func hostIs(host string, domains ...string) bool {
	for _, d := range domains {
		n := len(host) - len(d)
		if n >= 0 && strings.EqualFold(host[n:], d) && (n == 0 || host[n-1] == '.') {
			return true
		}
	}
	return false
}

// linkID reads the ID a link's path segment starts with. Whatever follows
// the ID must end the link: punctuation or a symbol that URLs do not end
// with (twitter-text's rule, so "ID." and "ID!!!" end a sentence), a space,
// or CJK text, which twitter-text does not take into a link either.
func linkID(segment string) (int64, error) {
	n := 0
	if len(segment) > 1 && segment[0] == '-' && isDigit(segment[1]) {
		n = 1 // read as a number, so that a minus sign is named as such
	}
	for n < len(segment) && isDigit(segment[n]) {
		n++
	}
	if r, _ := utf8.DecodeRuneInString(segment[n:]); n < len(segment) && !endsLink(r) {
		return 0, ErrLink
	}
	id, err := core.ParseID(segment[:n])
	return id, linkErr(err)
}

// endsLink reports whether r, met right after a post's ID, ends the link.
// The punctuation and symbols that URL paths carry do not.
func endsLink(r rune) bool {
	switch {
	case strings.ContainsRune("-_+=@&~%$", r):
		return false
	case unicode.IsPunct(r), unicode.IsSymbol(r), unicode.IsSpace(r):
		return true
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// linkErr keeps the ID's own range errors and calls anything else a bad link.
func linkErr(err error) error {
	if err == nil || errors.Is(err, core.ErrTooLarge) || errors.Is(err, core.ErrNegativeID) {
		return err
	}
	return ErrLink
}

// ReadIDOrLink reads one ID given alone, as a command's argument is: a
// link that [FamilyFromLink] reads, or an ID as [ParseID] reads it. The
// Found says which, so that a link is read in its service's family; a link
// whose ID cannot be read still says whose link it is.
func ReadIDOrLink(s string) (Found, error) {
	id, family, ok, err := FamilyFromLink(s)
	if ok {
		source, _ := linkSource(family)
		if err != nil {
			return Found{Source: source}, err
		}
		return Found{ID: id, Source: source}, nil
	}
	id, err = core.ParseID(s)
	source := FromDecimal
	if t := strings.TrimSpace(s); len(t) > 2 && t[1]|0x20 == 'x' {
		source = FromHex
	}
	return Found{ID: id, Source: source}, err
}

// scanLink looks at the token around the number at line[at:], which
// follows a slash, and returns where the token ends. When the token is a
// link to a post or message, its ID is found (or counted as skipped) and
// ok is true.
func (f *Finder) scanLink(line []byte, at int) (end int, ok bool) {
	start := at
	for start > 0 && !isTokenEnd(line[start-1]) {
		start--
	}
	end = at
	for end < len(line) && !isTokenEnd(line[end]) {
		end++
	}
	token := line[start:end]
	if !containsFold(token, "x.com/") && !containsFold(token, "twitter.com/") && !containsFold(token, "discord") &&
		!bytes.Contains(token, []byte("/@")) && !containsFold(token, "/statuses/") &&
		!containsFold(token, "instagram.com/") && !containsFold(token, "bsky.app/") {
		return end, false
	}
	id, family, isLink, err := FamilyFromLink(string(token))
	if !isLink {
		return end, false
	}
	switch {
	case err == nil:
		source, _ := linkSource(family)
		f.found.IDs = append(f.found.IDs, Found{ID: id, Source: source})
	case errors.Is(err, core.ErrTooLarge):
		f.found.TooLarge++
	case errors.Is(err, core.ErrNegativeID):
		f.found.Negative++
	}
	return end, true
}
