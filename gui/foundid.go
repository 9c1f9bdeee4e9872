package gui

import (
	"time"

	"snowflakeid/core"
	"snowflakeid/core/find"
)

// parseIDText takes apart an ID typed as text, in decimal, in hexadecimal
// or in a link to a post or message, which names its service's layout;
// a number alone is read in the layout shown.
func parseIDText(text string, now time.Time, l core.Layout) result {
	f, err := find.ReadIDOrLink(text)
	if err != nil {
		if linked, ok := f.Source.Layout(); ok {
			l = linked
		}
		return result{layout: l, now: now, idErr: err, typed: true, values: make([]int64, len(l.Fields))}
	}
	return foundResult(f, now, l)
}

// foundResult takes apart an ID found in a text or typed: in its link's
// service's layout when it came from a link, else in l. A decimal number
// may be one JavaScript rounded.
func foundResult(f find.Found, now time.Time, l core.Layout) result {
	if linked, ok := f.Source.Layout(); ok {
		l = linked
	}
	r := resultOf(f.ID, now, l)
	r.typed, r.family = true, f.Source.Family()
	if f.Source == find.FromDecimal {
		r.jsFirst, r.jsLast, r.jsRounded = core.JSRounded(f.ID)
	}
	return r
}

// resultOf takes apart id as an ID of l.
func resultOf(id int64, now time.Time, l core.Layout) result {
	r := result{layout: l, now: now, id: id}
	var err error
	if r.values, err = l.Split(id, make([]int64, 0, len(l.Fields))); err != nil {
		r.values, r.idErr = make([]int64, len(l.Fields)), err
	}
	r.valid = r.idErr == nil
	return r
}
