package gui

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/gui/bitgrid"
)

// Each colour of the bit grid carries its digits readably: a 1 in the
// background colour on the part's colour (the unused bits are always 0,
// and have no 1 to carry), a 0 in the text colour on its faint fill, and
// the two fills tell apart.
func TestPaletteReadableInBothVariants(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		th := newAppTheme(theme.DefaultTheme())
		bg := th.Color(theme.ColorNameBackground, variant)
		fg := th.Color(theme.ColorNameForeground, variant)
		for _, s := range partStyles {
			c := th.Color(s.color, variant)
			one := over(c, bg)
			zero := over(bitgrid.ZeroColor(c), bg)
			if got := contrast(bg, one); got < 4.5 && s.color != ColorNameUnused {
				t.Errorf("variant %d %s: a 1 on its cell has contrast %.2f, want ≥ 4.5", variant, s.color, got)
			}
			if got := contrast(fg, zero); got < 4.5 {
				t.Errorf("variant %d %s: a 0 on its cell has contrast %.2f, want ≥ 4.5", variant, s.color, got)
			}
			if got := contrast(one, zero); got < 2 && s.color != ColorNameUnused {
				t.Errorf("variant %d %s: 1-cells and 0-cells differ by only %.2f", variant, s.color, got)
			}
		}
	}
}

func TestPartColoursDiffer(t *testing.T) {
	th := newAppTheme(theme.DefaultTheme())
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		seen := map[color.Color]fyne.ThemeColorName{}
		for _, s := range partStyles {
			c := th.Color(s.color, variant)
			if p, ok := seen[c]; ok {
				t.Errorf("%s and %s share a colour", p, s.color)
			}
			seen[c] = s.color
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

// contrast is what every readability test here measures with, so it is
// held to ratios published for WCAG 2 (as WebAIM's checker gives them,
// to two decimals) before anything is measured with it.
func TestContrastMatchesPublishedRatios(t *testing.T) {
	rgb := func(v uint32) color.Color {
		return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
	}
	for _, tc := range []struct {
		fg, bg uint32
		want   float64
	}{
		{0x000000, 0xffffff, 21},
		{0xffffff, 0xffffff, 1},
		{0x777777, 0xffffff, 4.48}, // just below AA
		{0x767676, 0xffffff, 4.54}, // the lightest grey that passes AA on white
		{0x808080, 0xffffff, 3.95},
		{0xff0000, 0xffffff, 4.00},
		{0x0000ff, 0xffffff, 8.59},
		{0x008000, 0xffffff, 5.14},
		{0xffff00, 0x000000, 19.56},
	} {
		got := contrast(rgb(tc.fg), rgb(tc.bg))
		if math.Abs(got-tc.want) > 0.006 {
			t.Errorf("#%06x on #%06x: contrast %.3f, published %.2f", tc.fg, tc.bg, got, tc.want)
		}
		if back := contrast(rgb(tc.bg), rgb(tc.fg)); back != got {
			t.Errorf("#%06x on #%06x: %.3f one way, %.3f the other", tc.fg, tc.bg, got, back)
		}
	}
}
