package core

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

var parseIDTests = []struct {
	in   string
	want int64
	err  error
}{
	{"4194439168", 4194439168, nil},
	{" 1382350606417817604 ", 1382350606417817604, nil},
	{"1.382.350.606.417.817.604", 1382350606417817604, nil},
	{"0x00000000FA021000", 4194439168, nil},
	{"0xfa021000", 4194439168, nil},
	{"0X7FFFFFFFFFFFFFFF", 1<<63 - 1, nil},
	{"9223372036854775807", 1<<63 - 1, nil},
	{"0", 0, nil},
	{"9223372036854775808", 0, ErrTooLarge},
	{"0x8000000000000000", 0, ErrTooLarge},
	{"0x1FFFFFFFFFFFFFFFF", 0, ErrTooLarge},
	{"-1", 0, ErrNegativeID},
	{"-0x1", 0, ErrNegativeID},
	{"+5", 0, ErrIDSyntax},
	{"0xZZ", 0, ErrIDSyntax},
	{"0x", 0, ErrIDSyntax},
	{"0x+1", 0, ErrIDSyntax},
	{"0x_1", 0, ErrIDSyntax},
	{"0xFFFFFFFFFFFFFFFFFZ", 0, ErrIDSyntax}, // the stray Z, not the size, is what to fix
	{"0x12 34", 0, ErrIDSyntax},
	{"abc", 0, ErrIDSyntax},
	{"1e9", 0, ErrIDSyntax},
	{"", 0, ErrEmpty},
	{"12.34", 0, ErrGrouping},
}

func TestParseID(t *testing.T) {
	for _, tt := range parseIDTests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseID(tt.in)
			if !errors.Is(err, tt.err) {
				t.Fatalf("ParseID(%q) error = %v, want %v", tt.in, err, tt.err)
			}
			if got != tt.want {
				t.Errorf("ParseID(%q) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
}

func TestFlipBit(t *testing.T) {
	id, err := FlipBit(workedExampleID, 0)
	if err != nil || id != workedExampleID+1 {
		t.Errorf("flip bit 0 = %d, %v", id, err)
	}
	if back, _ := FlipBit(id, 0); back != workedExampleID {
		t.Errorf("flipping twice = %d, want %d", back, workedExampleID)
	}
	if id, _ := FlipBit(workedExampleID, 62); id != workedExampleID|1<<62 {
		t.Errorf("flip bit 62 = %d", id)
	}
	if id, err := FlipBit(workedExampleID, 63); !errors.Is(err, ErrNegativeID) || id != workedExampleID {
		t.Errorf("flip sign bit = %d, %v; want the ID unchanged and ErrNegativeID", id, err)
	}
	for _, n := range []int{-1, 64, 65, -1 << 62} {
		if id, err := FlipBit(workedExampleID, n); !errors.Is(err, ErrBitRange) || id != workedExampleID {
			t.Errorf("flip bit %d = %d, %v; want the ID unchanged and ErrBitRange", n, id, err)
		}
	}
}

func FuzzParseID(f *testing.F) {
	for _, tt := range parseIDTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id, err := ParseID(s)
		if err != nil {
			return
		}
		if id < 0 {
			t.Fatalf("ParseID(%q) = %d, negative", s, id)
		}
		for _, form := range []string{strconv.FormatInt(id, 10), FormatHex(id)} {
			if back, err := ParseID(form); err != nil || back != id {
				t.Fatalf("ParseID(%q) = %d, but %q reads back as %d, %v", s, id, form, back, err)
			}
		}
		if bin := strings.ReplaceAll(FormatBinary(id), " ", ""); len(bin) != 64 {
			t.Fatalf("FormatBinary(%d) has %d bits", id, len(bin))
		} else if u, err := strconv.ParseUint(bin, 2, 64); err != nil || int64(u) != id {
			t.Fatalf("FormatBinary(%d) = %s reads back as %d", id, bin, u)
		}
	})
}
