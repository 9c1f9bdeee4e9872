package gui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/assets"
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
// error messages.
var keyPattern = regexp.MustCompile(`(?:lang\.(?:L|X|XN)\(|item\()"([^"]+)"|"(error\.[A-Za-z]+)"`)

func TestEveryKeyInCodeIsTranslated(t *testing.T) {
	en := translationKeys(t, "en.json")
	files, err := filepath.Glob("*.go")
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
	loadTranslations()
	t.Cleanup(func() {
		os.Setenv("LANG", "en_US.UTF-8")
		loadTranslations()
	})
	// Build again, now in Turkish.
	th := newAppTheme(test.Theme())
	fyne.CurrentApp().Settings().SetTheme(th)
	tv.view = build(fyne.CurrentApp(), tv.win, th,
		func() time.Time { return tv.now },
		func(_ time.Duration, f func()) { tv.later = append(tv.later, f) })
	tv.local = time.FixedZone("TRT", 3*60*60)
	tv.update(true)
	return tv
}

func TestTurkishWindow(t *testing.T) {
	tv := newTurkishView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	if got := tv.win.Title(); got != "Snowflake Kimlik Oluşturucu" {
		t.Errorf("title = %q", got)
	}
	if got := tv.formats[5].value.Text; got != "04.11.2010 04:42:55,657 +03:00 TRT" {
		t.Errorf("local time in Turkish = %q", got)
	}
	if got := tv.formats[6].value.Text; got != "15 yıl önce" {
		t.Errorf("relative time in Turkish = %q", got)
	}
	// Copyable values stay the same in every language.
	if tv.idEntry.Text != "4194439168" || tv.formats[4].value.Text != "2010-11-04T01:42:55.657Z" {
		t.Errorf("ID %q, UTC %q differ in Turkish", tv.idEntry.Text, tv.formats[4].value.Text)
	}
	retype(tv.inputs[inSequence].entry, "4096")
	if got := tv.inputs[inSequence].message.Text; got != "0 ile 4095 arasında bir tam sayı girin." {
		t.Errorf("sequence error in Turkish = %q", got)
	}
	retype(tv.inputs[inSequence].entry, "0")
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
	tv.win.Content().Refresh()
	test.AssertRendersToMarkup(t, "worked_example_tr.xml", tv.win.Canvas())
}

func TestRelativeTimesTranslated(t *testing.T) {
	newTurkishView(t)
	now := time.Now()
	for _, d := range []time.Duration{time.Second, time.Minute, time.Hour, 24 * time.Hour, 40 * 24 * time.Hour, 800 * 24 * time.Hour} {
		for _, sign := range []time.Duration{1, -1} {
			got := relativeTime(now.Add(sign*d), now)
			if !strings.HasSuffix(got, " önce") && !strings.HasSuffix(got, " sonra") {
				t.Errorf("relativeTime(%v) in Turkish = %q", sign*d, got)
			}
		}
	}
}

func TestSettingsAreRestored(t *testing.T) {
	tv := newTestView(t)
	retype(tv.inputs[inDatacenter].entry, "12")
	retype(tv.inputs[inMachine].entry, "30")
	tv.onTheme(themeDark)
	test.Tap(tv.copyBtn)

	// A second window of the same app starts from what the first left.
	again := newViewOnSameApp(t, tv)
	if got := again.inputs[inDatacenter].entry.Text; got != "12" {
		t.Errorf("datacenter restored as %q, want 12", got)
	}
	if got := again.inputs[inMachine].entry.Text; got != "30" {
		t.Errorf("machine restored as %q, want 30", got)
	}
	if again.theme.mode != themeDark || !again.themeItems[themeDark].Checked || again.themeItems[themeSystem].Checked {
		t.Errorf("theme restored as %q", again.theme.mode)
	}
	if len(again.history) != 1 || strconv.FormatInt(again.history[0], 10) != tv.idEntry.Text {
		t.Errorf("history restored as %v, want the copied %s", again.history, tv.idEntry.Text)
	}
}

// Opening the window unchanged must not write preferences: Fyne watches the
// folder they live in and reloads every font and theme when it changes.
func TestFirstStartWritesNoSettings(t *testing.T) {
	tv := newTestView(t)
	p := fyne.CurrentApp().Preferences()
	for _, key := range []string{prefDatacenter, prefMachine} {
		if got := p.String(key); got != "" {
			t.Errorf("a first start stored %s = %q", key, got)
		}
	}
	retype(tv.inputs[inDatacenter].entry, "3")
	if got := p.String(prefDatacenter); got != "3" {
		t.Fatalf("datacenter 3 stored as %q", got)
	}
	retype(tv.inputs[inDatacenter].entry, "0")
	if got := p.String(prefDatacenter); got != "0" {
		t.Errorf("datacenter 0 after 3 stored as %q, want 0", got)
	}
}

// newViewOnSameApp builds a second view on tv's app, reading its preferences
// the way Show does at start-up.
func newViewOnSameApp(t *testing.T, tv *testView) *view {
	t.Helper()
	a := fyne.CurrentApp()
	th := newAppTheme(test.Theme())
	th.mode = savedTheme(a.Preferences())
	w := test.NewTempWindow(t, nil)
	return build(a, w, th, time.Now, func(time.Duration, func()) {})
}

func TestHandEditedPreferencesFallBack(t *testing.T) {
	tv := newTestView(t)
	p := fyne.CurrentApp().Preferences()
	p.SetString(prefDatacenter, "99")
	p.SetString(prefMachine, "-1; rm -rf /")
	p.SetString(prefTheme, "purple")
	p.SetFloat(prefWidth, -5)
	p.SetFloat(prefHeight, 1e9)
	p.SetStringList(prefHistory, []string{"4194439168", "not an id", "-7", "9223372036854775808"})

	again := newViewOnSameApp(t, tv)
	if again.inputs[inDatacenter].entry.Text != "0" || again.inputs[inMachine].entry.Text != "0" {
		t.Errorf("bad saved fields restored as %q, %q", again.inputs[inDatacenter].entry.Text, again.inputs[inMachine].entry.Text)
	}
	if again.theme.mode != themeSystem {
		t.Errorf("unknown theme restored as %q", again.theme.mode)
	}
	if got := savedWindowSize(p); got != defaultWindowSize {
		t.Errorf("bad window size restored as %v", got)
	}
	if !slices.Equal(again.history, []int64{4194439168}) {
		t.Errorf("history restored as %v, want only the valid ID", again.history)
	}
	if !again.current.valid {
		t.Error("the window starts without a valid ID")
	}
}

func TestHistoryKeepsFiftyNewestFirst(t *testing.T) {
	var h []int64
	for id := range int64(60) {
		h = withHistory(h, id)
	}
	h = withHistory(h, 30) // copied again: moves to the front, once
	if len(h) != historySize || h[0] != 30 || h[1] != 59 || slices.Index(h[1:], 30) >= 0 {
		t.Errorf("history = %v", h)
	}
}

func TestHistoryCopyAndLoad(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	tv.onCopy()
	retype(tv.inputs[inSequence].entry, "5")
	tv.onCopy()
	if !slices.Equal(tv.history, []int64{4194439173, 4194439168}) {
		t.Fatalf("history = %v", tv.history)
	}
	if tv.historyList.Length() != 2 {
		t.Errorf("history list shows %d rows", tv.historyList.Length())
	}
	fyne.CurrentApp().Clipboard().SetContent("")
	tv.onHistoryCopy(4194439168)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "4194439168" {
		t.Errorf("re-copy put %q on the clipboard", got)
	}
	tv.onHistoryLoad(4194439173)
	if tv.inputs[inSequence].entry.Text != "5" || tv.tabs.SelectedIndex() != 0 {
		t.Errorf("load gave sequence %q on tab %d", tv.inputs[inSequence].entry.Text, tv.tabs.SelectedIndex())
	}
}

func TestThemeMenuSwitchesAtOnce(t *testing.T) {
	tv := newTestView(t)
	for _, mode := range []string{themeDark, themeLight} {
		tv.menuItem(t, map[string]string{themeDark: "menu.themeDark", themeLight: "menu.themeLight"}[mode]).Action()
		want := map[string]fyne.ThemeVariant{themeDark: theme.VariantDark, themeLight: theme.VariantLight}[mode]
		if got := tv.theme.variant(theme.VariantLight); got != want {
			t.Errorf("after choosing %s the variant is %d", mode, got)
		}
		if fyne.CurrentApp().Preferences().String(prefTheme) != mode {
			t.Errorf("%s not remembered", mode)
		}
	}
	dark := newAppTheme(theme.DefaultTheme())
	dark.mode = themeDark
	if dark.Color(theme.ColorNameBackground, theme.VariantLight) != theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark) {
		t.Error("dark mode does not paint the dark background")
	}
}
