package cli

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"snowflakeid/core"
	"snowflakeid/decoded"
)

// layouts lists every preset with its epoch and fields; layouts show
// writes a preset as a file that reads back as that preset, and reads a
// file, telling its mistakes by file, line and key.
func TestLayouts(t *testing.T) {
	status, out, errOut := run(t, "", "layouts")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if status != 0 || errOut != "" || len(lines) != 26 {
		t.Fatalf("status %d, %d lines:\n%s%s", status, len(lines), out, errOut)
	}
	if nextcloud := lines[12]; !strings.HasPrefix(nextcloud, "Nextcloud") ||
		!strings.Contains(nextcloud, "2025-10-01T00:00:00.000Z  63    decimal    seconds 31×1s, milliseconds 10×1ms, server 9, cli 1, sequence 12") {
		t.Errorf("Nextcloud's line: %q", nextcloud)
	}
	if pgEdge := lines[11]; !strings.HasSuffix(pgEdge, "timestamp 41×1ms, count 12 (sequence), node 10") {
		t.Errorf("pgEdge's line: %q", pgEdge)
	}

	if v1 := lines[14]; v1 != "UUIDv1        1582-10-15T00:00:00.000Z  128   uuid       time_low 32×100ns, "+
		"time_mid 16×100ns (from bit 32 of the time), ver 4 = 1, time_high 12×100ns (from bit 48 of the time), var 2 = 2, clock_seq 14, node 48" {
		t.Errorf("UUIDv1's line: %q", v1)
	}
	if ksuid := lines[22]; !strings.HasSuffix(ksuid, "160   base62     timestamp 32×1s, payload 128 (random)") {
		t.Errorf("KSUID's line: %q", ksuid)
	}

	status, out, _ = run(t, "", "layouts", "show", "NEXTCLOUD")
	dir := t.TempDir()
	file := filepath.Join(dir, "nextcloud.toml")
	if err := os.WriteFile(file, []byte(out), 0o600); err != nil {
		t.Fatal(err)
	}
	l, err := core.ReadLayoutFile(file, []byte(out), now)
	if want, _ := core.LayoutNamed("Nextcloud"); status != 0 || err != nil || !reflect.DeepEqual(l, want.Layout) {
		t.Errorf("status %d; read back %+v (%v)", status, l, err)
	}
	if status, again, _ := run(t, "", "layouts", "show", file); status != 0 || again != out {
		t.Errorf("the file shown again: status %d\n%s", status, again)
	}

	bad := filepath.Join(dir, "bad.toml")
	if err := os.WriteFile(bad, []byte(strings.Replace(out, "bits = 9", "bitz = 9", 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	if status, out, errOut := run(t, "", "layouts", "show", bad); status != 1 || out != "" ||
		!strings.HasPrefix(errOut, "snowflakeid: "+bad+":17: field.bitz: ") {
		t.Errorf("a typo: status %d, %q, %q", status, out, errOut)
	}
	if status, _, errOut := run(t, "", "layouts", "show", "nope"); status != 1 || !strings.Contains(errOut, "the layouts are Twitter, Discord") {
		t.Errorf("no such layout: status %d, %q", status, errOut)
	}
	if status, _, errOut := run(t, "", "layouts", "nextcloud"); status != 2 || !strings.Contains(errOut, "snowflakeid layouts --help") {
		t.Errorf("a name without show: status %d, %q", status, errOut)
	}
}

// Every preset, of any width, is shown as a file that reads back as the
// preset; decode given one reads its IDs alone.
func TestLayoutsShowEveryPreset(t *testing.T) {
	for _, p := range core.LayoutPresets() {
		status, out, errOut := run(t, "", "layouts", "show", p.Name)
		l, err := core.ReadLayoutFile("shown.toml", []byte(out), now)
		if status != 0 || err != nil || !l.Equal(p.Layout) {
			t.Errorf("%s: status %d, %q; read back %+v (%v)", p.Name, status, errOut, l, err)
		}
	}
	// decode --layout uuidv7 reads UUIDv7s alone.
	text := "017f22e2-79b0-7cc3-98c4-dc0c0c07398f 01ARYZ6S410000000000000000 1382350606417817604\n"
	status, out, errOut := run(t, text, "decode", "--layout", "uuidv7", "--no-header", "--columns", "id,unix_ms")
	if status != 0 || out != "017f22e2-79b0-7cc3-98c4-dc0c0c07398f\t1645557742000\n" {
		t.Errorf("decode --layout uuidv7: %d %q %q", status, out, errOut)
	}
}

// A layout file past 64 KiB is refused with a sentence, whether it is a
// large file or a device that never ends, and only what decides that is
// read.
func TestLayoutFilesAreSmall(t *testing.T) {
	big := filepath.Join(t.TempDir(), "big.toml")
	out, _ := core.LayoutNamed("Nextcloud")
	data := append(core.WriteLayoutFile(out.Layout), strings.Repeat("# padding\n", 10_000)...)
	if err := os.WriteFile(big, data, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"layouts", "show", big}, {"layouts", "show", "/dev/zero"},
		{"decode", "--layout", "/dev/zero", "1"}, {"new", "--layout", "/dev/urandom"}} {
		status, stdout, stderr := run(t, "", args...)
		if status != 1 || stdout != "" || !strings.Contains(stderr, "larger than 64 KiB") {
			t.Errorf("%q: status %d, %q, %q", args, status, stdout, stderr)
		}
	}
}

// decode's help names every flag its machine formats write, in both
// languages, and says that the layout's fields are its columns.
func TestDecodeHelpMatchesTheFlags(t *testing.T) {
	for _, lang := range []string{"en_US.UTF-8", "tr_TR.UTF-8"} {
		t.Setenv("LANG", lang)
		_, out, _ := run(t, "", "decode", "--help")
		for _, key := range decoded.FlagKeys {
			if !strings.Contains(out, key) {
				t.Errorf("%s: decode --help does not name the flag %s", lang, key)
			}
		}
		if !strings.Contains(out, "--layout") || !strings.Contains(out, "./twitter") {
			t.Errorf("%s: decode --help says nothing of the layout's columns or files:\n%s", lang, out)
		}
	}
}

// A preset's name is the preset; written with a path, a file of that name
// is read instead.
func TestLayoutFileNamedLikeAPreset(t *testing.T) {
	dir := t.TempDir()
	mine := core.Layout{Name: "Mine", Epoch: 0, Fields: []core.Field{{Name: "t", Bits: 41, Role: core.RoleTime, Unit: time.Millisecond}, {Name: "rest", Bits: 22}}}
	file := filepath.Join(dir, "twitter")
	if err := os.WriteFile(file, core.WriteLayoutFile(mine), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	for arg, want := range map[string]string{"twitter": "name = \"Twitter\"", "./twitter": "name = \"Mine\"", file: "name = \"Mine\""} {
		if status, out, errOut := run(t, "", "layouts", "show", arg); status != 0 || !strings.Contains(out, want) {
			t.Errorf("layouts show %s: status %d, %q %q, want %s", arg, status, out, errOut, want)
		}
	}
}
