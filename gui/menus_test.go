package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/gui/components"
)

func TestThemeMenuSwitchesAtOnce(t *testing.T) {
	tv := newTestView(t)
	for _, mode := range []string{themeDark, themeLight} {
		tv.menuItem(t, map[string]string{themeDark: "menu.themeDark", themeLight: "menu.themeLight"}[mode]).Action()
		want := map[string]fyne.ThemeVariant{themeDark: theme.VariantDark, themeLight: theme.VariantLight}[mode]
		if got := tv.view.theme.variant(theme.VariantLight); got != want {
			t.Errorf("after choosing %s the variant is %d", mode, got)
		}
		if fyne.CurrentApp().Preferences().String(prefTheme) != mode {
			t.Errorf("%s not remembered", mode)
		}
	}
	dark := newAppTheme(theme.DefaultTheme())
	dark.mode = themeDark
	if dark.Color(theme.ColorNameBackground, theme.VariantLight) != theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark) {
		t.Error("dark mode does not paint the dark background")
	}
}

func TestFileMenuQuitsWithCtrlQ(t *testing.T) {
	tv := newTestView(t)
	file := tv.win.MainMenu().Items[0]
	quit := file.Items[len(file.Items)-1]
	if !quit.IsQuit || menuItemName(quit.Label) != "Quit" || quit.Shortcut.ShortcutName() != quitShortcut.ShortcutName() {
		t.Errorf("the File menu ends with %q (quit %v, shortcut %v), want Quit on Ctrl+Q", quit.Label, quit.IsQuit, quit.Shortcut)
	}
}

// Every text in the menus reads at 4.5:1 or more against the menu, in both
// variants: the items' names and their keys, which Fyne would draw in the
// text colour at a fifth of its opacity.
func TestMenuTextsReadable(t *testing.T) {
	tv := newTestView(t)
	for _, mode := range []string{themeLight, themeDark} {
		th := newWindowTheme()
		th.mode = mode
		fyne.CurrentApp().Settings().SetTheme(th)
		v := fyne.CurrentApp().Settings().ThemeVariant()
		bg := th.Color(theme.ColorNameMenuBackground, v)
		keys := 0
		for _, m := range tv.win.MainMenu().Items {
			menu := widget.NewMenu(m)
			w := test.NewTempWindow(t, menu)
			w.Resize(menu.MinSize().AddWidthHeight(20, 20))
			for _, o := range test.LaidOutObjects(menu) {
				text, ok := o.(*canvas.Text)
				if !ok || text.Text == "" || !text.Visible() {
					continue
				}
				if got := contrast(over(text.Color, bg), bg); got < minContrast {
					t.Errorf("%s: %q in the %s menu has contrast %.2f", mode, text.Text, m.Label, got)
				}
				if strings.Contains(text.Text, "Ctrl+") {
					keys++
				}
			}
		}
		// The keys are in sight: Ctrl+Shift+C, G, L, D, V, N, R and Ctrl+O, S, Q.
		if keysInLabels && keys != 10 {
			t.Errorf("%s: %d items show their keys, want 10", mode, keys)
		}
	}
}

// Every icon without words says what it does in a tip: the copy icons of
// the forms, the readings, the Discord timestamp and the ID range, and the
// clock that sets the timestamp to now.
func TestIconsHaveTips(t *testing.T) {
	tv := newTestView(t)
	tv.build.pasteID("1382350606417817604")
	tv.tabs.Select(tv.tabs.ranges)
	tips := 0
	visit := func(o fyne.CanvasObject) bool {
		switch x := o.(type) {
		case *components.IconButton:
			tips++
			if x.Tip.Text == "" {
				t.Errorf("a copy icon beside %v has no tip", x.Position())
			}
			return false
		case *components.TapIcon:
			if x.Tip.Text == "" && x.Resource.Name() != theme.MenuExpandIcon().Name() {
				t.Errorf("the icon %s has no tip", x.Resource.Name())
			}
			tips++
			return false
		case *widget.Button:
			if x.Text == "" && x.Icon != nil {
				t.Errorf("a button with only the icon %s has no tip", x.Icon.Name())
			}
		}
		return true
	}
	for _, item := range []*container.TabItem{tv.tabs.Items[0], tv.tabs.ranges} {
		eachObject(item.Content, visit)
	}
	// 7 forms and the Discord timestamp, the clock, 3 plausible readings
	// (the fold's arrow unfolds), 5 rows and the Discord timestamp of the range.
	if tips < 7+1+1+3+5+1 {
		t.Errorf("%d icons seen, fewer than the window has", tips)
	}
}
