package gui

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/gui/components"
)

// wideParts are the Build tab's parts that a layout with a width shows in
// place of a 64-bit layout's, each pair narrow then wide: the inputs, the
// ID's row, the line under it and the forms. The picker and the grid
// serve both.
type wideParts [][2]fyne.CanvasObject

// inWide reports whether the tab shows a layout with a width.
func (b *buildTab) inWide() bool {
	return b.boxes.wide.layout.Wide()
}

// showParts shows the parts of the kind of layout shown.
func (b *buildTab) showParts() {
	if b.boxes.body == nil { // content not made yet: it shows them
		return
	}
	on := b.inWide()
	title := lang.L("result.title")
	if on {
		title = b.boxes.wide.layout.Name
	}
	setLabel(b.boxes.title, title)
	b.boxes.body.Layout.(*buildLayout).idFirst = on
	for _, pair := range b.boxes.pairs {
		pair[0].Show()
		pair[1].Hide()
		if on {
			pair[0].Hide()
			pair[1].Show()
		}
	}
	b.relayout()
}

// showWide shows l, a layout with a width, with fresh inputs, unless it is
// shown already.
func (b *buildTab) showWide(l core.Layout) {
	if !b.boxes.wide.layout.Equal(l) {
		b.grid.SetParts(gridParts(l))
		b.boxes.wide.use(l)
	}
	b.picker.showLayout(l)
	b.showParts()
}

// leaveWide shows the 64-bit layout of the model again, as it was left.
func (b *buildTab) leaveWide() {
	if !b.inWide() {
		return
	}
	b.boxes.wide.layout = core.Layout{}
	b.showParts()
	if !b.boundTo(b.model.inputs) {
		b.showLayout(b.model.layout)
	}
	b.grid.SetParts(gridParts(b.model.layout))
	b.show(b.model.shown)
}

// backToNarrow leaves a wide layout for the 64-bit one shown before it,
// saving nothing: a 64-bit ID is on its way to the tab.
func (b *buildTab) backToNarrow() {
	if b.inWide() {
		b.picker.showLayout(b.model.layout)
		b.leaveWide()
	}
}

// onWideResult paints a wide result in the grid.
func (b *buildTab) onWideResult(r wideResult) {
	components.SetMessage(b.gridMessage, lang.L("hint.grid"), widget.MediumImportance)
	if !r.valid {
		b.grid.Disable()
		return
	}
	b.grid.Enable()
	b.grid.SetWide(r.id)
}

// onWideFlip flips one bit of the wide ID shown; a bit of a fixed field
// is refused, with the line over the grid saying why.
func (b *buildTab) onWideFlip(bit int) {
	var fixed *core.FixedFieldError
	if err := b.boxes.wide.flip(bit); errors.As(err, &fixed) {
		components.SetMessage(b.gridMessage, lang.L("error.fixedBit", map[string]any{"Field": fixed.Field}),
			widget.DangerImportance)
	}
}

// pasteWide takes text apart as a wide ID and reports whether it was one:
// of the wide layout shown, or of one the finder knows, which it shows.
func (b *buildTab) pasteWide(text string) bool {
	if b.inWide() {
		if _, err := b.boxes.wide.layout.ParseWide([]byte(text)); err == nil {
			_ = b.boxes.wide.id.Set(text)
			return true
		}
	}
	found, ok := find.ReadWideID(text)
	if ok {
		b.showWideFound(found)
	}
	return ok
}

// showWideFound shows f, a wide ID found in a text, in its layout. As an
// ID read from a link, it saves nothing: the app starts in the layout the
// person chose.
func (b *buildTab) showWideFound(f find.WideFound) {
	b.showWide(f.Layout.Layout)
	b.boxes.wide.showID(f.ID)
}

// copyForm copies the shown ID in a 64-bit layout's form narrow, or in a
// wide layout's form wide (-1 for a form a wide ID has not).
func (b *buildTab) copyForm(narrow func(result) string, wide int) {
	if !b.inWide() {
		b.copyFormat(narrow)
		return
	}
	if wide < 0 || !b.boxes.wide.current().valid {
		b.status.set(lang.L("status.notCopied"), widget.DangerImportance)
		return
	}
	b.boxes.wide.copyForm(wide)
}

// copyDiscord copies the shown ID's time as Discord's markup.
func (b *buildTab) copyDiscord() {
	if !b.inWide() {
		b.copyFormat(b.formats.discordText)
		return
	}
	if text := b.boxes.wide.discordText(b.formats.discord.styles.style); text != "" {
		b.boxes.wide.copy(text)
		return
	}
	b.status.set(lang.L("status.notCopied"), widget.DangerImportance)
}

// pasteID puts text into the ID field, to be taken apart; a text longer
// than a field takes is refused, with the ID field's message saying so.
// A wide ID (a UUIDv7, a ULID) is taken apart in its layout; any other
// text leaves a wide layout for the 64-bit one shown before it.
func (b *buildTab) pasteID(text string) {
	text = strings.TrimSpace(text)
	if len(text) > components.MaxFieldText {
		b.id.entry.OnTooLong()
		return
	}
	if b.pasteWide(text) {
		return
	}
	if b.inWide() && find.WideIDError(text) != nil { // a UUID of the wrong variant, say: the wide ID field says so
		_ = b.boxes.wide.id.Set(text)
		return
	}
	b.backToNarrow()
	_ = b.model.id.Set(text)
}

// idField is the ID's entry shown: the 64-bit one or the wide one.
func (b *buildTab) idField() fyne.Focusable {
	if b.inWide() {
		return b.boxes.wide.idEntry
	}
	return b.id.entry
}

// firstInput is the first entry of the inputs shown.
func (b *buildTab) firstInput() fyne.Focusable {
	if b.inWide() {
		for _, in := range b.boxes.wide.inputs {
			if in.entry != nil {
				return in.entry
			}
		}
		return b.boxes.wide.idEntry
	}
	return b.inputs[0].entry
}
