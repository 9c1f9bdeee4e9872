package gui

import (
	"slices"

	"fyne.io/fyne/v2/data/binding"
)

// boundText is a text the model owns and an entry is bound to: a
// [binding.String] whose Set is a person's edit. The entry writes it as the
// person types, and Set hands the edit to the model at once, on the same
// call, so the result is on screen before the next key is read. The model
// writes it with show, which tells the bound entry and nobody else.
//
// Unlike Fyne's own bindings it tells its listeners at once rather than on
// the next turn of the event loop, so it must be used on the main
// goroutine only, as everything in the window is.
type boundText struct {
	text      string
	listeners []binding.DataListener
	onSet     func() // the model's answer to an edit
}

var _ binding.String = (*boundText)(nil)

func newBoundText(text string, onSet func()) *boundText {
	return &boundText{text: text, onSet: onSet}
}

// Get returns the text; it never fails.
func (t *boundText) Get() (string, error) {
	return t.text, nil
}

// Set is an edit: the text changes, the bound entry shows it (the entry
// that wrote it already does) and the model answers it. Setting the text
// it holds does nothing.
func (t *boundText) Set(text string) error {
	if text == t.text {
		return nil
	}
	t.show(text)
	t.onSet()
	return nil
}

// show changes the text without answering it: the model writing its result.
func (t *boundText) show(text string) {
	if text == t.text {
		return
	}
	t.text = text
	for _, l := range t.listeners {
		l.DataChanged()
	}
}

// AddListener tells l of the text now and of every change.
func (t *boundText) AddListener(l binding.DataListener) {
	t.listeners = append(t.listeners, l)
	l.DataChanged()
}

// RemoveListener stops telling l.
func (t *boundText) RemoveListener(l binding.DataListener) {
	t.listeners = slices.DeleteFunc(t.listeners, func(x binding.DataListener) bool { return x == l })
}
