package decoded

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
	"snowflakeid/words"
)

// maxPairsNamed is how many datacenter and machine pairs the summary names.
const maxPairsNamed = 4

// Summary says what was read, in lines of the user's language: how many
// IDs from how many lines, their earliest and latest times and the span,
// duplicates, IDs in the future, the busiest datacenter and machine pairs,
// and what was skipped.
func (d *List) Summary() []string {
	c := d.counts
	var lines []string
	say := func(text string) { lines = append(lines, text) }
	switch n, timed := d.Len(), d.Len()-d.read.untimed-d.read.wideBare; {
	case n == 0:
		say(words.Count("many.none", c.Lines, nil))
	case timed == 0:
		say(words.Count("many.summaryNoTime", n, map[string]any{"Lines": words.Count("many.lines", c.Lines, nil), "Scheme": words.SchemeLabel(d.scheme)}))
	default:
		first, last := d.span()
		data := map[string]any{"Lines": words.Count("many.lines", c.Lines, nil), "Scheme": words.SchemeLabel(d.scheme),
			"First": words.ISOTime(first), "Last": words.ISOTime(last), "Span": d.words.durations.Duration(last - first), "Timed": timed}
		key := "many.summary"
		if timed < n { // the times are of those that have one
			key = "many.summaryTimed"
		}
		say(words.Count(key, n, data))
	}
	if c.Short > 0 {
		say(lang.L("many.list"))
	}
	sayCounts := func(counts []tally) {
		for _, t := range counts {
			if t.count > 0 {
				say(words.Count(t.key, t.count, nil))
			}
		}
	}
	others := "many.otherFamily" // the links of no scheme: Instagram, Mastodon, Bluesky
	if d.lay != nil {
		others = "many.otherService" // in a layout, a tweet's link too
	}
	sayCounts([]tally{{"many.duplicates", d.marks.dupRows}, {"many.future", d.read.future}, {"many.preSnowflake", d.read.preTweets},
		{"many.bulkDelete", d.read.bulkOld}, {others, d.others}, {"many.untimed", d.read.untimed}, {"many.wideBare", d.read.wideBare}})
	if kinds := d.wideKinds(); kinds != "" {
		say(words.Count("many.wide", len(d.counts.Wide), map[string]any{"Kinds": kinds}))
	}
	if n := d.read.linked; n > 0 {
		say(words.Count("many.linkScheme", n, map[string]any{"Scheme": words.SchemeLabel(d.scheme)}))
	}
	if pairs := d.busiestPairs(); pairs != "" && d.lay == nil { // a layout's plain fields are its own
		parts := words.PartKeys(d.scheme)
		say(lang.L("many.pairs", map[string]any{"Datacenter": lang.L(parts[core.PartDatacenter]),
			"Machine": lang.L(parts[core.PartMachine]), "Pairs": pairs}))
	}
	sayCounts([]tally{{"many.tooLarge", c.TooLarge}, {"many.negative", c.Negative}, {"many.without", c.Without}})
	return lines
}

// span returns the earliest and the latest time of the IDs that have
// one: those of the first and last ID, unless some are read in another
// scheme or family, or have none in the layout. At least one has a time.
func (d *List) span() (first, last int64) {
	if !d.mixed() && d.read.untimed == 0 {
		return d.fieldsOf(d.byID[0]).Timestamp, d.fieldsOf(d.byID[len(d.byID)-1]).Timestamp
	}
	first, last = math.MaxInt64, math.MinInt64
	for i := range d.found {
		if d.lay != nil && !timed(d.flags[i]) || d.untimed(int32(i)) {
			continue
		}
		t := d.fieldsOf(int32(i)).Timestamp
		first, last = min(first, t), max(last, t)
	}
	return first, last
}

// tally is a count the summary says, under its translation key, when it
// is not zero.
type tally struct {
	key   string
	count int
}

// busiestPairs names the datacenter and machine pairs with the most rows,
// as 10/7 ×500, and how many more there are.
func (d *List) busiestPairs() string {
	type pair struct{ datacenter, machine, rows int }
	var used []pair
	for dc, machines := range d.perSource {
		for m, rows := range machines {
			if rows > 0 {
				used = append(used, pair{dc, m, rows})
			}
		}
	}
	slices.SortStableFunc(used, func(a, b pair) int { return cmp.Compare(b.rows, a.rows) })
	var names []string
	for _, p := range used[:min(len(used), maxPairsNamed)] {
		names = append(names, strconv.Itoa(p.datacenter)+"/"+strconv.Itoa(p.machine)+" ×"+strconv.Itoa(p.rows))
	}
	text := strings.Join(names, ", ")
	if more := len(used) - maxPairsNamed; more > 0 {
		text += " " + words.Count("many.morePairs", more, nil)
	}
	return text
}
