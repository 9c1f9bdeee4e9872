package gui

import (
	"image/color"
	"math"
	"sync"

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

// NewTheme returns the window's theme as it starts, following the system's
// light or dark variant: Fyne's default theme made readable, with the
// parts' colours.
func NewTheme() fyne.Theme {
	return newWindowTheme()
}

func newWindowTheme() *appTheme {
	return newAppTheme(newReadableTheme(theme.DefaultTheme()))
}

// readableTheme is a theme whose colours of text reach WCAG's contrast
// for text wherever the window writes them: its base theme's, darkened or
// lightened as little as it takes.
type readableTheme struct {
	fyne.Theme

	mu   sync.Mutex
	made map[readableKey]readableColor // colours made readable, by name and variant
}

var _ fyne.Theme = (*readableTheme)(nil)

func newReadableTheme(base fyne.Theme) *readableTheme {
	return &readableTheme{Theme: base, made: make(map[readableKey]readableColor)}
}

// minContrast is the contrast WCAG's level AA asks of text against its
// background, 4.5:1; readable colours aim a little higher, so that
// rounding to 8 bits a channel never takes them under it.
const (
	minContrast    = 4.5
	targetContrast = 4.6
)

// textColors are the base theme's colours that the window writes text in,
// each with the colours that text stands on: messages, links and the
// ruler's numbers on the window and in dialogs, placeholders in entries.
// Fyne's light theme has them at 1.5:1 (success), 2.2:1 (warning), 3.7:1
// (error) and 3.2:1 (placeholder).
var textColors = map[fyne.ThemeColorName][]fyne.ThemeColorName{
	theme.ColorNameSuccess:     {theme.ColorNameBackground, theme.ColorNameOverlayBackground},
	theme.ColorNameWarning:     {theme.ColorNameBackground, theme.ColorNameOverlayBackground},
	theme.ColorNameError:       {theme.ColorNameBackground, theme.ColorNameOverlayBackground},
	theme.ColorNameHyperlink:   {theme.ColorNameBackground, theme.ColorNameOverlayBackground},
	theme.ColorNamePlaceHolder: {theme.ColorNameBackground, theme.ColorNameInputBackground},
}

// primaryCovers are what covers the primary colour of a main button as
// the pointer rests on it or it has the focus: its text, in
// ForegroundOnPrimary, must read on those too. White on Fyne's blue is
// 4.47:1, and less under the dark variant's hover.
var primaryCovers = []fyne.ThemeColorName{theme.ColorNameHover, theme.ColorNameFocus}

type readableKey struct {
	name    fyne.ThemeColorName
	variant fyne.ThemeVariant
}

// readableColor is a base colour and what it was made for the text to read.
type readableColor struct {
	base, made color.Color
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

// Color returns the base theme's colours of text made readable, and its
// others as they are.
func (t *readableTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	c := t.Theme.Color(n, v)
	if _, ok := textColors[n]; ok || n == theme.ColorNamePrimary {
		return t.makeReadable(readableKey{n, v}, c)
	}
	return c
}

// makeReadable returns c, or c darkened or lightened just enough for its
// text to reach targetContrast. The base theme's colours can change (the
// primary colour is the person's choice), so each is kept with the base
// colour it was made from.
func (t *readableTheme) makeReadable(key readableKey, c color.Color) color.Color {
	t.mu.Lock()
	defer t.mu.Unlock()
	if r, ok := t.made[key]; ok && r.base == c {
		return r.made
	}
	lowest, towardDark := t.readability(key)
	toward := color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff}
	if towardDark {
		toward = color.NRGBA{A: 0xff}
	}
	made := c
	for step := 1; step <= 50 && lowest(made) < targetContrast; step++ {
		made = mix(c, toward, float64(step)/50)
	}
	t.made[key] = readableColor{base: c, made: made}
	return made
}

// readability returns how well text reads with c as the colour named by
// key (the lowest contrast of all the places it is used), and whether
// darkening c makes it read better.
func (t *readableTheme) readability(key readableKey) (lowest func(c color.Color) float64, towardDark bool) {
	base := func(n fyne.ThemeColorName) color.Color { return t.Theme.Color(n, key.variant) }
	if key.name == theme.ColorNamePrimary {
		text := base(theme.ColorNameForegroundOnPrimary)
		return func(c color.Color) float64 {
			lowest := contrast(text, c)
			for _, cover := range primaryCovers {
				lowest = min(lowest, contrast(text, over(base(cover), c)))
			}
			return lowest
		}, luminance(text) > 0.18
	}
	var on []color.Color
	light := 0 // surfaces lighter than mid-grey
	for _, s := range textColors[key.name] {
		on = append(on, base(s))
		if luminance(base(s)) > 0.18 {
			light++
		}
	}
	return func(c color.Color) float64 {
		lowest := math.Inf(1)
		for _, o := range on {
			lowest = min(lowest, contrast(c, o))
		}
		return lowest
	}, 2*light >= len(on)
}

// over blends c onto an opaque background.
func over(c, bg color.Color) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	b := color.NRGBAModel.Convert(bg).(color.NRGBA)
	blend := func(x, y uint8) uint8 { return uint8((int(x)*int(n.A) + int(y)*(255-int(n.A))) / 255) }
	return color.NRGBA{R: blend(n.R, b.R), G: blend(n.G, b.G), B: blend(n.B, b.B), A: 255}
}

// contrast is the WCAG contrast ratio of two opaque colours.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance is WCAG's relative luminance of an opaque colour.
func luminance(c color.Color) float64 {
	l := linearRGB(c)
	return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
}

// linearRGB is c's channels without sRGB's gamma, 0 to 1.
func linearRGB(c color.Color) [3]float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return [3]float64{lin(r), lin(g), lin(b)}
}

// mix is c moved a share of the way to toward, in 8-bit sRGB.
func mix(c, toward color.Color, share float64) color.NRGBA {
	a := color.NRGBAModel.Convert(c).(color.NRGBA)
	b := color.NRGBAModel.Convert(toward).(color.NRGBA)
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*share)) }
	return color.NRGBA{R: m(a.R, b.R), G: m(a.G, b.G), B: m(a.B, b.B), A: a.A}
}
