package gui

import (
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
