package core

import (
	"strconv"
	"testing"
	"time"
)

func TestFormats(t *testing.T) {
	tests := []struct {
		id                int64
		hex, binary, json string
	}{
		{4194439168, "0x00000000fa021000",
			"0 00000000000000000000000000000001111101000 00001 00001 000000000000", `"4194439168"`},
		{0, "0x0000000000000000",
			"0 00000000000000000000000000000000000000000 00000 00000 000000000000", `"0"`},
		{1<<63 - 1, "0x7fffffffffffffff",
			"0 11111111111111111111111111111111111111111 11111 11111 111111111111", `"9223372036854775807"`},
	}
	for _, tt := range tests {
		t.Run(strconv.FormatInt(tt.id, 10), func(t *testing.T) {
			if got := FormatHex(tt.id); got != tt.hex {
				t.Errorf("FormatHex = %s, want %s", got, tt.hex)
			}
			if got := FormatBinary(tt.id); got != tt.binary {
				t.Errorf("FormatBinary = %s, want %s", got, tt.binary)
			}
			if got := FormatJSON(tt.id); got != tt.json {
				t.Errorf("FormatJSON = %s, want %s", got, tt.json)
			}
		})
	}
}

func TestAppendLines(t *testing.T) {
	got := string(AppendLines([]byte("x\n"), []int64{4194439168, 0, 9223372036854775807}))
	if want := "x\n4194439168\n0\n9223372036854775807\n"; got != want {
		t.Errorf("AppendLines = %q, want %q", got, want)
	}
	if got := AppendLines(nil, nil); len(got) != 0 {
		t.Errorf("no IDs: %q", got)
	}
}

// A layout's binary form groups the bits as its fields: Nextcloud's
// published ID (server 392, cli 1, sequence 2099), and a layout of 20 bits
// whose 44 bits above are one group. The groups were cut by hand.
func TestLayoutFormatBinary(t *testing.T) {
	small := Layout{Name: "Small", Fields: []Field{TimeField("t", 8, time.Second), SequenceField("s", 12)}}
	for _, tt := range []struct {
		layout Layout
		id     int64
		want   string
	}{
		{presetLayout(t, "Nextcloud"), 4688076898113587,
			"0 0000000000100001010011111000111 1111011000 110001000 1 100000110011"},
		{small, 0xABCDE, "00000000000000000000000000000000000000000000 10101011 110011011110"},
	} {
		if got := tt.layout.FormatBinary(tt.id); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.layout.Name, got, tt.want)
		}
	}
}
