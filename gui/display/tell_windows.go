package display

import (
	"fyne.io/fyne/v2/lang"
	"golang.org/x/sys/windows"
)

// tell shows the line in a message box as well: a program started from
// Explorer has no console to write to.
func tell(text string) {
	tellTerminal(text)
	title, _ := windows.UTF16PtrFromString(lang.L("app.title"))
	body, _ := windows.UTF16PtrFromString(text)
	_, _ = windows.MessageBox(0, body, title, windows.MB_OK|windows.MB_ICONERROR)
}
