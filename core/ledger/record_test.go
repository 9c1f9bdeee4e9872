package ledger

import (
	"strings"
	"testing"
)

// A process's record is 256 bytes whatever its command line: its ID and
// command line padded with spaces, or, past 252 bytes, cut to 251 and an
// ellipsis (3 bytes) and a bracket, and one space.
func TestRecordOf(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		want string // the record without its trailing spaces
	}{
		{"short", []string{"snowflakeid", "new"}, "42 (snowflakeid new)"},
		// "42 (" and ")" are 5 bytes: 247 bytes of arguments make 252.
		{"252 bytes, whole", []string{strings.Repeat("a", 247)}, "42 (" + strings.Repeat("a", 247) + ")"},
		{"253 bytes, cut", []string{strings.Repeat("a", 248)}, "42 (" + strings.Repeat("a", 247) + "…)"},
		{"far longer", []string{strings.Repeat("b", 1000)}, "42 (" + strings.Repeat("b", 247) + "…)"},
	} {
		got := string(recordOf(42, c.args))
		if len(got) != 256 || strings.TrimRight(got, " ") != c.want {
			t.Errorf("%s: %d bytes, %q; want 256 bytes, %q and spaces", c.name, len(got), strings.TrimRight(got, " "), c.want)
		}
	}
}
