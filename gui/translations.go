package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"snowflakeid/assets"
)

// loadTranslations registers the app's strings with Fyne's lang package,
// which picks the language from the system locale, English by default.
func loadTranslations() {
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		fyne.LogError("Could not load translations", err)
	}
}
