package gui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/core"
	"snowflakeid/gui/bitgrid"
)

func TestPaletteReadableInBothVariants(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		th := newAppTheme(theme.DefaultTheme())
		bg := th.Color(theme.ColorNameBackground, variant)
		fg := th.Color(theme.ColorNameForeground, variant)
		for _, s := range core.Layout() {
			c := th.Color(partStyles[s.Part].color, variant)
			one := over(c, bg)
			zero := over(bitgrid.ZeroColor(c), bg)
			if got := contrast(bg, one); got < 4.5 {
				t.Errorf("variant %d part %d: a 1 on its cell has contrast %.2f, want ≥ 4.5", variant, s.Part, got)
			}
			if got := contrast(fg, zero); got < 4.5 {
				t.Errorf("variant %d part %d: a 0 on its cell has contrast %.2f, want ≥ 4.5", variant, s.Part, got)
			}
			if got := contrast(one, zero); got < 2 {
				t.Errorf("variant %d part %d: 1-cells and 0-cells differ by only %.2f", variant, s.Part, got)
			}
		}
	}
}

func TestPartColoursDiffer(t *testing.T) {
	th := newAppTheme(theme.DefaultTheme())
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		seen := map[color.Color]core.Part{}
		for _, s := range core.Layout() {
			c := th.Color(partStyles[s.Part].color, variant)
			if p, ok := seen[c]; ok {
				t.Errorf("parts %d and %d share a colour", p, s.Part)
			}
			seen[c] = s.Part
		}
	}
	if th.Color(theme.ColorNameBackground, theme.VariantDark) != theme.DefaultTheme().Color(theme.ColorNameBackground, theme.VariantDark) {
		t.Error("the wrapper changed a colour it does not own")
	}
}

// Every text the window writes reads at 4.5:1 or more against what it
// stands on, in both variants:
// labels, messages and links on the window and in dialogs, the status
// line's confirmations, entries and their placeholders, buttons plain,
// hovered and main, menus, table headers and selected rows. Disabled
// widgets' text is left out, as WCAG leaves it out.
func TestTextReadableInBothVariants(t *testing.T) {
	test.NewTempApp(t)
	type pair struct{ text, on fyne.ThemeColorName }
	pairs := []pair{
		{theme.ColorNameForeground, theme.ColorNameBackground},
		{theme.ColorNameForeground, theme.ColorNameInputBackground},
		{theme.ColorNameForeground, theme.ColorNameButton},
		{theme.ColorNameForeground, theme.ColorNameMenuBackground},
		{theme.ColorNameForeground, theme.ColorNameOverlayBackground},
		{theme.ColorNameForeground, theme.ColorNameHeaderBackground},
		{theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary},
		{theme.ColorNameForegroundOnError, theme.ColorNameError},
		{theme.ColorNameForegroundOnSuccess, theme.ColorNameSuccess},
		{theme.ColorNameForegroundOnWarning, theme.ColorNameWarning},
		{theme.ColorNamePlaceHolder, theme.ColorNameInputBackground},
		{theme.ColorNamePlaceHolder, theme.ColorNameBackground},
	}
	for _, text := range []fyne.ThemeColorName{theme.ColorNameSuccess, theme.ColorNameWarning, theme.ColorNameError, theme.ColorNameHyperlink} {
		pairs = append(pairs, pair{text, theme.ColorNameBackground}, pair{text, theme.ColorNameOverlayBackground})
	}
	// Hover, focus and selection are see-through: blended onto what they cover.
	blends := []struct{ text, blend, on fyne.ThemeColorName }{
		{theme.ColorNameForeground, theme.ColorNameHover, theme.ColorNameButton},
		{theme.ColorNameForeground, theme.ColorNameFocus, theme.ColorNameButton},
		{theme.ColorNameForeground, theme.ColorNameSelection, theme.ColorNameBackground},
		{theme.ColorNameForegroundOnPrimary, theme.ColorNameHover, theme.ColorNamePrimary},
		{theme.ColorNameForegroundOnPrimary, theme.ColorNameFocus, theme.ColorNamePrimary},
	}
	th := NewTheme()
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		for _, p := range pairs {
			if got := contrast(th.Color(p.text, v), th.Color(p.on, v)); got < minContrast {
				t.Errorf("variant %d: %s on %s has contrast %.2f", v, p.text, p.on, got)
			}
		}
		for _, b := range blends {
			on := over(th.Color(b.blend, v), th.Color(b.on, v))
			if got := contrast(th.Color(b.text, v), on); got < minContrast {
				t.Errorf("variant %d: %s on %s over %s has contrast %.2f", v, b.text, b.blend, b.on, got)
			}
		}
	}
}

// Colours are made readable by as little as it takes: the ones that were
// readable are kept, the others keep their hue.
func TestReadableColoursChangeLittle(t *testing.T) {
	test.NewTempApp(t)
	base := theme.DefaultTheme()
	th := NewTheme()
	if got, want := th.Color(theme.ColorNameWarning, theme.VariantDark), base.Color(theme.ColorNameWarning, theme.VariantDark); got != want {
		t.Errorf("the dark warning colour, readable already, became %v", got)
	}
	success := color.NRGBAModel.Convert(th.Color(theme.ColorNameSuccess, theme.VariantLight)).(color.NRGBA)
	if success.G <= success.R || success.G <= success.B {
		t.Errorf("the light success colour %v is no longer green", success)
	}
	if got := contrast(success, base.Color(theme.ColorNameBackground, theme.VariantLight)); got > 6 {
		t.Errorf("the light success colour was darkened further than it needed: %.2f", got)
	}
}
