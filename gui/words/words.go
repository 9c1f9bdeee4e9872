// Package words writes what the window says that more than one room of it
// says alike, in the person's language: instants, counts, the schemes' and
// the parts' names, and how long ago a moment was. The translations are
// Fyne's lang package's, loaded by the app.
package words

import (
	"time"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
)

// ISOMillis is how the window writes instants: ISO-8601, UTC, milliseconds.
const ISOMillis = "2006-01-02T15:04:05.000Z07:00"

// ISOTime writes Unix milliseconds as the window writes instants.
func ISOTime(ms int64) string {
	return time.UnixMilli(ms).UTC().Format(ISOMillis)
}

// Count translates key for a count, in the plural form the language gives
// that count; data, which may be nil, gets the count as Count.
func Count(key string, count int, data map[string]any) string {
	if data == nil {
		data = map[string]any{}
	}
	data["Count"] = count
	return lang.XN(key, key, count, data)
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
func InputKeys(s core.Scheme) [4]string {
	if s == core.Discord {
		return [4]string{"input.timestamp", "input.worker", "input.process", "input.increment"}
	}
	return [4]string{"input.timestamp", "input.datacenter", "input.machine", "input.sequence"}
}

// PartKeys are the translation keys of the names of an ID's five parts,
// most significant first, as s calls them.
func PartKeys(s core.Scheme) [core.PartSequence + 1]string {
	if s == core.Discord {
		return [...]string{"part.sign", "part.timestamp", "part.worker", "part.process", "part.increment"}
	}
	return [...]string{"part.sign", "part.timestamp", "part.datacenter", "part.machine", "part.sequence"}
}
