package core

import (
	"errors"
	"strings"
	"time"
)

var (
	// ErrDateTime is returned for text that looks like a date but is not
	// one in RFC 3339 / ISO-8601 form.
	ErrDateTime = errors.New("write the date as 2021-04-14, or date and time as 2021-04-14T15:10:42.059Z")
	// ErrNoZone is returned for a date and time without Z or an offset,
	// which could be any of 24 hours.
	ErrNoZone = errors.New("add a time zone: Z for UTC, or an offset such as +03:00")
	// ErrZoneOffset is returned for an offset outside -23:59 to +23:59, or
	// with 60 or more minutes.
	ErrZoneOffset = errors.New("the time zone offset must lie between -23:59 and +23:59")
)

// dateTimeLayouts are the forms ParseDateTime accepts, tried in order.
var dateTimeLayouts = [...]string{time.RFC3339Nano, "2006-01-02 15:04:05.999999999Z07:00"}

// ParseDateTime reads an RFC 3339 / ISO-8601 date-time with Z or an offset,
// with or without fractions of a second, or a bare date meaning midnight
// UTC, and returns it in Unix milliseconds (finer fractions are dropped).
// As RFC 3339 allows, T and Z may be written in lower case.
func ParseDateTime(s string) (int64, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	if len(s) == len("2006-01-02") {
		t, err := time.Parse(time.DateOnly, s)
		if err != nil {
			return 0, ErrDateTime
		}
		return t.UnixMilli(), nil
	}
	for _, layout := range dateTimeLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			if !offsetInRange(s) {
				return 0, ErrZoneOffset
			}
			if y := t.UTC().Year(); y < 0 || y > 9999 { // an offset took it past what a date can be written as
				return 0, ErrDateTime
			}
			return t.UnixMilli(), nil
		}
		if _, err := time.Parse(strings.TrimSuffix(layout, "Z07:00"), s); err == nil {
			return 0, ErrNoZone
		}
	}
	return 0, ErrDateTime
}

// offsetInRange reports whether a date-time that time.Parse accepted ends in
// Z or in an offset of at most 23 hours and 59 minutes; time.Parse takes
// +24:00 and reads +00:60 as an hour.
func offsetInRange(s string) bool {
	if strings.HasSuffix(s, "Z") || len(s) < len("+00:00") {
		return true
	}
	off := s[len(s)-len("+00:00"):]
	hours := int(off[1]-'0')*10 + int(off[2]-'0')
	minutes := int(off[4]-'0')*10 + int(off[5]-'0')
	return hours < 24 && minutes < 60
}

// looksLikeDate reports whether s reads as a date rather than a number: a
// dash after the first digit, a T or a colon.
func looksLikeDate(s string) bool {
	return strings.IndexByte(s, '-') > 0 || strings.ContainsAny(s, "T:")
}

// minSeconds and maxSeconds bound the 10-digit numbers: Unix seconds from
// 2001 to 2286.
const minSeconds, maxSeconds = 1_000_000_000, 9_999_999_999

// tenDigits reports whether n has ten digits: Unix seconds from 2001 to
// 2286, or, as milliseconds, an instant of early 1970.
func tenDigits(n int64) bool {
	return n >= minSeconds && n <= maxSeconds
}

// SecondsAsMillis reports whether n, as typed in the timestamp field, is
// more likely Unix seconds than milliseconds: it has ten digits and, read as
// seconds, falls inside the encodable range. It returns n in milliseconds.
func SecondsAsMillis(n int64) (int64, bool) {
	return Twitter.SecondsAsMillis(n)
}

// WrittenSpan is how many milliseconds an instant covers as it is written:
// a day for a date, a second for a date-time without fractions, 100 ms for
// one written to the tenth of a second; 1 for Unix milliseconds. "From
// 2024-05-01 to 2024-05-03" so means three whole days.
func WrittenSpan(text string) int64 {
	s := strings.ToUpper(strings.TrimSpace(text))
	switch {
	case !looksLikeDate(s):
		return 1
	case len(s) == len("2006-01-02"):
		return 24 * 60 * 60 * 1000
	}
	const fraction = len("2006-01-02T15:04:05") // where a fraction of a second starts
	span := int64(1000)
	if len(s) > fraction && (s[fraction] == '.' || s[fraction] == ',') {
		for i := fraction + 1; i < len(s) && i <= fraction+3 && s[i] >= '0' && s[i] <= '9'; i++ {
			span /= 10
		}
	}
	return span
}
