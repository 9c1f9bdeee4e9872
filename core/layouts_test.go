package core

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
)

// layoutNow is the test's present: 2025-12-02T10:00:00Z.
var layoutNow = time.UnixMilli(1764669600000)

// Every preset's vector, from its source, decodes to what the source
// says, and its values, where the source gives them, encode back to it.
func TestPresetVectors(t *testing.T) {
	if len(layouts64) != 13 || presets[0].Name != "Twitter" || len(idPresets) != 12 {
		t.Fatalf("%d presets, the first %q", len(presets), presets[0].Name)
	}
	for _, p := range LayoutPresets() {
		if p.Wide() {
			continue // TestWidePresetVectors
		}
		if err := p.Validate(layoutNow); err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		v := p.Vector
		values, err := p.Split(v.ID, nil)
		if err != nil {
			t.Errorf("%s: %d: %v", p.Name, v.ID, err)
			continue
		}
		got := p.UnixMicro(values)
		if d := time.Duration(got-v.UnixMicro) * time.Microsecond; d > v.Within || d < -v.Within {
			t.Errorf("%s: %d is %v, %v from what %s gives", p.Name, v.ID, time.UnixMicro(got).UTC(), d, v.Source)
		}
		if v.Values != nil && !slices.Equal(values, v.Values) {
			t.Errorf("%s: %d splits into %v, want %v", p.Name, v.ID, values, v.Values)
		}
		if id, err := p.Join(values); err != nil || id != v.ID {
			t.Errorf("%s: %v joins into %d (%v), want %d", p.Name, values, id, err, v.ID)
		}
		// The same through a codec, as Decode many and the decode command read IDs.
		c := p.Codec()
		if back, micro, err := c.Split(v.ID, nil); err != nil || !slices.Equal(back, values) || micro != got {
			t.Errorf("%s: through a codec %d splits into %v at %d (%v)", p.Name, v.ID, back, micro, err)
		}
		if id, err := c.Join(values); err != nil || id != v.ID {
			t.Errorf("%s: through a codec %v joins into %d (%v), want %d", p.Name, values, id, err, v.ID)
		}
	}
}

// Twitter's and Discord's presets are the schemes' layout: every ID's
// fields split as Decode splits them.
func TestPresetsAreTheSchemes(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, s := range Presets() {
		p, ok := LayoutNamed(s.Name)
		if !ok || p.Epoch != s.Epoch {
			t.Fatalf("no preset for %s, or another epoch", s.Name)
		}
		names := s.PartNames()
		for i, f := range p.Fields {
			if f.Name != names[i+1] {
				t.Errorf("%s's field %d is %q, the scheme's %q", s.Name, i, f.Name, names[i+1])
			}
		}
		for range 1000 {
			id := r.Int64()
			f, _ := s.Decode(id)
			values, _ := p.Split(id, nil)
			if p.UnixMicro(values) != f.Timestamp*1000 || values[1] != f.Datacenter || values[2] != f.Machine || values[3] != f.Sequence {
				t.Fatalf("%s: %d splits into %v, Decode gives %+v", s.Name, id, values, f)
			}
		}
	}
}

// A layout that cannot be is refused, naming the field and the rule.
func TestLayoutRules(t *testing.T) {
	ms := func(name string, bits int) Field { return TimeField(name, bits, time.Millisecond) }
	seq := func(name string, bits int) Field { return SequenceField(name, bits) }
	tests := []struct {
		name   string
		layout Layout
		field  int
		want   error
	}{
		{"no name", Layout{Name: "", Epoch: 0, Fields: []Field{ms("t", 41)}}, 0, ErrLayoutName},
		{"no fields", Layout{Name: "L", Epoch: 0, Fields: nil}, 0, ErrLayoutNoFields},
		{"64 bits", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 42), NumberField("node", 10), seq("s", 12)}}, 3, ErrLayoutWide},
		{"a field of 64", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 64)}}, 1, ErrLayoutWide},
		{"zero width", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), NumberField("node", 0)}}, 2, ErrFieldBits},
		{"no time", Layout{Name: "L", Epoch: 0, Fields: []Field{NumberField("node", 10), seq("s", 12)}}, 0, ErrNoTimeField},
		{"two sequences", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), seq("a", 4), seq("b", 4)}}, 3, ErrTwoSequences},
		{"zero unit", Layout{Name: "L", Epoch: 0, Fields: []Field{TimeField("t", 41, 0)}}, 1, ErrTimeUnit},
		{"a nanosecond unit", Layout{Name: "L", Epoch: 0, Fields: []Field{TimeField("t", 41, 1500*time.Nanosecond)}}, 1, ErrTimeUnit},
		{"a unit on a number", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), {Name: "n", Bits: 4, Unit: time.Second}}}, 2, ErrUnitNotTime},
		{"epoch in the future", Layout{Name: "L", Epoch: layoutNow.UnixMilli() + 1, Fields: []Field{ms("t", 41)}}, 0, ErrEpochRange},
		{"epoch before 1970", Layout{Name: "L", Epoch: -1, Fields: []Field{ms("t", 41)}}, 0, ErrEpochRange},
		{"two of one name", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), NumberField("node", 5), NumberField("node", 5)}}, 3, ErrFieldTwice},
		{"not a plain word", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), NumberField("data center", 5)}}, 2, ErrFieldName},
		{"a digit first", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("2t", 41)}}, 1, ErrFieldName},
		{"an empty name", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("", 41)}}, 1, ErrFieldName},
		{"a column's name", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("time_utc", 41)}}, 1, ErrFieldReserved},
		{"unix_ms, a column one can ask for", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), NumberField("unix_ms", 5)}}, 2, ErrFieldReserved},
		{"discord, a column one can ask for", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), NumberField("discord", 5)}}, 2, ErrFieldReserved},
		{"a column's name in capitals", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), NumberField("ID", 5)}}, 2, ErrFieldReserved},
		{"two names but for case", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), NumberField("node", 5), NumberField("Node", 5)}}, 3, ErrFieldTwice},
		{"past the year 9999", Layout{Name: "L", Epoch: 0, Fields: []Field{TimeField("t", 40, time.Second)}}, 0, ErrLayoutTimeSpan},
		{"far past it", Layout{Name: "L", Epoch: 0, Fields: []Field{TimeField("t", 63, time.Hour)}}, 0, ErrLayoutTimeSpan},
		// 5 bits count 0 to 31 µs, not up to the 1,000 of a millisecond; 1 s of 300 ms units takes 4 values.
		{"microseconds that skip", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), TimeField("us", 5, time.Microsecond)}}, 2, ErrTimeFieldShort},
		{"a negative width under a time field", Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), TimeField("us", -3, time.Microsecond)}}, 2, ErrFieldBits},
		{"thirds skip too", Layout{Name: "L", Epoch: 0, Fields: []Field{TimeField("s", 31, time.Second), TimeField("part", 1, 300*time.Millisecond)}}, 2, ErrTimeFieldShort},
	}
	for _, tt := range tests {
		err := tt.layout.Validate(layoutNow)
		var le *LayoutError
		if !errors.As(err, &le) || !errors.Is(err, tt.want) || le.Field != tt.field {
			t.Errorf("%s: %v, want %v at field %d", tt.name, err, tt.want, tt.field)
		}
	}
}

// Layouts that keep every rule are valid, and the messages of those that
// do not name the layout, and the field where one is at fault.
func TestLayoutRulesKept(t *testing.T) {
	ms := func(name string, bits int) Field { return TimeField(name, bits, time.Millisecond) }
	ok := Layout{Name: "Mine", Epoch: 0, Fields: []Field{TimeField("t", 39, 10*time.Millisecond), NumberField("node_2", 8), SequenceField("s", 16)}}
	fits := Layout{Name: "Fits", Epoch: 0, Fields: []Field{ms("t", 41), TimeField("us", 10, time.Microsecond), TimeField("s", 8, time.Second)}}
	quarters := Layout{Name: "Quarters", Epoch: 0, Fields: []Field{TimeField("s", 31, time.Second), TimeField("q", 2, 250*time.Millisecond)}}
	for _, l := range []Layout{ok, fits, quarters} { // 10 bits count the 1,000 µs of a millisecond, 2 bits 4 quarters
		if err := l.Validate(layoutNow); err != nil {
			t.Errorf("a layout that can be: %v", err)
		}
	}
	if err := (Layout{Name: "L", Epoch: 0, Fields: []Field{ms("t", 41), NumberField("node", 0)}}).Validate(layoutNow); err == nil ||
		err.Error() != `layout "L", field 2 ("node"): a field takes at least 1 bit` {
		t.Errorf("a field's error reads %q", err)
	}
	if err := (Layout{Name: "L", Epoch: 0, Fields: []Field{NumberField("node", 5)}}).Validate(layoutNow); err == nil ||
		err.Error() != `layout "L": a layout needs a time field` {
		t.Errorf("the layout's error reads %q", err)
	}
	// The year 9999 is reached from the epoch: 2^27−1 units of 1880 s end
	// in 9965 from 1970, and past 9999 from 2023-11-14.
	span := []Field{TimeField("t", 27, 1880*time.Second)}
	if err := (Layout{Name: "L", Epoch: 0, Fields: span}).Validate(layoutNow); err != nil {
		t.Errorf("from 1970: %v", err)
	}
	if err := (Layout{Name: "L", Epoch: 1700000000000, Fields: span}).Validate(layoutNow); !errors.Is(err, ErrLayoutTimeSpan) {
		t.Errorf("from 2023: %v", err)
	}
}

// A name is one plain word of ASCII letters, digits and _, a letter first,
// at most 32 bytes.
func TestPlainWords(t *testing.T) {
	for _, name := range []string{"a", "z", "A", "Z", "a0", "a9", "a_", "node_id", strings.Repeat("n", 32)} {
		if !plainWord(name) {
			t.Errorf("%q is refused", name)
		}
	}
	// The characters on each side of a-z, A-Z and 0-9, and the others.
	for _, name := range []string{"", "_a", "0a", "`a", "{a", "@a", "[a", "a`", "a{", "a@", "a[", "a/", "a:", "a b", "a-b", "ç",
		strings.Repeat("n", 33)} {
		if plainWord(name) {
			t.Errorf("%q is taken", name)
		}
	}
}

// For random valid layouts and random values, Split(Join(values)) gives
// the values back, the time from SetTime is the time read, and IDs of
// the same other values sort as their times.
func TestLayoutRoundTrip(t *testing.T) {
	timed, sorted := 0, 0
	randomLayouts(rand.New(rand.NewPCG(3, 4)), 2000, func(r *rand.Rand, l Layout, values []int64) {
		id, err := l.Join(values)
		if err != nil {
			t.Fatalf("%+v: %v: %v", l, values, err)
		}
		back, err := l.Split(id, nil)
		if err != nil || !slices.Equal(back, values) {
			t.Fatalf("%+v: %v joins into %d, which splits into %v (%v)", l, values, id, back, err)
		}
		first, last := slices.Clone(values), slices.Clone(values)
		at := l.Epoch*1000 + r.Int64N(l.SpanMicro()/2+1)
		if err := l.SetTime(first, at); err != nil {
			return // two time fields of which the smaller cannot hold what the larger leaves
		}
		later := at + r.Int64N(l.SpanMicro()-(at-l.Epoch*1000)+1)
		if err := l.SetTime(last, later); err != nil {
			return
		}
		timed++
		tick := int64(l.Tick() / time.Microsecond)
		if got := l.UnixMicro(first); got > at || at-got >= tick {
			t.Fatalf("%+v: SetTime(%d) reads back as %d", l, at, got)
		}
		a, _ := l.Join(first)
		b, _ := l.Join(last)
		if !timeSorts(l) {
			return
		}
		sorted++
		if a > b {
			t.Fatalf("%+v: the ID of %d (%d) sorts after that of %d (%d)", l, at, a, later, b)
		}
	})
	if timed < 1000 || sorted < 500 {
		t.Errorf("only %d layouts' times and %d layouts' order checked", timed, sorted)
	}
}

// randomLayouts calls check with n random valid layouts, each with random
// values of its fields, and r for more.
func randomLayouts(r *rand.Rand, n int, check func(r *rand.Rand, l Layout, values []int64)) {
	units := []time.Duration{time.Microsecond, time.Millisecond, 10 * time.Millisecond, time.Second}
	for n > 0 {
		l := randomLayout(r, units)
		if err := l.Validate(layoutNow); err != nil {
			continue // an invalid draw is drawn again
		}
		values := make([]int64, len(l.Fields))
		for i, f := range l.Fields {
			values[i] = r.Int64N(f.Max() + 1)
		}
		check(r, l, values)
		n--
	}
}

// timeSorts reports whether l's IDs sort as their times: its time fields
// come first, the largest unit highest.
func timeSorts(l Layout) bool {
	for i, f := range l.Fields {
		if f.Role != RoleTime {
			return !slices.ContainsFunc(l.Fields[i:], func(g Field) bool { return g.Role == RoleTime })
		}
		if i > 0 && f.Unit > l.Fields[i-1].Unit {
			return false
		}
	}
	return true
}

// randomLayout draws a layout of up to seven fields, one or two of them
// time fields, which may or may not be valid.
func randomLayout(r *rand.Rand, units []time.Duration) Layout {
	n := 1 + r.IntN(7)
	l := Layout{Name: "random", Epoch: r.Int64N(layoutNow.UnixMilli())}
	left := MaxLayoutBits
	for i := range n {
		bits := 1 + r.IntN(max(1, left/(n-i)*2))
		left -= bits
		name := string(rune('a' + i))
		switch {
		case i == 0 || i == 1 && r.IntN(3) == 0:
			l.Fields = append(l.Fields, TimeField(name, bits, units[r.IntN(len(units))]))
		case r.IntN(4) == 0:
			l.Fields = append(l.Fields, SequenceField(name, bits))
		default:
			l.Fields = append(l.Fields, NumberField(name, bits))
		}
	}
	return l
}

// An ID too large for a layout, or negative, is refused, and so is a value
// its field cannot hold.
func TestLayoutRefusesWhatItCannotHold(t *testing.T) {
	p, _ := LayoutNamed("Nextcloud")
	if _, err := p.Split(-1, nil); !errors.Is(err, ErrNegativeID) {
		t.Errorf("-1: %v", err)
	}
	p, _ = LayoutNamed("Bluesky") // 63 bits
	if _, err := p.Split(1<<63-1, nil); err != nil {
		t.Errorf("a 63-bit layout's largest ID: %v", err)
	}
	p, _ = LayoutNamed("pgEdge")
	small := Layout{Name: "Small", Epoch: 0, Fields: []Field{TimeField("t", 20, time.Second), SequenceField("s", 4)}}
	if _, err := small.Split(1<<24, nil); !errors.Is(err, ErrLayoutHighBits) {
		t.Errorf("bit 24 of a 24-bit layout: %v", err)
	}
	var fre *FieldRangeError
	if _, err := p.Join([]int64{0, 4096, 1}); !errors.As(err, &fre) || fre.Field != "count" || fre.Max != 4095 {
		t.Errorf("count 4096: %v", err)
	}
	if _, err := p.Join([]int64{0, 0, -1}); !errors.As(err, &fre) || fre.Field != "node" {
		t.Errorf("node -1: %v", err)
	}
	values := make([]int64, 3)
	if err := p.SetTime(values, p.Epoch*1000-1); !errors.Is(err, ErrLayoutTimeRange) {
		t.Errorf("before the epoch: %v", err)
	}
	last := p.Epoch*1000 + (1<<41-1)*1000
	for micro, ok := range map[int64]bool{p.Epoch * 1000: true, last: true, last + 999: true, last + 1000: false} {
		if err := p.SetTime(values, micro); (err == nil) != ok {
			t.Errorf("pgEdge at %d µs: %v", micro, err)
		}
	}
	// Milliseconds of 4 bits hold 15 ms: what the seconds leave must fit.
	narrow := Layout{Name: "Narrow", Epoch: 0, Fields: []Field{TimeField("s", 10, time.Second), TimeField("ms", 4, time.Millisecond)}}
	values = make([]int64, 2)
	if err := narrow.SetTime(values, 1_015_000); err != nil || values[0] != 1 || values[1] != 15 {
		t.Errorf("1.015 s: %v, %v", values, err)
	}
	if err := narrow.SetTime(values, 1_016_000); !errors.Is(err, ErrLayoutTimeRange) {
		t.Errorf("1.016 s: %v", err)
	}
}

// Nextcloud's time is its seconds and its milliseconds: an instant is
// split across the two as the source's tests split it.
func TestSetTimeAcrossTwoFields(t *testing.T) {
	p, _ := LayoutNamed("Nextcloud")
	// nextcloud/server tests/lib/Snowflake/GeneratorTest.php:
	// 2030-06-21 12:59:33.100875 is 149000373 s and 100 ms from the epoch.
	at := time.Date(2030, 6, 21, 12, 59, 33, 100875000, time.UTC).UnixMicro()
	values := make([]int64, len(p.Fields))
	if err := p.SetTime(values, at); err != nil || values[0] != 149000373 || values[1] != 100 {
		t.Errorf("%v: %v", values, err)
	}
}

// A family's layout takes all 63 bits, so that it reads every ID that is
// not negative.
func TestFamiliesReadEveryID(t *testing.T) {
	for _, f := range families {
		if f.TotalBits() != MaxLayoutBits {
			t.Errorf("%s takes %d bits", f.Name, f.TotalBits())
		}
		if _, err := f.Split(1<<63-1, nil); err != nil {
			t.Errorf("%s: %v", f.Name, err)
		}
	}
}

// BenchmarkLayoutSplit takes IDs apart, and reads their time, with
// Twitter's layout as data, through the codec that Decode many and the
// decode command use: beside BenchmarkDecode, the fixed layout.
func BenchmarkLayoutSplit(b *testing.B) {
	b.ReportAllocs()
	p, _ := LayoutNamed("Twitter")
	c := p.Codec()
	values := make([]int64, 0, len(p.Fields))
	for i := 0; b.Loop(); i++ {
		var err error
		var micro int64
		if values, micro, err = c.Split(workedExampleID+int64(i)&MaxSequence, values[:0]); err != nil {
			b.Fatal(err)
		}
		sink = micro/1000 + values[1] + values[2] + values[3]
	}
}

// BenchmarkLayoutJoin packs values with Twitter's layout as data, through
// a codec: beside BenchmarkEncode.
func BenchmarkLayoutJoin(b *testing.B) {
	b.ReportAllocs()
	p, _ := LayoutNamed("Twitter")
	c := p.Codec()
	values := []int64{1000, 1, 1, 0}
	for i := 0; b.Loop(); i++ {
		values[3] = int64(i) & MaxSequence
		id, err := c.Join(values)
		if err != nil {
			b.Fatal(err)
		}
		sink = id
	}
}
