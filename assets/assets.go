// Package assets holds the files built into the app: its icon and its
// translations.
package assets

import (
	"embed"

	"fyne.io/fyne/v2"
)

//go:embed window-icon.png
var windowIconPNG []byte

// Icon is the application icon, rendered from icon.svg at 128 px: the size
// window lists and task bars draw from. Every window decodes it and hands it
// to the X server as raw pixels when it opens, so the 512 px icon.png that
// the packages install would cost 16 times as much at each start.
var Icon fyne.Resource = fyne.NewStaticResource("window-icon.png", windowIconPNG)

// Translations holds one JSON file of user-facing strings per language, in
// the folder "translations", in the form fyne.io/fyne/v2/lang reads.
//
//go:embed translations/*.json
var Translations embed.FS
