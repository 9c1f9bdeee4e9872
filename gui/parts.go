package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
	"snowflakeid/gui/bitgrid"
	"snowflakeid/words"
)

// partCount is the number of parts an ID has.
const partCount = bitgrid.Parts

// Colour names for the parts of an ID, answered by [appTheme].
const (
	ColorNameSign       fyne.ThemeColorName = "snowflakeSign"
	ColorNameTimestamp  fyne.ThemeColorName = "snowflakeTimestamp"
	ColorNameDatacenter fyne.ThemeColorName = "snowflakeDatacenter"
	ColorNameMachine    fyne.ThemeColorName = "snowflakeMachine"
	ColorNameSequence   fyne.ThemeColorName = "snowflakeSequence"
)

// partStyle is how the window paints one part of an ID. The light colours
// are dark enough to carry light text, the dark ones light enough to carry
// dark text. words.PartKeys names the parts.
type partStyle struct {
	color       fyne.ThemeColorName
	light, dark color.NRGBA
}

// partStyles is the one table of part colours, indexed by core.Part.
var partStyles = [partCount]partStyle{
	core.PartSign: {ColorNameSign,
		color.NRGBA{R: 0x60, G: 0x6d, B: 0x78, A: 0xff}, color.NRGBA{R: 0xa3, G: 0xb1, B: 0xbd, A: 0xff}},
	core.PartTimestamp: {ColorNameTimestamp,
		color.NRGBA{R: 0x1c, G: 0x5f, B: 0xbf, A: 0xff}, color.NRGBA{R: 0x6c, G: 0xaa, B: 0xf5, A: 0xff}},
	core.PartDatacenter: {ColorNameDatacenter,
		color.NRGBA{R: 0x2a, G: 0x7a, B: 0x33, A: 0xff}, color.NRGBA{R: 0x72, G: 0xc9, B: 0x78, A: 0xff}},
	core.PartMachine: {ColorNameMachine,
		color.NRGBA{R: 0xb3, G: 0x55, B: 0x00, A: 0xff}, color.NRGBA{R: 0xff, G: 0xa8, B: 0x4d, A: 0xff}},
	core.PartSequence: {ColorNameSequence,
		color.NRGBA{R: 0x7b, G: 0x2c, B: 0xa3, A: 0xff}, color.NRGBA{R: 0xc7, G: 0x8c, B: 0xe8, A: 0xff}},
}

// gridPalette paints the bit grid's parts with the colours appTheme answers.
func gridPalette() bitgrid.Palette {
	var p bitgrid.Palette
	for i, s := range partStyles {
		p[i] = s.color
	}
	return p
}

// gridLabels names the bit grid's parts as s does, in the person's language.
func gridLabels(s core.Scheme) bitgrid.Labels {
	var l bitgrid.Labels
	keys := words.PartKeys(s)
	for p, key := range keys {
		l.Names[p] = lang.L(key)
	}
	if s != core.Twitter {
		l.Names[core.PartTimestamp] = lang.L("part.timestampOf", map[string]any{"Scheme": words.SchemeLabel(s)})
	}
	l.Detail = func(bits int, value string) string {
		return lang.XN("part.detail", "{{.Bits}} bits = {{.Value}}", bits, map[string]any{"Bits": bits, "Value": value})
	}
	return l
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
