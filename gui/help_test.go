package gui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

func TestAboutShowsNameAndVersion(t *testing.T) {
	newTestView(t)
	title, body := aboutText(fyne.AppMetadata{Name: "Snowflake ID Generator", Version: "1.2.3", Build: 7})
	if title != "Snowflake ID Generator" || !strings.Contains(body, "Version 1.2.3 (build 7)") {
		t.Errorf("About for a packaged build = %q, %q", title, body)
	}
	title, body = aboutText(fyne.AppMetadata{})
	if title != "Snowflake ID Generator" || strings.Contains(body, "Version") {
		t.Errorf("About for a plain build = %q, %q; want the app's title and no version", title, body)
	}
}

// The Bit layout and About dialogs close on Escape and on Enter, and the
// window's keys work again once they are closed.
func TestInformationDialogsCloseOnKeys(t *testing.T) {
	tv := newTestView(t)
	c := tv.win.Canvas()
	before := c.OnTypedKey()
	for _, key := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter} {
		for name, open := range map[string]func(){"Bit layout": tv.onLayoutHelp, "About": tv.onAbout} {
			open()
			if len(c.Overlays().List()) != 1 {
				t.Fatalf("%s: %d overlays shown", name, len(c.Overlays().List()))
			}
			c.OnTypedKey()(&fyne.KeyEvent{Name: key})
			if n := len(c.Overlays().List()); n != 0 {
				t.Errorf("%s is still open after %s", name, key)
				c.Overlays().Top().Hide()
			}
			if fmt.Sprintf("%p", c.OnTypedKey()) != fmt.Sprintf("%p", before) {
				t.Errorf("%s closed with %s left the window's keys changed", name, key)
			}
		}
	}
}

// Help → Bit Layout explains the layout chosen, not Twitter's always: its
// bits from the highest, each field, and its formula.
func TestLayoutHelpFollowsTheLayout(t *testing.T) {
	tv := newTestView(t)
	diagram, text := layoutHelp(tv.model.layout)
	wantDiagram := "bit 63      Sign        always 0\n" +
		"bits 62–22  Timestamp   41 bits: units of 1 ms since the epoch\n" +
		"bits 21–17  Datacenter  5 bits, 0–31\n" +
		"bits 16–12  Machine     5 bits, 0–31\n" +
		"bits 11–0   Sequence    12 bits, 0–4,095: tells apart the IDs made within a tick of 1 ms"
	if diagram != wantDiagram || !strings.Contains(text, "id = (Timestamp << 22) | (Datacenter << 17) | (Machine << 12) | Sequence") ||
		!strings.Contains(text, "where Timestamp = (t − 1288834974657) ÷ 1 ms") {
		t.Errorf("Twitter:\n%s\n\n%s", diagram, text)
	}
	tv.build.picker.choice.SetSelected("Sonyflake")
	diagram, text = layoutHelp(tv.model.layout)
	if !strings.Contains(diagram, "bits 62–24  time      39 bits: units of 10 ms since the epoch") || !strings.Contains(diagram, "bits 15–0   machine   16 bits, 0–65,535") ||
		!strings.Contains(text, "id = (time << 24) | (sequence << 16) | machine") || !strings.Contains(text, "(t − 1409529600000) ÷ 10 ms") {
		t.Errorf("Sonyflake:\n%s\n\n%s", diagram, text)
	}
}
