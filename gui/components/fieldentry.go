package components

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/data/binding"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// MaxFieldText is the most text a field takes: far more than any ID, link
// or date-time, and little enough for Fyne, which measures an entry's whole
// text at every change (a pasted 16 KB took half a second, 64 KB six
// seconds, and a megabyte would hang the window for many minutes).
const MaxFieldText = 4 << 10

// FieldEntry is a one-line entry that refuses a paste that would make its
// text longer than MaxFieldText, and calls OnTooLong to say so.
type FieldEntry struct {
	widget.Entry
	OnTooLong func()
	OnFocused func() // when the entry gains the keyboard's focus; may be nil
}

var _ fyne.Shortcutable = (*FieldEntry)(nil)

func NewFieldEntry() *FieldEntry {
	e := &FieldEntry{OnTooLong: func() {}}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.ExtendBaseWidget(e)
	return e
}

// FocusGained is the Entry's, then calls OnFocused.
func (e *FieldEntry) FocusGained() {
	e.Entry.FocusGained()
	if e.OnFocused != nil {
		e.OnFocused()
	}
}

// Bind binds the entry to data as the Entry's Bind does, but with no
// validator: Fyne's installs one that marks the entry with a tick or a
// cross, and each field's message says what is wrong instead.
func (e *FieldEntry) Bind(data binding.String) {
	e.Entry.Bind(data)
	e.Validator = nil
}

// TypedShortcut is the entry's own, but for a paste that is too long.
func (e *FieldEntry) TypedShortcut(s fyne.Shortcut) {
	if p, ok := s.(*fyne.ShortcutPaste); ok && p.Clipboard != nil &&
		len(e.Text)-len(e.SelectedText())+len(p.Clipboard.Content()) > MaxFieldText {
		e.OnTooLong()
		return
	}
	e.Entry.TypedShortcut(s)
}

// TooLongText says that a paste was too long for a field.
func TooLongText() string {
	return lang.L("error.pasteTooLong", map[string]any{"Max": MaxFieldText})
}
