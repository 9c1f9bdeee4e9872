package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
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
	if !quit.IsQuit || quit.Label != "Quit" || quit.Shortcut != quitShortcut {
		t.Errorf("the File menu ends with %q (quit %v, shortcut %v), want Quit on Ctrl+Q", quit.Label, quit.IsQuit, quit.Shortcut)
	}
}
