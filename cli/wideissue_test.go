package cli

import (
	"strings"
	"testing"

	"snowflakeid/core"
)

// new issues IDs of every issued wide preset in its text form, each of
// its layout; the UUIDv7s of commands through one ledger increase across
// them (at once: TestWideGeneratorsMeet in core/ledger).
func TestNewWideLayouts(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"uuidv7", "uuidv4", "ulid", "ksuid", "objectid", "xid", "tsid"} {
		p, _ := core.LayoutNamed(name)
		lines := newLinesIn(t, dir, "--layout", name, "-n", "5000")
		if len(lines) != 5000 {
			t.Fatalf("%s: %d lines", name, len(lines))
		}
		for _, line := range lines {
			if _, err := p.ParseWide([]byte(line)); err != nil {
				t.Fatalf("%s: %s: %v", name, line, err)
			}
		}
	}
	// Two commands one after the other through one ledger: the second's
	// UUIDv7s follow the first's.
	first := newLinesIn(t, dir, "--layout", "uuidv7", "-n", "3000")
	second := newLinesIn(t, dir, "--layout", "uuidv7", "-n", "3000")
	all := append(first, second...)
	for k := 1; k < len(all); k++ {
		if all[k] <= all[k-1] {
			t.Fatalf("UUIDv7 %d, %s, after %s", k, all[k], all[k-1])
		}
	}
	for name, want := range map[string]string{"uuidv1": "finer than a microsecond", "uuidv5": "made from a name"} {
		if status, out, errOut := run(t, "", "new", "--layout", name); status != 1 || out != "" || !strings.Contains(errOut, want) {
			t.Errorf("%s: %d %q %q", name, status, out, errOut)
		}
	}
}

// A wide ID given to decode that breaks its layout is refused with what
// is wrong, and nothing is written.
func TestDecodeRefusesBrokenWideIDs(t *testing.T) {
	for arg, says := range map[string]string{
		"017f22e2-79b0-7cc3-18c4-dc0c0c07398f": "Its var is 0, where a UUIDv7 has 2.",
		"017f22e2-79b0-0cc3-98c4-dc0c0c07398f": "A UUID's version, its 13th hexadecimal digit, is one of RFC 9562's: 1 to 8.",
		"8ZZZZZZZZZZZZZZZZZZZZZZZZZ":           "Not a ULID (128 bits in crockford): the number is larger than the ID's bits hold.",
		"9m4e2mr0ui3e8a215n4h":                 "Not a XID (96 bits in base32hex): the last letter carries bits past the ID's end.",
	} {
		status, out, errOut := run(t, "", "decode", arg)
		if status != 1 || out != "" || errOut != "snowflakeid: "+arg+": "+says+"\n" {
			t.Errorf("%s: %d %q %q", arg, status, out, errOut)
		}
	}
	// A ULID of 1970 is no ID in running text, but given alone it is read.
	if status, out, _ := run(t, "", "decode", "--no-header", "--columns", "id,unix_ms", "0000000001ABCDEFGHJKMNPQRS"); status != 0 || out != "0000000001ABCDEFGHJKMNPQRS\t1\n" {
		t.Errorf("a ULID of 1970 given alone: %d %q", status, out)
	}
}
