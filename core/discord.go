package core

import (
	"strconv"
	"time"
)

// DiscordStyles are the styles of Discord's timestamp markup, in the order
// of Discord's documentation ("Message Formatting"): t short time, T medium
// time, d short date, D long date, f long date with short time (the style
// Discord uses when none is given), F full date with short time, s short
// date with short time, S short date with medium time, R relative.
const DiscordStyles = "tTdDfFsSR"

// DiscordDefaultStyle is the style Discord shows markup without one in.
const DiscordDefaultStyle = 'f'

// DiscordTimestamp writes the markup that Discord shows as the instant
// unixMilli in each reader's zone and language: <t:SECONDS:STYLE>, or
// <t:SECONDS> for style 0. The seconds are the milliseconds divided by
// 1000 and rounded down, as discord.js and discord.py write them, so
// instants before 1970 round towards the past too. Any instant a
// time.Time holds can be written; any style is written as given.
func DiscordTimestamp(unixMilli int64, style rune) string {
	seconds := unixMilli / 1000
	if unixMilli%1000 < 0 {
		seconds--
	}
	b := make([]byte, 0, 32)
	b = append(b, "<t:"...)
	b = strconv.AppendInt(b, seconds, 10)
	if style != 0 {
		b = append(b, ':')
		b = append(b, string(style)...)
	}
	return string(append(b, '>'))
}

// DiscordBulkDeleteAge is how old a message may be and still be deleted
// by Discord's bulk delete: older ones fail it with error 50034.
const DiscordBulkDeleteAge = 14 * 24 * time.Hour

// DiscordBulkDeleteCutoff is the smallest message ID Discord's bulk delete
// still takes as of now: (now − 14 days − Discord's epoch) << 22. Messages
// with smaller IDs are older than 14 days. It is 0 while that instant lies
// before the epoch.
func DiscordBulkDeleteCutoff(now time.Time) int64 {
	ms := now.Add(-DiscordBulkDeleteAge).UnixMilli() - Discord.Epoch
	if ms < 0 {
		return 0
	}
	return ms << TimestampShift
}
