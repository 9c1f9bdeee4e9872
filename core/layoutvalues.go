package core

import (
	"fmt"
	"slices"
	"time"
)

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
// fields hold, and for a layout with a width ([Layout.SetWideTime] sets
// its time).
func (l Layout) SetTime(values []int64, micro int64) error {
	rest := micro - l.Epoch*1000
	if l.Wide() || rest < 0 || rest-l.SpanMicro() >= int64(l.Tick()/time.Microsecond) { // within the last tick is the last tick
		return ErrLayoutTimeRange
	}
	return l.SplitTime(values, rest, l.TimeFieldsByUnit())
}

// splitTime is [Layout.SetTime] of rest microseconds after the epoch,
// within the fields' span, with the time fields in order, largest unit
// first.
func (l Layout) SplitTime(values []int64, rest int64, order []int) error {
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
func (l Layout) TimeFieldsByUnit() []int {
	var order []int
	for i, f := range l.Fields {
		if f.Role == RoleTime {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return int(l.Fields[b].Step() - l.Fields[a].Step()) })
	return order
}
