package words

import (
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"
)

// DiscordRendering writes t as Discord shows <t:SECONDS:style> to a reader
// of the window's language in t's zone: the layouts of Discord's
// documentation for English (16:20, 20/04/2021, 20 April 2021, ...), those
// of its American English (4:20 PM, 04/20/2021, April 20, 2021, ...) where
// the system's locale is en-US, and the Turkish ones of the same styles
// (20.04.2021, 20 Nisan 2021, ...).
// Relative times (style R) are said as of now. Seconds are cut, as the
// markup cuts them.
func DiscordRendering(t time.Time, style rune, now time.Time) string {
	t = t.Truncate(time.Second)
	if style == 'R' {
		return Relative(t, now.Truncate(time.Second))
	}
	layout := lang.L(discordLayoutKey(style))
	if us, ok := usLayouts[style]; ok && strings.EqualFold(lang.SystemLocale().LanguageString(), "en-US") {
		layout = us
	}
	text := t.Format(layout)
	// Go writes English names; the window's language names them itself.
	if month := t.Month().String(); strings.Contains(text, month) {
		text = strings.Replace(text, month, lang.L(monthKeys[t.Month()-1]), 1)
	}
	if day := t.Weekday().String(); strings.Contains(text, day) {
		text = strings.Replace(text, day, lang.L(strings.ToLower(day)), 1)
	}
	return text
}

// usLayouts are the layouts Discord shows English readers in the United
// States: the month first, and a 12-hour clock.
var usLayouts = map[rune]string{
	't': "3:04 PM", 'T': "3:04:05 PM", 'd': "01/02/2006", 'D': "January 2, 2006", 'f': "January 2, 2006 3:04 PM",
	'F': "Monday, January 2, 2006 3:04 PM", 's': "01/02/2006, 3:04 PM", 'S': "01/02/2006, 3:04:05 PM",
}

// monthKeys are the translation keys of the months' names.
var monthKeys = [12]string{"month.january", "month.february", "month.march", "month.april", "month.may", "month.june",
	"month.july", "month.august", "month.september", "month.october", "month.november", "month.december"}

// discordLayoutKey names a style's layout in the translations: the styles
// t and T differ only in case, which translation keys do not tell apart.
func discordLayoutKey(style rune) string {
	switch style {
	case 't':
		return "discord.layout.short.t"
	case 'T':
		return "discord.layout.long.t"
	case 'd':
		return "discord.layout.short.d"
	case 'D':
		return "discord.layout.long.d"
	case 'F':
		return "discord.layout.long.f"
	case 's':
		return "discord.layout.short.s"
	case 'S':
		return "discord.layout.long.s"
	}
	return "discord.layout.short.f"
}
