package core

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"snowflakeid/core/textform"
)

// Role is what a field of a [Layout] holds.
type Role int

const (
	// RoleNumber is a plain number: a node, a shard, a worker, a flag.
	RoleNumber Role = iota
	// RoleTime counts time units since the layout's epoch. A layout's time
	// fields add up, as Nextcloud's seconds and milliseconds do.
	RoleTime
	// RoleSequence counts the IDs made within one time unit. A layout has
	// at most one.
	RoleSequence
	// RoleRandom is random bits, drawn anew for each ID: a UUIDv7's rand_a
	// and rand_b, a ULID's 80 bits. Only a layout with a width has them.
	RoleRandom
	// RoleFixed holds a value every ID of the layout has: a UUID's version
	// and variant. An ID with another value there is not of the layout.
	RoleFixed
)

// Field is one field of a [Layout].
type Field struct {
	Name  string
	Bits  int
	Role  Role
	Unit  time.Duration // a time field's unit: whole microseconds, 1 µs or more; whole 100 ns in a layout with a width
	From  int           // a time field's lowest bit of the layout's time: UUIDv1's time_hi holds bits 48–59 of its time
	Value uint64        // a fixed field's value
}

// UnitText writes a time field's unit as a layout file does: a Go
// duration, with "us" for microseconds.
func (f Field) UnitText() string {
	return strings.ReplaceAll(f.Unit.String(), "µs", "us")
}

// Max returns the largest value the field holds, or the largest int64
// for a field of 63 bits or more.
func (f Field) Max() int64 {
	if f.Bits >= 63 {
		return math.MaxInt64
	}
	return 1<<f.Bits - 1
}

// MaxLayoutBits is how many bits a layout's fields may take in all. IDs
// are signed 64-bit numbers, as databases and most languages keep them,
// and their top bit stays 0.
const MaxLayoutBits = 63

// lastInstant is the latest instant a layout's time may reach, in Unix
// microseconds: the end of the year 9999, the last one RFC 3339 writes.
const lastInstant int64 = 253402300799999999

// Layout is an ID layout as data: a name, an epoch, and the fields from
// the highest bit down. Without a Width, its IDs are signed 64-bit
// numbers written in decimal, and the bits above the first field are
// zero; with one, they are Width bits wide, which the fields fill, and
// written in Form. Twitter's layout, Discord's, UUIDv7's and every family
// the app reads are presets ([LayoutPresets]); a person's own is read from
// a file ([ReadLayoutFile]).
type Layout struct {
	Name   string
	Epoch  int64 // Unix milliseconds; the time fields count from it
	Fields []Field
	Width  int           // bits, 64 to MaxWidth in whole bytes; 0 for a signed 64-bit number
	Form   textform.Form // how IDs are written; a layout without a width writes decimal
}

// The rules a [Layout] must keep, each the Err of a [*LayoutError].
var (
	ErrLayoutName      = errors.New("a layout needs a name")
	ErrLayoutNoFields  = errors.New("a layout needs at least one field")
	ErrLayoutWide      = fmt.Errorf("the fields take more than %d bits in all (IDs are signed 64-bit numbers, whose top bit stays 0)", MaxLayoutBits)
	ErrFieldBits       = errors.New("a field takes at least 1 bit")
	ErrFieldName       = errors.New("a field's name is one plain word of at most 32 letters, digits and _, starting with a letter")
	ErrFieldReserved   = errors.New("the columns every layout has already use this name, in any case (id, time_utc, time_local, relative, gap, flags, unix_ms, discord)")
	ErrFieldTwice      = errors.New("two fields have this name (names that differ only in case are one name)")
	ErrNoTimeField     = errors.New("a layout needs a time field")
	ErrTwoSequences    = errors.New("a layout has at most one sequence field")
	ErrTimeUnit        = errors.New("a time unit is a whole number of microseconds, 1 µs or more")
	ErrUnitNotTime     = errors.New("only a time field has a unit")
	ErrLayoutTimeSpan  = errors.New("the time fields reach past the year 9999")
	ErrTimeFieldShort  = errors.New("a time field under one of a larger unit counts up to that unit: it needs more bits")
	ErrLayoutHighBits  = errors.New("the ID has bits set above the layout's fields")
	ErrLayoutTimeRange = errors.New("the layout cannot hold this instant")
)

// LayoutError is a layout that cannot be: the rule it breaks and, when a
// field breaks it, which field.
type LayoutError struct {
	Layout string
	Field  int    // the field's place, 1 for the highest; 0 for the layout as a whole
	Name   string // the field's name
	Err    error
}

func (e *LayoutError) Error() string {
	if e.Field == 0 {
		return fmt.Sprintf("layout %q: %v", e.Layout, e.Err)
	}
	return fmt.Sprintf("layout %q, field %d (%q): %v", e.Layout, e.Field, e.Name, e.Err)
}

func (e *LayoutError) Unwrap() error { return e.Err }

// FieldRangeError is a value too large or negative for its field.
type FieldRangeError struct {
	Field string
	Max   int64
	Bits  int // the field's width, where it is past 63 bits and Max cannot say its largest value
}

func (e *FieldRangeError) Error() string {
	if e.Bits > 63 {
		return fmt.Sprintf("%s must be a whole number from 0 to 2^%d − 1", e.Field, e.Bits)
	}
	return fmt.Sprintf("%s must be a whole number from 0 to %d", e.Field, e.Max)
}

// reservedNames are the columns every layout's exports have besides its
// fields, or can be asked for (unix_ms, discord).
var reservedNames = []string{"id", "time_utc", "time_local", "relative", "gap", "flags", "unix_ms", "discord"}

// Validate reports the first rule l breaks, as a [*LayoutError], or nil.
// now bounds the epoch, which may not lie in the future.
func (l Layout) Validate(now time.Time) error {
	if problems := l.Problems(now); len(problems) > 0 {
		return problems[0]
	}
	return nil
}

// Problems lists every rule l breaks, the layout's own first, then each
// field's in l's order (one a field, the first it breaks), as an editor
// shows them: each under what is at fault. It is empty for a valid l.
func (l Layout) Problems(now time.Time) []*LayoutError {
	var problems []*LayoutError
	layoutErr := func(err error) { problems = append(problems, &LayoutError{Layout: l.Name, Err: err}) }
	if l.Name == "" {
		layoutErr(ErrLayoutName)
	}
	if !l.Wide() && (l.Epoch < 0 || l.Epoch > now.UnixMilli()) {
		layoutErr(ErrEpochRange)
	}
	if !l.Wide() && l.Form != textform.Decimal {
		layoutErr(ErrLayoutForm)
	}
	if len(l.Fields) == 0 {
		layoutErr(ErrLayoutNoFields)
		return problems
	}
	total, sequences, timed, fieldsValid, wide := 0, 0, false, true, false
	for i, f := range l.Fields {
		err := l.checkField(i, f)
		switch total += f.Bits; {
		case err != nil:
			fieldsValid = false
		case total > l.maxBits() && !wide: // said once, at the field that passes the limit
			err, wide = l.widthError(), true
		case f.Role == RoleSequence && sequences > 0:
			err = ErrTwoSequences
		}
		if f.Role == RoleSequence {
			sequences++
		}
		timed = timed || f.Role == RoleTime
		if err != nil {
			problems = append(problems, &LayoutError{Layout: l.Name, Field: i + 1, Name: f.Name, Err: err})
		}
	}
	if fieldsValid {
		if i, short := l.shortTimeField(); i >= 0 {
			problems = append(problems, &LayoutError{Layout: l.Name, Field: i + 1, Name: l.Fields[i].Name, Err: short})
		}
	}
	if l.Wide() { // a UUIDv4 has no time; a ULID's lasts until 10889
		for _, err := range l.wideLayoutProblems(now, total, fieldsValid) {
			layoutErr(err)
		}
		return problems
	}
	switch {
	case !timed:
		layoutErr(ErrNoTimeField)
	case fieldsValid && l.LastMicro() > lastInstant:
		layoutErr(ErrLayoutTimeSpan)
	}
	return problems
}

// maxBits is how many bits l's fields may take in all.
func (l Layout) maxBits() int {
	if l.Wide() {
		return max(l.Width, 64)
	}
	return MaxLayoutBits
}

// widthError is the error of fields that pass l's width.
func (l Layout) widthError() error {
	if l.Wide() {
		return ErrLayoutFill
	}
	return ErrLayoutWide
}

// checkField reports the first rule the field at i breaks on its own or
// with the fields before it.
func (l Layout) checkField(i int, f Field) error {
	switch {
	case !plainWord(f.Name):
		return ErrFieldName
	// Columns are chosen by name in any case (--columns ID,Node): a name
	// equal to another but for case would make one of them unreachable.
	case slices.ContainsFunc(reservedNames, func(r string) bool { return strings.EqualFold(r, f.Name) }):
		return ErrFieldReserved
	case slices.ContainsFunc(l.Fields[:i], func(g Field) bool { return strings.EqualFold(g.Name, f.Name) }):
		return ErrFieldTwice
	case f.Bits < 1:
		return ErrFieldBits
	case f.Bits > l.maxBits():
		return l.widthError()
	case f.Role != RoleTime && f.Unit != 0:
		return ErrUnitNotTime
	case l.Wide():
		return checkWideField(f)
	case f.Role == RoleTime && (f.Unit < time.Microsecond || f.Unit%time.Microsecond != 0):
		return ErrTimeUnit
	}
	return checkNarrowField(f)
}

// plainWord reports whether s is a letter followed by letters, digits and
// underscores, in ASCII: a name a column, a JSON key and a command-line
// option take as it is.
func plainWord(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for i, c := range []byte(s) {
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && (i == 0 || c != '_' && (c < '0' || c > '9')) {
			return false
		}
	}
	return true
}

// LastMicro is the latest instant l's time fields reach, in Unix
// microseconds, or MaxInt64 past what an int64 holds. l's fields are
// each valid.
func (l Layout) LastMicro() int64 {
	sum := float64(l.Epoch) * 1000
	for _, f := range l.Fields {
		if f.Role == RoleTime {
			sum += float64(f.Max()) * float64(f.Unit/time.Microsecond)
		}
	}
	if sum >= math.MaxInt64/2 {
		return math.MaxInt64
	}
	return l.Epoch*1000 + l.SpanMicro()
}

// spanMicro is how many microseconds l's time fields count at most.
func (l Layout) SpanMicro() int64 {
	var span int64
	for _, f := range l.Fields {
		if f.Role == RoleTime {
			span += f.Max() * int64(f.Unit/time.Microsecond)
		}
	}
	return span
}

// TotalBits is how many bits l's fields take.
func (l Layout) TotalBits() int {
	total := 0
	for _, f := range l.Fields {
		total += f.Bits
	}
	return total
}

// Sequence returns the place of l's sequence field, or -1 if it has none.
func (l Layout) Sequence() int {
	return slices.IndexFunc(l.Fields, func(f Field) bool { return f.Role == RoleSequence })
}

// Tick is l's smallest time unit: its IDs are made at most 2^sequence bits
// per tick, or one per tick with no sequence field.
func (l Layout) Tick() time.Duration {
	tick := time.Duration(math.MaxInt64)
	for _, f := range l.Fields {
		if f.Role == RoleTime {
			tick = min(tick, f.Step())
		}
	}
	return tick
}

// FieldNamed returns the place of the field called name, or -1.
func (l Layout) FieldNamed(name string) int {
	return slices.IndexFunc(l.Fields, func(f Field) bool { return f.Name == name })
}

// plainNames returns the names of l's plain fields, in l's order.
func (l Layout) PlainNames() []string {
	var names []string
	for _, f := range l.Fields {
		if f.Role == RoleNumber {
			names = append(names, f.Name)
		}
	}
	return names
}

// UnusedBits is how many of an ID's 64 bits lie above l's fields: the
// sign bit, and any more a layout of fewer than 63 bits leaves zero.
func (l Layout) UnusedBits() int {
	return TotalBits - l.TotalBits()
}

// SameFields reports whether l and m have fields of the same widths, roles
// and units, in the same order, whatever their names: with the same epoch
// they make the same IDs.
func (l Layout) SameFields(m Layout) bool {
	return slices.EqualFunc(l.Fields, m.Fields, func(f, g Field) bool {
		return f.Bits == g.Bits && f.Role == g.Role && f.Unit == g.Unit
	})
}
