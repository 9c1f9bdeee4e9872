package gui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
	"snowflakeid/words"
)

// layoutHelp explains l for Help → Bit Layout: a table of its bits from
// the highest down, each field's name, width and what it holds, then what
// the whole means and the formula that makes an ID of it.
func layoutHelp(l core.Layout) (diagram, text string) {
	names := words.FieldNames(l)
	type row struct{ bits, name, what string }
	var rows []row
	if unused := l.UnusedBits(); unused > 0 {
		name := lang.L("part.unused")
		if unused == 1 {
			name = lang.L("part.sign")
		}
		rows = append(rows, row{bitsText(core.TotalBits-1, l.TotalBits()), name, lang.L("layout.help.unused")})
	}
	tick := l.Tick()
	high, parts := l.TotalBits(), make([]string, len(l.Fields))
	for i, f := range l.Fields {
		high -= f.Bits
		what := lang.L("layout.help.number", map[string]any{"Bits": f.Bits, "Max": words.Group(f.Max())})
		switch f.Role {
		case core.RoleTime:
			what = lang.L("layout.help.time", map[string]any{"Bits": f.Bits, "Unit": unitText(f.Unit)})
		case core.RoleSequence:
			what = lang.L("layout.help.sequence", map[string]any{"Bits": f.Bits, "Max": words.Group(f.Max()), "Tick": unitText(tick)})
		}
		rows = append(rows, row{bitsText(high+f.Bits-1, high), names[i], what})
		parts[i] = names[i]
		if high > 0 {
			parts[i] = "(" + names[i] + " << " + strconv.Itoa(high) + ")"
		}
	}
	widths := [2]int{}
	for _, r := range rows {
		widths[0], widths[1] = max(widths[0], len([]rune(r.bits))), max(widths[1], len([]rune(r.name)))
	}
	var b strings.Builder
	for _, r := range rows {
		fmt.Fprintf(&b, "%-*s  %-*s  %s\n", widths[0], r.bits, widths[1], r.name, r.what)
	}
	lines := []string{
		lang.L("layout.help.intro", map[string]any{"Layout": words.LayoutLabel(l), "Epoch": words.ISOTime(l.Epoch),
			"EpochMs": l.Epoch, "Last": words.ISOTime(l.LastMilli())}),
		"id = " + strings.Join(parts, " | "),
		timeText(l, names),
	}
	return strings.TrimSuffix(b.String(), "\n"), strings.Join(lines, "\n\n")
}

// timeText says how l's time fields hold an instant t.
func timeText(l core.Layout, names []string) string {
	var timeNames []string
	var unit time.Duration
	for i, f := range l.Fields {
		if f.Role == core.RoleTime {
			timeNames, unit = append(timeNames, names[i]), f.Unit
		}
	}
	if len(timeNames) == 1 {
		return lang.L("layout.help.timeIs", map[string]any{"Name": timeNames[0], "EpochMs": l.Epoch, "Unit": unitText(unit)})
	}
	return lang.L("layout.help.timesAre", map[string]any{"Names": strings.Join(timeNames, ", "), "EpochMs": l.Epoch})
}

// bitsText names the bits from high down to low: "bits 62–22", "bit 63".
func bitsText(high, low int) string {
	if high == low {
		return lang.L("layout.help.bit", map[string]any{"Bit": high})
	}
	return lang.L("layout.help.bits", map[string]any{"High": high, "Low": low})
}

// unitText writes a time unit for people: 1 ms, 10 ms, 1 s, 1 µs.
func unitText(d time.Duration) string {
	switch {
	case d%time.Second == 0:
		return strconv.FormatInt(int64(d/time.Second), 10) + " s"
	case d%time.Millisecond == 0:
		return strconv.FormatInt(int64(d/time.Millisecond), 10) + " ms"
	}
	return strconv.FormatInt(int64(d/time.Microsecond), 10) + " µs"
}
