package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"
	"github.com/spf13/pflag"

	"snowflakeid/core"
	"snowflakeid/words"
)

// block is how many IDs new takes from the ledger at once.
const block = 4096

// newFlags adds new's options to fs.
func newFlags(fs *pflag.FlagSet) func(env *Env, args []string) error {
	count := fs.StringP("count", "n", "1", lang.L("cli.flag.count"))
	datacenter := fs.StringP("datacenter", "d", "", lang.L("cli.flag.datacenter"))
	machine := fs.StringP("machine", "m", "", lang.L("cli.flag.machine"))
	scheme := schemeFlag(fs)
	return func(env *Env, args []string) error {
		switch {
		case len(args) == 1 && args[0] != "" && strings.Trim(args[0], "0123456789") == "":
			return usageErr{lang.L("cli.countAsArg", map[string]any{"Count": args[0], "Name": Name})}
		case len(args) > 0:
			return usageErr{lang.L("cli.extraArgs", map[string]any{"Args": strings.Join(args, " ")})}
		}
		s, _, err := scheme(env.Now())
		if err != nil {
			return err
		}
		n, err := core.ParseCount(*count)
		if err != nil {
			return inputErr{"--count", err}
		}
		savedDC, savedMachine := "0", "0"
		if env.Issuing != nil {
			savedDC, savedMachine = env.Issuing()
		}
		if !fs.Changed("datacenter") {
			*datacenter = savedDC
		}
		if !fs.Changed("machine") {
			*machine = savedMachine
		}
		dc, err := core.ParseDatacenter(*datacenter)
		if err != nil {
			return inputErr{"--datacenter", err}
		}
		m, err := core.ParseMachine(*machine)
		if err != nil {
			return inputErr{"--machine", err}
		}
		ledger, err := env.OpenLedger()
		if err != nil {
			fmt.Fprintf(env.Stderr, "%s: %s\n", Name, lang.L("cli.noLedger", map[string]any{"Error": err.Error()}))
			ledger = nil
		}
		g, err := s.NewSharedGenerator(dc, m, ledger, core.SystemClock())
		if err != nil {
			return err
		}
		return issue(env, g, n)
	}
}

// issue writes n new IDs from g, one a line, taking them a block at a
// time.
func issue(env *Env, g *core.Generator, n int) error {
	out := bufio.NewWriterSize(env.Stdout, 64<<10)
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
	scheme := schemeFlag(fs)
	asJSON := fs.Bool("json", false, lang.L("cli.flag.json"))
	return func(env *Env, args []string) error {
		if len(args) == 0 || len(args) > 2 {
			return usageErr{lang.L("cli.range.args")}
		}
		now := env.Now()
		s, _, err := scheme(now)
		if err != nil {
			return err
		}
		from, err := s.ParseTimestamp(args[0], now.UnixMilli())
		if err != nil {
			return inputErr{args[0], err}
		}
		toText := args[len(args)-1]
		to, err := s.ParseTimestamp(toText, now.UnixMilli())
		if err != nil {
			return inputErr{toText, err}
		}
		// A date is the whole day, a second the whole second: up to the
		// last millisecond of what was written.
		to = min(to+core.WrittenSpan(toText)-1, s.MaxTimestamp())
		first, last, err := s.IDRange(from, to)
		if err != nil {
			return err
		}
		if !*asJSON {
			_, err = fmt.Fprintf(env.Stdout, "first\t%d\nlast\t%d\n", first, last)
			return err
		}
		text, err := json.MarshalIndent(map[string]string{"scheme": s.Name, "epoch": strconv.FormatInt(s.Epoch, 10),
			"from": words.ISOTime(from), "to": words.ISOTime(to),
			"first": strconv.FormatInt(first, 10), "last": strconv.FormatInt(last, 10)}, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(env.Stdout, "%s\n", text)
		return err
	}
}
