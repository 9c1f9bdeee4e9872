package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/data/binding"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// maxFieldText is the most text a field takes: far more than any ID, link
// or date-time, and little enough for Fyne, which measures an entry's whole
// text at every change (a pasted 16 KB took half a second, 64 KB six
// seconds, and a megabyte would hang the window for many minutes).
const maxFieldText = 4 << 10

// fieldEntry is a one-line entry that refuses a paste that would make its
// text longer than maxFieldText, and calls onTooLong to say so.
type fieldEntry struct {
	widget.Entry
	onTooLong func()
}

var _ fyne.Shortcutable = (*fieldEntry)(nil)

func newFieldEntry() *fieldEntry {
	e := &fieldEntry{onTooLong: func() {}}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.ExtendBaseWidget(e)
	return e
}

// bind binds the entry to data with no validator: Fyne's Bind installs one
// that marks the entry with a tick or a cross, and each field's message
// says what is wrong instead.
func (e *fieldEntry) bind(data binding.String) {
	e.Bind(data)
	e.Validator = nil
}

// TypedShortcut is the entry's own, but for a paste that is too long.
func (e *fieldEntry) TypedShortcut(s fyne.Shortcut) {
	if p, ok := s.(*fyne.ShortcutPaste); ok && p.Clipboard != nil &&
		len(e.Text)-len(e.SelectedText())+len(p.Clipboard.Content()) > maxFieldText {
		e.onTooLong()
		return
	}
	e.Entry.TypedShortcut(s)
}

// tooLongText says that a paste was too long for a field.
func tooLongText() string {
	return lang.L("error.pasteTooLong", map[string]any{"Max": maxFieldText})
}
