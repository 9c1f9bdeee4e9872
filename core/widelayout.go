package core

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"time"

	"snowflakeid/core/textform"
)

// A layout with a Width is of an ID that is not a signed 64-bit number: a
// UUID, a ULID, a KSUID, an ObjectId, an XID or a TSID. Its fields fill the
// width exactly; besides time, sequence and plain numbers they can be
// random bits or a fixed value (a UUID's version and variant), and it
// names the text form its IDs are written in.

// The rules only a layout with a width has, each the Err of a
// [*LayoutError].
var (
	ErrLayoutWidth   = fmt.Errorf("a layout's width is a whole number of bytes from 64 to %d bits", MaxWidth)
	ErrLayoutFill    = errors.New("the fields must fill the layout's width exactly")
	ErrFieldWide     = errors.New("a field takes at most 64 bits, random bits excepted")
	ErrRoleNarrow    = errors.New("random and fixed fields are for layouts with a width (UUIDs, ULIDs…), not 64-bit signed IDs")
	ErrFixedValue    = errors.New("a fixed field's value must fit its bits")
	ErrValueNotFixed = errors.New("only a fixed field has a value")
	ErrWideUnit      = errors.New("a time unit is a whole number of 100 ns, 100 ns or more")
	ErrTimePiece     = errors.New("a time field's from_bit, the lowest bit of the time it holds, is 0 to 62 in a layout with a width, and its unit times 2^from_bit at most 2562047h; a 64-bit layout has none")
	ErrWideEpoch     = errors.New("the epoch must lie between 0001-01-01T00:00:00Z and now")
	ErrLayoutForm    = errors.New("a layout without a width is of signed 64-bit IDs, written in decimal: another form needs a width")
)

// firstEpoch is the earliest epoch a layout with a width may have, in Unix
// milliseconds: 0001-01-01T00:00:00Z. UUIDv1 counts from 1582.
const firstEpoch int64 = -62135596800000

// Wide reports whether l has a width of its own: a UUID, a ULID and the
// others, not a signed 64-bit number.
func (l Layout) Wide() bool { return l.Width != 0 }

// Timed reports whether l has a time field: every layout but a UUIDv4's
// and the other UUIDs with no time.
func (l Layout) Timed() bool {
	return slices.ContainsFunc(l.Fields, func(f Field) bool { return f.Role == RoleTime })
}

// step is what one of a time field's values stands for: its unit for
// each bit of the time it holds from From up.
func (f Field) Step() time.Duration { return f.Unit << f.From }

// checkWideField reports the first rule a field of a layout with a width
// breaks, beyond the rules every field keeps.
func checkWideField(f Field) error {
	switch {
	case f.Bits > 64 && f.Role != RoleRandom:
		return ErrFieldWide
	case f.Role == RoleFixed && f.Bits < 64 && f.Value>>f.Bits != 0:
		return ErrFixedValue
	case f.Role != RoleFixed && f.Value != 0:
		return ErrValueNotFixed
	case f.Role == RoleTime && (f.Unit < 100 || f.Unit%100 != 0):
		return ErrWideUnit
	case f.Role == RoleTime && (f.From < 0 || f.From > 62 || f.Unit > math.MaxInt64>>f.From):
		return ErrTimePiece
	case f.Role != RoleTime && f.From != 0:
		return ErrTimePiece
	}
	return nil
}

// checkNarrowField is the same for a 64-bit layout: what only a layout
// with a width may have.
func checkNarrowField(f Field) error {
	switch {
	case f.Role == RoleRandom || f.Role == RoleFixed:
		return ErrRoleNarrow
	case f.Value != 0:
		return ErrValueNotFixed
	case f.From != 0:
		return ErrTimePiece
	}
	return nil
}

// wideLayoutProblems are the rules of a layout with a width as a whole:
// its width, its fields filling it, its epoch.
func (l Layout) wideLayoutProblems(now time.Time, total int, fieldsValid bool) []error {
	var errs []error
	if l.Width < 64 || l.Width > MaxWidth || l.Width%8 != 0 {
		errs = append(errs, ErrLayoutWidth)
	} else if fieldsValid && total != l.Width {
		errs = append(errs, &LayoutFillError{Width: l.Width, Fields: total})
	}
	if l.Epoch < firstEpoch || l.Epoch > now.UnixMilli() {
		errs = append(errs, ErrWideEpoch)
	}
	return errs
}

// LayoutFillError is [ErrLayoutFill] with its figures.
type LayoutFillError struct{ Width, Fields int }

func (e *LayoutFillError) Error() string {
	return fmt.Sprintf("the fields take %d bits and the ID %d: %v", e.Fields, e.Width, ErrLayoutFill)
}

// Unwrap returns [ErrLayoutFill].
func (e *LayoutFillError) Unwrap() error { return ErrLayoutFill }

// ErrFixedField is an ID whose fixed field holds another value than its
// layout's: a UUID of another version or variant. It is the Err of a
// [*FixedFieldError].
var ErrFixedField = errors.New("a fixed field holds another value than the layout's")

// FixedFieldError is an ID that breaks a fixed field of its layout.
type FixedFieldError struct {
	Layout, Field string
	Want, Got     uint64
}

func (e *FixedFieldError) Error() string {
	return fmt.Sprintf("its %s is %d, where a %s has %d", e.Field, e.Got, e.Layout, e.Want)
}

// Unwrap returns [ErrFixedField].
func (e *FixedFieldError) Unwrap() error { return ErrFixedField }

// ParseWide reads text, an ID written in l's form, as an ID of l: its
// fixed fields hold their values. l must be valid and have a width.
func (l Layout) ParseWide(text []byte) (WideID, error) {
	var b [MaxWidth / 8]byte
	if err := l.Form.Parse(text, b[:l.Width/8]); err != nil {
		if fe, ok := err.(*textform.Error); ok {
			fe.Kind = l.Name
		}
		return WideID{}, err
	}
	id := WideFromBytes(b[:l.Width/8])
	return id, l.CheckWide(id)
}

// AppendWide appends id written in l's form.
func (l Layout) AppendWide(dst []byte, id WideID) []byte {
	var b [MaxWidth / 8]byte
	id.PutBytes(b[:l.Width/8])
	return l.Form.Append(dst, b[:l.Width/8])
}

// CheckWide reports whether id is an ID of l: no bit above its width and
// every fixed field at its value, or a [*FixedFieldError].
func (l Layout) CheckWide(id WideID) error {
	if id.Len() > l.Width {
		return ErrLayoutHighBits
	}
	shift := l.Width
	for _, f := range l.Fields {
		shift -= f.Bits
		if f.Role != RoleFixed {
			continue
		}
		if got, _ := id.Field(shift, f.Bits).Uint64(); got != f.Value {
			return &FixedFieldError{Layout: l.Name, Field: f.Name, Want: f.Value, Got: got}
		}
	}
	return nil
}

// SplitWide appends the values of id's fields to values, in l's order, the
// highest first. It fails as [Layout.CheckWide] does.
func (l Layout) SplitWide(id WideID, values []WideID) ([]WideID, error) {
	if err := l.CheckWide(id); err != nil {
		return values, err
	}
	shift := l.Width
	for _, f := range l.Fields {
		shift -= f.Bits
		values = append(values, id.Field(shift, f.Bits))
	}
	return values, nil
}

// JoinWide packs values, one per field in l's order, into an ID of l. It
// fails with a [*FieldRangeError] for the first value its field cannot
// hold, and as [Layout.CheckWide] for a fixed field not at its value.
func (l Layout) JoinWide(values []WideID) (WideID, error) {
	if len(values) != len(l.Fields) {
		return WideID{}, fmt.Errorf("%d values for the %d fields of %s", len(values), len(l.Fields), l.Name)
	}
	var id WideID
	shift := l.Width
	for i, f := range l.Fields {
		shift -= f.Bits
		if values[i].Len() > f.Bits {
			return WideID{}, &FieldRangeError{Field: f.Name, Max: f.Max(), Bits: f.Bits}
		}
		id = id.Or(values[i].Placed(shift))
	}
	return id, l.CheckWide(id)
}

// WideMicro is the instant values stand for, one per field in l's order,
// in Unix microseconds: the epoch plus each time field's value in its
// step. ok is false for a layout with no time, and for an instant past
// the year 9999.
func (l Layout) WideMicro(values []WideID) (micro int64, ok bool) {
	var hi, lo uint64 // nanoseconds since the epoch, in 128 bits
	timed := false
	for i, f := range l.Fields {
		if f.Role == RoleTime {
			v, _ := values[i].Uint64()
			hi, lo = addTime(hi, lo, v, f)
			timed = true
		}
	}
	return l.microOf(hi, lo, timed)
}

// addTime adds to the 128-bit count of nanoseconds hi, lo the time field
// f's value v.
func addTime(hi, lo, v uint64, f Field) (uint64, uint64) {
	return addSteps(hi, lo, v, uint64(f.Step()))
}

// addSteps adds v steps of step nanoseconds to the 128-bit count hi, lo.
func addSteps(hi, lo, v, step uint64) (uint64, uint64) {
	ph, pl := bits.Mul64(v, step)
	lo, carry := bits.Add64(lo, pl, 0)
	return hi + ph + carry, lo
}

// microOf is the instant of hi, lo nanoseconds after l's epoch, in Unix
// microseconds; ok is false with no time, or past the year 9999.
func (l Layout) microOf(hi, lo uint64, timed bool) (micro int64, ok bool) {
	if !timed || hi >= 1000 {
		return 0, false
	}
	since, _ := bits.Div64(hi, lo, 1000)
	if since > uint64(lastInstant-l.Epoch*1000) {
		return 0, false
	}
	return l.Epoch*1000 + int64(since), true
}

// SetWideTime writes the instant micro, in Unix microseconds, into the time
// fields of values, as [Layout.SetTime] does for a 64-bit layout: the
// field of the largest step takes as many of its steps as fit, the next
// the rest. It fails with [ErrLayoutTimeRange] for an instant l cannot
// hold.
func (l Layout) SetWideTime(values []WideID, micro int64) error {
	return l.setWideTime(values, micro, 0)
}

// setWideTime is [Layout.SetWideTime] of micro and nanos more, below 1000:
// the last of a millisecond's ticks of 100 ns is 999.9 µs into it.
func (l Layout) setWideTime(values []WideID, micro int64, nanos uint64) error {
	if micro < l.Epoch*1000 {
		return ErrLayoutTimeRange
	}
	hi, lo := bits.Mul64(uint64(micro-l.Epoch*1000), 1000) // nanoseconds since the epoch
	var carry uint64
	lo, carry = bits.Add64(lo, nanos, 0)
	hi += carry
	order := l.TimeFieldsByUnit()
	for _, i := range order {
		f := l.Fields[i]
		step, v := uint64(f.Step()), uint64(math.MaxUint64)>>(64-f.Bits)
		if hi < step {
			if q, _ := bits.Div64(hi, lo, step); q < v {
				v = q
			}
		}
		ph, pl := bits.Mul64(v, step)
		var borrow uint64
		lo, borrow = bits.Sub64(lo, pl, 0)
		hi -= ph + borrow
		values[i] = WideFrom(v)
	}
	if len(order) == 0 || hi != 0 || lo >= uint64(l.Fields[order[len(order)-1]].Step()) {
		return ErrLayoutTimeRange // past what the fields hold
	}
	return nil
}
