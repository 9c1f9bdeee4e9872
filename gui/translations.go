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

// countText translates key for a count, in the plural form the language
// gives that count; data, which may be nil, gets the count as Count.
func countText(key string, count int, data map[string]any) string {
	if data == nil {
		data = map[string]any{}
	}
	data["Count"] = count
	return lang.XN(key, key, count, data)
}
