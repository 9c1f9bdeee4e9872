package core

import (
	"errors"
	"fmt"
	"math/bits"
	"time"
)

// ErrLayoutUnsorted is returned by [Layout.IDRange] for a layout whose IDs
// do not sort by their time: a field above the time fields, or a smaller
// unit above a larger one.
var ErrLayoutUnsorted = errors.New("this layout's IDs do not sort by their time, so no range of IDs holds a time range: its time fields are not the highest, the largest unit first")

// LayoutTimeError is an instant a layout cannot hold. It wraps
// [ErrLayoutTimeRange].
type LayoutTimeError struct {
	Layout      Layout
	First, Last int64 // the instants the layout holds, in Unix milliseconds
}

func (e *LayoutTimeError) Error() string {
	return fmt.Sprintf("a %s ID holds the instants from %s (%d ms) to %s (%d ms)", e.Layout.Name,
		FormatInstant(e.First), e.First, FormatInstant(e.Last), e.Last)
}

func (e *LayoutTimeError) Unwrap() error { return ErrLayoutTimeRange }

// LastMilli is the last millisecond l's time fields reach, in Unix
// milliseconds. l must be valid.
func (l Layout) LastMilli() int64 {
	if l.Wide() {
		tick := max(int64((l.Tick()+time.Microsecond-1)/time.Microsecond), 1)
		return min(l.Epoch*1000+l.WideSpanMicro()+tick-1, lastInstant) / 1000
	}
	return (l.Epoch*1000 + l.SpanMicro() + int64(l.Tick()/time.Microsecond) - 1) / 1000
}

// CheckTime returns a [*LayoutTimeError] unless l holds the instant ms,
// in Unix milliseconds.
func (l Layout) CheckTime(ms int64) error {
	if ms < l.Epoch || ms > l.LastMilli() {
		return &LayoutTimeError{Layout: l, First: l.Epoch, Last: l.LastMilli()}
	}
	return nil
}

// ParseTime is [ParseTimestamp] for the instants l holds.
func (l Layout) ParseTime(text string, now int64) (int64, error) {
	ms, err := parseInstant(text, now)
	if errors.Is(err, ErrTooLarge) {
		return 0, l.CheckTime(l.LastMilli() + 1)
	}
	if err != nil {
		return 0, err
	}
	return ms, l.CheckTime(ms)
}

// IDRange returns the smallest ID of l whose time is from and the largest
// whose time is to, both Unix milliseconds and inclusive: every ID made
// from the start of from to the end of to lies between them. It fails
// with a [*LayoutTimeError] for an instant l cannot hold, with
// [ErrRangeOrder] when from is after to, and with [ErrLayoutUnsorted]
// for a layout whose IDs do not sort by their time.
func (l Layout) IDRange(from, to int64) (first, last int64, err error) {
	if !l.sortsByTime() {
		return 0, 0, ErrLayoutUnsorted
	}
	for _, ms := range []int64{from, to} {
		if err := l.CheckTime(ms); err != nil {
			return 0, 0, err
		}
	}
	if from > to {
		return 0, 0, ErrRangeOrder
	}
	values := make([]int64, len(l.Fields))
	if err := l.SetTime(values, from*1000); err != nil {
		return 0, 0, err
	}
	if first, err = l.Join(values); err != nil {
		return 0, 0, err
	}
	for i, f := range l.Fields {
		values[i] = f.Max() // the other fields at their largest
	}
	// The last tick that starts within the millisecond to.
	toMicro := min(to*1000+999, l.Epoch*1000+l.SpanMicro())
	if err := l.SetTime(values, toMicro); err != nil {
		return 0, 0, err
	}
	last, err = l.Join(values)
	return first, last, err
}

// sortsByTime reports whether l's IDs sort as their times: its time
// fields come first, the largest unit highest.
func (l Layout) sortsByTime() bool {
	order := l.TimeFieldsByUnit()
	for place, i := range order {
		if i != place {
			return false
		}
	}
	return true
}

// SecondsAsMillis is [SecondsAsMillis] for the instants l holds.
func (l Layout) SecondsAsMillis(n int64) (int64, bool) {
	if !tenDigits(n) {
		return 0, false
	}
	ms := n * 1000
	return ms, l.CheckTime(ms) == nil
}

// TimeFieldShortError is [ErrTimeFieldShort] with its figures: a time
// field of Unit under one of Larger needs Need bits to count up to it.
type TimeFieldShortError struct {
	Unit, Larger time.Duration
	Need         int
}

func (e *TimeFieldShortError) Error() string {
	return fmt.Sprintf("%v: %d bits at least, to count the %s in a %s", ErrTimeFieldShort, e.Need,
		Field{Unit: e.Unit}.UnitText(), Field{Unit: e.Larger}.UnitText())
}

// Unwrap returns [ErrTimeFieldShort].
func (e *TimeFieldShortError) Unwrap() error { return ErrTimeFieldShort }

// shortTimeField returns the place of a time field of l that cannot count
// up to the unit of the next larger time field, and why, or -1. Such a
// field leaves instants out (5 bits of microseconds under milliseconds
// hold 0 to 31 µs of each millisecond), and two readings of the clock a
// tick apart would make one ID.
func (l Layout) shortTimeField() (int, *TimeFieldShortError) {
	order := l.TimeFieldsByUnit()
	for k := 1; k < len(order); k++ {
		larger, f := l.Fields[order[k-1]].Unit, l.Fields[order[k]]
		if f.Unit <= 0 || f.Unit >= larger || f.Bits < 1 || f.Bits >= 63 { // other rules speak of these
			continue
		}
		if need := (larger + f.Unit - 1) / f.Unit; int64(1)<<f.Bits < int64(need) {
			return order[k], &TimeFieldShortError{Unit: f.Unit, Larger: larger, Need: bits.Len64(uint64(need - 1))}
		}
	}
	return -1, nil
}
