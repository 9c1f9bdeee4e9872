package core

import (
	"errors"
	"slices"
	"testing"
	"time"
)

// Problems lists every fault of a layout, each at its field, as the
// layout editor shows them: not only the first.
func TestLayoutProblems(t *testing.T) {
	l := Layout{Name: "", Epoch: layoutNow.UnixMilli() + 1, Fields: []Field{
		TimeField("t", 41, time.Millisecond), NumberField("node", 0), SequenceField("a", 4),
		NumberField("node", 5), SequenceField("b", 4), NumberField("x y", 3), NumberField("wide", 20), NumberField("past", 2)}}
	type fault struct {
		field int
		err   error
	}
	want := []fault{{0, ErrLayoutName}, {0, ErrEpochRange}, {2, ErrFieldBits}, {4, ErrFieldTwice},
		{5, ErrTwoSequences}, {6, ErrFieldName}, {7, ErrLayoutWide}}
	got := l.Problems(layoutNow)
	if len(got) != len(want) {
		t.Fatalf("%d problems, want %d: %v", len(got), len(want), got)
	}
	for i, p := range got {
		if p.Field != want[i].field || !errors.Is(p, want[i].err) {
			t.Errorf("problem %d: %v at field %d, want %v at field %d", i, p.Err, p.Field, want[i].err, want[i].field)
		}
	}
	if err := l.Validate(layoutNow); err == nil || err.Error() != got[0].Error() {
		t.Errorf("Validate gives %v, not the first problem", err)
	}
	if p := (Layout{Name: "L", Epoch: 0, Fields: []Field{NumberField("node", 5)}}).Problems(layoutNow); len(p) != 1 || !errors.Is(p[0], ErrNoTimeField) {
		t.Errorf("no time field: %v", p)
	}
	for _, p := range presets {
		if problems := p.Problems(layoutNow); len(problems) != 0 {
			t.Errorf("%s: %v", p.Name, problems)
		}
	}
}

// The layouts of the schemes are the schemes', from any epoch, and no
// other layout is one.
func TestLayoutScheme(t *testing.T) {
	custom := Scheme{Name: "Custom", Epoch: 1700000000000}
	for _, s := range []Scheme{Twitter, Discord, custom} {
		if got, ok := s.Layout().Scheme(); !ok || got != s {
			t.Errorf("%s's layout is the scheme %v, %v", s.Name, got, ok)
		}
	}
	renamed := Twitter.Layout()
	renamed.Fields = slices.Clone(renamed.Fields)
	renamed.Fields[1].Name = "dc"
	discordNamed := Discord.Layout()
	discordNamed.Name = "Twitter" // Discord's names under Twitter's name
	bw, _ := LayoutNamed("bwmarrin")
	for _, l := range []Layout{renamed, discordNamed, bw.Layout} {
		if s, ok := l.Scheme(); ok {
			t.Errorf("%s (%v) reads as the scheme %v", l.Name, l.Fields, s)
		}
	}
}

func TestParseFieldValue(t *testing.T) {
	shard := NumberField("shard", 13)
	tests := []struct {
		text string
		want int64
		err  error
	}{
		{"8191", 8191, nil}, {" 0 ", 0, nil}, {"8,191", 8191, nil},
		{"8192", 0, &FieldRangeError{Field: "shard", Max: 8191}}, {"-1", 0, &FieldRangeError{Field: "shard", Max: 8191}},
		{"99999999999999999999", 0, &FieldRangeError{Field: "shard", Max: 8191}}, {"x", 0, ErrNotDecimal}, {"", 0, ErrEmpty},
	}
	for _, tt := range tests {
		v, err := ParseFieldValue(tt.text, shard)
		var fe *FieldRangeError
		switch want := tt.err.(type) {
		case *FieldRangeError:
			if !errors.As(err, &fe) || *fe != *want {
				t.Errorf("%q: %v, want %v", tt.text, err, want)
			}
		default:
			if v != tt.want || !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
				t.Errorf("%q = %d, %v; want %d, %v", tt.text, v, err, tt.want, tt.err)
			}
		}
	}
}
