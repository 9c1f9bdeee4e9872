package core

import (
	"errors"
	"net/url"
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
	if !strings.Contains(s, "://") {
		s = "https://" + s
	}
	u, perr := url.Parse(s)
	if perr != nil {
		return 0, Scheme{}, false, nil
	}
	path := strings.Split(strings.Trim(u.Path, "/"), "/")
	switch host := strings.ToLower(u.Hostname()); {
	case hostIs(host, "x.com", "twitter.com"):
		for i := 0; i+1 < len(path); i++ {
			if path[i] == "status" || path[i] == "statuses" {
				id, err = ParseID(path[i+1])
				return id, Twitter, true, linkErr(err)
			}
		}
		return 0, Twitter, true, ErrLink
	case hostIs(host, "discord.com", "discordapp.com"):
		if len(path) == 4 && path[0] == "channels" {
			id, err = ParseID(path[3])
			return id, Discord, true, linkErr(err)
		}
		return 0, Discord, true, ErrLink
	}
	return 0, Scheme{}, false, nil
}

// hostIs reports whether host is one of domains or a subdomain of one.
func hostIs(host string, domains ...string) bool {
	for _, d := range domains {
		if host == d || strings.HasSuffix(host, "."+d) {
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
