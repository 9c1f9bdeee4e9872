package gui

import (
	"io"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// layoutTools are what a chooser of layouts works with beyond itself: the
// person's own layouts, a file dialog to open a layout file with, and the
// layout editor.
type layoutTools struct {
	own  *layoutStore
	open func(done func(fyne.URIReadCloser)) // asks for a file to read
	// edit opens the layout editor on start, the person's layout called
	// was ("" for a new one); done gets the layout saved, or ok false
	// when the person's layout was deleted.
	edit func(start core.Layout, was string, done func(l core.Layout, ok bool))
}

// layoutChoices are the layouts a scheme picker offers besides the
// schemes: the other presets, the person's own, the layout files opened,
// and New layout…, Edit “…”… and Open layout file….
type layoutChoices struct {
	layoutTools
	onChosen func(core.Layout) // a person chose a layout that is no scheme
	opened   []openedLayout    // the layouts of the files opened, and of others shown that no option named
	last     string            // the option chosen before an action's
	current  core.Layout       // the layout chosen last
}

// openedLayout is a layout of a file opened, and its option.
type openedLayout struct {
	option string
	layout core.Layout
}

// offerLayouts adds the presets that are not schemes, the person's own
// layouts and the layout actions to the picker's options; onChosen is
// called with the layout a person chooses.
func (p *schemePicker) offerLayouts(tools layoutTools, onChosen func(core.Layout)) {
	p.layouts = &layoutChoices{layoutTools: tools, onChosen: onChosen, last: p.choice.Selected}
	if s, err := p.scheme(); err == nil {
		p.layouts.current = s.Layout()
	}
	p.label.SetText(lang.L("layout.label"))
	p.refreshOptions()
	tools.own.watch(p.refreshOptions)
}

// refreshOptions lists the options anew: the schemes, the other presets,
// the person's layouts, the files opened, Custom and the actions.
func (p *schemePicker) refreshOptions() {
	c := p.layouts
	var options []string
	for _, preset := range core.LayoutPresets() {
		options = append(options, preset.Name)
	}
	for _, l := range c.own.all() {
		options = append(options, l.Name)
	}
	for _, o := range c.opened {
		options = append(options, o.option)
	}
	options = append(options, lang.L("scheme.custom"), lang.L("layout.new"))
	if _, mine := c.own.named(c.current.Name); mine {
		options = append(options, lang.L("layout.edit", map[string]any{"Name": c.current.Name}))
	}
	p.choice.Options = append(options, lang.L("layout.open"))
	p.choice.Refresh()
}

// chooseLayout acts on a choice that is no scheme, and reports whether
// it was one: a layout, which it says under the picker and hands to
// onChosen, or an action, which opens the file dialog or the editor.
func (p *schemePicker) chooseLayout() bool {
	c := p.layouts
	if c == nil {
		return false
	}
	name := p.choice.Selected
	_, mine := c.own.named(c.current.Name)
	switch {
	case name == lang.L("layout.open"):
		p.revert()
		c.open(p.readLayoutFile)
		return true
	case name == lang.L("layout.new"):
		p.revert()
		start := c.current
		start.Name = lang.L("layout.newName")
		c.edit(start, "", p.afterEdit)
		return true
	case mine && name == lang.L("layout.edit", map[string]any{"Name": c.current.Name}):
		p.revert()
		c.edit(c.current, c.current.Name, p.afterEdit)
		return true
	}
	c.last = name
	l, ok := p.layoutOf(name)
	if ok {
		c.current = l
		p.refreshOptions()
		p.layoutNote(l)
		c.onChosen(l)
	}
	return ok
}

// revert shows the option chosen before an action's again: until a file
// is read or a layout saved, the choice stays, and a canceled dialog
// leaves it.
func (p *schemePicker) revert() {
	p.choice.Selected = p.layouts.last
	p.choice.Refresh()
	p.showCustom(p.layouts.last == lang.L("scheme.custom"))
}

// layoutOf returns the layout of an option that is no scheme: a preset,
// one of the person's layouts, or a file opened.
func (p *schemePicker) layoutOf(option string) (core.Layout, bool) {
	c := p.layouts
	for _, o := range c.opened {
		if o.option == option {
			return o.layout, true
		}
	}
	if l, ok := c.own.named(option); ok {
		return l, true
	}
	if preset, known := core.LayoutNamed(option); known && preset.Name == option {
		_, scheme := core.PresetNamed(option)
		return preset.Layout, !scheme
	}
	return core.Layout{}, false
}

// afterEdit chooses the layout the editor saved, as the person's choice,
// or Twitter's when the person's layout chosen was deleted.
func (p *schemePicker) afterEdit(l core.Layout, ok bool) {
	if !ok {
		p.choice.SetSelected(core.Twitter.Name)
		return
	}
	p.refreshOptions()
	p.choice.Selected = "" // chosen anew even when the name is the same
	p.choice.SetSelected(l.Name)
}

// readLayout reads the layout file r as of now.
func readLayout(r io.Reader, name string, now time.Time) (core.Layout, error) {
	data, err := io.ReadAll(io.LimitReader(r, core.MaxLayoutFileSize+1)) // one byte past is refused
	if err != nil {
		return core.Layout{}, err
	}
	return core.ReadLayoutFile(name, data, now)
}

// readLayoutURI reads the layout file at u as of now.
func readLayoutURI(u fyne.URI, now time.Time) (core.Layout, error) {
	r, err := storage.Reader(u)
	if err != nil {
		return core.Layout{}, err
	}
	defer r.Close()
	return readLayout(r, u.Name(), now)
}

// readLayoutFile reads the layout file r, adds it to the options and
// chooses it; what is wrong with it is said under the picker.
func (p *schemePicker) readLayoutFile(r fyne.URIReadCloser) {
	defer r.Close()
	name := r.URI().Name()
	l, err := readLayout(r, name, p.clock())
	if err != nil {
		p.message.Show()
		components.SetMessage(p.message, errorText(err), widget.DangerImportance)
		return
	}
	option := lang.L("layout.fromFile", map[string]any{"Name": l.Name, "File": name})
	p.layouts.addOpened(option, l)
	p.refreshOptions()
	p.choice.Selected = ""
	p.choice.SetSelected(option) // as a person's choice: the tab reads in it
}

// showLayout shows l as chosen, without telling onChange or onChosen: a
// scheme as set does, any other layout by its option, which a layout of
// none (read from a dropped file, say) is given.
func (p *schemePicker) showLayout(l core.Layout) {
	if s, scheme := l.Scheme(); scheme {
		p.set(s, strconv.FormatInt(s.Epoch, 10))
		if p.layouts != nil {
			p.layouts.current, p.layouts.last = l, p.choice.Selected
			p.refreshOptions()
		}
		return
	}
	c := p.layouts
	option := ""
	for _, o := range p.choice.Options {
		if m, ok := p.layoutOf(o); ok && m.Equal(l) {
			option = o
			break
		}
	}
	if option == "" {
		option = lang.L("layout.fromFile", map[string]any{"Name": l.Name, "File": lang.L("layout.notSaved")})
		c.addOpened(option, l)
	}
	c.current, c.last = l, option
	p.refreshOptions()
	p.choice.Selected = option
	p.choice.Refresh()
	p.showCustom(false)
	p.layoutNote(l)
}

// addOpened offers l under option, in place of a layout it named before.
func (c *layoutChoices) addOpened(option string, l core.Layout) {
	for i := range c.opened {
		if c.opened[i].option == option {
			c.opened[i].layout = l
			return
		}
	}
	c.opened = append(c.opened, openedLayout{option, l})
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
	text, names := "", words.FieldNames(l)
	for i, f := range l.Fields {
		if i > 0 {
			text += ", "
		}
		text += names[i] + " " + strconv.Itoa(f.Bits)
	}
	return text
}
