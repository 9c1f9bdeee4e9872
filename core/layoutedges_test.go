package core

// Edges of the layout rules and messages that mutation testing
// (scripts/mutate.sh) found untested: each test fails when the comparison
// it names is moved by one.

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// A field's range is said as a number up to 63 bits, and as a power of
// two past them.
func TestFieldRangeMessages(t *testing.T) {
	for _, c := range []struct {
		err  FieldRangeError
		want string
	}{
		{FieldRangeError{Field: "machine", Max: 31}, "machine must be a whole number from 0 to 31"},
		{FieldRangeError{Field: "wide", Max: 1<<63 - 1, Bits: 63}, "wide must be a whole number from 0 to 9223372036854775807"},
		{FieldRangeError{Field: "node", Max: 1<<63 - 1, Bits: 64}, "node must be a whole number from 0 to 2^64 − 1"},
	} {
		if got := c.err.Error(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.err, got, c.want)
		}
	}
}

// An epoch may be the very moment of the check, in a 64-bit layout and in
// one with a width; and a layout with a width may count from the first
// instant of the year 1.
func TestEpochEdges(t *testing.T) {
	now := layoutNow.UnixMilli()
	narrow := Layout{Name: "L", Epoch: now, Fields: []Field{TimeField("t", 41, time.Millisecond)}}
	v7, _ := LayoutNamed("UUIDv7")
	for _, l := range []Layout{narrow, withEpoch(v7.Layout, now), withEpoch(v7.Layout, firstEpoch)} {
		if err := l.Validate(layoutNow); err != nil {
			t.Errorf("%s from %d: %v", l.Name, l.Epoch, err)
		}
	}
	if err := withEpoch(v7.Layout, now+1).Validate(layoutNow); !errors.Is(err, ErrWideEpoch) {
		t.Errorf("a UUIDv7 counting from a millisecond ahead: %v, want ErrWideEpoch", err)
	}
}

func withEpoch(l Layout, epoch int64) Layout {
	l.Epoch = epoch
	return l
}

// A time field too short for the unit above it is named by its place even
// when it is the layout's first field.
func TestShortTimeFieldFirst(t *testing.T) {
	l := Layout{Name: "L", Fields: []Field{TimeField("us", 5, time.Microsecond), TimeField("t", 41, time.Millisecond)}}
	var le *LayoutError
	if err := l.Validate(layoutNow); !errors.As(err, &le) || !errors.Is(err, ErrTimeFieldShort) || le.Field != 1 {
		t.Errorf("microseconds first: %v, want ErrTimeFieldShort at field 1", err)
	}
}

// Twitter's 41 bits of milliseconds hold 2199023255551 of them, and the
// last takes its 1000 µs: the instant 999 µs into it is written, the
// next, one tick past, is refused.
func TestSetTimeLastTick(t *testing.T) {
	p, _ := LayoutNamed("Twitter")
	last := p.Epoch*1000 + 2199023255551000
	values := make([]int64, len(p.Fields))
	if err := p.SetTime(values, last+999); err != nil || values[0] != 2199023255551 {
		t.Errorf("SetTime(999 µs into the last tick) = %v, %v; want 2199023255551", values[0], err)
	}
	if err := p.SetTime(values, last+1000); !errors.Is(err, ErrLayoutTimeRange) {
		t.Errorf("SetTime(one tick past the last) = %v; want ErrLayoutTimeRange", err)
	}
}

// In a layout file of a width, a unit of 0 is refused, and a fixed value
// of 0 is one.
func TestWideLayoutFileZeros(t *testing.T) {
	v7, _ := LayoutNamed("UUIDv7")
	file := string(WriteLayoutFile(v7.Layout))
	zeroUnit := strings.Replace(file, `time = "1ms"`, `time = "0s"`, 1)
	if _, err := ReadLayoutFile("v7.toml", []byte(zeroUnit), layoutNow); !errors.Is(err, ErrLayoutFileUnit) {
		t.Errorf("a unit of 0s: %v, want ErrLayoutFileUnit", err)
	}
	zeroFixed := strings.Replace(file, "fixed = 7", "fixed = 0", 1)
	l, err := ReadLayoutFile("v7.toml", []byte(zeroFixed), layoutNow)
	if err != nil || l.Fields[1].Role != RoleFixed || l.Fields[1].Value != 0 {
		t.Errorf("a version of 0: %+v, %v; want a fixed field of 0", l.Fields[1], err)
	}
}
