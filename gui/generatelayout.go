package gui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/core/issue"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// plainForm is the entries of a layout's plain fields on the Generate
// tab, shown in place of whom IDs are issued as while a layout that is no
// scheme is chosen: each labelled with the field's name and range, as
// "shard, 0–8191", with its message under it.
type plainForm struct {
	box      *fyne.Container
	entries  []*components.FieldEntry
	messages []*widget.Label
	places   []int // each entry's field in the layout
}

// show fills the form with l's plain fields, each 0 at first.
func (p *plainForm) show(l core.Layout) {
	p.entries, p.messages, p.places = nil, nil, nil
	form := container.New(layout.NewFormLayout())
	for i, f := range l.Fields {
		if f.Role != core.RoleNumber {
			continue
		}
		e := components.NewFieldEntry()
		e.SetText("0")
		m := components.NewMessage("")
		e.OnTooLong = func() { components.SetMessage(m, components.TooLongText(), widget.DangerImportance) }
		p.entries, p.messages, p.places = append(p.entries, e), append(p.messages, m), append(p.places, i)
		label := lang.L("layout.fieldRange", map[string]any{"Name": words.FieldNames(l)[i], "Max": words.Group(f.Max())})
		form.Add(widget.NewLabel(label))
		form.Add(container.NewVBox(e, m))
	}
	if len(p.entries) == 0 {
		form.Add(widget.NewLabel(lang.L("layout.noPlainFields")))
	}
	p.box.Objects = []fyne.CanvasObject{form}
	p.box.Refresh()
}

// values reads the entries into values for l's fields, one per field;
// what is wrong is said under its entry, and makes the error.
func (p *plainForm) values(l core.Layout) ([]int64, error) {
	values := make([]int64, len(l.Fields))
	var errs []error
	for k, e := range p.entries {
		f := l.Fields[p.places[k]]
		v, err := core.ParseFieldValue(e.Text, f)
		if err != nil {
			components.SetMessage(p.messages[k], errorText(err), widget.DangerImportance)
			errs = append(errs, err)
			continue
		}
		components.SetMessage(p.messages[k], "", widget.MediumImportance)
		values[p.places[k]] = v
	}
	return values, errors.Join(errs...)
}

// valuesText writes the plain values of a layout's IDs for people:
// "shard 958, sequence…" without the time and sequence.
func valuesText(l core.Layout, values []int64) string {
	var parts []string
	for i, f := range l.Fields {
		if f.Role == core.RoleNumber {
			parts = append(parts, f.Name+" "+strconv.FormatInt(values[i], 10))
		}
	}
	if len(parts) == 0 {
		return lang.L("layout.noValues")
	}
	return strings.Join(parts, ", ")
}

// layoutGenerator returns the generator the person issues IDs of l with,
// its plain fields holding values: one for the session for each layout
// and values, as for schemes, through the same ledger.
func (is *issuer) layoutGenerator(l core.Layout, values []int64) (*issue.Generator, error) {
	key, err := layoutGeneratorKey(l, values)
	if err != nil {
		return nil, err
	}
	if g := is.layoutGenerators[key]; g != nil {
		return g, nil
	}
	g, err := issue.NewLayoutGenerator(l, values, is.ledger, issue.SystemClock())
	if err != nil {
		return nil, err
	}
	is.layoutGenerators[key] = g
	return g, nil
}

// layoutGeneratorKey names the generator of l with values. Two 64-bit
// layouts that issue the same IDs (the same ledger key: one shape, under
// two names) share one. A layout with a width is named by its epoch,
// width and fields: its ledger key holds bits its generator draws at
// random once (an ObjectId's process bytes), which only the generator
// knows.
func layoutGeneratorKey(l core.Layout, values []int64) (string, error) {
	if l.Wide() {
		return fmt.Sprint("wide ", l.Epoch, l.Width, l.Fields, values), nil
	}
	key, err := issue.LayoutKey(l, values)
	return key.Shape + " " + key.Values, err
}
