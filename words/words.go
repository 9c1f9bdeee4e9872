// Package words writes what the window and the terminal say alike, in the
// person's language: instants, counts, durations, the schemes' and the
// parts' names, and how long ago a moment was. The translations are Fyne's
// lang package's, loaded by the app.
package words

import (
	"slices"
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
	const msPerDay = 24 * 60 * 60 * 1000
	days, rest := ms/msPerDay, ms%msPerDay
	if rest < 0 {
		days, rest = days-1, rest+msPerDay
	}
	year, month, day := civilDate(days)
	if year < 0 || year > 9999 {
		return time.UnixMilli(ms).UTC().AppendFormat(dst, ISOMillis)
	}
	r := int(rest)
	hour, minute, second, milli := r/3_600_000, r/60_000%60, r/1000%60, r%1000
	dst = append(dst, pairs[year/100*2:year/100*2+2]...)
	dst = append(dst, pairs[year%100*2:year%100*2+2]...)
	dst = append(append(dst, '-'), pairs[month*2:month*2+2]...)
	dst = append(append(dst, '-'), pairs[day*2:day*2+2]...)
	dst = append(append(dst, 'T'), pairs[hour*2:hour*2+2]...)
	dst = append(append(dst, ':'), pairs[minute*2:minute*2+2]...)
	dst = append(append(dst, ':'), pairs[second*2:second*2+2]...)
	return append(dst, '.', byte('0'+milli/100), pairs[milli%100*2], pairs[milli%100*2+1], 'Z')
}

// pairs holds the numbers 00 to 99, two digits each.
const pairs = "00010203040506070809101112131415161718192021222324252627282930313233343536373839" +
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879" +
	"8081828384858687888990919293949596979899"

// civilDate is the proleptic Gregorian date of a day counted from
// 1970-01-01, by whole 400-year eras of 146,097 days with years starting
// in March, so that a leap day ends its year; the year is -1 for days
// before 0000-03-01, which [AppendISOTime] leaves to the time package.
func civilDate(days int64) (year, month, day int) {
	z := days + 719_468 // days since 0000-03-01
	if z < 0 {
		return -1, 0, 0
	}
	era, doe := z/146_097, z%146_097                          // day of the era, 0 to 146,096
	yoe := (doe - doe/1_460 + doe/36_524 - doe/146_096) / 365 // year of the era, 0 to 399
	doy := doe - (365*yoe + yoe/4 - yoe/100)                  // day of the year from March 1st
	mp := (5*doy + 2) / 153                                   // month from March, 0 to 11
	year, month, day = int(era*400+yoe), int(mp+3), int(doy-(153*mp+2)/5+1)
	if month > 12 {
		year, month = year+1, month-12
	}
	return year, month, day
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
// scheme other than Twitter's, whose time it is not), a preset's fields in
// the person's language where it has words for them (English keeps the
// names), a person's own layout's fields by the names they gave them.
// Files, columns and the terminal always use the names themselves.
func FieldNames(l core.Layout) []string {
	names := make([]string, len(l.Fields))
	s, scheme := l.Scheme()
	p, preset := core.LayoutNamed(l.Name)
	preset = preset && p.Epoch == l.Epoch && slices.Equal(p.Fields, l.Fields)
	for i, f := range l.Fields {
		names[i] = f.Name
		switch {
		case scheme:
			names[i] = lang.L(PartKeys(s)[i+1])
		case preset:
			names[i] = lang.X("presetField."+f.Name, f.Name)
		}
	}
	if scheme && s != core.Twitter {
		names[0] = lang.L("part.timestampOf", map[string]any{"Scheme": SchemeLabel(s)})
	}
	return names
}
