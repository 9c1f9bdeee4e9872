package gui

import (
	"errors"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
)

// onChangeIssuing asks the person whom they issue IDs as: their datacenter
// and machine, for Next ID, Generate many, the tray's Copy new ID and the
// terminal's new. Save stays greyed while either is not valid, and the
// field says why.
func (w *window) onChangeIssuing() {
	yours := w.issuer.yours
	field := func(value int64, parse func(string) (int64, error)) *components.FieldEntry {
		e := components.NewFieldEntry()
		e.SetText(strconv.FormatInt(value, 10))
		e.AlwaysShowValidationError = true // as typed: Save greys at once, and the field says why
		e.Validator = func(text string) error {
			if _, err := parse(text); err != nil {
				return errors.New(errorText(err))
			}
			return nil
		}
		return e
	}
	dc := field(yours.datacenter, core.ParseDatacenter)
	m := field(yours.machine, core.ParseMachine)
	items := []*widget.FormItem{
		{Text: lang.L("input.datacenter"), Widget: dc, HintText: lang.L("hint.datacenter")},
		{Text: lang.L("input.machine"), Widget: m, HintText: lang.L("hint.machine")},
	}
	d := dialog.NewForm(lang.L("issuing.title"), lang.L("issuing.save"), lang.L("issuing.cancel"), items, func(save bool) {
		if !save {
			return
		}
		dcValue, dcErr := core.ParseDatacenter(dc.Text)
		mValue, mErr := core.ParseMachine(m.Text)
		if dcErr == nil && mErr == nil {
			w.setIssuing(issuing{dcValue, mValue})
		}
	}, w.win)
	d.Resize(fyne.NewSize(440, d.MinSize().Height))
	d.Show()
	w.win.Canvas().Focus(dc)
}

// setIssuing makes as the person's datacenter and machine, saved for the
// next start and for the terminal.
func (w *window) setIssuing(as issuing) {
	w.issuer.yours = as
	w.settings.setIssuing(as)
	if w.generate != nil {
		w.generate.showIssuing(as)
	}
	w.status.set(lang.L("issuing.saved", map[string]any{"Datacenter": as.datacenter, "Machine": as.machine}), widget.SuccessImportance)
}
