package find

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The IDs of layouts with a width are found in running text, each in its
// layout, beside decimal IDs and links; words and numbers that take their
// forms are not, nor IDs whose time is not plausible.
func TestFindWideIDs(t *testing.T) {
	now := int64(1798761600000) // 2027-01-01
	for _, c := range []struct {
		text string
		want []string // each ID found, as layout:text
	}{
		{"at 017F22E2-79B0-7CC3-98C4-DC0C0C07398F and {c232ab00-9414-11ec-b3c8-9f6bdeced846}",
			[]string{"UUIDv7:017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "UUIDv1:c232ab00-9414-11ec-b3c8-9f6bdeced846"}},
		{"urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8,1EC9414C-232A-6B00-B3C8-9F6BDECED846",
			[]string{"UUIDv4:919108f7-52d1-4320-9bac-f847db4148a8", "UUIDv6:1ec9414c-232a-6b00-b3c8-9f6bdeced846"}},
		{`{"ulid":"01ARYZ6S410000000000000000","ksuid":"0ujtsYcgvSTl8PAuAdqWYSMnLOv"}`,
			[]string{"ULID:01ARYZ6S410000000000000000", "KSUID:0ujtsYcgvSTl8PAuAdqWYSMnLOv"}},
		{"ObjectId(\"507c7f79bcf86cd7994f6c0e\") xid=dcaf9d000000003kk7b0 tsid 01226N0640J7Q",
			[]string{"ObjectId:507c7f79bcf86cd7994f6c0e", "XID:dcaf9d000000003kk7b0", "TSID:01226N0640J7Q"}},
		{"tweet 1382350606417817604 then 017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
			[]string{"1382350606417817604", "UUIDv7:017f22e2-79b0-7cc3-98c4-dc0c0c07398f"}},
		// A variant other than RFC 9562's, a ULID of 1970 (before ULIDs),
		// rs/xid's own test ID (of 2011, before XIDs), 24 decimal digits,
		// words, UUIDs inside longer tokens.
		{"017f22e2-79b0-7cc3-18c4-dc0c0c07398f 0000000001ABCDEFGHJKMNPQRS ", nil},
		{"9m4e2mr0ui3e8a215n4g 123456789012345678901234 CONSTITUTIONS abcdefghijklmnopqrstuvwxyz", nil},
		{"a-017f22e2-79b0-7cc3-98c4-dc0c0c07398f x017f22e2-79b0-7cc3-98c4-dc0c0c07398f", nil},
	} {
		f := Finder{Now: now}
		f.Scan([]byte(c.text))
		var got []string
		for _, id := range f.Findings().IDs {
			if id.Source == FromWide {
				w := f.Findings().Wide[id.ID]
				got = append(got, w.Layout.Name+":"+w.Text())
			} else {
				got = append(got, strconv.FormatInt(id.ID, 10))
			}
		}
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("in %q found %q, want %q", c.text, got, c.want)
		}
	}
}

// A megabyte of ordinary prose and code, Go's own documentation and
// sources, holds no ID of a form ordinary words can take.
func TestNoWideIDsInProseAndCode(t *testing.T) {
	var text []byte
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Skip("no go command here to find Go's sources:", err)
	}
	root := strings.TrimSpace(string(out))
	_ = filepath.WalkDir(filepath.Join(root, "src"), func(path string, d os.DirEntry, err error) error {
		if err != nil || len(text) >= 1<<20 {
			return filepath.SkipAll
		}
		if !d.IsDir() && (strings.HasSuffix(path, ".go") || strings.HasSuffix(path, ".html") || strings.HasSuffix(path, ".md")) &&
			!strings.HasSuffix(path, "_test.go") && !strings.Contains(path, "testdata") {
			data, _ := os.ReadFile(path)
			text = append(text, data...)
		}
		return nil
	})
	if len(text) < 1<<20 {
		t.Skipf("only %d bytes of Go's sources here", len(text))
	}
	f := Finder{Now: 1798761600000}
	f.Scan(text[:1<<20])
	for _, w := range f.Findings().Wide {
		if w.Layout.Form != 2 { // UUIDs written as UUIDs are IDs wherever they stand
			t.Errorf("%s read as a %s", w.Text(), w.Layout.Name)
		}
	}
	t.Logf("%d bytes: %d IDs of a width found, %d IDs in all", 1<<20, len(f.Findings().Wide), len(f.Findings().IDs))
}

// The edges of a plausible time, and of the letters that make 24 digits
// an ObjectId rather than a number (found by mutation testing): an
// ObjectId of the first second of 2009 (MongoDB's first year) is taken,
// one of the second before is not; one a day after the finder's Now is
// taken, a second later is not, an hour after is; 24 hexadecimal digits
// whose only letter is a, f, A or F are an ObjectId, 24 decimal ones are
// a number.
func TestWideTimeAndLetterEdges(t *testing.T) {
	for _, c := range []struct {
		text  string
		found bool
	}{
		{"495c0780" + "0000000000000000", true},  // 2009-01-01T00:00:00Z
		{"495c077f" + "0000000000000000", false}, // a second before
		{"6b383e00" + "0000000000000000", true},  // Now + 24 h
		{"6b383e01" + "0000000000000000", false}, // Now + 24 h + 1 s
		{"6b36fa90" + "0000000000000000", true},  // Now + 1 h
		{"65000000a000000000000000", true},
		{"65000000f000000000000000", true},
		{"65000000A000000000000000", true},
		{"65000000F000000000000000", true},
		{"650000000000000000000000", false}, // 24 decimal digits
	} {
		f := Finder{Now: 1798761600000} // 2027-01-01
		f.Scan([]byte("id " + c.text + " seen"))
		wide := f.Findings().Wide
		if found := len(wide) == 1 && wide[0].Layout.Name == "ObjectId"; found != c.found {
			t.Errorf("%s: found as an ObjectId %v, want %v", c.text, found, c.found)
		}
	}
	// Letters alone are a word, whatever their length and time: an XID of
	// 2021, an ObjectId and a KSUID of the 2050s (taken when no Now bounds
	// them).
	for _, word := range []string{"cccccccccccccccccccg", "AAAAAAAAAAAAAAAAAAAAAAAA", "AAAAAAAAAAAAAAAAAAAAAAAAAAA"} {
		for _, now := range []int64{0, 1798761600000} {
			f := Finder{Now: now}
			f.Scan([]byte("id " + word + " seen"))
			if wide := f.Findings().Wide; len(wide) != 0 {
				t.Errorf("%s (now %d) found as %s", word, now, wide[0].Layout.Name)
			}
		}
	}
	// Typed alone, the XID of letters is read: a person gave it as an ID.
	if w, ok := ReadWideID("cccccccccccccccccccg"); !ok || w.Layout.Name != "XID" {
		t.Errorf("an XID of letters alone, typed, read as %v %v", w.Layout, ok)
	}
	// Typed alone, 24 decimal digits are a number too, never an ObjectId.
	if w, ok := ReadWideID("650000000000000000000000"); ok {
		t.Errorf("24 decimal digits typed read as %s %s", w.Layout.Name, w.Text())
	}
}
