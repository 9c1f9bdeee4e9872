package cli

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"strings"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/core/find"
)

// inputs are the sources the arguments name, or standard input when there
// are none and something is piped in.
func inputs(env *Env, args []string) ([]source, error) {
	if len(args) > 0 {
		return readArgs(args)
	}
	if env.StdinIsTerminal {
		return nil, usageErr{lang.L("cli.decode.nothing")}
	}
	return []source{{name: lang.L("cli.stdin"), stream: env.Stdin}}, nil
}

// source is where IDs come from: IDs given as arguments, or a file or
// standard input, read as a stream.
type source struct {
	found  *find.Findings
	name   string
	path   string    // a file to open: a regular one, a pipe or a device
	stream io.Reader // or a stream at hand
}

// readArgs reads decode's arguments: IDs and links, or files. An argument
// that is none of them fails with what is wrong with it: as an ID when it
// looks like one, else as a file.
func readArgs(args []string) ([]source, error) {
	var sources []source
	for _, arg := range args {
		f, err := find.ReadIDOrLink(arg)
		w, wide := find.ReadWideID(arg)
		if wide {
			f, err = find.Found{Source: find.FromWide}, nil
		}
		if err != nil {
			info, statErr := os.Stat(arg)
			switch {
			case statErr == nil && info.IsDir():
				return nil, inputErr{arg, errors.New(lang.L("cli.isFolder"))}
			case statErr == nil:
				sources = append(sources, source{name: arg, path: arg})
				continue
			case find.WideIDError(arg) != nil:
				return nil, inputErr{arg, find.WideIDError(arg)}
			case looksLikeID(arg):
				return nil, inputErr{arg, err}
			case errors.Is(statErr, fs.ErrNotExist):
				return nil, inputErr{arg, errors.New(lang.L("cli.noSuchFile"))}
			}
			return nil, inputErr{arg, statErr}
		}
		if n := len(sources); n == 0 || sources[n-1].found == nil {
			sources = append(sources, source{found: &find.Findings{}})
		}
		found := sources[len(sources)-1].found
		if wide {
			f.ID = int64(len(found.Wide))
			found.Wide = append(found.Wide, w)
		}
		found.IDs = append(found.IDs, f)
		found.Lines++
	}
	return sources, nil
}

// looksLikeID reports whether an argument that is neither an ID nor a file
// was meant as an ID or a link: it starts with a digit, after a sign, or
// names a web address.
func looksLikeID(arg string) bool {
	t := strings.TrimLeft(strings.TrimSpace(arg), "+-")
	return t != "" && t[0] >= '0' && t[0] <= '9' || strings.Contains(arg, "://")
}
