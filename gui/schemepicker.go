package gui

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// schemePicker chooses the scheme IDs are read and made in: a preset, or
// Custom with an epoch typed beside it.
type schemePicker struct {
	choice    *widget.Select
	epoch     *components.FieldEntry
	epochText *boundText // what the epoch entry holds; a person's edit calls onChosen
	message   *widget.Label
	clock     func() time.Time
	onChange  func(core.Scheme) // a person chose a valid scheme
	layouts   *layoutChoices    // the other layouts offered, where IDs are read in any; nil where only schemes are
	label     *widget.Label     // Scheme, or Layout where layouts are offered
}

// newSchemePicker makes a chooser showing initial as chosen; onChange is
// called when a person chooses a valid scheme.
func newSchemePicker(clock func() time.Time, initial core.Scheme, onChange func(core.Scheme)) *schemePicker {
	p := &schemePicker{clock: clock, onChange: onChange, label: widget.NewLabel(lang.L("scheme.label"))}
	var options []string
	for _, s := range core.Presets() {
		options = append(options, s.Name)
	}
	options = append(options, lang.L("scheme.custom"))
	p.choice = widget.NewSelect(options, func(string) { p.onSelected() })
	p.epochText = newBoundText("", p.onChosen)
	p.epoch = components.NewFieldEntry()
	p.epoch.SetPlaceHolder(lang.L("scheme.epochPlaceholder"))
	p.epoch.Bind(p.epochText)
	p.message = components.NewMessage(lang.L("scheme.epochHint"))
	p.epoch.OnTooLong = func() { components.SetMessage(p.message, components.TooLongText(), widget.DangerImportance) }
	p.set(initial, strconv.FormatInt(initial.Epoch, 10))
	return p
}

// choiceRow is the chooser with its label, at the top of the room it is
// given and as tall as it needs: a message beside it that wraps to several
// lines does not stretch it.
func (p *schemePicker) choiceRow() fyne.CanvasObject {
	return container.NewVBox(container.NewHBox(p.label, p.choice))
}

// customRow is the custom epoch and its message, shown beside the chooser
// while Custom is chosen.
func (p *schemePicker) customRow() fyne.CanvasObject {
	return container.NewVBox(p.epoch, p.message)
}

// set shows s as chosen, without telling onChange: the widgets are written
// past their callbacks, which only a person's choice calls. A custom epoch
// is written as Unix milliseconds, unless the typed epoch already reads as
// s's, so that a date being typed stays as typed.
func (p *schemePicker) set(s core.Scheme, epochText string) {
	custom := s.Name == words.CustomName
	name := s.Name
	if custom {
		name = lang.L("scheme.custom")
		if now, err := p.scheme(); err != nil || now != s {
			p.epochText.show(epochText)
		}
	}
	if p.choice.Selected != name {
		p.choice.Selected = name
		p.choice.Refresh()
	}
	p.showCustom(custom)
}

// scheme reads the choice: a preset, or Custom with a valid epoch.
func (p *schemePicker) scheme() (core.Scheme, error) {
	if s, ok := core.PresetNamed(p.choice.Selected); ok {
		return s, nil
	}
	ms, err := core.ParseEpoch(p.epochText.text, p.clock().UnixMilli())
	if err != nil {
		return core.Scheme{}, err
	}
	return core.Scheme{Name: words.CustomName, Epoch: ms}, nil
}

// onSelected is a person choosing an option. Custom, Twitter's fields
// from an epoch of one's own, starts from the epoch shown when none is
// typed, so that what is on screen is Custom's at once and the person
// changes the epoch from there.
func (p *schemePicker) onSelected() {
	if p.choice.Selected == lang.L("scheme.custom") && strings.TrimSpace(p.epochText.text) == "" {
		epoch := core.Twitter.Epoch
		if c := p.layouts; c != nil && c.current.Epoch > 0 {
			epoch = c.current.Epoch
		}
		p.epochText.show(strconv.FormatInt(epoch, 10))
	}
	p.onChosen()
}

// onChosen is a person choosing an option or editing the custom epoch.
func (p *schemePicker) onChosen() {
	custom := p.choice.Selected == lang.L("scheme.custom")
	p.showCustom(custom)
	if p.chooseLayout() {
		return
	}
	s, err := p.scheme()
	switch {
	case errors.Is(err, core.ErrEmpty): // nothing typed yet: say what to type, not what is wrong
		components.SetMessage(p.message, lang.L("scheme.epochHint"), widget.MediumImportance)
		return
	case err != nil:
		components.SetMessage(p.message, errorText(err), widget.DangerImportance)
		return
	}
	if custom {
		components.SetMessage(p.message, lang.L("scheme.epochIs", map[string]any{"Time": words.ISOTime(s.Epoch)}), widget.MediumImportance)
	}
	if c := p.layouts; c != nil {
		c.last, c.current = p.choice.Selected, s.Layout()
		p.refreshOptions()
	}
	p.onChange(s)
}

func (p *schemePicker) showCustom(custom bool) {
	if custom {
		p.epoch.Show()
		p.message.Show()
		return
	}
	p.epoch.Hide()
	p.message.Hide()
}
