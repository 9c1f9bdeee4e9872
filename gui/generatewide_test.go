package gui

import (
	"bytes"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"snowflakeid/core"
)

// Generate many issues UUIDv7s, each higher than the last, lists them in
// their text form, copies them one a line and saves them so; CSV is for
// 64-bit IDs and is off.
func TestGenerateManyUUIDv7(t *testing.T) {
	tv := newTestView(t)
	b := tv.openGenerateTab()
	b.picker.choice.SetSelected("UUIDv7")
	if !b.out.csv.Disabled() || b.out.csv.Checked {
		t.Errorf("CSV for UUIDv7s: disabled %v, checked %v", b.out.csv.Disabled(), b.out.csv.Checked)
	}
	runBatch(t, tv, "5000")
	l, _ := core.LayoutNamed("UUIDv7")
	if b.last.len() != 5000 || len(b.last.ids) != 0 {
		t.Fatalf("%d IDs, %d of them 64-bit", b.last.len(), len(b.last.ids))
	}
	for i := 1; i < len(b.last.wide); i++ {
		if b.last.wide[i].Compare(b.last.wide[i-1]) <= 0 {
			t.Fatalf("UUIDv7 %d is not higher than the one before: %v, %v", i, b.last.text(i-1), b.last.text(i))
		}
	}
	text := b.last.text(0)
	if len(text) != 36 || text[14] != '7' || !strings.ContainsRune("89ab", rune(text[19])) {
		t.Errorf("the first reads %q, not a UUIDv7 as RFC 9562 writes it", text)
	}
	if !strings.HasPrefix(b.summary.Text, "5,000 unique UUIDv7 IDs") {
		t.Errorf("summary %q", b.summary.Text)
	}
	test.Tap(b.out.copyAll)
	lines := strings.Split(strings.TrimSuffix(fyne.CurrentApp().Clipboard().Content(), "\n"), "\n")
	if len(lines) != 5000 || lines[0] != text {
		t.Fatalf("Copy all: %d lines, the first %q", len(lines), lines[0])
	}
	for _, line := range lines[:50] {
		if _, err := l.ParseWide([]byte(line)); err != nil {
			t.Fatalf("Copy all holds %q: %v", line, err)
		}
	}
	var out bytes.Buffer
	if err := b.last.writeWide(&out); err != nil || out.String() != strings.Join(lines, "\n")+"\n" {
		t.Errorf("the saved list differs from the copied one (%v)", err)
	}
	// UUIDv4s carry no time, and the summary says so.
	b.picker.choice.SetSelected("UUIDv4")
	runBatch(t, tv, "10")
	if b.last.len() != 10 || !strings.Contains(b.summary.Text, "no time") {
		t.Errorf("UUIDv4: %d IDs, summary %q", b.last.len(), b.summary.Text)
	}
}

// A wide layout chosen on the Build tab is where the window starts again:
// the Build tab shows a UUIDv7, and the Generate many and IDs of a moment
// tabs, made after the restart, start in UUIDv7 and issue and bound
// UUIDv7s.
func TestRestartInAWideLayout(t *testing.T) {
	tv := newTestView(t)
	tv.build.picker.choice.SetSelected("UUIDv7")
	tv.rebuild(test.NewTempWindow(t, nil))
	if got := tv.build.picker.choice.Selected; got != "UUIDv7" {
		t.Fatalf("the Build tab starts again in %q", got)
	}
	if text := tv.build.boxes.wide.idEntry.Text; len(text) != 36 || text[14] != '7' {
		t.Errorf("the Build tab shows %q, not a UUIDv7", text)
	}
	b := tv.openGenerateTab()
	if got := b.picker.choice.Selected; got != "UUIDv7" {
		t.Fatalf("Generate many starts in %q", got)
	}
	runBatch(t, tv, "3")
	if len(b.last.wide) != 3 || b.last.layout == nil || b.last.layout.Name != "UUIDv7" {
		t.Errorf("Generate many issued %d wide IDs of %v", len(b.last.wide), b.last.layout)
	}
	if got := tv.openRangeTab().picker.choice.Selected; got != "UUIDv7" {
		t.Errorf("IDs of a moment starts in %q", got)
	}
}
