package decoded

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/stats"
	"snowflakeid/words"
)

// Finding is a line of what a list says, in the person's language, and
// the rows it speaks of (from 1, in the list's order).
type Finding struct {
	Text string
	Rows []int
}

// maxRowsNamed is how many rows a finding names in its text.
const maxRowsNamed = 5

// maxGeneratorsNamed is how many generators the report gives a line each.
const maxGeneratorsNamed = 20

// Findings says r, the worst first: IDs a generator issued more than once,
// times ahead of now, clocks that went back, clocks apart from the
// others', ticks whose whole sequence was used, IDs logged twice; then
// each generator, and when each layout's time runs out.
func Findings(r stats.Report) []Finding {
	gens := len(r.Generators)
	list := []Finding{{Text: words.Count("stats.headline", r.IDs, map[string]any{
		"Generators": words.Count("stats.generators", gens, nil), "Duplicates": words.Count("stats.duplicates", r.Duplicates, nil)})}}
	d := words.NewDurations()
	name := func(g int) string { return generatorName(r.Generators[g]) }
	var twice, cited []int // the later rows of IDs logged twice, and of IDs cited again
	for _, rep := range r.Repeats {
		switch {
		case rep.SameLine:
			twice = append(twice, rep.Rows[1:]...)
			continue
		case rep.Cited:
			cited = append(cited, rep.Rows[1:]...)
			continue
		}
		list = append(list, Finding{Text: words.Count("stats.issuedTwice", len(rep.Rows), map[string]any{
			"Generator": name(rep.Generator), "Rows": rowsText(rep.Rows)}), Rows: rep.Rows})
	}
	if r.Ahead > 0 {
		list = append(list, Finding{Text: words.Count("stats.aheadOfNow", r.Ahead, map[string]any{
			"Rows": rowsText(r.AheadRows), "First": words.ISOTime(r.AheadFirstUnixMs)}), Rows: r.AheadRows})
	}
	list = append(list, stepFindings(r, d)...)
	for _, s := range r.Skewed {
		key := "stats.ahead"
		if s.OffsetMs < 0 {
			key = "stats.behind"
		}
		list = append(list, Finding{Text: lang.L(key, map[string]any{"Generator": name(s.Generator),
			"Offset": d.Duration(abs(s.OffsetMs)), "Rows": words.Group(int64(s.Rows))})})
	}
	for i := 0; i < len(r.FullTicks); { // a line a generator: the ticks are in the order of generators
		f, n := r.FullTicks[i], 1
		for i+n < len(r.FullTicks) && r.FullTicks[i+n].Generator == f.Generator {
			n++
		}
		list = append(list, Finding{Text: words.Count("stats.fullTick", n, map[string]any{"Generator": name(f.Generator),
			"IDs": words.Group(int64(f.IDs)), "At": words.ISOTime(f.StartMicro / 1000)})})
		i += n
	}
	if len(twice) > 0 {
		list = append(list, Finding{Text: words.Count("stats.loggedTwice", len(twice), map[string]any{"Rows": rowsText(twice)}), Rows: twice})
	}
	if len(cited) > 0 {
		slices.Sort(cited)
		list = append(list, Finding{Text: words.Count("stats.citedAgain", len(cited), map[string]any{"Rows": rowsText(cited)}), Rows: cited})
	}
	list = append(list, behindFinding(r)...)
	if len(list) == 1 && r.IDs > 0 {
		list = append(list, Finding{Text: lang.L("stats.clean")})
	}
	return append(list, generatorFindings(r, d)...)
}

// behindFinding says which rows lie more than a day before the rows above
// them: in a list in time order, rows that cite older IDs; else, that the
// list is not in time order, and its clocks were not looked at.
func behindFinding(r stats.Report) []Finding {
	switch {
	case r.Behind == 0:
		return nil
	case r.InOrder:
		return []Finding{{Text: words.Count("stats.cited", r.Behind, map[string]any{"Rows": rowsText(r.BehindRows)}), Rows: r.BehindRows}}
	}
	return []Finding{{Text: words.Count("stats.unordered", r.Behind, nil)}}
}

// stepFindings says, for each generator whose clock went back, how often,
// by how much at most, and where first.
func stepFindings(r stats.Report, d *words.Durations) []Finding {
	var list []Finding
	for gi, g := range r.Generators {
		if g.Backward == 0 {
			continue
		}
		var rows []int
		for _, s := range r.Steps {
			if s.Generator == gi {
				rows = append(rows, s.Row)
			}
		}
		text := words.Count("stats.backward", g.Backward, map[string]any{"Generator": generatorName(g),
			"Largest": d.Duration(g.LargestBackMs), "Rows": rowsText(rows)})
		list = append(list, Finding{Text: text, Rows: rows})
	}
	return list
}

// generatorFindings gives a line to each generator, and says when each
// layout's time runs out.
func generatorFindings(r stats.Report, d *words.Durations) []Finding {
	var list []Finding
	for _, g := range r.Generators[:min(len(r.Generators), maxGeneratorsNamed)] {
		switch {
		case !g.Timed:
			list = append(list, Finding{Text: words.Count("stats.untimedGenerator", g.Count, map[string]any{"Generator": generatorName(g)})})
			continue
		case g.Ahead > 0 && g.BusiestSecond == 0 && g.Cited == 0: // every timed row lies ahead
			list = append(list, Finding{Text: words.Count("stats.aheadGenerator", g.Count, map[string]any{"Generator": generatorName(g),
				"First": words.ISOTime(g.FirstUnixMs)})})
			continue
		case g.FirstUnixMs == g.LastUnixMs && g.Count > 1:
			list = append(list, Finding{Text: words.Count("stats.generatorInstant", g.Count, map[string]any{"Generator": generatorName(g),
				"First": words.ISOTime(g.FirstUnixMs)})})
			continue
		case g.BusiestSecond == 0: // every row cites an older ID
			list = append(list, Finding{Text: words.Count("stats.citedGenerator", g.Count, map[string]any{"Generator": generatorName(g),
				"First": words.ISOTime(g.FirstUnixMs), "Last": words.ISOTime(g.LastUnixMs)})})
			continue
		}
		list = append(list, Finding{Text: words.Count("stats.generator", g.Count, map[string]any{"Generator": generatorName(g),
			"First": words.ISOTime(g.FirstUnixMs), "Last": words.ISOTime(g.LastUnixMs), "Span": d.Duration(g.LastUnixMs - g.FirstUnixMs),
			"Rate": rate(g.PerSecond), "Busiest": words.Group(g.BusiestSecond), "BusiestAt": words.ISOTime(g.BusiestUnixS * 1000)})})
	}
	if more := len(r.Generators) - maxGeneratorsNamed; more > 0 {
		list = append(list, Finding{Text: words.Count("stats.moreGenerators", more, nil)})
	}
	for _, l := range r.Layouts {
		if l.Timed {
			list = append(list, Finding{Text: lang.L("stats.runsOut", map[string]any{"Layout": l.Name, "At": words.ISOTime(l.RunsOutUnix)})})
		}
	}
	return list
}

// generatorName names a generator by its layout and plain fields:
// Twitter (datacenter 1, machine 2), in Turkish Twitter (veri merkezi 1,
// makine 2).
func generatorName(g stats.Generator) string {
	if len(g.Fields) == 0 {
		return g.Layout
	}
	parts := make([]string, len(g.Fields))
	for i, f := range g.Fields {
		parts[i] = lang.X("reading.part."+f.Name, f.Name) + " " + strconv.FormatInt(f.Value, 10) // a preset's field in the person's words
	}
	return g.Layout + " (" + strings.Join(parts, ", ") + ")"
}

// rowsText names the first rows of a list: 11, 22, 33, 44, 55…
func rowsText(rows []int) string {
	parts := make([]string, 0, maxRowsNamed)
	for _, r := range rows[:min(len(rows), maxRowsNamed)] {
		parts = append(parts, words.Group(int64(r)))
	}
	text := strings.Join(parts, ", ")
	if len(rows) > maxRowsNamed {
		text += "…"
	}
	return text
}

// rate writes a rate of IDs a second as a person reads it: a second, a
// minute, an hour or a day, the first at which it reaches 1; whole from
// 10 up, else with one decimal, in the person's way of writing decimals.
func rate(perSecond float64) string {
	n, key := perSecond, "stats.rate.second"
	for _, u := range []struct {
		seconds float64
		key     string
	}{{60, "stats.rate.minute"}, {3600, "stats.rate.hour"}, {86400, "stats.rate.day"}} {
		if n >= 1 || perSecond == 0 {
			break
		}
		n, key = perSecond*u.seconds, u.key
	}
	text := words.Group(int64(math.Round(n)))
	if n < 10 {
		text = strings.Replace(strconv.FormatFloat(n, 'f', 1, 64), ".", lang.L("format.decimal"), 1)
	}
	return lang.L(key, map[string]any{"N": text})
}

func abs(n int64) int64 { return max(n, -n) }

// ChartText is what the chart of a report's timeline writes: each series'
// name, in the timeline's order, and its axis.
type ChartText struct {
	Names          []string
	From, To, Unit string
}

// Chart writes the texts of r's timeline. Its time axis is in UTC, as
// exact as its bins: a day's bins give dates, a minute's the minute, a
// second's the second, and finer ones the millisecond; its end omits the
// date when it is the start's.
func Chart(r stats.Report) ChartText {
	t := r.Timeline
	var c ChartText
	for _, s := range t.Series {
		if s.Generator == stats.Others {
			c.Names = append(c.Names, lang.L("stats.otherGenerators"))
			continue
		}
		c.Names = append(c.Names, generatorName(r.Generators[s.Generator]))
	}
	if len(t.Series) == 0 {
		return c
	}
	var date, clock string
	switch {
	case t.BinMs%(24*3600e3) == 0:
		date = "2006-01-02"
	case t.BinMs%60e3 == 0:
		date, clock = "2006-01-02 ", "15:04"
	case t.BinMs%1000 == 0:
		date, clock = "2006-01-02 ", "15:04:05"
	default:
		date, clock = "2006-01-02 ", "15:04:05.000"
	}
	from := time.UnixMilli(t.StartUnixMs).UTC()
	to := from.Add(time.Duration(len(t.Series[0].Counts)-1) * time.Duration(t.BinMs) * time.Millisecond)
	c.From = from.Format(date + clock)
	c.To = to.Format(date + clock)
	if clock != "" && to.Format(date) == from.Format(date) {
		c.To = to.Format(clock)
	}
	c.Unit = lang.L("stats.perBin", map[string]any{"Bin": words.NewDurations().Duration(t.BinMs)})
	return c
}
