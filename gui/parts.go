package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
	"snowflakeid/gui/bitgrid"
	"snowflakeid/words"
)

// Colour names of the bit grid's parts, answered by [appTheme]: the bits
// above a layout's fields, and five colours its fields take.
const (
	ColorNameUnused  fyne.ThemeColorName = "snowflakeUnused"
	ColorNameBlue    fyne.ThemeColorName = "snowflakeBlue"
	ColorNameOrange  fyne.ThemeColorName = "snowflakeOrange"
	ColorNameTeal    fyne.ThemeColorName = "snowflakeTeal"
	ColorNameMagenta fyne.ThemeColorName = "snowflakeMagenta"
	ColorNameRed     fyne.ThemeColorName = "snowflakeRed"
)

// partStyle is how the window paints one part of an ID. The light colours
// are dark enough to carry light text, the dark ones light enough to carry
// dark text; the unused bits are always 0 and carry none.
type partStyle struct {
	color       fyne.ThemeColorName
	light, dark color.NRGBA
}

// partStyles is the one table of part colours. Any two field colours
// differ by at least 15 (CIEDE2000) in normal sight and as people with
// protanopia and deuteranopia see them, in each variant, and each from the
// unused bits' grey, so that neighbouring fields stay apart whatever
// colours they take (TestNeighbouringPartsStayApart).
var partStyles = []partStyle{
	{ColorNameUnused, rgb(0xa0a8b0), rgb(0x5c636a)},
	{ColorNameBlue, rgb(0x1f5fd0), rgb(0x6caaf5)},
	{ColorNameOrange, rgb(0xa05a00), rgb(0xffa84d)},
	{ColorNameTeal, rgb(0x008080), rgb(0x90f4e0)},
	{ColorNameMagenta, rgb(0x703048), rgb(0xfc40ac)},
	{ColorNameRed, rgb(0x742c18), rgb(0xc0787c)},
}

// rgb is an opaque colour written as 0xRRGGBB.
func rgb(v uint32) color.NRGBA {
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// roleColors are the colours a field of each role takes, the first that
// the field above it has not taken: time is blue, the sequence magenta,
// plain fields orange, and their neighbours of the same role the next.
var roleColors = map[core.Role][]fyne.ThemeColorName{
	core.RoleTime:     {ColorNameBlue, ColorNameTeal, ColorNameOrange},
	core.RoleSequence: {ColorNameMagenta, ColorNameRed},
	core.RoleNumber:   {ColorNameOrange, ColorNameTeal, ColorNameRed},
	// A UUID's or ULID's random bits are teal, its version and variant,
	// the values its layout requires, red-brown: they carry 1-bits, which
	// the unused bits' grey could not show readably.
	core.RoleRandom: {ColorNameTeal, ColorNameOrange},
	core.RoleFixed:  {ColorNameRed, ColorNameOrange},
}

// gridParts are the parts the bit grid paints an ID of l in: the bits
// above its fields (the sign bit, for a layout of 63 bits; none in a
// layout with a width, whose fields fill it), then each field, named as
// the window names l's fields, in the colour of its role.
func gridParts(l core.Layout) []bitgrid.Part {
	var parts []bitgrid.Part
	if !l.Wide() {
		unused := lang.L("part.sign")
		if l.UnusedBits() > 1 {
			unused = lang.L("part.unused")
		}
		parts = append(parts, bitgrid.Part{Name: unused, Bits: l.UnusedBits(), Color: ColorNameUnused})
	}
	names := words.FieldNames(l)
	for i, f := range l.Fields {
		above := fyne.ThemeColorName("")
		if len(parts) > 0 {
			above = parts[len(parts)-1].Color
		}
		choice := roleColors[f.Role][0]
		if choice == above {
			choice = roleColors[f.Role][1]
		}
		parts = append(parts, bitgrid.Part{Name: names[i], Bits: f.Bits, Color: choice})
	}
	return parts
}

// gridDetail writes a part's width and value for its caption, in the
// person's language.
func gridDetail(bits int, value string) string {
	return lang.XN("part.detail", "{{.Bits}} bits = {{.Value}}", bits, map[string]any{"Bits": bits, "Value": value})
}

// partColor returns the light or dark colour of the part painted with n.
func partColor(n fyne.ThemeColorName, dark bool) (color.Color, bool) {
	for _, s := range partStyles {
		if s.color == n {
			if dark {
				return s.dark, true
			}
			return s.light, true
		}
	}
	return nil, false
}
