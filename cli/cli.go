// Package cli is the app as a command: the same binary, given a
// command, decodes IDs, issues new ones and gives the IDs of a moment on
// standard output, never opening a window. It speaks the window's
// language and writes the window's messages; its columns are the Decode
// many export's.
//
// Exit status: 0 when done, 1 for bad input (an ID, a time or a count the
// window would refuse; nothing is written to standard output), 2 for bad
// usage (an unknown command or option).
package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"
	"github.com/agnivade/levenshtein"
	"github.com/spf13/pflag"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/core/issue"
	"snowflakeid/words"
)

// Name is the command's name, as installed.
const Name = "snowflakeid"

// The exit statuses.
const (
	exitOK    = 0
	exitInput = 1
	exitUsage = 2
)

// Env is what a command runs with: the process's own streams, clock and
// ledger, or a test's.
type Env struct {
	Stdin           io.Reader
	StdinIsTerminal bool // nothing was piped in: decode with no ID has nothing to read
	Stdout, Stderr  io.Writer
	Now             func() time.Time
	OpenLedger      func() (issue.Ledger, error)        // the ledger new IDs are issued through
	Issuing         func() (datacenter, machine string) // the person's, for new when no option gives them; nil for 0 and 0
	Version         string
}

// command is one of the commands: its name, its help's translation key,
// its options and what it does with the arguments left.
type command struct {
	name                string
	summary, usage, how string // translation keys of its line in the usage, its usage and what it does
	flags               func(fs *pflag.FlagSet) func(env *Env, args []string) error
}

var commands = []command{
	{"decode", "cli.decode.summary", "cli.decode.usage", "cli.decode.text", decodeFlags},
	{"new", "cli.new.summary", "cli.new.usage", "cli.new.text", newFlags},
	{"range", "cli.range.summary", "cli.range.usage", "cli.range.text", rangeFlags},
	{"layouts", "cli.layouts.summary", "cli.layouts.usage", "cli.layouts.text", layoutsFlags},
	{"stats", "cli.stats.summary", "cli.stats.usage", "cli.stats.text", statsFlags},
}

// IsCommand reports whether args (without the program's name) ask for a
// command rather than the window: a command's name, help, the version, an
// option, which only commands have, or a word that is none of what the
// window opens with (an ID, a link or a file), which is a mistyped
// command. An ID, a link or a file opens the window.
func IsCommand(args []string) bool {
	if len(args) == 0 {
		return false
	}
	switch {
	case args[0] == "help" || args[0] == "version" || strings.HasPrefix(args[0], "-"):
		return true
	case slices.ContainsFunc(commands, func(c command) bool { return c.name == args[0] }):
		return true
	}
	if _, err := find.ReadIDOrLink(args[0]); err == nil {
		return false
	}
	if _, wide := find.ReadWideID(args[0]); wide {
		return false
	}
	_, err := os.Stat(args[0])
	return err != nil
}

// nearestCommand returns the command a mistyped name was most likely meant
// to be, or "" when none is near: two letters changed at most.
func nearestCommand(name string) string {
	names := []string{"help", "version"}
	for _, c := range commands {
		names = append(names, c.name)
	}
	best, bestDistance := "", 3
	for _, c := range names {
		if d := levenshtein.ComputeDistance(strings.ToLower(name), c); d < bestDistance {
			best, bestDistance = c, d
		}
	}
	return best
}

// Run runs the command args names and returns the exit status. When
// standard output cannot be written (a full disk, a closed pipe), the
// command fails with exit status 1 whatever it did.
func Run(args []string, env *Env) int {
	out := &checkedWriter{w: env.Stdout}
	inner := *env
	inner.Stdout = out
	status := dispatch(args, &inner)
	if out.err != nil && status == exitOK {
		fmt.Fprintf(env.Stderr, "%s: %s\n", Name, lang.L("cli.writeError", map[string]any{"Error": words.Error(out.err)}))
		return exitInput
	}
	return status
}

// checkedWriter keeps the first error of its writes.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.err = err
	return n, err
}

// dispatch is Run, writing to standard output through a checkedWriter.
func dispatch(args []string, env *Env) int {
	words.LoadTranslations()
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprint(env.Stdout, usage())
		return exitOK
	}
	switch args[0] {
	case "--version", "version":
		fmt.Fprintln(env.Stdout, Name, env.Version)
		return exitOK
	case "help":
		if len(args) == 1 {
			fmt.Fprint(env.Stdout, usage())
			return exitOK
		}
		return dispatch([]string{args[1], "--help"}, env)
	}
	i := slices.IndexFunc(commands, func(c command) bool { return c.name == args[0] })
	if i < 0 && strings.HasPrefix(args[0], "-") {
		return usageError(env, lang.L("cli.unknownOption", map[string]any{"Option": args[0]}), "")
	}
	if i < 0 {
		text := lang.L("cli.unknownCommand", map[string]any{"Command": args[0]})
		if near := nearestCommand(args[0]); near != "" {
			text += "; " + lang.L("cli.didYouMean", map[string]any{"Command": near})
		}
		return usageError(env, text, "")
	}
	c := commands[i]
	fs := pflag.NewFlagSet(c.name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SortFlags = false
	run := c.flags(fs)
	help := fs.BoolP("help", "h", false, lang.L("cli.flag.help"))
	if err := fs.Parse(args[1:]); err != nil {
		return usageError(env, err.Error(), c.name)
	}
	if *help {
		fmt.Fprint(env.Stdout, commandUsage(c, fs))
		return exitOK
	}
	err := run(env, fs.Args())
	var ue usageErr
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ue):
		return usageError(env, ue.text, c.name)
	}
	fmt.Fprintf(env.Stderr, "%s: %s\n", Name, message(err))
	return exitInput
}

// usageErr is a command used wrongly: too many or too few arguments.
type usageErr struct{ text string }

func (e usageErr) Error() string { return e.text }

// usageError says what was wrong with the command line, and where to read
// how it goes.
func usageError(env *Env, text, cmd string) int {
	helpCmd := Name + " --help"
	if cmd != "" {
		helpCmd = Name + " " + cmd + " --help"
	}
	fmt.Fprintf(env.Stderr, "%s: %s\n%s\n", Name, text, lang.L("cli.seeHelp", map[string]any{"Command": helpCmd}))
	return exitUsage
}

// inputErr is bad input, named by where it was given: an argument or an
// option's value.
type inputErr struct {
	what string
	err  error
}

func (e inputErr) Error() string { return e.what + ": " + e.err.Error() }
func (e inputErr) Unwrap() error { return e.err }

// message writes err in the window's words, after what it was about.
func message(err error) string {
	var ie inputErr
	if errors.As(err, &ie) {
		return ie.what + ": " + message(ie.err)
	}
	return words.Error(err)
}

// usage is the help of the program as a whole.
func usage() string {
	var s strings.Builder
	s.WriteString(lang.L("cli.usage", map[string]any{"Name": Name}))
	s.WriteString("\n")
	for _, c := range commands {
		fmt.Fprintf(&s, "  %-8s %s\n", c.name, lang.L(c.summary))
	}
	fmt.Fprintf(&s, "  %-8s %s\n\n", "help", lang.L("cli.help.summary", map[string]any{"Name": Name}))
	s.WriteString(lang.L("cli.options"))
	s.WriteString("\n  -h, --help     " + lang.L("cli.flag.help"))
	s.WriteString("\n      --version  " + lang.L("cli.flag.version") + "\n")
	return s.String()
}

// commandUsage is one command's help: how it is called, what it does and
// its options.
func commandUsage(c command, fs *pflag.FlagSet) string {
	return lang.L(c.usage, map[string]any{"Name": Name}) + "\n\n" +
		lang.L(c.how) + "\n\n" + lang.L("cli.options") + "\n" + fs.FlagUsages()
}

// schemeFlag adds --scheme to fs and returns a reader of its value.
func schemeFlag(fs *pflag.FlagSet) func(now time.Time) (core.Scheme, bool, error) {
	text := fs.String("scheme", "", lang.L("cli.flag.scheme"))
	return func(now time.Time) (core.Scheme, bool, error) {
		s, err := parseScheme(*text, now)
		return s, *text != "", err
	}
}

// parseScheme reads a scheme's name, twitter or discord, or a custom
// epoch; blank is Twitter.
func parseScheme(text string, now time.Time) (core.Scheme, error) {
	if strings.TrimSpace(text) == "" {
		return core.Twitter, nil
	}
	if s, ok := core.PresetNamed(text); ok {
		return s, nil
	}
	epoch, err := core.ParseEpoch(text, now.UnixMilli())
	if err != nil && !errors.Is(err, core.ErrEpochRange) {
		err = errors.New(lang.L("cli.badScheme"))
	}
	if err != nil {
		return core.Scheme{}, inputErr{"--scheme", err}
	}
	return core.Scheme{Name: words.CustomName, Epoch: epoch}, nil
}

// idKind is what IDs are read or issued as: a scheme (--scheme, or
// neither option: Twitter's), or another layout (--layout).
type idKind struct {
	layout   core.Layout
	scheme   core.Scheme // when isScheme
	isScheme bool
	given    bool // --scheme or --layout was given
}

// layoutFlags adds --scheme and --layout to fs, of which one may be given.
func layoutFlags(fs *pflag.FlagSet) func(now time.Time) (idKind, error) {
	scheme := schemeFlag(fs)
	layout := fs.String("layout", "", lang.L("cli.flag.layout"))
	return func(now time.Time) (idKind, error) {
		if fs.Changed("layout") && fs.Changed("scheme") {
			return idKind{}, usageErr{lang.L("cli.layoutAndScheme")}
		}
		if fs.Changed("layout") {
			l, err := findLayout(*layout, now)
			return idKind{layout: l, given: true}, err
		}
		s, given, err := scheme(now)
		return idKind{layout: s.Layout(), scheme: s, isScheme: true, given: given}, err
	}
}

// newGenerator returns a generator of k's IDs with the plain fields'
// values, one per field of its layout, issuing through ledger.
func (k idKind) newGenerator(values []int64, ledger issue.Ledger) (*issue.Generator, error) {
	if k.isScheme {
		return issue.NewSharedGenerator(k.scheme, values[1], values[2], ledger, issue.SystemClock())
	}
	return issue.NewLayoutGenerator(k.layout, values, ledger, issue.SystemClock())
}
