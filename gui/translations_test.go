package gui

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"snowflakeid/assets"
	"snowflakeid/words"
)

func translationKeys(t *testing.T, name string) []string {
	t.Helper()
	data, err := assets.Translations.ReadFile("translations/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var messages map[string]any
	if err := json.Unmarshal(data, &messages); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var keys []string
	for k := range messages {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func TestTranslationsHaveTheSameKeys(t *testing.T) {
	en, tr := translationKeys(t, "en.json"), translationKeys(t, "tr.json")
	for _, k := range en {
		if _, found := slices.BinarySearch(tr, k); !found {
			t.Errorf("tr.json lacks %q", k)
		}
	}
	for _, k := range tr {
		if _, found := slices.BinarySearch(en, k); !found {
			t.Errorf("en.json lacks %q", k)
		}
	}
}

// keyPattern finds the translation keys written out in the code: the first
// argument of lang.L, lang.X and lang.XN, and the keys of menu items and
// error messages, and the names of parts, inputs and range values.
var keyPattern = regexp.MustCompile(`(?:lang\.(?:L|X|XN)\(|item\(|countText\()"([^"]+)"|"((?:error|part|input|range)\.[A-Za-z.]+)"`)

func TestEveryKeyInCodeIsTranslated(t *testing.T) {
	en := translationKeys(t, "en.json")
	var files []string // this package's and the packages under it
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range keyPattern.FindAllStringSubmatch(string(src), -1) {
			key := m[1] + m[2]
			seen++
			if _, found := slices.BinarySearch(en, key); !found {
				t.Errorf("%s uses key %q, which en.json lacks", f, key)
			}
		}
	}
	if seen < 50 {
		t.Errorf("found only %d keys in the code; the pattern has stopped matching", seen)
	}
}

// newTurkishView is newTestView with the system locale set to Turkish.
func newTurkishView(t *testing.T) *testView {
	tv := newTestView(t)
	t.Setenv("LANG", "tr_TR.UTF-8")
	words.LoadTranslations()
	t.Cleanup(func() {
		os.Setenv("LANG", "en_US.UTF-8")
		words.LoadTranslations()
	})
	tv.rebuild(tv.win) // again, now in Turkish
	return tv
}

func TestTurkishWindow(t *testing.T) {
	tv := newTurkishView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	if got := tv.win.Title(); got != "Snowflake Kimlik Oluşturucu" {
		t.Errorf("title = %q", got)
	}
	if got := tv.build.formats.rows[formLocal].value.Text; got != "04.11.2010 04:42:55,657 +03:00 TRT" {
		t.Errorf("local time in Turkish = %q", got)
	}
	if got := tv.build.formats.rows[formRelative].value.Text; got != "15 yıl önce" {
		t.Errorf("relative time in Turkish = %q", got)
	}
	// Copyable values stay the same in every language.
	if tv.build.id.entry.Text != "4194439168" || tv.build.formats.rows[formUTC].value.Text != "2010-11-04T01:42:55.657Z" {
		t.Errorf("ID %q, UTC %q differ in Turkish", tv.build.id.entry.Text, tv.build.formats.rows[formUTC].value.Text)
	}
	retype(tv.build.inputs[inSequence].entry, "4096")
	if got := tv.build.inputs[inSequence].message.Text; got != "0 ile 4095 arasında bir tam sayı girin." {
		t.Errorf("sequence error in Turkish = %q", got)
	}
	retype(tv.build.inputs[inSequence].entry, "0")
	for _, m := range tv.win.MainMenu().Items {
		for _, item := range m.Items {
			if item.Label != "" && item.Label == lang.L(item.Label) && strings.Contains(item.Label, ".") {
				t.Errorf("menu item shows the untranslated key %q", item.Label)
			}
		}
	}
	for _, word := range []string{"Cut", "Copy", "Paste", "Select all", "Undo", "Redo", "Cancel", "Save", "Quit"} {
		if got := lang.L(word); got == word {
			t.Errorf("Fyne's %q has no Turkish", word)
		}
	}
	test.AssertObjectRendersToMarkup(t, "grid_worked_example_tr.xml", tv.build.grid)
}

func TestRelativeTimesTranslated(t *testing.T) {
	newTurkishView(t)
	now := time.Now()
	for _, d := range []time.Duration{time.Second, time.Minute, time.Hour, 24 * time.Hour, 40 * 24 * time.Hour, 800 * 24 * time.Hour} {
		for _, sign := range []time.Duration{1, -1} {
			got := words.Relative(now.Add(sign*d), now)
			if !strings.HasSuffix(got, " önce") && !strings.HasSuffix(got, " sonra") {
				t.Errorf("words.Relative(%v) in Turkish = %q", sign*d, got)
			}
		}
	}
}
