package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
	"snowflakeid/gui/words"
)

// schemeList answers "which service is this ID from?" for a typed ID: the
// instant it stands for under each preset, marked where that instant is in
// the future, before the service began, or a tweet older than Snowflake,
// with a link to read the ID under
// that scheme. The links are not focusable, so that Tab still runs from the
// inputs to the ID; the Scheme chooser does the same from the keyboard.
type schemeList struct {
	box   *fyne.Container
	rows  []schemeRow
	onUse func(core.Scheme)
}

type schemeRow struct {
	scheme core.Scheme
	name   *widget.Label
	when   *widget.Label
	use    *components.TapLabel
}

func newSchemeList(onUse func(core.Scheme)) *schemeList {
	l := &schemeList{onUse: onUse}
	form := container.New(layout.NewFormLayout())
	for _, s := range core.Presets() {
		row := schemeRow{
			scheme: s,
			name:   widget.NewLabel(s.Name),
			when:   widget.NewLabel(""),
			use:    components.NewTapLabel(func() { l.onUse(s) }),
		}
		row.use.SetText(lang.L("scheme.use"))
		row.use.Wrapping = fyne.TextWrapOff
		l.rows = append(l.rows, row)
		form.Add(row.name)
		form.Add(container.NewBorder(nil, nil, nil, row.use, row.when))
	}
	title := components.NewMessage(lang.L("scheme.compareTitle"))
	l.box = container.NewVBox(title, form)
	l.box.Hide()
	return l
}

// show lists r's ID under each preset when r was typed, and hides otherwise.
func (l *schemeList) show(r result) {
	if !r.valid || !r.typed {
		l.box.Hide()
		return
	}
	for _, row := range l.rows {
		f, _ := row.scheme.Decode(r.id)
		text := f.Time().Format(words.ISOMillis)
		importance := widget.MediumImportance
		switch {
		case row.scheme.PreSnowflake(r.id):
			text += "  " + lang.L("scheme.preSnowflake")
			importance = widget.WarningImportance
		case f.Time().After(r.now.Add(futureSlack)):
			text += "  " + lang.L("scheme.future")
			importance = widget.WarningImportance
		case f.Timestamp < serviceStarts[row.scheme]:
			text += "  " + lang.L("scheme.beforeStart", map[string]any{"Scheme": row.scheme.Name})
			importance = widget.WarningImportance
		}
		components.SetMessage(row.when, text, importance)
		if row.scheme == r.scheme {
			row.name.TextStyle = fyne.TextStyle{Bold: true}
			row.use.Hide()
		} else {
			row.name.TextStyle = fyne.TextStyle{}
			row.use.Show()
		}
		row.name.Refresh()
	}
	l.box.Show()
}
