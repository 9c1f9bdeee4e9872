package core

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"snowflakeid/core/textform"
)

// A layout file is a small TOML file that saves, shares and reads one
// [Layout]:
//
//	name = "Nextcloud"
//	epoch = 2025-10-01T00:00:00Z   # or Unix milliseconds, as an integer
//	[[field]]                      # from the highest bit down
//	name = "seconds"
//	bits = 31
//	time = "1s"                    # a time field and its unit
//	[[field]]
//	name = "sequence"
//	bits = 12
//	sequence = true
//
// A field with neither time nor sequence is a plain number. Units are Go
// durations of whole microseconds or more: 1us, 1ms, 10ms, 1s. An unknown
// key is an error, so that a typo cannot change a layout unseen.

// layoutFile is a layout file as TOML holds it.
// Its values are read as they come, so that a value of the wrong kind is
// told with the line it is on.
type layoutFile struct {
	Name  any         `toml:"name"`
	Epoch any         `toml:"epoch"`
	Width any         `toml:"width"`
	Form  any         `toml:"form"`
	Field []fieldFile `toml:"field"`
}

type fieldFile struct {
	Name, Bits, Time, Sequence, Random, Fixed any
	FromBit                                   any `toml:"from_bit"`
}

// fieldOut is a field as a layout file writes it.
type fieldOut struct {
	Name     string  `toml:"name"`
	Bits     int     `toml:"bits"`
	Time     string  `toml:"time,omitempty"`
	FromBit  int     `toml:"from_bit,omitzero"`
	Sequence bool    `toml:"sequence,omitempty"`
	Random   bool    `toml:"random,omitempty"`
	Fixed    *uint64 `toml:"fixed,omitempty"`
}

// MaxLayoutFileSize is the most bytes a layout file may hold. A layout
// takes a few hundred bytes; one of 63 fields with the longest names,
// under 5 KiB. Whoever reads a layout file reads at most one byte more.
const MaxLayoutFileSize = 64 << 10

// The mistakes a layout file can hold besides a layout's own.
var (
	ErrLayoutFileSize      = fmt.Errorf("the file is larger than %d KiB, and a layout file takes a few hundred bytes: it is no layout file", MaxLayoutFileSize>>10)
	ErrLayoutFileKey       = errors.New("this key means nothing in a layout file (name, epoch, width, form and field; a field's name, bits, time, from_bit, sequence, random and fixed)")
	ErrLayoutFileEpoch     = errors.New("the epoch is a date-time with its offset (2025-10-01T00:00:00Z) or Unix milliseconds")
	ErrLayoutFileNoEpoch   = errors.New("the file gives no epoch")
	ErrLayoutFileEpochMs   = errors.New("the epoch is given to the millisecond at most")
	ErrLayoutFileTimeAndSq = errors.New("a field is one of a time field, the sequence, random bits or a fixed value, not two")
	ErrLayoutFileForm      = errors.New("the form is one of " + strings.Join(textform.Names(), ", "))
	ErrLayoutFileFixed     = errors.New("a fixed value is a whole number, 0 or more")
	ErrLayoutFileUnit      = errors.New("a time unit is written as a Go duration of whole microseconds or more, up to 2562047h: 1us, 1ms, 10ms, 1s")
	ErrLayoutFileKind      = errors.New("the value is of the wrong kind: a name, a form and a time unit are text in quotes, bits, width, from_bit and fixed whole numbers, sequence and random true or false")
	ErrLayoutFileTable     = errors.New("each field is a table written [[field]], with two brackets on each side; [field] is one table, not a list of fields")
	ErrLayoutFileNumber    = errors.New("the number is too large: bits are a few dozen at most, and an epoch in milliseconds has at most 13 digits")
)

// LayoutFileError is a layout file that could not be read: where, and why.
type LayoutFileError struct {
	File string
	Line int    // from 1; 0 when the line is not known
	Key  string // the key at fault, as field.bits; empty when none is
	Err  error
}

func (e *LayoutFileError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	if e.Key != "" {
		fmt.Fprintf(&b, ": %s", e.Key)
	}
	fmt.Fprintf(&b, ": %v", e.Err)
	return b.String()
}

func (e *LayoutFileError) Unwrap() error { return e.Err }

// ReadLayoutFile reads the layout that data, the layout file called file,
// holds. Every error is a [*LayoutFileError] naming the file, the line
// and the key, around a [*LayoutError] when the layout itself cannot be.
// now bounds the epoch.
func ReadLayoutFile(file string, data []byte, now time.Time) (Layout, error) {
	fail := func(line int, key string, err error) (Layout, error) {
		return Layout{}, &LayoutFileError{File: file, Line: line, Key: key, Err: err}
	}
	if len(data) > MaxLayoutFileSize {
		return fail(0, "", ErrLayoutFileSize)
	}
	lines := keyLines(data)
	if err := checkTOML(file, data, lines); err != nil {
		return Layout{}, err
	}
	var raw layoutFile
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&raw)
	if err != nil {
		return fail(0, "", err)
	}
	if undecoded := md.Undecoded(); len(undecoded) > 0 {
		key := undecoded[0].String()
		return fail(lines.find(key), key, ErrLayoutFileKey)
	}
	l := Layout{Fields: make([]Field, len(raw.Field))}
	var ok bool
	if l.Name, ok = orZero[string](raw.Name); !ok {
		return fail(lines.top["name"], "name", ErrLayoutFileKind)
	}
	width, widthOK := orZero[int64](raw.Width)
	form, formOK := orZero[string](raw.Form)
	switch {
	case !widthOK:
		return fail(lines.top["width"], "width", ErrLayoutFileKind)
	case !formOK:
		return fail(lines.top["form"], "form", ErrLayoutFileKind)
	case form != "":
		if l.Form, ok = textform.Named(form); !ok {
			return fail(lines.top["form"], "form", ErrLayoutFileForm)
		}
	}
	l.Width = int(max(min(width, 1<<16), -1))
	if l.Epoch, err = fileEpoch(raw.Epoch); err != nil {
		return fail(lines.top["epoch"], "epoch", err)
	}
	for i, raw := range raw.Field {
		f, key, err := fileField(raw, l.Wide())
		if err != nil {
			return fail(lines.fieldLine(i, key), "field."+key, err)
		}
		l.Fields[i] = f
	}
	if err := l.Validate(now); err != nil {
		line, key := lines.blame(err)
		return fail(line, key, err)
	}
	return l, nil
}

// checkTOML reads data as TOML of any shape first, so that what the
// library would say in Go's terms (a number past 64 bits, [field] for
// [[field]]) is said in a person's, as a [*LayoutFileError].
func checkTOML(file string, data []byte, lines fileLines) error {
	fail := func(line int, key string, err error) error {
		return &LayoutFileError{File: file, Line: line, Key: key, Err: err}
	}
	var loose map[string]any
	if _, err := toml.Decode(string(data), &loose); err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			if strings.Contains(pe.Message, "out of range") { // a number past int64
				return fail(pe.Position.Line, pe.LastKey, ErrLayoutFileNumber)
			}
			return fail(pe.Position.Line, pe.LastKey, errors.New(pe.Message))
		}
		return fail(0, "", err)
	}
	switch fields := loose["field"].(type) {
	case nil, []map[string]any:
	case []any: // an inline array, field = [{…}, {…}]: of tables alone
		for _, f := range fields {
			if _, table := f.(map[string]any); !table {
				return fail(lines.find("field"), "field", ErrLayoutFileKind)
			}
		}
	case map[string]any:
		return fail(lines.top["[field]"], "field", ErrLayoutFileTable)
	default:
		return fail(lines.find("field"), "field", ErrLayoutFileKind)
	}
	return nil
}

// orZero returns v as a T, and the zero T for a key not given.
func orZero[T any](v any) (T, bool) {
	if v == nil {
		var zero T
		return zero, true
	}
	t, ok := v.(T)
	return t, ok
}

// fileField reads one [[field]] table of a layout with a width or
// without, or names its key at fault.
func fileField(raw fieldFile, wide bool) (Field, string, error) {
	name, nameOK := orZero[string](raw.Name)
	bits, bitsOK := orZero[int64](raw.Bits)
	unit, unitOK := orZero[string](raw.Time)
	sequence, sequenceOK := orZero[bool](raw.Sequence)
	random, randomOK := orZero[bool](raw.Random)
	from, fromOK := orZero[int64](raw.FromBit)
	fixed, fixedOK := orZero[int64](raw.Fixed)
	for i, ok := range []bool{nameOK, bitsOK, unitOK, sequenceOK, randomOK, fromOK, fixedOK} {
		if !ok {
			return Field{}, []string{"name", "bits", "time", "sequence", "random", "from_bit", "fixed"}[i], ErrLayoutFileKind
		}
	}
	f := Field{Name: name, Bits: int(max(min(bits, 1<<16), -1)), From: int(max(min(from, 1<<16), -1))}
	roles, second := 0, ""
	for i, given := range []bool{unit != "", sequence, random, raw.Fixed != nil} {
		if given {
			if roles++; roles == 2 {
				second = []string{"time", "sequence", "random", "fixed"}[i]
			}
		}
	}
	switch {
	case roles > 1:
		return Field{}, second, ErrLayoutFileTimeAndSq
	case sequence:
		f.Role = RoleSequence
	case random:
		f.Role = RoleRandom
	case raw.Fixed != nil:
		if fixed < 0 {
			return Field{}, "fixed", ErrLayoutFileFixed
		}
		f.Role, f.Value = RoleFixed, uint64(fixed)
	case unit != "":
		d, err := time.ParseDuration(unit)
		if err != nil || d <= 0 || !wide && (d < time.Microsecond || d%time.Microsecond != 0) {
			return Field{}, "time", ErrLayoutFileUnit
		}
		f.Role, f.Unit = RoleTime, d
	}
	return f, "", nil
}

// fileEpoch reads a layout file's epoch.
func fileEpoch(v any) (int64, error) {
	switch e := v.(type) {
	case nil:
		return 0, ErrLayoutFileNoEpoch
	case int64:
		if tenDigits(e) {
			return 0, ErrEpochSeconds
		}
		return e, nil
	case time.Time:
		switch e.Location().String() { // TOML's local date-times, dates and times have no offset
		case "datetime-local", "date-local", "time-local":
			return 0, ErrLayoutFileEpoch
		}
		if e.Nanosecond()%int(time.Millisecond) != 0 {
			return 0, ErrLayoutFileEpochMs
		}
		return e.UnixMilli(), nil
	}
	return 0, ErrLayoutFileEpoch
}

// WriteLayoutFile writes l as a layout file that [ReadLayoutFile] reads
// back as l.
func WriteLayoutFile(l Layout) []byte {
	raw := struct {
		Name  string     `toml:"name"`
		Epoch time.Time  `toml:"epoch"`
		Width int        `toml:"width,omitzero"`
		Form  string     `toml:"form,omitempty"`
		Field []fieldOut `toml:"field"`
	}{Name: l.Name, Epoch: time.UnixMilli(l.Epoch).UTC(), Width: l.Width, Field: make([]fieldOut, len(l.Fields))}
	if l.Wide() {
		raw.Form = l.Form.String()
	}
	for i, f := range l.Fields {
		raw.Field[i] = fieldOut{Name: f.Name, Bits: f.Bits, Sequence: f.Role == RoleSequence, Random: f.Role == RoleRandom}
		switch f.Role {
		case RoleTime:
			raw.Field[i].Time, raw.Field[i].FromBit = f.UnitText(), f.From
		case RoleFixed:
			raw.Field[i].Fixed = &l.Fields[i].Value
		}
	}
	var b bytes.Buffer
	if l.Wide() {
		fmt.Fprintf(&b, "# An ID layout of %d bits, written in %s: its fields from the highest bit down.\n", l.Width, l.Form)
	} else {
		b.WriteString("# A Snowflake ID layout: its fields from the highest bit down; the bits above them are 0.\n")
	}
	enc := toml.NewEncoder(&b)
	enc.Indent = ""
	if err := enc.Encode(raw); err != nil {
		panic(err) // a struct of strings, numbers and a time always encodes
	}
	return b.Bytes()
}
