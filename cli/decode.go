package cli

import (
	"errors"
	"io"
	"os"
	"slices"
	"strings"

	"fyne.io/fyne/v2/lang"
	"github.com/spf13/pflag"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/decoded"
	"snowflakeid/stats"
	"snowflakeid/words"
)

// pieceSize is how much of a stream is read at once. What is read is
// decoded and written before more is read, so a log of any length takes
// the memory of one piece, and rows are written as soon as their line is
// read when the input pauses (tail -f).
const pieceSize = 1 << 20

// maxToken caps how long a stream's piece may grow to hold one token (a
// number, a link, a word) or a line of one number that has not ended.
const maxToken = 64 << 20

// decodeOptions are what decode's options say.
type decodeOptions struct {
	spec        decoded.ExportSpec
	schemeGiven bool
	wide        *core.Layout // a layout with a width given: only its IDs are read
}

// decodeFlags adds decode's options to fs.
func decodeFlags(fs *pflag.FlagSet) func(env *Env, args []string) error {
	kind := layoutFlags(fs)
	asJSON := fs.Bool("json", false, lang.L("cli.flag.json"))
	asJSONL := fs.Bool("jsonl", false, lang.L("cli.flag.jsonl"))
	asCSV := fs.Bool("csv", false, lang.L("cli.flag.csv"))
	columns := fs.String("columns", "", lang.L("cli.flag.columns"))
	noHeader := fs.Bool("no-header", false, lang.L("cli.flag.noHeader"))
	discord := fs.String("discord-style", "", lang.L("cli.flag.discordStyle"))
	return func(env *Env, args []string) error {
		format, err := chooseFormat(*asJSON, *asJSONL, *asCSV)
		if err != nil {
			return err
		}
		k, err := kind(env.Now())
		if err != nil {
			return err
		}
		o := readingOptions(k)
		o.spec.Format, o.spec.NoHeader = format, *noHeader
		if fs.Changed("discord-style") {
			if len(*discord) != 1 || !strings.Contains(core.DiscordStyles, *discord) {
				return usageErr{lang.L("cli.discordStyle", map[string]any{"Style": *discord, "Styles": core.DiscordStyles})}
			}
			o.spec.Discord = rune((*discord)[0])
		}
		if fs.Changed("columns") {
			if o.spec.Columns, err = parseColumns(*columns, o.spec); err != nil {
				return err
			}
		} else if o.spec.Layout != nil {
			o.spec.Columns = decoded.LayoutColumns(*o.spec.Layout)
		}
		if !fs.Changed("columns") && o.spec.Discord != 0 {
			if o.spec.Columns == nil {
				o.spec.Columns = decoded.TableColumns()
			}
			o.spec.Columns = append(o.spec.Columns, decoded.ColDiscord)
		}
		sources, err := inputs(env, args)
		if err != nil {
			return err
		}
		d := decoding{env: env, opts: o, seen: new(decoded.Seen)}
		return d.run(sources)
	}
}

// readingOptions are the options of reading IDs in the layout or scheme
// k: a layout with a width reads its IDs alone.
func readingOptions(k idKind) decodeOptions {
	o := decodeOptions{schemeGiven: k.given}
	o.spec.Scheme = k.scheme
	switch {
	case k.layout.Wide():
		o.wide, o.spec.Scheme = &k.layout, core.Twitter
		o.spec.Columns = wideColumns()
	case !k.isScheme:
		o.spec.Layout = &k.layout
	}
	return o
}

// chooseFormat is the format the options --json, --jsonl and --csv
// choose, of which one may be given; tab-separated text with none.
func chooseFormat(asJSON, asJSONL, asCSV bool) (decoded.Format, error) {
	switch {
	case asJSON && (asCSV || asJSONL) || asCSV && asJSONL:
		return 0, usageErr{lang.L("cli.oneFormat")}
	case asJSON:
		return decoded.JSON, nil
	case asJSONL:
		return decoded.JSONL, nil
	case asCSV:
		return decoded.CSV, nil
	}
	return decoded.TSV, nil
}

// parseColumns reads --columns: export names separated by commas, of
// the scheme's columns or the layout's.
func parseColumns(text string, spec decoded.ExportSpec) ([]int, error) {
	all := decoded.TableColumns()
	name := func(col int) string { return decoded.ExportColumnName(spec.Scheme, col) }
	if spec.Layout != nil {
		all = decoded.LayoutColumns(*spec.Layout)
		name = func(col int) string { return decoded.LayoutColumnName(*spec.Layout, col) }
	}
	all = append(all, decoded.ColUnixMs, decoded.ColDiscord)
	names := make([]string, len(all))
	for i, col := range all {
		names[i] = name(col)
	}
	var cols []int
	for given := range strings.SplitSeq(text, ",") {
		given = strings.TrimSpace(given)
		i := slices.IndexFunc(names, func(n string) bool { return strings.EqualFold(n, given) })
		if i < 0 {
			return nil, usageErr{lang.L("cli.badColumn", map[string]any{"Column": given, "Columns": strings.Join(names, ",")})}
		}
		if slices.Contains(cols, all[i]) {
			return nil, usageErr{lang.L("cli.columnTwice", map[string]any{"Column": names[i]})}
		}
		cols = append(cols, all[i])
	}
	return cols, nil
}

// wideColumns are the columns of IDs of a layout with a width: the
// table's but the datacenter, machine and sequence, which they do not
// have; the machine formats add the layout and its fields.
func wideColumns() []int {
	return []int{decoded.ColID, decoded.ColUTC, decoded.ColLocal, decoded.ColRelative, decoded.ColGap, decoded.ColFlags}
}

// sourceErr is a source that could not be read: it is left out, and said.
type sourceErr struct{ text string }

func (e sourceErr) Error() string { return e.text }

// decoding writes the rows of every source as one export.
type decoding struct {
	env     *Env
	opts    decodeOptions
	seen    *decoded.Seen // the IDs written, for flagging repeats across pieces and files
	export  *decoded.Export
	collect *stats.Collector // for the stats command, which gathers the rows instead of writing them
	begun   bool             // IDs were read: the scheme is chosen
	counts  find.Findings    // what was found in all, without its IDs
	skipped int              // sources left out
}

// run decodes the sources in turn. A source that cannot be read is left
// out and said on standard error; when none could be, nothing is written
// and run fails. Finding no ID is no failure: the export is written empty.
func (d *decoding) run(sources []source) error {
	for _, src := range sources {
		var err error
		switch {
		case src.found != nil:
			err = d.write(*src.found, true)
		case src.stream != nil:
			err = d.stream(src.name, src.stream)
		default:
			err = d.file(src)
		}
		var se sourceErr
		switch {
		case errors.As(err, &se):
			d.skipped++
			d.say(se.text)
		case err != nil:
			return err // standard output cannot be written
		}
	}
	if d.skipped == len(sources) {
		return errors.New(lang.L("cli.nothingRead"))
	}
	rows := 0
	if d.collect != nil {
		rows = d.collect.Len()
	} else {
		if err := d.begin().Close(); err != nil {
			return err
		}
		rows = d.export.Rows()
	}
	if rows == 0 {
		d.say(words.Count("many.none", d.counts.Lines, nil))
	}
	for _, t := range []struct {
		key   string
		count int
	}{{"many.negative", d.counts.Negative}, {"many.tooLarge", d.counts.TooLarge}} {
		if t.count > 0 {
			d.say(words.Count(t.key, t.count, nil))
		}
	}
	return nil
}

// say writes a note on standard error.
func (d *decoding) say(text string) {
	_, _ = io.WriteString(d.env.Stderr, Name+": "+text+"\n")
}

// file decodes a file as a stream.
func (d *decoding) file(src source) error {
	f, err := os.Open(src.path)
	if err != nil {
		return sourceErr{lang.L("many.readError", map[string]any{"Name": src.name, "Error": words.Error(err)})}
	}
	defer f.Close()
	return d.stream(src.name, f)
}

// stream decodes r a piece at a time: each piece is what one read gives,
// up to pieceSize, and the rows found are written out whenever a read
// comes back short, as it does when the input pauses.
func (d *decoding) stream(name string, r io.Reader) error {
	r, err := decoded.TextReader(r)
	if err != nil {
		return sourceErr{lang.L("many.readError", map[string]any{"Name": name, "Error": words.Error(err)})}
	}
	buf := make([]byte, pieceSize)
	f := find.Finder{Now: d.env.Now().UnixMilli(), HashLines: d.collect != nil}
	kept, sniffed := 0, 0 // bytes of the piece before left to read again; bytes looked at for zeros
	for {
		n, err := r.Read(buf[kept:])
		if err != nil && !errors.Is(err, io.EOF) {
			return sourceErr{lang.L("many.readError", map[string]any{"Name": name, "Error": words.Error(err)})}
		}
		data := buf[:kept+n]
		if sniffed < decoded.BinarySniff && decoded.IsBinary(data[kept:min(kept+n, kept+decoded.BinarySniff-sniffed)]) {
			return sourceErr{lang.L("many.binary", map[string]any{"Name": name})}
		}
		sniffed += n
		if errors.Is(err, io.EOF) {
			f.Scan(data)
			return d.write(f.Take(), true)
		}
		used := f.Feed(data)
		found := f.Take()
		if werr := d.write(found, kept+n < len(buf)); werr != nil {
			return werr
		}
		f.Recycle(found) // written out: nothing holds it
		kept = copy(buf, data[used:])
		if kept == len(buf) { // one token fills the piece
			if len(buf) >= maxToken {
				return sourceErr{lang.L("cli.tokenTooLong", map[string]any{"Name": name, "Size": maxToken >> 20})}
			}
			buf = append(buf, make([]byte, len(buf))...)
		}
	}
}

// write writes the rows of what was found, and writes them out of the
// buffer when flush is set. Unless a scheme was given, the first IDs read
// decide it: the scheme of their links, when all are links to one service,
// else Twitter's.
func (d *decoding) write(found find.Findings, flush bool) error {
	d.counts.Lines += found.Lines
	d.counts.Negative += found.Negative
	d.counts.TooLarge += found.TooLarge
	if w := d.opts.wide; w != nil {
		found = onlyLayout(found, *w)
	}
	if len(found.IDs) > 0 {
		if linked, ok := decoded.LinksScheme(found.IDs); ok && !d.opts.schemeGiven && !d.begun {
			d.opts.spec.Scheme = linked
		}
		d.begun = true
		var list *decoded.List
		if l := d.opts.spec.Layout; l != nil {
			list = decoded.NewInLayout(found, *l, d.env.Now())
		} else {
			list = decoded.New(found, d.opts.spec.Scheme, d.env.Now())
		}
		list.MarkAfter(d.seen)
		if d.collect != nil {
			list.Collect(d.collect)
			return nil
		}
		if err := d.begin().Write(list); err != nil {
			return err
		}
	}
	if flush && d.export != nil {
		return d.export.Flush()
	}
	return nil
}

// onlyLayout keeps of found the IDs of l, a layout with a width: decode
// --layout uuidv7 reads UUIDv7s alone.
func onlyLayout(found find.Findings, l core.Layout) find.Findings {
	kept := found
	kept.IDs, kept.Wide = nil, nil
	for _, f := range found.IDs {
		if f.Source != find.FromWide || !found.Wide[f.ID].Layout.Equal(l) {
			continue
		}
		kept.IDs = append(kept.IDs, find.Found{ID: int64(len(kept.Wide)), Source: find.FromWide})
		kept.Wide = append(kept.Wide, found.Wide[f.ID])
	}
	return kept
}

// begin starts the export, the first time.
func (d *decoding) begin() *decoded.Export {
	if d.export == nil {
		d.export = decoded.NewExport(d.env.Stdout, d.opts.spec)
	}
	return d.export
}
