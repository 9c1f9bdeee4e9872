package core

import (
	"errors"
	"strings"
)

// ErrLink is returned by [IDFromLink] for a link to Twitter, X or Discord
// that holds no post or message ID.
var ErrLink = errors.New("this link holds no post or message ID")

// IDFromLink takes the ID out of a link to a post or a message, with or
// without https:// and a query: x.com/NAME/status/ID and
// twitter.com/NAME/status/ID (also mobile. and www.), and
// discord.com/channels/SERVER/CHANNEL/ID (also discordapp.com, ptb. and
// canary.). The scheme is the service's. ok is false when s is no link to
// one of these services; err says what is wrong with one that is.
func IDFromLink(s string) (id int64, scheme Scheme, ok bool, err error) {
	s = strings.TrimSpace(s)
	if strings.ContainsAny(s, " \t\n") || !strings.Contains(s, "/") {
		return 0, Scheme{}, false, nil
	}
	if _, rest, found := strings.Cut(s, "://"); found {
		s = rest
	}
	host, path, _ := strings.Cut(s, "/")
	path, _, _ = strings.Cut(path, "?")
	path, _, _ = strings.Cut(path, "#")
	path = strings.Trim(path, "/")
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		host = host[at+1:] // a user name
	}
	host, _, _ = strings.Cut(host, ":") // a port
	switch {
	case hostIs(host, "x.com", "twitter.com"):
		for segment, rest, _ := strings.Cut(path, "/"); rest != ""; segment, rest, _ = strings.Cut(rest, "/") {
			if segment == "status" || segment == "statuses" {
				next, _, _ := strings.Cut(rest, "/")
				id, err = ParseID(next)
				return id, Twitter, true, linkErr(err)
			}
		}
		return 0, Twitter, true, ErrLink
	case hostIs(host, "discord.com", "discordapp.com"):
		if channels, ids, _ := strings.Cut(path, "/"); channels == "channels" && strings.Count(ids, "/") == 2 {
			id, err = ParseID(ids[strings.LastIndexByte(ids, '/')+1:])
			return id, Discord, true, linkErr(err)
		}
		return 0, Discord, true, ErrLink
	}
	return 0, Scheme{}, false, nil
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

// linkErr keeps the ID's own range errors and calls anything else a bad link.
func linkErr(err error) error {
	if err == nil || errors.Is(err, ErrTooLarge) || errors.Is(err, ErrNegativeID) {
		return err
	}
	return ErrLink
}
