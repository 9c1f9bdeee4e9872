package core

import (
	"strconv"
	"testing"
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
