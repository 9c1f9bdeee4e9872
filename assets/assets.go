// Package assets holds the files built into the app: its icon and its
// translations.
package assets

import (
	"embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is the application icon, rendered from icon.svg.
var Icon fyne.Resource = fyne.NewStaticResource("icon.png", iconPNG)

// Translations holds one JSON file of user-facing strings per language, in
// the folder "translations", in the form fyne.io/fyne/v2/lang reads.
//
//go:embed translations/*.json
var Translations embed.FS
