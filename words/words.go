// Package words writes what the window and the terminal say alike, in the
// person's language: instants, counts, durations, the schemes' and the
// parts' names, and how long ago a moment was. The translations are Fyne's
// lang package's, loaded by the app.
package words

import (
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
)

// ISOMillis is how the window writes instants: ISO-8601, UTC, milliseconds.
const ISOMillis = "2006-01-02T15:04:05.000Z07:00"

// ISOTime writes Unix milliseconds as the window writes instants.
func ISOTime(ms int64) string {
	return string(AppendISOTime(nil, ms))
}

// AppendISOTime appends ISOTime(ms) to dst. Years from 0 to 9999, which
// every ID's time is, are written digit by digit, several times faster
// than by a layout.
func AppendISOTime(dst []byte, ms int64) []byte {
	t := time.UnixMilli(ms).UTC()
	year, month, day := t.Date()
	if year < 0 || year > 9999 {
		return t.AppendFormat(dst, ISOMillis)
	}
	hour, minute, second := t.Clock()
	digits := func(dst []byte, n, width int) []byte {
		for w := width - 1; w >= 0; w-- {
			d := n
			for range w {
				d /= 10
			}
			dst = append(dst, byte('0'+d%10))
		}
		return dst
	}
	dst = digits(dst, year, 4)
	dst = digits(append(dst, '-'), int(month), 2)
	dst = digits(append(dst, '-'), day, 2)
	dst = digits(append(dst, 'T'), hour, 2)
	dst = digits(append(dst, ':'), minute, 2)
	dst = digits(append(dst, ':'), second, 2)
	dst = digits(append(dst, '.'), t.Nanosecond()/1e6, 3)
	return append(dst, 'Z')
}

// Count translates key for a count, in the plural form the language gives
// that count; data, which may be nil, gets the count as Count.
func Count(key string, count int, data map[string]any) string {
	if data == nil {
		data = map[string]any{}
	}
	data["Count"] = Group(int64(count))
	return lang.XN(key, key, count, data)
}

// Group writes n with its digits grouped in threes as the person's
// language does: 1,000,000 in English, 1.000.000 in Turkish.
func Group(n int64) string {
	digits := strconv.FormatInt(n, 10)
	sign := ""
	if n < 0 {
		sign, digits = "-", digits[1:]
	}
	sep := lang.L("format.thousands")
	var b strings.Builder
	b.WriteString(sign)
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// CustomName is the name of a scheme with an epoch typed by the person.
const CustomName = "Custom"

// SchemeLabel is how the window names s.
func SchemeLabel(s core.Scheme) string {
	if s.Name == CustomName {
		return lang.L("scheme.custom")
	}
	return s.Name
}

// InputKeys are the translation keys of the labels of the four inputs,
// timestamp, datacenter, machine and sequence, as s calls them: Discord
// calls the last three the worker, process and increment.
// The keys are made from the part names core gives each scheme.
func InputKeys(s core.Scheme) [4]string {
	var keys [4]string
	names := s.PartNames()
	for i, name := range names[core.PartTimestamp:] {
		keys[i] = "input." + name
	}
	return keys
}

// PartKeys are the translation keys of the names of an ID's five parts,
// most significant first, as s calls them (core's part names).
func PartKeys(s core.Scheme) [core.PartSequence + 1]string {
	var keys [core.PartSequence + 1]string
	for i, name := range s.PartNames() {
		keys[i] = "part." + name
	}
	return keys
}

// LayoutLabel is how the window names l: a custom epoch's scheme as Custom
// in the person's language, every other layout by its name.
func LayoutLabel(l core.Layout) string {
	return SchemeLabel(core.Scheme{Name: l.Name, Epoch: l.Epoch})
}

// FieldNames names l's fields for people, in l's order: a scheme's parts
// in the person's language (with the scheme's name on the timestamp of a
// scheme other than Twitter's, whose time it is not), any other layout's
// fields by the names its file, its columns and the terminal give them.
func FieldNames(l core.Layout) []string {
	names := make([]string, len(l.Fields))
	s, scheme := l.Scheme()
	for i, f := range l.Fields {
		names[i] = f.Name
		if scheme {
			names[i] = lang.L(PartKeys(s)[i+1])
		}
	}
	if scheme && s != core.Twitter {
		names[0] = lang.L("part.timestampOf", map[string]any{"Scheme": SchemeLabel(s)})
	}
	return names
}
