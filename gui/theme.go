package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme modes a person can choose in the View menu.
const (
	themeSystem = "system"
	themeLight  = "light"
	themeDark   = "dark"
)

// appTheme adds the part colours of [partStyles] to a base theme, and can
// hold the light or dark variant whatever the system prefers.
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
	if c, ok := partColor(n, v == theme.VariantDark); ok {
		return c
	}
	return t.Theme.Color(n, v)
}
