package gui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"snowflakeid/core"
	"snowflakeid/words"
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
	prefScheme     = "scheme"       // a preset's name, Custom, or the name of one of the person's layouts
	prefLayouts    = "layouts"      // the person's own layouts, each a layout file
	prefEpoch      = "scheme.epoch" // the custom epoch, Unix ms
	prefOffer      = "clipboard.offer"
	prefKeepInTray = "tray.keepRunning"
	prefDiscord    = "discord.style" // one of core.DiscordStyles
	prefFolder     = "files.folder"  // of the file last opened or saved
)

// defaultField is the datacenter and machine used when none was saved.
const defaultField = "0"

// historySize is how many copied IDs the history keeps.
const historySize = 50

// The window size used when none was saved, and the range a saved one must
// fall in to be believed.
var (
	defaultWindowSize = fyne.NewSize(1240, 800)
	minWindowSize     = fyne.NewSize(672, 524) // the content of the smallest window, 680×560, whatever it shows
	minSavedSize      = fyne.NewSize(400, 300)
	maxSavedSize      = fyne.NewSize(16384, 16384)
)

// settings are what the app remembers between sessions, in Fyne's
// preferences. Every value is checked when it is read back, so a damaged or
// hand-edited file gives way to the defaults.
type settings struct {
	prefs fyne.Preferences
}

// issuing is whom the person issues IDs as: a datacenter and a machine,
// the same for Next ID, Generate many, the tray and the terminal's new.
type issuing struct {
	datacenter, machine int64
}

// issuing returns the person's datacenter and machine; 0 for one never
// saved, or not valid.
func (s settings) issuing() issuing {
	dc, err := core.ParseDatacenter(s.field(prefDatacenter))
	if err != nil {
		dc = 0
	}
	m, err := core.ParseMachine(s.field(prefMachine))
	if err != nil {
		m = 0
	}
	return issuing{dc, m}
}

// field returns the stored text of a small field, or the default.
func (s settings) field(key string) string {
	return s.prefs.StringWithFallback(key, defaultField)
}

// setIssuing saves the person's datacenter and machine where they changed,
// sparing a write: a missing setting counts as the default, so a first
// start that changes nothing writes nothing (Fyne watches the folder the
// preferences live in and reloads every font when it changes).
func (s settings) setIssuing(i issuing) {
	s.remember(prefDatacenter, strconv.FormatInt(i.datacenter, 10))
	s.remember(prefMachine, strconv.FormatInt(i.machine, 10))
}

func (s settings) remember(key, value string) {
	if s.prefs.StringWithFallback(key, defaultField) != value {
		s.prefs.SetString(key, value)
	}
}

// theme returns the stored theme mode, or the system's when it is unknown.
func (s settings) theme() string {
	switch mode := s.prefs.String(prefTheme); mode {
	case themeLight, themeDark:
		return mode
	}
	return themeSystem
}

func (s settings) setTheme(mode string) {
	s.prefs.SetString(prefTheme, mode)
}

// windowSize returns the stored window size when it is believable.
func (s settings) windowSize() fyne.Size {
	w, h := float32(s.prefs.Float(prefWidth)), float32(s.prefs.Float(prefHeight))
	if w < minSavedSize.Width || h < minSavedSize.Height || w > maxSavedSize.Width || h > maxSavedSize.Height {
		return defaultWindowSize
	}
	return fyne.NewSize(w, h)
}

func (s settings) setWindowSize(size fyne.Size) {
	s.prefs.SetFloat(prefWidth, float64(size.Width))
	s.prefs.SetFloat(prefHeight, float64(size.Height))
}

// history returns the stored history's valid entries, newest first, with
// own the person's layouts. Each is stored as "ID@EPOCH" in a scheme,
// "ID@EPOCH@NAME" in another layout; one stored as "ID" alone, as before
// schemes were kept, is Twitter's. An entry of a layout no longer known is
// left out.
func (s settings) history(own *layoutStore) []copied {
	var entries []copied
	for _, text := range s.prefs.StringList(prefHistory) {
		idText, rest, withEpoch := strings.Cut(text, "@")
		epochText, name, named := strings.Cut(rest, "@")
		id, err := strconv.ParseInt(idText, 10, 64)
		l := core.Twitter.Layout()
		if withEpoch {
			var epoch int64
			if epoch, err = strconv.ParseInt(epochText, 10, 64); err == nil {
				l = schemeOfEpoch(epoch).Layout()
			}
			if named {
				var known bool
				if l, known = layoutNamed(name, own); !known || l.Epoch != epoch {
					continue
				}
			}
		}
		if err != nil || id < 0 || len(entries) == historySize {
			continue
		}
		entries = append(entries, copied{id, l})
	}
	return entries
}

// layoutNamed returns the preset or the person's layout called name.
func layoutNamed(name string, own *layoutStore) (core.Layout, bool) {
	if p, ok := core.LayoutNamed(name); ok && p.Name == name {
		return p.Layout, true
	}
	return own.named(name)
}

// setHistory stores the history as "ID@EPOCH" strings, for the scheme
// the epoch names (Twitter's, Discord's, or a custom epoch's), and
// "ID@EPOCH@NAME" for every other layout, a person's own of Twitter's
// fields too.
func (s settings) setHistory(entries []copied) {
	texts := make([]string, len(entries))
	for i, e := range entries {
		texts[i] = strconv.FormatInt(e.id, 10) + "@" + strconv.FormatInt(e.layout.Epoch, 10)
		if !schemeOfEpoch(e.layout.Epoch).Layout().Equal(e.layout) {
			texts[i] += "@" + e.layout.Name
		}
	}
	s.prefs.SetStringList(prefHistory, texts)
}

// layout returns the saved layout of the Build tab, with own the person's
// layouts, and the custom epoch's text when it is Custom. An unknown name
// or an epoch that no longer reads gives Twitter's.
func (s settings) layout(now int64, own *layoutStore) (core.Layout, string) {
	name := s.prefs.String(prefScheme)
	if name == words.CustomName {
		text := s.prefs.String(prefEpoch)
		if ms, err := core.ParseEpoch(text, now); err == nil {
			return core.Scheme{Name: words.CustomName, Epoch: ms}.Layout(), text
		}
	}
	if preset, ok := core.PresetNamed(name); ok {
		return preset.Layout(), ""
	}
	if l, ok := layoutNamed(name, own); ok {
		return l, ""
	}
	return core.Twitter.Layout(), ""
}

// setLayout remembers l, a scheme's as setScheme does, any other by its
// name.
func (s settings) setLayout(l core.Layout) {
	if sc, scheme := l.Scheme(); scheme {
		s.setScheme(sc)
		return
	}
	if s.prefs.String(prefScheme) != l.Name {
		s.prefs.SetString(prefScheme, l.Name)
	}
}

// setScheme remembers sc, writing only what changed: typing a custom epoch
// changes the scheme at every keystroke that leaves a valid epoch. A first
// start that keeps Twitter writes nothing.
func (s settings) setScheme(sc core.Scheme) {
	if s.prefs.StringWithFallback(prefScheme, core.Twitter.Name) != sc.Name {
		s.prefs.SetString(prefScheme, sc.Name)
	}
	if epoch := strconv.FormatInt(sc.Epoch, 10); sc.Name == words.CustomName && s.prefs.String(prefEpoch) != epoch {
		s.prefs.SetString(prefEpoch, epoch)
	}
}

// offerClipboard reports whether the clipboard's IDs are offered when the
// window comes to the front; they are unless turned off.
func (s settings) offerClipboard() bool {
	return s.prefs.BoolWithFallback(prefOffer, true)
}

func (s settings) setOfferClipboard(offer bool) {
	s.prefs.SetBool(prefOffer, offer)
}

// keepInTray reports whether closing the window leaves the app running in
// the system tray; it does not unless turned on.
func (s settings) keepInTray() bool {
	return s.prefs.BoolWithFallback(prefKeepInTray, false)
}

func (s settings) setKeepInTray(keep bool) {
	s.prefs.SetBool(prefKeepInTray, keep)
}

// discordStyle returns the remembered style of Discord timestamps, or
// Discord's default when none or an unknown one was saved.
func (s settings) discordStyle() rune {
	if style := s.prefs.String(prefDiscord); len(style) == 1 && strings.Contains(core.DiscordStyles, style) {
		return rune(style[0])
	}
	return core.DiscordDefaultStyle
}

func (s settings) setDiscordStyle(style rune) {
	s.prefs.SetString(prefDiscord, string(style))
}

// folder is the folder of the file last opened or saved, or blank.
func (s settings) folder() string { return s.prefs.String(prefFolder) }

func (s settings) setFolder(dir string) { s.prefs.SetString(prefFolder, dir) }
