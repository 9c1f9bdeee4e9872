package gui

import (
	"io"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// maxLayoutFile caps what is read of a layout file: a layout of 63 fields
// takes a few kilobytes.
const maxLayoutFile = 256 << 10

// layoutChoices are the layouts a scheme picker offers besides the
// schemes, where IDs can be read in any layout: the other presets, the
// layout files opened, and Open layout file….
type layoutChoices struct {
	onChosen func(core.Layout)                   // a person chose a layout that is no scheme
	open     func(done func(fyne.URIReadCloser)) // asks for a file to read
	opened   map[string]core.Layout              // the layouts of the files opened, by their options' names
	last     string                              // the option chosen before Open layout file…
}

// offerLayouts adds the presets that are not schemes and Open layout
// file… to the picker's options; onChosen is called with the layout a
// person chooses.
func (p *schemePicker) offerLayouts(open func(done func(fyne.URIReadCloser)), onChosen func(core.Layout)) {
	p.layouts = &layoutChoices{onChosen: onChosen, open: open, opened: map[string]core.Layout{}}
	p.label.SetText(lang.L("layout.label"))
	options := p.choice.Options[:len(core.Presets())]
	for _, preset := range core.LayoutPresets() {
		if _, scheme := core.PresetNamed(preset.Name); !scheme {
			options = append(options, preset.Name)
		}
	}
	p.choice.Options = append(options, lang.L("scheme.custom"), lang.L("layout.open"))
	p.layouts.last = p.choice.Selected
}

// chooseLayout acts on a choice that is no scheme, and reports whether
// it was one: a layout, which it says under the picker and hands to
// onChosen, or Open layout file…, which asks for the file.
func (p *schemePicker) chooseLayout() bool {
	c := p.layouts
	if c == nil {
		return false
	}
	name := p.choice.Selected
	if name == lang.L("layout.open") {
		p.choice.Selected = c.last // until a file is read; a canceled dialog leaves it
		p.choice.Refresh()
		p.showCustom(c.last == lang.L("scheme.custom"))
		c.open(p.readLayoutFile)
		return true
	}
	c.last = name
	l, ok := c.opened[name]
	if preset, known := core.LayoutNamed(name); !ok && known {
		_, scheme := core.PresetNamed(name)
		l, ok = preset.Layout, !scheme
	}
	if ok {
		p.layoutNote(l)
		c.onChosen(l)
	}
	return ok
}

// readLayoutFile reads the layout file r, adds it to the options and
// chooses it; what is wrong with it is said under the picker.
func (p *schemePicker) readLayoutFile(r fyne.URIReadCloser) {
	defer r.Close()
	name := r.URI().Name()
	data, err := io.ReadAll(io.LimitReader(r, maxLayoutFile))
	var l core.Layout
	if err == nil {
		l, err = core.ReadLayoutFile(name, data, p.clock())
	}
	if err != nil {
		p.message.Show()
		components.SetMessage(p.message, errorText(err), widget.DangerImportance)
		return
	}
	option := lang.L("layout.fromFile", map[string]any{"Name": l.Name, "File": name})
	if _, known := p.layouts.opened[option]; !known {
		options := p.choice.Options
		p.choice.Options = append(options[:len(options)-1:len(options)-1], option, options[len(options)-1])
	}
	p.layouts.opened[option] = l
	p.choice.SetSelected(option) // as a person's choice: the tab reads in it
}

// layoutNote says what a layout chosen on the picker is, under it.
func (p *schemePicker) layoutNote(l core.Layout) {
	p.message.Show()
	components.SetMessage(p.message, lang.L("layout.is", map[string]any{"Epoch": words.ISOTime(l.Epoch),
		"Fields": layoutFieldsText(l)}), widget.MediumImportance)
}

// layoutFieldsText writes l's fields for people, from the highest bit:
// "timestamp 40, shard 13, sequence 10".
func layoutFieldsText(l core.Layout) string {
	text := ""
	for i, f := range l.Fields {
		if i > 0 {
			text += ", "
		}
		text += f.Name + " " + strconv.Itoa(f.Bits)
	}
	return text
}
