package words

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"snowflakeid/assets"
	"snowflakeid/core"
)

// A preset's fields are named in the person's language, English keeping
// the names themselves; a person's own layout keeps the names they gave,
// even where they are a preset's words.
func TestFieldNames(t *testing.T) {
	instagram, _ := core.LayoutNamed("Instagram")
	mine := core.Layout{Name: "Mine", Epoch: 0, Fields: []core.Field{{Name: "timestamp", Bits: 41, Role: core.RoleTime, Unit: time.Millisecond}, {Name: "shard", Bits: 13}}}
	for _, c := range []struct {
		lang string
		l    core.Layout
		want []string
	}{
		{"en_US.UTF-8", instagram.Layout, []string{"timestamp", "shard", "sequence"}},
		{"tr_TR.UTF-8", instagram.Layout, []string{"Zaman damgası", "Parça", "Sıra"}},
		{"tr_TR.UTF-8", mine, []string{"timestamp", "shard"}},
		{"tr_TR.UTF-8", core.Twitter.Layout(), []string{"Zaman damgası", "Veri merkezi", "Makine", "Sıra"}},
	} {
		t.Setenv("LANG", c.lang)
		test.NewTempApp(t)
		if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
			t.Fatal(err)
		}
		if got := FieldNames(c.l); !slices.Equal(got, c.want) {
			t.Errorf("%s, %s: %q, want %q", c.lang, c.l.Name, got, c.want)
		}
	}
}
