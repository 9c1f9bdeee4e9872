package gui

import (
	"cmp"
	"errors"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/bitgrid"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// roleOptions are the kinds of field the editor offers, in core.Role's
// order: a plain number, the time, the sequence.
func roleOptions() []string {
	return []string{lang.L("editor.role.number"), lang.L("editor.role.time"), lang.L("editor.role.sequence")}
}

// fieldRow is one field's line in the layout editor: its name, width,
// kind and unit, the buttons that move and remove it, and its message.
type fieldRow struct {
	name, bits, unit *components.FieldEntry
	role             *widget.Select
	up, down, remove *components.IconButton
	message          *widget.Label
	block            fyne.CanvasObject // the row's line and message, as the editor shows them
}

// layoutEditor makes or changes one of the person's layouts: its name,
// epoch and fields, with the bit grid drawn as it changes and each
// message under what is at fault. Save keeps it among the person's
// layouts; Export writes it as a layout file and Import reads one in.
type layoutEditor struct {
	draft   layoutDraft
	was     string // the name of the person's layout being changed; "" for a new one
	tools   desk
	clock   func() time.Time
	done    func(l core.Layout, ok bool)
	dialog  dialog.Dialog
	name    *components.FieldEntry
	epoch   *components.FieldEntry
	names   [2]*widget.Label // the messages under the name and the epoch
	rows    []*fieldRow
	fields  *fyne.Container // the rows
	scroll  *container.Scroll
	message *widget.Label // under the fields: their bits, or what is wrong with them all
	grid    *bitgrid.Grid
	save    *components.PrimaryButton
}

// editLayout opens the layout editor on start, the person's layout called
// was ("" for a new one); done gets the layout saved, or ok false when the
// person's layout was deleted. Nothing is kept on Cancel.
func (w *window) editLayout(start core.Layout, was string, done func(core.Layout, bool)) {
	w.openEditor(start, was, done)
}

// openEditor is editLayout, returning the editor shown.
func (w *window) openEditor(start core.Layout, was string, done func(core.Layout, bool)) *layoutEditor {
	e := &layoutEditor{draft: draftOf(start), was: was, tools: w.desk, clock: w.model.clock, done: done}
	e.name = components.NewFieldEntry()
	e.epoch = components.NewFieldEntry()
	e.epoch.SetPlaceHolder(lang.L("scheme.epochPlaceholder"))
	for i := range e.names {
		e.names[i] = components.NewMessage("")
	}
	e.fields = container.NewVBox()
	e.message = components.NewMessage("")
	// One line: the bottom of a dialog does not grow for a wrapped label.
	e.message.Wrapping, e.message.Truncation = fyne.TextWrapOff, fyne.TextTruncateEllipsis
	e.grid = bitgrid.New(gridParts(core.Twitter.Layout()), gridDetail)
	e.save = components.NewPrimaryButton(lang.L("editor.save"), theme.DocumentSaveIcon(), e.onSave)
	e.name.OnChanged = func(text string) { e.draft.name = text; e.check() }
	e.epoch.OnChanged = func(text string) { e.draft.epoch = text; e.check() }
	e.name.OnSubmitted = func(string) { e.onSave() }
	e.epoch.OnSubmitted = func(string) { e.onSave() }

	title := lang.L("editor.titleNew")
	if was != "" {
		title = lang.L("editor.titleEdit", map[string]any{"Name": was})
	}
	e.dialog = dialog.NewCustomWithoutButtons(title, e.content(), w.win)
	e.fill()
	size := w.win.Canvas().Size()
	e.dialog.Resize(fyne.NewSize(min(980, size.Width-24), min(760, size.Height-24)))
	e.dialog.Show()
	w.win.Canvas().Focus(e.name)
	return e
}

func (e *layoutEditor) content() fyne.CanvasObject {
	bold := func(key string) *widget.Label {
		return widget.NewLabelWithStyle(lang.L(key), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	}
	top := container.New(layout.NewFormLayout(),
		bold("editor.name"), container.NewVBox(e.name, e.names[0]),
		bold("editor.epoch"), container.NewVBox(e.epoch, e.names[1]))
	add := widget.NewButtonWithIcon(lang.L("editor.add"), theme.ContentAddIcon(), e.onAdd)
	heading := components.NewMessage(lang.L("editor.fieldsHint"))
	var del fyne.CanvasObject = layout.NewSpacer()
	if e.was != "" {
		del = widget.NewButtonWithIcon(lang.L("editor.delete"), theme.DeleteIcon(), e.onDelete)
	}
	buttons := container.NewHBox(
		widget.NewButtonWithIcon(lang.L("editor.import"), theme.FolderOpenIcon(), e.onImport),
		widget.NewButtonWithIcon(lang.L("editor.export"), theme.DocumentSaveIcon(), e.onExport),
		del, layout.NewSpacer(),
		widget.NewButtonWithIcon(lang.L("editor.cancel"), theme.CancelIcon(), func() { e.dialog.Hide() }),
		e.save)
	body := container.NewVBox(top, heading, e.fields, container.NewHBox(add))
	// The bits used and the grid stay in sight under the fields, however
	// many there are.
	bottom := container.NewVBox(widget.NewSeparator(), e.message, e.grid, buttons)
	e.scroll = container.NewVScroll(body)
	return container.NewBorder(nil, bottom, nil, nil, e.scroll)
}

// onAdd adds a field after the last and puts the keyboard in its name,
// scrolled into sight.
func (e *layoutEditor) onAdd() {
	e.edit(func() { e.draft.add(len(e.draft.fields) - 1) })
	if c := fyne.CurrentApp().Driver().CanvasForObject(e.fields); c != nil {
		c.Focus(e.rows[len(e.rows)-1].name)
	}
}

// reveal scrolls the fields, if need be, until obj, which is among them,
// is in sight: a row reached with Tab below the fields in sight was typed
// into unseen.
func (e *layoutEditor) reveal(obj fyne.CanvasObject) {
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(obj).Y - d.AbsolutePositionForObject(e.scroll).Y + e.scroll.Offset.Y
	bottom, offset, height := top+obj.Size().Height, e.scroll.Offset.Y, e.scroll.Size().Height
	switch {
	case top < offset:
		offset = top
	case bottom > offset+height:
		offset = min(top, bottom-height)
	default:
		return
	}
	e.scroll.ScrollToOffset(fyne.NewPos(0, offset))
}

// fill makes a row for each field of the draft and writes the draft into
// the widgets, then checks it.
func (e *layoutEditor) fill() {
	e.name.SetText(e.draft.name)
	e.epoch.SetText(e.draft.epoch)
	for len(e.rows) < len(e.draft.fields) {
		e.rows = append(e.rows, e.newRow(len(e.rows)))
	}
	e.rows = e.rows[:len(e.draft.fields)]
	e.fields.Objects = nil
	for i, r := range e.rows {
		f := e.draft.fields[i]
		r.name.SetText(f.name)
		r.bits.SetText(f.bits)
		r.unit.SetText(f.unit)
		r.role.SetSelectedIndex(int(f.role))
		line := container.NewBorder(nil, nil, nil, container.NewHBox(r.up, r.down, r.remove),
			container.NewGridWithColumns(4, r.name, r.bits, r.role, r.unit))
		r.block = container.NewVBox(line, r.message)
		e.fields.Add(r.block)
	}
	e.fields.Refresh()
	e.check()
}

// newRow makes the widgets of field i's row; their handlers read the row's
// place when they run.
func (e *layoutEditor) newRow(i int) *fieldRow {
	r := &fieldRow{name: components.NewFieldEntry(), bits: components.NewFieldEntry(), unit: components.NewFieldEntry(),
		message: components.NewMessage("")}
	r.name.SetPlaceHolder(lang.L("editor.fieldName"))
	r.bits.SetPlaceHolder(lang.L("editor.bits"))
	r.unit.SetPlaceHolder(lang.L("editor.unit"))
	r.name.OnChanged = func(text string) { e.draft.fields[i].name = text; e.check() }
	r.bits.OnChanged = func(text string) { e.draft.fields[i].bits = text; e.check() }
	r.unit.OnChanged = func(text string) { e.draft.fields[i].unit = text; e.check() }
	for _, entry := range []*components.FieldEntry{r.name, r.bits, r.unit} {
		entry.OnSubmitted = func(string) { e.onSave() }
		entry.OnFocused = func() { e.reveal(r.block) }
	}
	r.role = widget.NewSelect(roleOptions(), func(string) {
		if role := core.Role(r.role.SelectedIndex()); i < len(e.draft.fields) && role != e.draft.fields[i].role {
			e.edit(func() { e.draft.setRole(i, role) })
		}
	})
	r.up = components.NewIconButton(theme.MoveUpIcon(), lang.L("editor.up"), func() { e.edit(func() { e.draft.move(i, -1) }) })
	r.down = components.NewIconButton(theme.MoveDownIcon(), lang.L("editor.down"), func() { e.edit(func() { e.draft.move(i, 1) }) })
	r.remove = components.NewIconButton(theme.DeleteIcon(), lang.L("editor.remove"), func() { e.edit(func() { e.draft.remove(i) }) })
	return r
}

// edit changes the draft's fields with change and shows them again.
func (e *layoutEditor) edit(change func()) {
	change()
	e.fill()
}

// check reads the draft and shows what is wrong under what is at fault,
// the grid of its fields, and whether it can be saved.
func (e *layoutEditor) check() (core.Layout, draftFaults) {
	l, faults := e.draft.read(e.clock())
	// A message with nothing to say takes no room: the rows stay close,
	// and Add field stays in sight.
	say := func(label *widget.Label, err error, hint string) {
		switch {
		case err != nil:
			components.SetMessage(label, editorErrorText(err), widget.DangerImportance)
		case hint == "":
			label.Hide()
			return
		default:
			components.SetMessage(label, hint, widget.MediumImportance)
		}
		label.Show()
	}
	if faults.name == nil && l.Name != "" { // a name taken is said as it is typed, not only at Save
		faults.taken = e.tools.layouts.own.checkName(l.Name, e.was)
	}
	say(e.names[0], cmp.Or(faults.name, faults.taken), "")
	epochHint := ""
	if faults.epoch == nil {
		epochHint = lang.L("editor.epochIs", map[string]any{"Time": words.ISOTime(l.Epoch)})
	}
	say(e.names[1], faults.epoch, epochHint)
	for i, r := range e.rows {
		say(r.message, faults.fields[i], "")
		if l.Fields[i].Role == core.RoleTime {
			r.unit.SetPlaceHolder(lang.L("editor.unit"))
			r.unit.Enable()
		} else {
			r.unit.SetPlaceHolder("") // a hint of a unit where none is asked for was cut, and scrolled
			r.unit.Disable()
		}
		setEnabled(r.up, i > 0)
		setEnabled(r.down, i < len(e.rows)-1)
	}
	used := lang.L("editor.bitsUsed", map[string]any{"Used": l.TotalBits(), "Max": core.MaxLayoutBits})
	switch {
	case faults.layout != nil:
		say(e.message, faults.layout, "")
	case l.TotalBits() > core.MaxLayoutBits: // said under the field that crosses the line too, which may be out of sight
		components.SetMessage(e.message, used, widget.DangerImportance)
	default:
		say(e.message, nil, used)
	}
	preview := previewOf(l)
	e.grid.SetParts(gridParts(preview))
	e.grid.SetID(pattern(preview))
	setEnabled(e.grid, drawable(l))

	setEnabled(e.save, faults.none() && faults.taken == nil)
	return l, faults
}

// setEnabled enables or disables w.
func setEnabled(w fyne.Disableable, enabled bool) {
	if enabled {
		w.Enable()
	} else {
		w.Disable()
	}
}

// editorErrorText is the message of what is wrong in the editor, under
// what is at fault: a layout's rule alone, any other error as the window
// says it.
func editorErrorText(err error) string {
	var le *core.LayoutError
	if errors.As(err, &le) || isLayoutRule(err) {
		return words.LayoutRule(err)
	}
	return errorText(err)
}

// isLayoutRule reports whether err is one of the rules a layout keeps.
func isLayoutRule(err error) bool {
	return words.LayoutRule(err) != err.Error()
}

// onSave keeps the layout among the person's, once nothing is wrong with
// it and no other layout has its name, and chooses it.
func (e *layoutEditor) onSave() {
	l, faults := e.check()
	if !faults.none() || faults.taken != nil {
		return
	}
	e.tools.layouts.own.save(l, e.was)
	e.dialog.Hide()
	e.done(l, true)
}

// onDelete forgets the person's layout being changed, once they confirm.
func (e *layoutEditor) onDelete() {
	dialog.ShowConfirm(lang.L("editor.deleteTitle"), lang.L("editor.deleteText", map[string]any{"Name": e.was}), func(yes bool) {
		if !yes {
			return
		}
		e.tools.layouts.own.remove(e.was)
		e.dialog.Hide()
		e.done(core.Layout{}, false)
	}, e.tools.files.parent())
}

// onExport saves the layout as a layout file where the person chooses.
func (e *layoutEditor) onExport() {
	l, faults := e.check()
	if !faults.none() {
		components.SetMessage(e.message, lang.L("editor.fixFirst"), widget.DangerImportance)
		return
	}
	e.tools.files.save(layoutFileName(l.Name), func(w fyne.URIWriteCloser) {
		path := w.URI().Path()
		err := saveChosen(w, func(out io.Writer) error {
			_, err := out.Write(core.WriteLayoutFile(l))
			return err
		})
		if err != nil {
			components.SetMessage(e.message, saveFailedText(path, err), widget.DangerImportance)
			return
		}
		components.SetMessage(e.message, lang.L("editor.exported", map[string]any{"Path": path}), widget.SuccessImportance)
	})
}

// onImport reads a layout file into the editor, in place of what it
// held; what is wrong with the file is said under the fields.
func (e *layoutEditor) onImport() {
	e.tools.layouts.open(func(r fyne.URIReadCloser) {
		defer r.Close()
		l, err := readLayout(r, r.URI().Name(), e.clock())
		if err == nil && l.Wide() {
			err = errors.New(lang.L("layout.wide", map[string]any{"Name": l.Name, "Width": l.Width}))
		}
		if err != nil {
			components.SetMessage(e.message, errorText(err), widget.DangerImportance)
			return
		}
		e.draft = draftOf(l)
		e.fill()
	})
}

// layoutFileName is the file name a layout named name is first offered to
// be exported as: the name, with what file systems refuse in a file's
// name (/ \ : * ? " < > | and control characters) as _, cut to its first
// 100 bytes (file systems take 255, and the save writes a longer
// temporary name beside it), and .toml.
func layoutFileName(name string) string {
	name = strings.Map(func(r rune) rune {
		if r < ' ' || strings.ContainsRune(`/\:*?"<>|`, r) {
			return '_'
		}
		return r
	}, name)
	for len(name) > maxFileNameStem {
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
	return strings.TrimRight(name, " ") + ".toml"
}

// maxFileNameStem is how long a layout's file name may be before .toml.
const maxFileNameStem = 100
