package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestEveryFormatCopiesWhatItShows(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	want := []string{
		"0x00000000fa021000",
		"0 00000000000000000000000000000001111101000 00001 00001 000000000000",
		`"4194439168"`,
		"1288834975657",
		"2010-11-04T01:42:55.657Z",
		"2010-11-04 04:42:55.657 +03:00 TRT",
		"15 years ago",
	}
	for i, f := range tv.build.formats.rows {
		if f.value.Text != want[i] {
			t.Errorf("format %q shows %q, want %q", f.label, f.value.Text, want[i])
		}
		test.Tap(f.copy)
		if got := fyne.CurrentApp().Clipboard().Content(); got != f.value.Text {
			t.Errorf("copying %q put %q on the clipboard, want %q", f.label, got, f.value.Text)
		}
	}
}
