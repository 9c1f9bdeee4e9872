package terminal

import (
	"bytes"
	"errors"
	"io"
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"
	"github.com/spf13/pflag"

	"snowflakeid/core"
	"snowflakeid/gui/decoded"
	"snowflakeid/gui/words"
)

// pieceSize is how much of a stream is read at once: it ends at the last
// line end in it, and is decoded and written before the next is read, so
// a log of any length takes the memory of one piece.
const pieceSize = 1 << 20

// binarySniff is how much of a stream is looked at for zero bytes, which
// text does not have.
const binarySniff = 8000

// decodeFlags adds decode's options to fs.
func decodeFlags(fs *pflag.FlagSet) func(env *Env, args []string) error {
	scheme := schemeFlag(fs)
	asJSON := fs.Bool("json", false, lang.L("cli.flag.json"))
	asCSV := fs.Bool("csv", false, lang.L("cli.flag.csv"))
	discord := fs.String("discord-style", "", lang.L("cli.flag.discordStyle"))
	return func(env *Env, args []string) error {
		if *asJSON && *asCSV {
			return usageErr{lang.L("cli.jsonOrCSV")}
		}
		var style rune
		if fs.Changed("discord-style") {
			if len(*discord) != 1 || !strings.Contains(core.DiscordStyles, *discord) {
				return usageErr{lang.L("cli.discordStyle", map[string]any{"Style": *discord, "Styles": core.DiscordStyles})}
			}
			style = rune((*discord)[0])
		}
		format := decoded.TSV
		switch {
		case *asJSON:
			format = decoded.JSON
		case *asCSV:
			format = decoded.CSV
		}
		now := env.Now()
		s, given, err := scheme(now)
		if err != nil {
			return err
		}
		sources, err := readArgs(args)
		if err != nil {
			return err
		}
		if len(args) == 0 {
			if env.StdinIsTerminal {
				return usageErr{lang.L("cli.decode.nothing")}
			}
			sources = []source{{name: lang.L("cli.stdin"), stream: env.Stdin}}
		}
		d := decoding{out: env.Stdout, format: format, scheme: s, schemeGiven: given, now: now, discord: style}
		return d.run(sources)
	}
}

// source is where IDs come from: IDs given as arguments, or a file or
// standard input, read as a stream.
type source struct {
	found  []core.Found
	name   string
	path   string    // a file to open
	stream io.Reader // or a stream at hand
}

// readArgs reads decode's arguments: IDs and links, or files. An argument
// that is none of them fails with what is wrong with it as an ID.
func readArgs(args []string) ([]source, error) {
	var sources []source
	for _, arg := range args {
		f, err := core.ReadIDOrLink(arg)
		if err != nil {
			if info, statErr := os.Stat(arg); statErr == nil && info.Mode().IsRegular() {
				sources = append(sources, source{name: arg, path: arg})
				continue
			}
			return nil, inputErr{arg, err}
		}
		if n := len(sources); n > 0 && sources[n-1].found != nil {
			sources[n-1].found = append(sources[n-1].found, f)
			continue
		}
		sources = append(sources, source{found: []core.Found{f}})
	}
	return sources, nil
}

// decoding writes the rows of every source as one export.
type decoding struct {
	out         io.Writer
	format      decoded.Format
	scheme      core.Scheme
	schemeGiven bool
	now         time.Time
	export      *decoded.Export
	discord     rune // the style of a Discord timestamp column, or 0 for none
	lines       int
	rows        int
}

// run decodes the sources in turn. Reading nothing at all is bad input:
// the message says how many lines were read.
func (d *decoding) run(sources []source) error {
	for _, src := range sources {
		var err error
		switch {
		case src.found != nil:
			err = d.write(core.Findings{IDs: src.found, Lines: len(src.found)})
		case src.stream != nil:
			err = d.stream(src.name, src.stream)
		default:
			err = d.file(src)
		}
		if err != nil {
			return err
		}
	}
	if d.rows == 0 {
		return errors.New(words.Count("many.none", d.lines, nil))
	}
	return d.export.Close()
}

// file decodes a file as a stream.
func (d *decoding) file(src source) error {
	f, err := os.Open(src.path)
	if err != nil {
		return inputErr{src.name, err}
	}
	defer f.Close()
	return d.stream(src.name, f)
}

// stream decodes r a piece at a time.
func (d *decoding) stream(name string, r io.Reader) error {
	buf := make([]byte, pieceSize)
	kept := 0 // bytes after the last line end of the piece before
	for first := true; ; first = false {
		n, err := io.ReadFull(r, buf[kept:])
		end := errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
		if err != nil && !end {
			return inputErr{name, err}
		}
		data := buf[:kept+n]
		if first && bytes.IndexByte(data[:min(len(data), binarySniff)], 0) >= 0 {
			return errors.New(lang.L("many.binary", map[string]any{"Name": name}))
		}
		piece := data
		if i := bytes.LastIndexByte(data, '\n'); !end && i >= 0 {
			piece = data[:i+1]
		}
		f := core.Finder{List: core.IsList(piece)}
		f.Reserve(piece)
		f.Scan(piece)
		if err := d.write(f.Findings()); err != nil {
			return err
		}
		if end {
			return nil
		}
		kept = copy(buf, data[len(piece):])
	}
}

// write writes the rows of one piece. Unless a scheme was given, the
// first IDs read decide it: the scheme of their links, when all are links
// to one service, else Twitter's.
func (d *decoding) write(found core.Findings) error {
	d.lines += found.Lines
	if len(found.IDs) == 0 {
		return nil
	}
	if d.export == nil {
		if linked, ok := decoded.LinksScheme(found.IDs); ok && !d.schemeGiven {
			d.scheme = linked
		}
		d.export = decoded.NewExport(d.out, d.format, d.scheme)
		if d.discord != 0 {
			d.export.AddDiscord(d.discord)
		}
	}
	list := decoded.New(found, d.scheme, d.now)
	d.rows += list.Len()
	return d.export.Write(list)
}
