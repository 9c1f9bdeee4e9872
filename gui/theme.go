package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/core"
)

// Colour names for the parts of an ID, answered by [appTheme].
const (
	ColorNameSign       fyne.ThemeColorName = "snowflakeSign"
	ColorNameTimestamp  fyne.ThemeColorName = "snowflakeTimestamp"
	ColorNameDatacenter fyne.ThemeColorName = "snowflakeDatacenter"
	ColorNameMachine    fyne.ThemeColorName = "snowflakeMachine"
	ColorNameSequence   fyne.ThemeColorName = "snowflakeSequence"
)

// partColorName returns the theme colour that paints p.
func partColorName(p core.Part) fyne.ThemeColorName {
	switch p {
	case core.PartTimestamp:
		return ColorNameTimestamp
	case core.PartDatacenter:
		return ColorNameDatacenter
	case core.PartMachine:
		return ColorNameMachine
	case core.PartSequence:
		return ColorNameSequence
	}
	return ColorNameSign
}

// Theme modes a person can choose in the View menu.
const (
	themeSystem = "system"
	themeLight  = "light"
	themeDark   = "dark"
)

// appTheme adds the part colours to a base theme, and can hold the light or
// dark variant whatever the system prefers. The light part colours are dark
// enough to carry light text, the dark ones light enough to carry dark text.
type appTheme struct {
	fyne.Theme
	mode string // themeSystem, themeLight or themeDark
}

var _ fyne.Theme = (*appTheme)(nil)

// newAppTheme wraps base with the part colours, following the system variant.
func newAppTheme(base fyne.Theme) *appTheme {
	return &appTheme{Theme: base, mode: themeSystem}
}

// variant is v, unless a light or dark mode was chosen.
func (t *appTheme) variant(v fyne.ThemeVariant) fyne.ThemeVariant {
	switch t.mode {
	case themeLight:
		return theme.VariantLight
	case themeDark:
		return theme.VariantDark
	}
	return v
}

// Color returns the part colours for the variant and defers everything else.
func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	v = t.variant(v)
	dark := v == theme.VariantDark
	pick := func(light, darkC color.NRGBA) color.Color {
		if dark {
			return darkC
		}
		return light
	}
	switch n {
	case ColorNameSign:
		return pick(color.NRGBA{R: 0x60, G: 0x6d, B: 0x78, A: 0xff}, color.NRGBA{R: 0xa3, G: 0xb1, B: 0xbd, A: 0xff})
	case ColorNameTimestamp:
		return pick(color.NRGBA{R: 0x1c, G: 0x5f, B: 0xbf, A: 0xff}, color.NRGBA{R: 0x6c, G: 0xaa, B: 0xf5, A: 0xff})
	case ColorNameDatacenter:
		return pick(color.NRGBA{R: 0x2a, G: 0x7a, B: 0x33, A: 0xff}, color.NRGBA{R: 0x72, G: 0xc9, B: 0x78, A: 0xff})
	case ColorNameMachine:
		return pick(color.NRGBA{R: 0xb3, G: 0x55, B: 0x00, A: 0xff}, color.NRGBA{R: 0xff, G: 0xa8, B: 0x4d, A: 0xff})
	case ColorNameSequence:
		return pick(color.NRGBA{R: 0x7b, G: 0x2c, B: 0xa3, A: 0xff}, color.NRGBA{R: 0xc7, G: 0x8c, B: 0xe8, A: 0xff})
	}
	return t.Theme.Color(n, v)
}
