package cli

import (
	"bufio"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"
	"github.com/spf13/pflag"

	"snowflakeid/core"
	"snowflakeid/core/issue"
	"snowflakeid/words"
)

// block is how many IDs new takes from the ledger at once.
const block = 4096

// newFlags adds new's options to fs.
func newFlags(fs *pflag.FlagSet) func(env *Env, args []string) error {
	count := fs.StringP("count", "n", "1", lang.L("cli.flag.count"))
	fs.StringP("datacenter", "d", "", lang.L("cli.flag.datacenter"))
	fs.StringP("machine", "m", "", lang.L("cli.flag.machine"))
	sets := fs.StringArray("set", nil, lang.L("cli.flag.set"))
	kind := layoutFlags(fs)
	return func(env *Env, args []string) error {
		switch {
		case len(args) == 1 && args[0] != "" && strings.Trim(args[0], "0123456789") == "":
			return usageErr{lang.L("cli.countAsArg", map[string]any{"Count": args[0], "Name": Name})}
		case len(args) > 0:
			return usageErr{lang.L("cli.extraArgs", map[string]any{"Args": strings.Join(args, " ")})}
		}
		k, err := kind(env.Now())
		if err != nil {
			return err
		}
		l := k.layout
		n, err := core.ParseCount(*count)
		if err == nil {
			err = l.CheckBatch(int64(n))
		}
		if err != nil {
			return inputErr{"--count", err}
		}
		values, err := plainValues(env, fs, l, *sets)
		if err != nil {
			return err
		}
		ledger, err := env.OpenLedger()
		if err != nil {
			fmt.Fprintf(env.Stderr, "%s: %s\n", Name, lang.L("cli.noLedger", map[string]any{"Error": err.Error()}))
			ledger = nil
		}
		g, err := k.newGenerator(values, ledger)
		if errors.Is(err, issue.ErrNotIssued) || errors.Is(err, issue.ErrTickTooFine) {
			return inputErr{l.Name, err}
		}
		if err != nil {
			return err
		}
		return writeNew(env, g, n)
	}
}

// issueWide is issue for a layout with a width: each ID in its text form.
func issueWide(out *bufio.Writer, g *issue.Generator, n int) error {
	l := g.Layout()
	ids := make([]core.WideID, 0, block)
	var line []byte
	for n > 0 {
		var err error
		if ids, err = g.AppendWideN(ids[:0], min(n, block)); err != nil {
			return err
		}
		line = line[:0]
		for _, id := range ids {
			line = append(l.AppendWide(line, id), '\n')
		}
		if _, err := out.Write(line); err != nil {
			return err
		}
		n -= len(ids)
	}
	return out.Flush()
}

// plainValues are the values of l's plain fields for new, one per field
// in l's order: each --set's, --datacenter's and --machine's, the
// person's own datacenter and machine, and else 0. --datacenter and
// --machine, and the person's, are of the two plain fields of Twitter's
// layout, whatever a scheme calls them (Discord's worker and process), or
// of the fields so named.
func plainValues(env *Env, fs *pflag.FlagSet, l core.Layout, sets []string) ([]int64, error) {
	type setting struct{ option, field, value string }
	var settings []setting
	twins := twinFields(l)
	if env.Issuing != nil && twins[0] >= 0 && twins[1] >= 0 {
		dc, m := env.Issuing()
		settings = append(settings, setting{"", l.Fields[twins[0]].Name, dc}, setting{"", l.Fields[twins[1]].Name, m})
	}
	for k, option := range []string{"datacenter", "machine"} {
		if !fs.Changed(option) {
			continue
		}
		name := option
		if twins[k] >= 0 {
			name = l.Fields[twins[k]].Name
		}
		settings = append(settings, setting{"--" + option, name, fs.Lookup(option).Value.String()})
	}
	for _, set := range sets {
		name, value, ok := strings.Cut(set, "=")
		if !ok {
			return nil, inputErr{"--set " + set, errors.New(lang.L("cli.set.syntax"))}
		}
		settings = append(settings, setting{"--set " + set, strings.TrimSpace(name), value})
	}
	values := make([]int64, len(l.Fields))
	given := map[string]bool{}
	for _, s := range settings {
		i := l.FieldNamed(s.field)
		switch {
		case i < 0 || l.Fields[i].Role != core.RoleNumber:
			return nil, inputErr{s.option, errors.New(lang.L("cli.set.noField", map[string]any{"Field": s.field,
				"Layout": l.Name, "Fields": cmp.Or(strings.Join(plainNames(l), ", "), "–")}))}
		case s.option != "" && given[s.field]:
			return nil, usageErr{lang.L("cli.set.twice", map[string]any{"Field": s.field})}
		}
		given[s.field] = s.option != ""
		v, err := core.ParseFieldValue(s.value, l.Fields[i])
		if err != nil {
			return nil, inputErr{cmp.Or(s.option, lang.L("cli.set.saved", map[string]any{"Field": s.field})), err}
		}
		values[i] = v
	}
	return values, nil
}

// twinFields are the places in l of the fields --datacenter and --machine
// set, or -1: the two plain fields of a layout of Twitter's shape, else
// the fields called datacenter and machine.
func twinFields(l core.Layout) [2]int {
	if l.SameFields(core.Twitter.Layout()) {
		return [2]int{1, 2}
	}
	return [2]int{l.FieldNamed("datacenter"), l.FieldNamed("machine")}
}

// plainNames names l's plain fields, in its order.
func plainNames(l core.Layout) []string {
	var names []string
	for _, f := range l.Fields {
		if f.Role == core.RoleNumber {
			names = append(names, f.Name)
		}
	}
	return names
}

// writeNew writes n new IDs from g, one a line, taking them a block at a
// time.
func writeNew(env *Env, g *issue.Generator, n int) error {
	out := bufio.NewWriterSize(env.Stdout, 64<<10)
	if l := g.Layout(); l.Wide() {
		return issueWide(out, g, n)
	}
	ids := make([]int64, 0, block)
	var line []byte
	for n > 0 {
		var err error
		if ids, err = g.AppendN(ids[:0], min(n, block)); err != nil {
			return err
		}
		line = core.AppendLines(line[:0], ids)
		if _, err := out.Write(line); err != nil {
			return err
		}
		n -= len(ids)
	}
	return out.Flush()
}

// rangeFlags adds range's options to fs.
func rangeFlags(fs *pflag.FlagSet) func(env *Env, args []string) error {
	kind := layoutFlags(fs)
	asJSON := fs.Bool("json", false, lang.L("cli.flag.json"))
	asSQL := fs.Bool("sql", false, lang.L("cli.flag.sql"))
	return func(env *Env, args []string) error {
		switch {
		case len(args) == 0 || len(args) > 2:
			return usageErr{lang.L("cli.range.args")}
		case *asJSON && *asSQL:
			return usageErr{lang.L("cli.oneFormat")}
		}
		now := env.Now()
		k, err := kind(now)
		if err != nil {
			return err
		}
		if !k.layout.Timed() {
			return inputErr{k.layout.Name, core.ErrLayoutUntimed}
		}
		parse, idRange, lastMilli := k.layout.ParseTime, k.layout.IDRange, k.layout.LastMilli()
		if k.isScheme { // the scheme's own messages
			parse, idRange, lastMilli = k.scheme.ParseTimestamp, k.scheme.IDRange, k.scheme.MaxTimestamp()
		}
		instant := func(text string) (ms, span int64, err error) {
			return readInstant(env, k.layout, text, func(text string) (int64, error) { return parse(text, now.UnixMilli()) })
		}
		from, span, err := instant(args[0])
		if err != nil {
			return err
		}
		to := from
		if len(args) == 2 {
			if to, span, err = instant(args[1]); err != nil {
				return err
			}
		}
		to = min(to+span-1, lastMilli) // up to the last millisecond of what was written
		first, last, err := rangeTexts(k, idRange, from, to)
		if err != nil {
			return err
		}
		return writeRange(env, k, rangeOut{from, to, first, last}, *asJSON, *asSQL)
	}
}

// rangeOut is what range writes: the instants and the IDs.
type rangeOut struct {
	from, to    int64 // Unix milliseconds
	first, last string
}

// writeRange writes the first and last IDs of a range of k: as two lines,
// as JSON, or as a PostgreSQL condition alone.
func writeRange(env *Env, k idKind, r rangeOut, asJSON, asSQL bool) error {
	sql := k.layout.SQLBetween(r.first, r.last)
	switch {
	case asSQL:
		_, err := fmt.Fprintln(env.Stdout, sql)
		return err
	case !asJSON:
		_, err := fmt.Fprintf(env.Stdout, "first\t%s\nlast\t%s\n", r.first, r.last)
		return err
	}
	kindKey := "scheme"
	if !k.isScheme {
		kindKey = "layout"
	}
	text, err := json.MarshalIndent(map[string]string{kindKey: k.layout.Name, "epoch": strconv.FormatInt(k.layout.Epoch, 10),
		"from": words.ISOTime(r.from), "to": words.ISOTime(r.to), "first": r.first, "last": r.last, "sql": sql}, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(env.Stdout, "%s\n", text)
	return err
}

// rangeTexts writes the first and last IDs of k from from to to, in
// Unix milliseconds, as the layout writes its IDs: decimal, or its text
// form for a layout with a width.
func rangeTexts(k idKind, idRange func(from, to int64) (int64, int64, error), from, to int64) (first, last string, err error) {
	if k.layout.Wide() {
		low, high, err := k.layout.WideRange(from, to)
		return string(k.layout.AppendWide(nil, low)), string(k.layout.AppendWide(nil, high)), err
	}
	a, b, err := idRange(from, to)
	return strconv.FormatInt(a, 10), strconv.FormatInt(b, 10), err
}

// readInstant reads an instant of range in l with parse, and the span it
// stands for. Ten digits are Unix seconds where l holds them (as
// milliseconds they would be early 1970), said on standard error, and
// stand for the whole second; a date stands for the whole day.
func readInstant(env *Env, l core.Layout, text string, parse func(string) (int64, error)) (ms, span int64, err error) {
	if n, err := core.ParseNumber(text); err == nil {
		if ms, ok := l.SecondsAsMillis(n); ok {
			fmt.Fprintf(env.Stderr, "%s: %s\n", Name, lang.L("cli.range.seconds", map[string]any{"Text": text, "Time": words.ISOTime(ms)}))
			return ms, 1000, nil
		}
	}
	if ms, err = parse(text); err != nil {
		return 0, 0, inputErr{text, err}
	}
	return ms, core.WrittenSpan(text), nil
}
