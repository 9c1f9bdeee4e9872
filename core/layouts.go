package core

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
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
)

// Field is one field of a [Layout].
type Field struct {
	Name string
	Bits int
	Role Role
	Unit time.Duration // a time field's unit: whole microseconds, 1 µs or more
}

// UnitText writes a time field's unit as a layout file does: a Go
// duration, with "us" for microseconds.
func (f Field) UnitText() string {
	return strings.ReplaceAll(f.Unit.String(), "µs", "us")
}

// Max returns the largest value the field holds.
func (f Field) Max() int64 { return 1<<f.Bits - 1 }

// MaxLayoutBits is how many bits a layout's fields may take in all. IDs
// are signed 64-bit numbers, as databases and most languages keep them,
// and their top bit stays 0.
const MaxLayoutBits = 63

// lastInstant is the latest instant a layout's time may reach, in Unix
// microseconds: the end of the year 9999, the last one RFC 3339 writes.
const lastInstant int64 = 253402300799999999

// Layout is a 64-bit ID layout as data: a name, an epoch, and the fields
// from the highest bit down. The bits above the first field are zero.
// Twitter's layout, Discord's and every family the app reads are presets
// ([Presets]); a person's own is read from a file ([ReadLayoutFile]).
type Layout struct {
	Name   string
	Epoch  int64 // Unix milliseconds; the time fields count from it
	Fields []Field
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
}

func (e *FieldRangeError) Error() string {
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
	if l.Epoch < 0 || l.Epoch > now.UnixMilli() {
		layoutErr(ErrEpochRange)
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
		case total > MaxLayoutBits && !wide: // said once, at the field that passes the limit
			err, wide = ErrLayoutWide, true
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
	switch {
	case !timed:
		layoutErr(ErrNoTimeField)
	case fieldsValid && l.lastMicro() > lastInstant:
		layoutErr(ErrLayoutTimeSpan)
	}
	return problems
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
	case f.Bits > MaxLayoutBits:
		return ErrLayoutWide
	case f.Role == RoleTime && (f.Unit < time.Microsecond || f.Unit%time.Microsecond != 0):
		return ErrTimeUnit
	case f.Role != RoleTime && f.Unit != 0:
		return ErrUnitNotTime
	}
	return nil
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

// lastMicro is the latest instant l's time fields reach, in Unix
// microseconds, or MaxInt64 past what an int64 holds. l's fields are
// each valid.
func (l Layout) lastMicro() int64 {
	sum := float64(l.Epoch) * 1000
	for _, f := range l.Fields {
		if f.Role == RoleTime {
			sum += float64(f.Max()) * float64(f.Unit/time.Microsecond)
		}
	}
	if sum >= math.MaxInt64/2 {
		return math.MaxInt64
	}
	return l.Epoch*1000 + l.spanMicro()
}

// spanMicro is how many microseconds l's time fields count at most.
func (l Layout) spanMicro() int64 {
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

// Split appends the values of id's fields to values, in l's order, the
// highest first. It fails for a negative id and for one with bits set
// above l's fields. l must be valid.
func (l Layout) Split(id int64, values []int64) ([]int64, error) {
	if id < 0 {
		return values, ErrNegativeID
	}
	base := len(values)
	values = slices.Grow(values, len(l.Fields))[:base+len(l.Fields)]
	rest := id // the fields are read from the lowest up
	for i := len(l.Fields) - 1; i >= 0; i-- {
		bits := l.Fields[i].Bits
		values[base+i] = rest & (1<<bits - 1)
		rest >>= bits
	}
	if rest != 0 {
		return values[:base], ErrLayoutHighBits
	}
	return values, nil
}

// Join packs values, one per field in l's order, into an ID. It fails
// with a [*FieldRangeError] for the first value its field cannot hold.
func (l Layout) Join(values []int64) (int64, error) {
	if len(values) != len(l.Fields) {
		return 0, fmt.Errorf("%d values for the %d fields of %s", len(values), len(l.Fields), l.Name)
	}
	var id int64
	for i := range l.Fields {
		f := &l.Fields[i]
		v, max := values[i], int64(1)<<f.Bits-1
		if v < 0 || v > max {
			return 0, &FieldRangeError{Field: f.Name, Max: max}
		}
		id = id<<f.Bits | v
	}
	return id, nil
}

// UnixMicro is the instant values stand for, one per field in l's order:
// the epoch plus each time field's value in its unit.
func (l Layout) UnixMicro(values []int64) int64 {
	t := l.Epoch * 1000
	for i := range l.Fields {
		if f := &l.Fields[i]; f.Role == RoleTime {
			t += values[i] * int64(f.Unit/time.Microsecond)
		}
	}
	return t
}

// SetTime writes the instant micro, in Unix microseconds, into the time
// fields of values, one per field in l's order: the field of the largest
// unit takes as many of its units as fit, the next the rest, and so on;
// what is left below the smallest unit is dropped. It fails with
// [ErrLayoutTimeRange] for an instant before the epoch or past what the
// fields hold.
func (l Layout) SetTime(values []int64, micro int64) error {
	rest := micro - l.Epoch*1000
	if rest < 0 || rest-l.spanMicro() >= int64(l.Tick()/time.Microsecond) { // within the last tick is the last tick
		return ErrLayoutTimeRange
	}
	return l.splitTime(values, rest, l.timeFieldsByUnit())
}

// splitTime is [Layout.SetTime] of rest microseconds after the epoch,
// within the fields' span, with the time fields in order, largest unit
// first.
func (l Layout) splitTime(values []int64, rest int64, order []int) error {
	for _, i := range order {
		f := l.Fields[i]
		unit := int64(f.Unit / time.Microsecond)
		v := min(rest/unit, f.Max())
		values[i] = v
		rest -= v * unit
	}
	if smallest := l.Fields[order[len(order)-1]].Unit; rest >= int64(smallest/time.Microsecond) {
		return ErrLayoutTimeRange // the smaller fields are too narrow for what the larger leave
	}
	return nil
}

// timeFieldsByUnit returns the places of l's time fields, the largest unit
// first, in l's order among equal units.
func (l Layout) timeFieldsByUnit() []int {
	var order []int
	for i, f := range l.Fields {
		if f.Role == RoleTime {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return int(l.Fields[b].Unit - l.Fields[a].Unit) })
	return order
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
			tick = min(tick, f.Unit)
		}
	}
	return tick
}

// FieldNamed returns the place of the field called name, or -1.
func (l Layout) FieldNamed(name string) int {
	return slices.IndexFunc(l.Fields, func(f Field) bool { return f.Name == name })
}

// plainNames returns the names of l's plain fields, in l's order.
func (l Layout) plainNames() []string {
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
