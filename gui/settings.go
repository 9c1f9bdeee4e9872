package gui

import (
	"strconv"

	"fyne.io/fyne/v2"
)

// Preference keys. IDs are stored as strings: preferences are JSON, and a
// JSON number above 2^53 comes back rounded.
const (
	prefDatacenter = "datacenter"
	prefMachine    = "machine"
	prefTheme      = "theme"
	prefWidth      = "window.width"
	prefHeight     = "window.height"
	prefHistory    = "history"
)

// defaultField is the datacenter and machine used when none was saved.
const defaultField = "0"

// historySize is how many copied IDs the history keeps.
const historySize = 50

// The window size used when none was saved, and the range a saved one must
// fall in to be believed.
var (
	defaultWindowSize = fyne.NewSize(1240, 800)
	minSavedSize      = fyne.NewSize(400, 300)
	maxSavedSize      = fyne.NewSize(16384, 16384)
)

// savedField returns the stored text of a small field if parse accepts it,
// and fallback otherwise, so a hand-edited file cannot put bad input on screen.
func savedField(p fyne.Preferences, key string, parse func(string) (int64, error), fallback string) string {
	text := p.String(key)
	if _, err := parse(text); err != nil {
		return fallback
	}
	return text
}

// savedTheme returns the stored theme mode, or the system's when it is unknown.
func savedTheme(p fyne.Preferences) string {
	switch mode := p.String(prefTheme); mode {
	case themeLight, themeDark:
		return mode
	}
	return themeSystem
}

// savedWindowSize returns the stored window size when it is believable.
func savedWindowSize(p fyne.Preferences) fyne.Size {
	w, h := float32(p.Float(prefWidth)), float32(p.Float(prefHeight))
	if w < minSavedSize.Width || h < minSavedSize.Height || w > maxSavedSize.Width || h > maxSavedSize.Height {
		return defaultWindowSize
	}
	return fyne.NewSize(w, h)
}

// savedHistory returns the stored history's valid IDs, newest first.
func savedHistory(p fyne.Preferences) []int64 {
	var ids []int64
	for _, text := range p.StringList(prefHistory) {
		id, err := strconv.ParseInt(text, 10, 64)
		if err != nil || id < 0 || len(ids) == historySize {
			continue
		}
		ids = append(ids, id)
	}
	return ids
}

// saveHistory stores the history as decimal strings.
func saveHistory(p fyne.Preferences, ids []int64) {
	texts := make([]string, len(ids))
	for i, id := range ids {
		texts[i] = strconv.FormatInt(id, 10)
	}
	p.SetStringList(prefHistory, texts)
}

// withHistory puts id at the front of history, once, keeping historySize.
func withHistory(history []int64, id int64) []int64 {
	out := make([]int64, 0, historySize)
	out = append(out, id)
	for _, h := range history {
		if h != id && len(out) < historySize {
			out = append(out, h)
		}
	}
	return out
}
