package gui

import (
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
)

// Fyne's own menu bar (Linux, Windows) draws a KeyboardShortcut's keys
// beside its item in the text colour at a fifth of its opacity, about
// 1.4:1 against the menu, and no theme colour reaches it. There the items
// carry a menuKeys instead: Fyne matches a pressed shortcut to a menu item
// by name alone, so the keys work as before, and keysLabel writes them in
// the label, in the menu's own text colour, lined up at the right. macOS
// draws its native menus' shortcuts itself, readably.
var keysInLabels = runtime.GOOS != "darwin"

// menuKeys is a menu item's shortcut that Fyne matches but does not draw.
type menuKeys struct{ keys *desktop.CustomShortcut }

var _ fyne.Shortcut = menuKeys{}

// ShortcutName is the name of the keys' own shortcut, which is what a
// pressed shortcut is matched by.
func (k menuKeys) ShortcutName() string { return k.keys.ShortcutName() }

// menuShortcut is keys as a menu item's shortcut.
func menuShortcut(keys *desktop.CustomShortcut) fyne.Shortcut {
	if keys == nil {
		return nil
	}
	if keysInLabels {
		return menuKeys{keys}
	}
	return keys
}

// keysText writes keys the way Linux and Windows menus do: "Ctrl+Shift+C".
func keysText(keys *desktop.CustomShortcut) string {
	var b strings.Builder
	mod := keys.Modifier
	if mod&fyne.KeyModifierShortcutDefault != 0 || mod&fyne.KeyModifierControl != 0 {
		b.WriteString("Ctrl+")
	}
	if mod&fyne.KeyModifierAlt != 0 {
		b.WriteString("Alt+")
	}
	if mod&fyne.KeyModifierShift != 0 {
		b.WriteString("Shift+")
	}
	b.WriteString(string(keys.KeyName))
	return b.String()
}

// The padding between a label's name and its keys is en spaces, then hair
// spaces to line the keys up within a pixel; names hold neither.
const (
	keysGap  = "\u2002"
	keysFine = "\u200a"
)

// menuItemName is the name in a menu item's label, without its keys.
func menuItemName(label string) string {
	name, _, _ := strings.Cut(label, keysGap)
	return name
}

// labelKeys writes the keys of each of menu's items that has a menuKeys
// into its label, after its name, with the keys' right edges lined up a
// little right of the widest name.
func labelKeys(menu *fyne.Menu) {
	width := func(s string) float32 { return fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{}).Width }
	var names, keys float32
	for _, item := range menu.Items {
		if k, ok := item.Shortcut.(menuKeys); ok {
			names = max(names, width(menuItemName(item.Label)))
			keys = max(keys, width(keysText(k.keys)))
		}
	}
	gap, fine := width(keysGap), width(keysFine)
	right := names + 4*gap + keys
	for _, item := range menu.Items {
		k, ok := item.Shortcut.(menuKeys)
		if !ok {
			continue
		}
		name, text := menuItemName(item.Label), keysText(k.keys)
		pad := right - width(name) - width(text)
		n := int(pad / gap)
		m := int((pad - float32(n)*gap) / fine)
		item.Label = name + strings.Repeat(keysGap, n) + strings.Repeat(keysFine, m) + text
	}
}
