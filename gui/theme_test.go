package gui

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/core"
)

// contrast is the WCAG contrast ratio of two opaque colours.
func contrast(a, b color.Color) float64 {
	lum := func(c color.Color) float64 {
		r, g, b, _ := c.RGBA()
		lin := func(v uint32) float64 {
			s := float64(v) / 0xffff
			if s <= 0.04045 {
				return s / 12.92
			}
			return math.Pow((s+0.055)/1.055, 2.4)
		}
		return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
	}
	la, lb := lum(a), lum(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// over blends c onto an opaque background.
func over(c, bg color.Color) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	b := color.NRGBAModel.Convert(bg).(color.NRGBA)
	mix := func(x, y uint8) uint8 { return uint8((int(x)*int(n.A) + int(y)*(255-int(n.A))) / 255) }
	return color.NRGBA{R: mix(n.R, b.R), G: mix(n.G, b.G), B: mix(n.B, b.B), A: 255}
}

func TestPaletteReadableInBothVariants(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		th := newAppTheme(theme.DefaultTheme())
		bg := th.Color(theme.ColorNameBackground, variant)
		fg := th.Color(theme.ColorNameForeground, variant)
		for _, s := range core.Layout() {
			c := th.Color(partStyles[s.Part].color, variant)
			one := over(c, bg)
			zero := over(withAlpha(c, zeroAlpha), bg)
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
	if th.Color(theme.ColorNamePrimary, theme.VariantDark) != theme.DefaultTheme().Color(theme.ColorNamePrimary, theme.VariantDark) {
		t.Error("the wrapper changed a colour it does not own")
	}
}
