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
