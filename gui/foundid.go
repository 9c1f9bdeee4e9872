package gui

import (
	"time"

	"snowflakeid/core"
)

// parseIDText takes apart an ID typed as text, in decimal, in hexadecimal
// or in a link to a post or message. A link to Twitter or Discord names
// the scheme; a link to another family's service is read in the scheme
// shown, and the result keeps its family.
func parseIDText(text string, now time.Time, scheme core.Scheme) result {
	f, err := core.ReadIDOrLink(text)
	if err != nil {
		if linked, ok := f.Source.Scheme(); ok {
			scheme = linked
		}
		return result{scheme: scheme, now: now, idErr: err, typed: true}
	}
	return foundResult(f, now, scheme)
}

// foundResult takes apart an ID found in a text or typed: in its link's
// scheme when it came from a link to a tweet or a Discord message, else in
// scheme. A decimal number may be one JavaScript rounded.
func foundResult(f core.Found, now time.Time, scheme core.Scheme) result {
	if linked, ok := f.Source.Scheme(); ok {
		scheme = linked
	}
	r := resultOf(f.ID, now, scheme)
	r.typed, r.family = true, f.Source.Family()
	if f.Source == core.FromDecimal {
		r.jsFirst, r.jsLast, r.jsRounded = core.JSRounded(f.ID)
	}
	return r
}

// resultOf takes apart id as an ID of scheme.
func resultOf(id int64, now time.Time, scheme core.Scheme) result {
	r := result{scheme: scheme, now: now, id: id}
	r.fields, r.idErr = scheme.Decode(id)
	r.valid = r.idErr == nil
	return r
}
