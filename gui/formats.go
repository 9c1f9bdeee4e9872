package gui

import (
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// The ID's forms that are also offered in the Edit menu.
func decimalText(r result) string { return strconv.FormatInt(r.id, 10) }
func hexText(r result) string     { return core.FormatHex(r.id) }
func binaryText(r result) string  { return r.layout.FormatBinary(r.id) }
func jsonText(r result) string    { return core.FormatJSON(r.id) }

// formatRow is one way to write the result, with its own copy button.
type formatRow struct {
	label string
	text  func(result) string
	long  bool // scrolls sideways in narrow windows rather than wrapping, which costs a measure per rune
	time  bool // a form of the ID's time, which only its scheme's reading gives
	name  *widget.Label
	value *components.ValueText
	copy  *components.IconButton
}

// The forms, in the order shown.
const (
	formHex = iota
	formBinary
	formJSON
	formUnixMs
	formUTC
	formLocal
	formRelative
	formCount
)

// formatsPanel shows the ID and its time in every form a person may paste
// elsewhere, each with a button that copies exactly what it shows.
type formatsPanel struct {
	rows        [formCount]*formatRow
	discordName *widget.Label  // the Discord timestamp's label
	local       *time.Location // the zone of the "Local time" form
	discord     *discordStamp  // the time as Discord's timestamp markup, in a chosen style
}

// newFormatsPanel makes the rows; onCopy is called with the form to copy.
func newFormatsPanel(onCopy func(text func(result) string), styles *discordStyles, clock func() time.Time) *formatsPanel {
	p := &formatsPanel{local: time.Local}
	p.discord = newDiscordStamp(styles, clock, func(string) { onCopy(p.discordText) })
	p.rows = [formCount]*formatRow{
		formHex:    {label: lang.L("format.hex"), text: hexText},
		formBinary: {label: lang.L("format.binary"), text: binaryText, long: true},
		formJSON:   {label: lang.L("format.json"), text: jsonText},
		formUnixMs: {label: lang.L("format.unixMs"), time: true, text: func(r result) string { return strconv.FormatInt(r.ms(), 10) }},
		formUTC:    {label: lang.L("format.utc"), time: true, text: func(r result) string { return r.time().Format(words.ISOMillis) }},
		formLocal: {label: lang.L("format.local"), time: true, text: func(r result) string {
			return r.time().In(p.local).Format(lang.L("format.localLayout"))
		}},
		formRelative: {label: lang.L("format.relative"), time: true, text: func(r result) string { return words.Relative(r.time(), r.now) }},
	}
	p.discordName = widget.NewLabel(discordLabel())
	for _, row := range p.rows {
		row.name = widget.NewLabel(row.label)
		row.value = components.NewValueText()
		row.copy = components.NewIconButton(theme.ContentCopyIcon(), copyTip(row.label), func() { onCopy(row.text) })
	}
	return p
}

func (p *formatsPanel) content() fyne.CanvasObject {
	form := container.New(layout.NewFormLayout())
	for _, row := range p.rows {
		form.Add(row.name)
		var value fyne.CanvasObject = row.value
		if row.long {
			value = container.NewHScroll(row.value)
		}
		form.Add(container.NewBorder(nil, nil, nil, row.copy, value))
	}
	form.Add(p.discordName)
	form.Add(p.discord.content())
	return form
}

// show writes r in every form, or a dash in each while r is not valid.
// The forms of the time of an ID from a link of another layout (an
// Instagram post) say they are its reading in the scheme shown, which is
// not the post's time.
func (p *formatsPanel) show(r result) {
	p.discord.setInstant(r.ms(), r.valid)
	as := func(label string) string { return label }
	if r.valid && r.family != "" && r.family != r.layout.Name {
		as = func(label string) string {
			return lang.L("format.asScheme", map[string]any{"Form": label, "Scheme": words.LayoutLabel(r.layout)})
		}
	}
	setLabel(p.discordName, as(discordLabel()))
	for _, row := range p.rows {
		if row.time {
			setLabel(row.name, as(row.label))
		}
		if !r.valid {
			row.value.SetText(noValue)
			row.copy.Disable()
			continue
		}
		row.value.SetText(row.text(r))
		row.copy.Enable()
	}
}

// setLabel writes text into l when it is not there already: an edit on the
// Build tab must not refresh labels that do not change.
func setLabel(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// discordText writes r's time as Discord's timestamp markup, in the style
// chosen.
func (p *formatsPanel) discordText(r result) string {
	return core.DiscordTimestamp(r.ms(), p.discord.styles.style)
}

// timeOfID is the UTC time of an ID of l, for lists and summaries; ""
// for one that is no ID of l.
func timeOfID(l core.Layout, id int64) string {
	values, err := l.Split(id, make([]int64, 0, 8))
	if err != nil {
		return ""
	}
	return words.ISOTime(l.UnixMicro(values) / 1000)
}

// copyTip is the tip of a copy icon beside the value called name.
func copyTip(name string) string {
	return lang.L("tip.copy", map[string]any{"Name": name})
}
