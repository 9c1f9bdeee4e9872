package cli

import (
	"encoding/json"
	"io"
	"strconv"

	"fyne.io/fyne/v2/lang"
	"github.com/spf13/pflag"

	"snowflakeid/decoded"
	"snowflakeid/stats"
	"snowflakeid/words"
)

// statsFlags adds the stats command's options to fs.
func statsFlags(fs *pflag.FlagSet) func(env *Env, args []string) error {
	kind := layoutFlags(fs)
	asJSON := fs.Bool("json", false, lang.L("cli.flag.statsJSON"))
	return func(env *Env, args []string) error {
		k, err := kind(env.Now())
		if err != nil {
			return err
		}
		sources, err := inputs(env, args)
		if err != nil {
			return err
		}
		d := decoding{env: env, opts: readingOptions(k), seen: new(decoded.Seen), collect: new(stats.Collector)}
		if err := d.run(sources); err != nil {
			return err
		}
		r := d.collect.Report()
		if *asJSON {
			return writeStatsJSON(env.Stdout, r)
		}
		if r.IDs == 0 {
			return nil // run said so
		}
		for _, f := range decoded.Findings(r) {
			if _, err := io.WriteString(env.Stdout, f.Text+"\n"); err != nil {
				return err
			}
		}
		return nil
	}
}

// The report as JSON: its keys never change with the language.
type (
	statsJSON struct {
		IDs        int             `json:"ids"`
		Duplicates int             `json:"duplicates"`
		InOrder    bool            `json:"in_time_order"`
		Behind     int             `json:"rows_behind"`
		Ahead      int             `json:"rows_ahead"`
		Generators []generatorJSON `json:"generators"`
		Layouts    []layoutJSON    `json:"layouts"`
		Repeats    []repeatJSON    `json:"repeats"`
		Steps      []stepJSON      `json:"steps_back"`
		Skewed     []skewJSON      `json:"skewed_clocks"`
		FullTicks  []fullTickJSON  `json:"full_ticks"`
	}
	generatorJSON struct {
		Layout        string         `json:"layout"`
		Fields        map[string]any `json:"fields"`
		Count         int            `json:"count"`
		FirstUTC      string         `json:"first_utc,omitempty"`
		LastUTC       string         `json:"last_utc,omitempty"`
		PerSecond     *float64       `json:"per_second,omitempty"`
		BusiestSecond *int64         `json:"busiest_second,omitempty"`
		BusiestUTC    string         `json:"busiest_second_utc,omitempty"`
		Backward      int            `json:"backward"`
		LargestBackMs int64          `json:"largest_backward_ms"`
		Cited         int            `json:"cited"`
		Ahead         int            `json:"ahead"`
	}
	layoutJSON struct {
		Name       string `json:"name"`
		RunsOutUTC string `json:"runs_out_utc,omitempty"`
	}
	repeatJSON struct {
		Generator int   `json:"generator"`
		Rows      []int `json:"rows"`
		SameLine  bool  `json:"same_line"`
		Cited     bool  `json:"cited"`
	}
	stepJSON struct {
		Generator int    `json:"generator"`
		Row       int    `json:"row"`
		BackMs    int64  `json:"back_ms"`
		AtUTC     string `json:"at_utc"`
		FromUTC   string `json:"from_utc"`
	}
	skewJSON struct {
		Generator int   `json:"generator"`
		OffsetMs  int64 `json:"offset_ms"`
		Rows      int   `json:"rows"`
	}
	fullTickJSON struct {
		Generator int    `json:"generator"`
		StartUTC  string `json:"start_utc"`
		IDs       int    `json:"ids"`
	}
)

// maxSafeJSON is the largest integer a JSON reader that reads numbers as
// doubles keeps exactly: a field's value past it is written as a string.
const maxSafeJSON = 1<<53 - 1

// writeStatsJSON writes r as one JSON object. Generators are named in the
// other lists by their place in generators, from 0.
func writeStatsJSON(w io.Writer, r stats.Report) error {
	out := statsJSON{IDs: r.IDs, Duplicates: r.Duplicates, InOrder: r.InOrder, Behind: r.Behind, Ahead: r.Ahead, Generators: []generatorJSON{}, Layouts: []layoutJSON{},
		Repeats: []repeatJSON{}, Steps: []stepJSON{}, Skewed: []skewJSON{}, FullTicks: []fullTickJSON{}}
	for _, g := range r.Generators {
		j := generatorJSON{Layout: g.Layout, Fields: map[string]any{}, Count: g.Count, Backward: g.Backward, LargestBackMs: g.LargestBackMs, Cited: g.Cited, Ahead: g.Ahead}
		for _, f := range g.Fields {
			j.Fields[f.Name] = f.Value
			if f.Value > maxSafeJSON {
				j.Fields[f.Name] = strconv.FormatInt(f.Value, 10)
			}
		}
		if g.Timed {
			j.FirstUTC, j.LastUTC = words.ISOTime(g.FirstUnixMs), words.ISOTime(g.LastUnixMs)
		}
		if g.BusiestSecond > 0 { // it issued IDs in the list, not only cited older ones or ones ahead
			rate, busiest := g.PerSecond, g.BusiestSecond
			j.PerSecond, j.BusiestSecond, j.BusiestUTC = &rate, &busiest, words.ISOTime(g.BusiestUnixS*1000)
		}
		out.Generators = append(out.Generators, j)
	}
	for _, l := range r.Layouts {
		j := layoutJSON{Name: l.Name}
		if l.Timed {
			j.RunsOutUTC = words.ISOTime(l.RunsOutUnix)
		}
		out.Layouts = append(out.Layouts, j)
	}
	for _, rep := range r.Repeats {
		out.Repeats = append(out.Repeats, repeatJSON{rep.Generator, rep.Rows, rep.SameLine, rep.Cited})
	}
	for _, s := range r.Steps {
		out.Steps = append(out.Steps, stepJSON{s.Generator, s.Row, s.BackMs, words.ISOTime(s.AtUnixMs), words.ISOTime(s.FromUnixMs)})
	}
	for _, s := range r.Skewed {
		out.Skewed = append(out.Skewed, skewJSON(s))
	}
	for _, f := range r.FullTicks {
		out.FullTicks = append(out.FullTicks, fullTickJSON{f.Generator, words.ISOTime(f.StartMicro / 1000), f.IDs})
	}
	e := json.NewEncoder(w)
	e.SetIndent("", "  ")
	return e.Encode(out)
}
