package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"fyne.io/fyne/v2/lang"
	"github.com/spf13/pflag"

	"snowflakeid/core"
	"snowflakeid/words"
)

// layoutsFlags adds nothing to fs: layouts lists the layouts the app
// knows, and layouts show writes one as a layout file.
func layoutsFlags(*pflag.FlagSet) func(env *Env, args []string) error {
	return func(env *Env, args []string) error {
		switch {
		case len(args) == 0:
			return listLayouts(env)
		case len(args) == 2 && args[0] == "show":
			l, err := findLayout(args[1], env.Now())
			if err != nil {
				return err
			}
			_, err = env.Stdout.Write(core.WriteLayoutFile(l))
			return err
		}
		return usageErr{lang.L("cli.layouts.args")}
	}
}

// listLayouts writes the presets, one a line, with their epochs and their
// fields from the highest bit down.
func listLayouts(env *Env) error {
	w := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, lang.L("cli.layouts.header"))
	for _, p := range core.LayoutPresets() {
		fmt.Fprintf(w, "%s\t%s\t%d\t%s\t%s\n", p.Name, words.ISOTime(p.Epoch), p.TotalBits(), p.Form, fieldsText(p.Layout))
	}
	return w.Flush()
}

// fieldsText writes l's fields for people: "timestamp 41×1ms, datacenter
// 5, machine 5, sequence 12", "unix_ts_ms 48×1ms, ver 4 = 7, rand_a 12
// (random), …", "time_high 12×100ns (from bit 48)".
func fieldsText(l core.Layout) string {
	parts := make([]string, len(l.Fields))
	for i, f := range l.Fields {
		text := f.Name + " " + strconv.Itoa(f.Bits)
		switch f.Role {
		case core.RoleTime:
			text += "×" + f.UnitText()
		case core.RoleSequence:
			if f.Name != "sequence" {
				text += " (" + lang.L("cli.layouts.sequence") + ")"
			}
		case core.RoleRandom:
			text += " (" + lang.L("cli.layouts.random") + ")"
		case core.RoleFixed:
			text += " = " + strconv.FormatUint(f.Value, 10)
		}
		if f.From > 0 {
			text += " (" + lang.L("cli.layouts.fromBit", map[string]any{"Bit": f.From}) + ")"
		}
		parts[i] = text
	}
	return strings.Join(parts, ", ")
}

// findLayout is the preset called text, in any case, or the layout in
// the layout file text names: always a file when it is written with a
// path separator, so that ./twitter can be read beside the preset.
func findLayout(text string, now time.Time) (core.Layout, error) {
	if p, ok := core.LayoutNamed(text); ok && !strings.ContainsAny(text, `/`+string(filepath.Separator)) {
		return p.Layout, nil
	}
	data, err := readLayoutFile(text)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		names := make([]string, 0, 16)
		for _, p := range core.LayoutPresets() {
			names = append(names, p.Name)
		}
		return core.Layout{}, inputErr{text, errors.New(lang.L("cli.noSuchLayout", map[string]any{"Names": strings.Join(names, ", ")}))}
	case err != nil:
		return core.Layout{}, inputErr{text, err}
	}
	return core.ReadLayoutFile(text, data, now)
}

// readLayoutFile reads the file called name, up to one byte past the
// largest a layout file may be ([core.ReadLayoutFile] refuses that), so
// that /dev/zero or a large file is refused at once, not read whole.
func readLayoutFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, core.MaxLayoutFileSize+1))
}
