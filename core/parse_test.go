package core

import (
	"errors"
	"strconv"
	"testing"
)

var parseNumberTests = []struct {
	in   string
	want int64
	err  error
}{
	{"0", 0, nil},
	{"31", 31, nil},
	{"  42\t", 42, nil},
	{"010", 10, nil}, // base 10, never octal
	{"08", 8, nil},
	{"1288834975657", 1288834975657, nil},
	{"1.288.834.975.657", 1288834975657, nil},
	{"1,288,834,975,657", 1288834975657, nil},
	{"1_288_834_975_657", 1288834975657, nil},
	{"1 288 834 975 657", 1288834975657, nil},
	{"1\u00a0288\u00a0834", 1288834, nil},
	{"1\u2009288\u2009834", 1288834, nil}, // thin spaces
	{"1\u202f288 834", 1288834, nil},      // every space is one kind
	{"1\u2007288", 1288, nil},             // figure space
	{"0.031", 0, ErrLeadingZero},
	{"0,005", 0, ErrLeadingZero},
	{"0.5", 0, ErrLeadingZero},
	{"012.345", 0, ErrLeadingZero},
	{"4.095", 4095, nil},
	{"9223372036854775807", 1<<63 - 1, nil},
	{"9.223.372.036.854.775.807", 1<<63 - 1, nil},
	{"", 0, ErrEmpty},
	{"   ", 0, ErrEmpty},
	{"+5", 0, ErrSign},
	{"-5", 0, ErrSign},
	{"-0", 0, ErrSign},
	{"0x1F", 0, ErrNotDecimal},
	{"12a", 0, ErrNotDecimal},
	{"1e3", 0, ErrNotDecimal},
	{"5-3", 0, ErrNotDecimal},
	{"１２", 0, ErrNotDecimal}, // full-width digits
	{"1288834975.657", 0, ErrGrouping},
	{"1.28.834", 0, ErrGrouping},
	{"1.2888", 0, ErrGrouping},
	{"1..288", 0, ErrGrouping},
	{".288", 0, ErrGrouping},
	{"288.", 0, ErrGrouping},
	{"1.288,834", 0, ErrGrouping},
	{"1234.567", 0, ErrGrouping},
	{"9223372036854775808", 0, ErrTooLarge},
	{"99999999999999999999999", 0, ErrTooLarge},
}

func TestParseNumber(t *testing.T) {
	for _, tt := range parseNumberTests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseNumber(tt.in)
			if !errors.Is(err, tt.err) {
				t.Fatalf("ParseNumber(%q) error = %v, want %v", tt.in, err, tt.err)
			}
			if got != tt.want {
				t.Errorf("ParseNumber(%q) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseTimestamp(t *testing.T) {
	const now = 1764669600000 // any instant inside the range
	tests := []struct {
		in   string
		want int64
		err  error
	}{
		{"", now, nil},
		{"  ", now, nil},
		{"1.288.834.975.657", 1288834975657, nil},
		{"1288834974657", Epoch, nil},
		{"1288834974656", 0, ErrBeforeEpoch},
		{"0", 0, ErrBeforeEpoch},
		{"3487858230208", MaxTimestamp, nil},
		{"3487858230209", 0, ErrAfterLastInstant},
		{"99999999999999999999", 0, ErrAfterLastInstant},
		{"-1288834975657", 0, ErrSign},
		{"soon", 0, ErrNotDecimal},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseTimestamp(tt.in, now)
			if !errors.Is(err, tt.err) {
				t.Fatalf("ParseTimestamp(%q) error = %v, want %v", tt.in, err, tt.err)
			}
			if got != tt.want {
				t.Errorf("ParseTimestamp(%q) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
	if _, err := ParseTimestamp("", Epoch-1); !errors.Is(err, ErrBeforeEpoch) {
		t.Errorf("blank with a clock before the epoch: error = %v, want ErrBeforeEpoch", err)
	}
}

var fieldTests = []struct {
	name  string
	parse func(string) (int64, error)
	max   int64
	err   error
}{
	{"datacenter", ParseDatacenter, MaxDatacenter, ErrDatacenterRange},
	{"machine", ParseMachine, MaxMachine, ErrMachineRange},
	{"sequence", ParseSequence, MaxSequence, ErrSequenceRange},
}

func TestParseFields(t *testing.T) {
	for _, ft := range fieldTests {
		max := strconv.FormatInt(ft.max, 10)
		tooBig := strconv.FormatInt(ft.max+1, 10)
		cases := []struct {
			in   string
			want int64
			err  error
		}{
			{"0", 0, nil},
			{"1", 1, nil},
			{" " + max + " ", ft.max, nil},
			{tooBig, 0, ft.err},
			{"-1", 0, ft.err},
			{"+1", 0, ft.err},
			{"99999999999999999999", 0, ft.err},
			{"", 0, ErrEmpty},
			{"one", 0, ErrNotDecimal},
			{"1.5", 0, ErrGrouping},
		}
		for _, tt := range cases {
			t.Run(ft.name+"/"+tt.in, func(t *testing.T) {
				got, err := ft.parse(tt.in)
				if !errors.Is(err, tt.err) {
					t.Fatalf("error = %v, want %v", err, tt.err)
				}
				if got != tt.want {
					t.Errorf("got %d, want %d", got, tt.want)
				}
			})
		}
	}
}

func FuzzParseNumber(f *testing.F) {
	for _, tt := range parseNumberTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseNumber(s)
		if err != nil {
			if n != 0 {
				t.Fatalf("ParseNumber(%q) = %d with error %v", s, n, err)
			}
			return
		}
		if n < 0 {
			t.Fatalf("ParseNumber(%q) = %d, negative", s, n)
		}
		// Whatever parses re-formats to the same number.
		if back, err := ParseNumber(strconv.FormatInt(n, 10)); err != nil || back != n {
			t.Fatalf("ParseNumber(%q) = %d, but its plain form re-parses to %d, %v", s, n, back, err)
		}
		// Plain digit strings agree with the standard library.
		if want, err := strconv.ParseInt(s, 10, 64); err == nil && want != n {
			t.Fatalf("ParseNumber(%q) = %d, strconv says %d", s, n, want)
		}
	})
}

func FuzzParseFields(f *testing.F) {
	for _, tt := range parseNumberTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if ts, err := ParseTimestamp(s, Epoch); err == nil && (ts < Epoch || ts > MaxTimestamp) {
			t.Fatalf("ParseTimestamp(%q) = %d, outside the encodable range", s, ts)
		}
		for _, ft := range fieldTests {
			if v, err := ft.parse(s); err == nil && (v < 0 || v > ft.max) {
				t.Fatalf("%s parser accepted %q as %d", ft.name, s, v)
			}
		}
	})
}

func TestParseCount(t *testing.T) {
	tests := []struct {
		in   string
		want int
		err  error
	}{
		{"1", 1, nil},
		{"1000000", 1000000, nil},
		{"1.000.000", 1000000, nil},
		{"0", 0, ErrCountRange},
		{"1000001", 0, ErrCountRange},
		{"-5", 0, ErrCountRange},
		{"+5", 0, ErrSign},
		{"2.5", 0, ErrCountRange},
		{"0,5", 0, ErrCountRange},
		{"99999999999999999999", 0, ErrCountRange},
		{"ten", 0, ErrNotDecimal},
		{"", 0, ErrEmpty},
	}
	for _, tt := range tests {
		got, err := ParseCount(tt.in)
		if !errors.Is(err, tt.err) || got != tt.want {
			t.Errorf("ParseCount(%q) = %d, %v; want %d, %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}
