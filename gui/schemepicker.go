package gui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

// schemePicker chooses the scheme IDs are read and made in: a preset, or
// Custom with an epoch typed beside it.
type schemePicker struct {
	choice   *widget.Select
	epoch    *fieldEntry
	message  *widget.Label
	clock    func() time.Time
	onChange func(core.Scheme) // a valid scheme was chosen
	quiet    bool              // set while set() writes the widgets, which is no person's choice
}

func newSchemePicker(clock func() time.Time, onChange func(core.Scheme)) *schemePicker {
	p := &schemePicker{clock: clock, onChange: onChange}
	var options []string
	for _, s := range core.Presets() {
		options = append(options, s.Name)
	}
	options = append(options, lang.L("scheme.custom"))
	p.choice = widget.NewSelect(options, func(string) { p.onChosen() })
	p.epoch = newFieldEntry()
	p.epoch.SetPlaceHolder(lang.L("scheme.epochPlaceholder"))
	p.epoch.OnChanged = func(string) { p.onChosen() }
	p.message = newMessage(lang.L("scheme.epochHint"))
	p.epoch.onTooLong = func() { setMessage(p.message, tooLongText(), widget.DangerImportance) }
	return p
}

// choiceRow is the chooser with its label.
func (p *schemePicker) choiceRow() fyne.CanvasObject {
	return container.NewHBox(widget.NewLabel(lang.L("scheme.label")), p.choice)
}

// customRow is the custom epoch and its message, shown beside the chooser
// while Custom is chosen.
func (p *schemePicker) customRow() fyne.CanvasObject {
	return container.NewVBox(p.epoch, p.message)
}

// set shows s as chosen, without telling onChange. A custom epoch is written
// as Unix milliseconds.
func (p *schemePicker) set(s core.Scheme, epochText string) {
	p.quiet = true
	defer func() { p.quiet = false }()
	if s.Name == customName {
		p.choice.SetSelected(lang.L("scheme.custom"))
		p.epoch.SetText(epochText)
	} else {
		p.choice.SetSelected(s.Name)
	}
	p.showCustom(s.Name == customName)
}

// scheme reads the choice: a preset, or Custom with a valid epoch.
func (p *schemePicker) scheme() (core.Scheme, error) {
	if s, ok := presetNamed(p.choice.Selected); ok {
		return s, nil
	}
	ms, err := core.ParseEpoch(p.epoch.Text, p.clock().UnixMilli())
	if err != nil {
		return core.Scheme{}, err
	}
	return core.Scheme{Name: customName, Epoch: ms}, nil
}

func (p *schemePicker) onChosen() {
	if p.quiet {
		return
	}
	custom := p.choice.Selected == lang.L("scheme.custom")
	p.showCustom(custom)
	s, err := p.scheme()
	if err != nil {
		setMessage(p.message, errorText(err), widget.DangerImportance)
		return
	}
	if custom {
		setMessage(p.message, lang.L("scheme.epochIs", map[string]any{"Time": isoTime(s.Epoch)}), widget.MediumImportance)
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
