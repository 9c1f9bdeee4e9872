package core

import (
	"errors"
	"math"
	"math/bits"
)

// ErrLayoutUntimed is returned by [Layout.WideRange] for a layout whose
// IDs hold no time, such as UUIDv4.
var ErrLayoutUntimed = errors.New("this layout's IDs hold no time, so no range of IDs holds a time range")

// wideSpanMicro is how many microseconds l's time fields count at most,
// up to what reaches the year 9999: a ULID's 48 bits of milliseconds
// reach 10889.
func (l Layout) WideSpanMicro() int64 {
	var hi, lo uint64 // nanoseconds
	for _, f := range l.Fields {
		if f.Role == RoleTime {
			ph, pl := bits.Mul64(math.MaxUint64>>(64-f.Bits), uint64(f.Step()))
			var carry uint64
			lo, carry = bits.Add64(lo, pl, 0)
			hi += ph + carry
		}
	}
	limit := uint64(lastInstant - l.Epoch*1000)
	if hi >= 1000 {
		return int64(limit)
	}
	micro, _ := bits.Div64(hi, lo, 1000)
	return int64(min(micro, limit))
}

// WideSortsByTime reports whether the IDs of l, a layout with a width,
// sort as their times: its time fields come first, the largest step
// highest, with only fixed fields among them.
func (l Layout) WideSortsByTime() bool {
	order := l.TimeFieldsByUnit()
	if len(order) == 0 {
		return false
	}
	next := 0
	for i, f := range l.Fields {
		switch {
		case next == len(order):
			return true
		case f.Role == RoleFixed:
		case i != order[next]:
			return false
		default:
			next++
		}
	}
	return next == len(order)
}

// WideRange is [Layout.IDRange] for a layout with a width: the smallest
// ID whose time is from, every field but the time and the fixed at 0, and
// the largest whose time is to, every such field at its largest. Both are
// Unix milliseconds and inclusive. It fails as IDRange does.
func (l Layout) WideRange(from, to int64) (first, last WideID, err error) {
	if !l.Timed() {
		return WideID{}, WideID{}, ErrLayoutUntimed
	}
	if !l.WideSortsByTime() {
		return WideID{}, WideID{}, ErrLayoutUnsorted
	}
	for _, ms := range []int64{from, to} {
		if err := l.CheckTime(ms); err != nil {
			return WideID{}, WideID{}, err
		}
	}
	if from > to {
		return WideID{}, WideID{}, ErrRangeOrder
	}
	low, high := make([]WideID, len(l.Fields)), make([]WideID, len(l.Fields))
	for i, f := range l.Fields {
		switch f.Role {
		case RoleFixed:
			low[i], high[i] = WideFrom(f.Value), WideFrom(f.Value)
		default:
			high[i] = WideID{top: math.MaxUint32, hi: math.MaxUint64, lo: math.MaxUint64}.mask(f.Bits)
		}
	}
	toMicro, nanos := to*1000+999, uint64(999)
	if end := l.Epoch*1000 + l.WideSpanMicro(); toMicro >= end {
		toMicro, nanos = end, 0 // the last tick the fields hold
	}
	if err := l.SetWideTime(low, from*1000); err != nil {
		return WideID{}, WideID{}, err
	}
	if err := l.setWideTime(high, toMicro, nanos); err != nil {
		return WideID{}, WideID{}, err
	}
	if first, err = l.JoinWide(low); err != nil {
		return WideID{}, WideID{}, err
	}
	last, err = l.JoinWide(high)
	return first, last, err
}

// SQLBetween is the PostgreSQL condition for the IDs of l from first to
// last, both written as l writes its IDs: the numbers of a 64-bit
// layout as they are, a wider layout's IDs quoted, which PostgreSQL
// compares as a uuid column's bytes or a text column's letters, both as
// the IDs sort.
func (l Layout) SQLBetween(first, last string) string {
	if l.Wide() {
		return "WHERE id BETWEEN '" + first + "' AND '" + last + "'"
	}
	return "WHERE id BETWEEN " + first + " AND " + last
}
