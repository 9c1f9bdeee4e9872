package core

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// nextcloudFile is Nextcloud's layout written by hand as a layout file,
// with comments, an epoch as a date-time, and its fields in order.
const nextcloudFile = `name = "Nextcloud"
epoch = 2025-10-01T00:00:00Z   # the start of Nextcloud's IDs

[[field]]                      # from the highest bit down
name = "seconds"
bits = 31
time = "1s"
[[field]]
name = "milliseconds"
bits = 10
time = "1ms"
[[field]]
name = "server"
bits = 9
[[field]]
name = "cli"
bits = 1
[[field]]
name = "sequence"
bits = 12
sequence = true
`

// A file written by hand reads as the preset it describes, and every
// preset written to a file reads back as itself.
func TestLayoutFileReadsAndWrites(t *testing.T) {
	l, err := ReadLayoutFile("nextcloud.toml", []byte(nextcloudFile), layoutNow)
	if want, _ := LayoutNamed("Nextcloud"); err != nil || !reflect.DeepEqual(l, want.Layout) {
		t.Errorf("read %+v (%v), want %+v", l, err, want.Layout)
	}
	withMillis := strings.Replace(nextcloudFile, "2025-10-01T00:00:00Z", "1759276800000", 1)
	if l, err := ReadLayoutFile("ms.toml", []byte(withMillis), layoutNow); err != nil || l.Epoch != 1759276800000 {
		t.Errorf("an epoch in milliseconds: %d, %v", l.Epoch, err)
	}
	for _, p := range LayoutPresets() {
		data := WriteLayoutFile(p.Layout)
		back, err := ReadLayoutFile(p.Name+".toml", data, layoutNow)
		if err != nil || !reflect.DeepEqual(back, p.Layout) {
			t.Errorf("%s wrote\n%s\nand read back %+v (%v)", p.Name, data, back, err)
		}
	}
}

// Every refusal names the file, the line and the key at fault.
func TestLayoutFileErrors(t *testing.T) {
	tests := []struct {
		name, from, to string
		line           int
		key            string
		want           error // nil where TOML's own message is enough
	}{
		{"a typo", "bits = 10\n", "bitz = 10\n", 10, "field.bitz", ErrLayoutFileKey},
		{"an unknown top key", "name = \"Nextcloud\"\n", "name = \"Nextcloud\"\nversion = 2\n", 2, "version", ErrLayoutFileKey},
		{"a zero width", "bits = 9\n", "bits = 0\n", 14, "field.bits", ErrFieldBits},
		{"a zero unit", `time = "1ms"`, `time = "0s"`, 11, "field.time", ErrLayoutFileUnit},
		{"a unit below 1 µs", `time = "1ms"`, `time = "1500ns"`, 11, "field.time", ErrLayoutFileUnit},
		{"no unit", `time = "1ms"`, `time = "soon"`, 11, "field.time", ErrLayoutFileUnit},
		{"no offset", "2025-10-01T00:00:00Z", "2025-10-01T00:00:00", 2, "epoch", ErrLayoutFileEpoch},
		{"a date", "2025-10-01T00:00:00Z", "2025-10-01", 2, "epoch", ErrLayoutFileEpoch},
		{"microseconds", "2025-10-01T00:00:00Z", "2025-10-01T00:00:00.000001Z", 2, "epoch", ErrLayoutFileEpochMs},
		{"the future", "2025-10-01T00:00:00Z", "2999-01-01T00:00:00Z", 2, "epoch", ErrEpochRange},
		{"Unix seconds", "2025-10-01T00:00:00Z", "1759276800", 2, "epoch", ErrEpochSeconds},
		{"no epoch", "epoch = 2025-10-01T00:00:00Z", "", 0, "epoch", ErrLayoutFileNoEpoch},
		{"no name", `name = "Nextcloud"`, "", 0, "name", ErrLayoutName},
		{"a name with a space", `name = "server"`, `name = "server id"`, 13, "field.name", ErrFieldName},
		{"two of one name", `name = "cli"`, `name = "server"`, 16, "field.name", ErrFieldTwice},
		{"two sequences", "name = \"cli\"\nbits = 1\n", "name = \"cli\"\nbits = 1\nsequence = true\n", 0, "field.sequence", ErrTwoSequences},
		{"time and sequence", "bits = 12\nsequence = true", "bits = 12\ntime = \"1ms\"\nsequence = true", 22, "field.sequence", ErrLayoutFileTimeAndSq},
		{"too wide", "bits = 31", "bits = 32", 20, "field.bits", ErrLayoutWide}, // where the total passes 63
		{"a string for a number", "bits = 31", `bits = "31"`, 6, "field.bits", ErrLayoutFileKind},
		{"a number for a name", `name = "server"`, `name = 9`, 13, "field.name", ErrLayoutFileKind},
		{"not TOML", "bits = 31", "bits = = 31", 6, "", nil},
	}
	for _, tt := range tests {
		text := strings.Replace(nextcloudFile, tt.from, tt.to, 1)
		if text == nextcloudFile {
			t.Fatalf("%s: %q is not in the file", tt.name, tt.from)
		}
		_, err := ReadLayoutFile("mine.toml", []byte(text), layoutNow)
		var fe *LayoutFileError
		if !errors.As(err, &fe) || fe.File != "mine.toml" || !strings.HasPrefix(err.Error(), "mine.toml") {
			t.Errorf("%s: %v, want a LayoutFileError naming the file", tt.name, err)
			continue
		}
		if tt.want != nil && !errors.Is(err, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, err, tt.want)
		}
		if tt.line != 0 && fe.Line != tt.line || tt.key != "" && fe.Key != tt.key {
			t.Errorf("%s: line %d key %q (%v), want line %d key %q", tt.name, fe.Line, fe.Key, err, tt.line, tt.key)
		}
	}
}

// What the messages read like, with a line and without; and fields written
// as an inline array of tables, where the scanner finds no line.
func TestLayoutFileMessages(t *testing.T) {
	for text, want := range map[string]string{
		strings.Replace(nextcloudFile, "bits = 10\n", "bitz = 10\n", 1):       "mine.toml:10: field.bitz: " + ErrLayoutFileKey.Error(),
		strings.Replace(nextcloudFile, "epoch = 2025-10-01T00:00:00Z", "", 1): "mine.toml: epoch: " + ErrLayoutFileNoEpoch.Error(),
	} {
		if _, err := ReadLayoutFile("mine.toml", []byte(text), layoutNow); err == nil || err.Error() != want {
			t.Errorf("%q, want %q", err, want)
		}
	}
	inline := "name = \"L\"\nepoch = 0\nfield = [{name = \"t\", bits = 0, time = \"1ms\"}]\n"
	var fe *LayoutFileError
	if _, err := ReadLayoutFile("inline.toml", []byte(inline), layoutNow); !errors.As(err, &fe) || !errors.Is(err, ErrFieldBits) || fe.Line != 0 {
		t.Errorf("inline: %v", err)
	}
}

// The reader never panics, and every refusal names the file and says
// why.
func FuzzReadLayoutFile(f *testing.F) {
	f.Add([]byte(nextcloudFile))
	for _, p := range presets {
		f.Add(WriteLayoutFile(p.Layout))
	}
	f.Add([]byte("name = \"x\"\nepoch = 0\n[[field]]\nname = \"t\"\nbits = 62\ntime = \"1us\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := ReadLayoutFile("fuzz.toml", data, layoutNow)
		if err != nil {
			if msg := err.Error(); !strings.HasPrefix(msg, "fuzz.toml") || len(msg) < len("fuzz.toml: x") {
				t.Errorf("refused with %q", msg)
			}
			return
		}
		if err := l.Validate(layoutNow); err != nil {
			t.Errorf("read a layout that cannot be: %v", err)
		}
	})
}

// A layout file may hold 64 KiB, comments and all; one byte more is
// refused before TOML reads a byte of it.
func TestLayoutFileSize(t *testing.T) {
	padded := func(size int) []byte {
		data := []byte(nextcloudFile)
		for len(data) < size {
			data = append(data, "# a comment that pads the file to its size\n"...)
		}
		data = data[:size-1]
		return append(data, '\n')
	}
	if _, err := ReadLayoutFile("full.toml", padded(65536), layoutNow); err != nil {
		t.Errorf("64 KiB: %v", err)
	}
	_, err := ReadLayoutFile("over.toml", padded(65537), layoutNow)
	var fe *LayoutFileError
	if !errors.Is(err, ErrLayoutFileSize) || !errors.As(err, &fe) || fe.File != "over.toml" {
		t.Errorf("64 KiB and a byte: %v", err)
	}
}

// Mistakes that the TOML library would word in Go's terms are said in a
// person's, at their line and key.
func TestLayoutFileMistakesInWords(t *testing.T) {
	const head = "name = \"A\"\nepoch = 0\n"
	for text, want := range map[string]string{
		head + "[field]\nname = \"t\"\nbits = 41\ntime = \"1ms\"\n": "mine.toml:3: field: " + ErrLayoutFileTable.Error(),
		head + "field = 5\n":                                            "mine.toml:3: field: " + ErrLayoutFileKind.Error(),
		"name = \"A\"\nepoch = 99999999999999999999\n":                  "mine.toml:2: epoch: " + ErrLayoutFileNumber.Error(),
		head + "[[field]]\nname = \"t\"\nbits = 99999999999999999999\n": "mine.toml:5: field.bits: " + ErrLayoutFileNumber.Error(),
		head + "[[field]]\nname = \"s\"\nbits = 31\ntime = \"1s\"\n[[field]]\nname = \"ms\"\nbits = 5\ntime = \"1ms\"\n": "mine.toml:9: field.bits: layout \"A\", field 2 (\"ms\"): " +
			"a time field under one of a larger unit counts up to that unit: it needs more bits: 10 bits at least, to count the 1ms in a 1s",
		head + "[[field]]\nname = \"s\"\nbits = 31\ntime = \"1s\"\n[[field]]\nname = \"us\"\nbits = 11\ntime = \"250us\"\n": "mine.toml:9: field.bits: layout \"A\", field 2 (\"us\"): " +
			"a time field under one of a larger unit counts up to that unit: it needs more bits: 12 bits at least, to count the 250us in a 1s",
		head + "[[field]]\nname = \"" + strings.Repeat("a", 33) + "\"\nbits = 41\ntime = \"1ms\"\n": "mine.toml:4: field.name: layout \"A\", field 1 (\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"): " +
			"a field's name is one plain word of at most 32 letters, digits and _, starting with a letter",
	} {
		if _, err := ReadLayoutFile("mine.toml", []byte(text), layoutNow); err == nil || err.Error() != want {
			t.Errorf("%q:\n got %v\nwant %s", text, err, want)
		}
	}
}
