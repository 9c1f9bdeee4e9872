package words

import (
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"
)

// DiscordRendering writes t as Discord shows <t:SECONDS:style> to a reader
// of the window's language in t's zone: the layouts of Discord's
// documentation for English (16:20, 20/04/2021, 20 April 2021, ...), and
// the Turkish ones of the same styles (20.04.2021, 20 Nisan 2021, ...).
// Relative times (style R) are said as of now. Seconds are cut, as the
// markup cuts them.
func DiscordRendering(t time.Time, style rune, now time.Time) string {
	t = t.Truncate(time.Second)
	if style == 'R' {
		return Relative(t, now.Truncate(time.Second))
	}
	text := t.Format(lang.L(discordLayoutKey(style)))
	// Go writes English names; the window's language names them itself.
	if month := t.Month().String(); strings.Contains(text, month) {
		text = strings.Replace(text, month, lang.L(monthKeys[t.Month()-1]), 1)
	}
	if day := t.Weekday().String(); strings.Contains(text, day) {
		text = strings.Replace(text, day, lang.L(strings.ToLower(day)), 1)
	}
	return text
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
