package gui

import (
	"context"
	"errors"
	"io"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/decoded"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// bigList is how many rows make a list big enough to hand the memory used
// to read it back to the system at once.
const bigList = 100_000

// decodeTab is the Decode many tab: every ID in a pasted text or in files,
// one a row in a table that sorts, copies and exports. Numbers are read in
// the scheme chosen on the tab, IDs from links in their service's.
type decodeTab struct {
	scheme core.Scheme  // the scheme chosen on the tab
	layout *core.Layout // the layout chosen on the tab, when it is no scheme
	shown  []int        // the list's columns in the order the table shows them
	picker *schemePicker
	clock  func() time.Time
	desk        // the status line says how a copy or export went, keeping the summary
	job    *job // the decoding running, if one is
	// Show's: an ID to the Build tab, and the window there; a UUID… as wide.
	onShow struct {
		id   func(find.Found)
		wide func(find.WideFound)
	}
	onPasted func(text string) // the clipboard's text was taken

	top     decodeSources
	report  *decodeReport
	table   *widget.Table
	actions decodeActions

	decoded  *decoded.List // what the table shows
	selected int           // the selected row, or -1
	discord  *discordStamp // the selected row's time as Discord's timestamp
}

// decodeSources are the buttons over the table: what to decode, and Cancel.
type decodeSources struct {
	paste        *components.PrimaryButton
	open, cancel *widget.Button
}

// decodeActions are the buttons under the table, and the column Copy
// column copies.
type decodeActions struct {
	column                               *widget.Select
	copyColumn, copyAll, csv, json, show *widget.Button
}

// newDecodeTab makes the tab, reading numbers in scheme until the person
// chooses another on it. onShow shows a row's ID on the Build tab, and
// onPasted is told of the clipboard's text decoded here.
func newDecodeTab(scheme core.Scheme, clock func() time.Time, styles *discordStyles, dk desk,
	onShow func(find.Found), onPasted func(string)) *decodeTab {
	d := &decodeTab{scheme: scheme, clock: clock, desk: dk, job: newJob(dk.runner), selected: -1,
		onPasted: onPasted}
	d.onShow.id = onShow
	d.picker = newSchemePicker(clock, scheme, d.onSchemeChosen)
	d.picker.offerLayouts(dk.layouts, d.onLayoutChosen)
	d.decoded = decoded.New(find.Findings{}, scheme, clock())
	d.top.paste = components.NewPrimaryButton(lang.L("many.paste"), theme.ContentPasteIcon(), d.onPaste)
	d.top.open = widget.NewButtonWithIcon(lang.L("many.open"), theme.FolderOpenIcon(), d.onOpen)
	d.top.cancel = widget.NewButtonWithIcon(lang.L("batch.cancel"), theme.CancelIcon(), d.job.cancelRun)
	d.top.cancel.Disable()
	d.report = newDecodeReport(d.onCopyReport, d.onFindingRows)

	d.table = widget.NewTable(
		func() (int, int) { return d.decoded.Len(), len(d.shown) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(d.decoded.Cell(id.Row, d.shown[id.Col]))
		})
	d.table.ShowHeaderRow = true
	d.table.CreateHeader = func() fyne.CanvasObject { return components.NewColumnHeader() }
	d.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		col := d.shown[id.Col]
		var onSort func()
		if decoded.Sortable(col) {
			onSort = func() { d.onSort(col) }
		}
		o.(*components.ColumnHeader).SetColumn(d.decoded.Header(col), onSort)
	}
	d.table.OnSelected = d.onSelected

	d.actions.column = widget.NewSelect(nil, nil)
	d.actions.copyColumn = widget.NewButtonWithIcon(lang.L("many.copyColumn"), theme.ContentCopyIcon(), d.onCopyColumn)
	d.actions.copyAll = widget.NewButtonWithIcon(lang.L("batch.copyAll"), theme.ContentCopyIcon(), d.onCopyAll)
	d.actions.csv = widget.NewButtonWithIcon(lang.L("many.exportCSV"), theme.DocumentSaveIcon(), func() { d.onExport(exportCSV) })
	d.actions.json = widget.NewButtonWithIcon(lang.L("many.exportJSON"), theme.DocumentSaveIcon(), func() { d.onExport(exportJSON) })
	d.actions.show = widget.NewButtonWithIcon(lang.L("many.show"), theme.GridIcon(), d.onShowRow)
	d.discord = newDiscordStamp(styles, clock, d.onCopyStamp)
	d.showList()
	return d
}

func (d *decodeTab) content() fyne.CanvasObject {
	top := container.NewVBox(
		container.NewBorder(nil, nil, container.NewHBox(d.top.paste, d.top.open), d.top.cancel,
			components.NewMessage(lang.L("many.hint"))),
		container.NewBorder(nil, nil, d.picker.choiceRow(), nil, d.picker.customRow()),
		d.job.progress,
	)
	buttons := container.NewHBox(d.actions.column, d.actions.copyColumn, d.actions.copyAll, d.report.copy, d.actions.csv, d.actions.json, d.actions.show)
	selected := container.NewBorder(nil, nil, widget.NewLabel(lang.L("many.discord")+" "+discordLabel()), nil, d.discord.content())
	bottom := container.NewVBox(container.NewHScroll(selected), container.NewHScroll(buttons)) // in a narrow window they scroll, as the window keeps its smallest size
	d.report.stack = container.New(reportLayout{d.report}, d.report.pane, d.table)
	return container.NewPadded(container.NewBorder(top, bottom, nil, nil, d.report.stack))
}

// onPaste decodes the text on the clipboard.
func (d *decodeTab) onPaste() {
	text := d.clip.Content()
	d.onPasted(text)
	d.decodeText(text)
}

// decodeText decodes text the person pasted or chose on the clipboard bar.
func (d *decodeTab) decodeText(text string) {
	d.run([]decoded.Text{{Name: lang.L("many.clipboard"), Text: text}})
}

// onOpen asks for a file and decodes it.
func (d *decodeTab) onOpen() {
	d.files.open(nil, func(r fyne.URIReadCloser) {
		if d.job.running {
			_ = r.Close()
			return
		}
		d.run([]decoded.Text{{Name: r.URI().Name(), Open: func() (io.ReadCloser, error) { return r, nil }}})
	})
}

// decodeFiles decodes files dropped on the window, as one text.
func (d *decodeTab) decodeFiles(uris []fyne.URI) {
	var texts []decoded.Text
	for _, u := range uris {
		texts = append(texts, decoded.Text{Name: u.Name(), Open: func() (io.ReadCloser, error) { return storage.Reader(u) }})
	}
	d.run(texts)
}

// run reads and decodes texts in the background, showing progress once it
// takes a while, and shows the result, or says why there is none.
func (d *decodeTab) run(texts []decoded.Text) {
	if d.job.running || len(texts) == 0 {
		return
	}
	d.setBusy(true)
	d.report.clear()
	d.report.show(lang.L("many.reading"))
	scheme, now := d.scheme, d.clock()
	var (
		list  *decoded.List
		notes []string
	)
	d.job.run(func(canceled *atomic.Bool, report func(float64)) (err error) {
		list, notes, err = decoded.Decode(texts, scheme, now, canceled, report)
		texts = nil
		return err
	}, func(err error) {
		d.finish(list, notes, err)
		if list != nil && list.Len() >= bigList {
			go debug.FreeOSMemory() // what was read to make the list is garbage now, and several times its size
		}
	})
}

// finish shows a decoding that ended, whole, canceled or failed.
func (d *decodeTab) finish(list *decoded.List, notes []string, err error) {
	d.setBusy(false)
	switch {
	case errors.Is(err, context.Canceled):
		d.report.show(lang.L("many.canceled"))
		return
	case err != nil:
		d.report.show(strings.Join(append(notes, lang.L("many.nothingRead")), "\n"))
		return
	}
	if d.layout != nil || list.Scheme() != d.scheme { // in a layout, or chosen while the decoding ran
		d.readIn(list)
	}
	d.decoded, d.selected = list, -1
	d.showList() // the columns first: the table asks for the new list's cells as it is told of it
	d.table.UnselectAll()
	d.table.Refresh()
	d.table.ScrollToTop()
	d.report.show(strings.Join(append(list.Summary(), notes...), "\n"))
	d.study()
}

// onSchemeChosen is the person choosing the scheme numbers are read in:
// the list is read again in it.
func (d *decodeTab) onSchemeChosen(s core.Scheme) {
	d.scheme, d.layout = s, nil
	d.refresh()
}

// onLayoutChosen is the person choosing a layout that is no scheme: the
// list is read again in it, with its fields for columns.
func (d *decodeTab) onLayoutChosen(l core.Layout) {
	d.layout = &l
	d.refresh()
}

// readingLayout is the layout the tab reads numbers in.
func (d *decodeTab) readingLayout() core.Layout {
	if d.layout != nil {
		return *d.layout
	}
	return d.scheme.Layout()
}

// readIn reads list in the tab's scheme or layout as of now.
func (d *decodeTab) readIn(list *decoded.List) {
	if d.layout != nil {
		list.ReadLayout(*d.layout, d.clock())
		return
	}
	list.Read(d.scheme, d.clock())
}

// refresh reads the list again in the tab's scheme as of now: its times
// relative to now, and what lies in the future, move on while the tab is
// not in sight. A decoding running reads in the scheme it began with.
func (d *decodeTab) refresh() {
	if d.job.running {
		return
	}
	d.readIn(d.decoded)
	d.showList()
	if d.decoded.Len() > 0 {
		d.report.show(strings.Join(d.decoded.Summary(), "\n"))
		d.study()
	}
	d.table.Refresh()
}

// setBusy turns the buttons that start a decoding off while one runs.
func (d *decodeTab) setBusy(busy bool) {
	for _, b := range []fyne.Disableable{d.top.paste, d.top.open} {
		if busy {
			b.Disable()
		} else {
			b.Enable()
		}
	}
	if busy {
		d.top.cancel.Enable()
	} else {
		d.top.cancel.Disable()
	}
}

// showList sets the column widths, the column chooser and the buttons
// for the list shown; the scheme names three of the columns.
func (d *decodeTab) showList() {
	d.shown = tableOrder(d.decoded.Columns())
	d.setColumnWidths()
	var names []string
	for _, col := range d.decoded.Columns() {
		names = append(names, d.decoded.ColumnName(col))
	}
	chosen := min(max(0, d.actions.column.SelectedIndex()), len(names)-1)
	d.actions.column.SetOptions(names)
	d.actions.column.SetSelectedIndex(chosen)
	empty := d.decoded.Len() == 0
	for _, b := range []*widget.Button{d.actions.copyColumn, d.actions.copyAll, d.actions.csv, d.actions.json} {
		if empty {
			b.Disable()
		} else {
			b.Enable()
		}
	}
	if d.selected < 0 {
		d.actions.show.Disable()
		d.discord.setInstant(0, false)
	} else {
		d.offerRow()
	}
}

// offerRow offers what the selected row allows: showing its ID on the
// Build tab, and its time as Discord markup, where it has one (a UUIDv4
// has none).
func (d *decodeTab) offerRow() {
	w, wide := d.decoded.Wide(d.selected)
	d.actions.show.Enable()
	d.discord.setInstant(d.decoded.Instant(d.selected), !wide || w.Timed)
}

// onSort sorts by a column, or turns its order round, or goes back to the
// order found.
func (d *decodeTab) onSort(col int) {
	d.decoded.SortBy(col)
	d.table.UnselectAll()
	d.selected = -1
	d.showList()
	d.table.Refresh()
}

// onSelected offers to show the selected row's ID on the Build tab.
func (d *decodeTab) onSelected(id widget.TableCellID) {
	if id.Row < 0 || id.Row >= d.decoded.Len() {
		return
	}
	d.selected = id.Row
	d.offerRow()
}

// onCopyStamp copies the selected row's Discord timestamp.
func (d *decodeTab) onCopyStamp(text string) {
	d.clip.SetContent(text)
	d.status.set(lang.L("status.copied", map[string]any{"Text": text}), widget.SuccessImportance)
}

// onShowRow shows the selected row's ID on the Build tab, and goes there.
func (d *decodeTab) onShowRow() {
	if d.selected < 0 || d.selected >= d.decoded.Len() {
		return
	}
	if w, wide := d.decoded.Wide(d.selected); wide {
		d.onShow.wide(w)
		return
	}
	d.onShow.id(d.decoded.Row(d.selected))
}

// onCopyColumn copies the chosen column, a row a line, as shown.
func (d *decodeTab) onCopyColumn() {
	col := d.decoded.Columns()[max(0, d.actions.column.SelectedIndex())]
	name := d.actions.column.Selected
	d.copyInBackground(func(list *decoded.List) (string, string) {
		return list.ColumnText(col), words.Count("many.copiedColumn", list.Len(), map[string]any{"Column": name})
	})
}

// onCopyAll copies the table as shown.
func (d *decodeTab) onCopyAll() {
	d.copyInBackground(func(list *decoded.List) (string, string) {
		return list.AllText(), words.Count("many.copiedAll", list.Len(), nil)
	})
}

// copyInBackground writes a text of the table off the main goroutine, as
// a million rows take a while, and puts it on the clipboard with a message.
func (d *decodeTab) copyInBackground(write func(list *decoded.List) (text, message string)) {
	list := d.decoded.Snapshot()
	d.status.set(lang.L("many.copying"), widget.MediumImportance)
	d.job.runner.start(func() {
		text, message := write(list)
		fyne.Do(func() {
			d.clip.SetContent(text)
			d.status.set(message, widget.SuccessImportance)
		})
	})
}

// An export format: its file name and its writer.
type exportFormat struct {
	name  string
	write func(d *decoded.List, w io.Writer) error
}

var (
	exportCSV  = exportFormat{"snowflake-ids.csv", (*decoded.List).WriteCSV}
	exportJSON = exportFormat{"snowflake-ids.json", (*decoded.List).WriteJSON}
)

// onExport asks where to export the rows, as shown, and writes them there
// in the background.
func (d *decodeTab) onExport(format exportFormat) {
	list := d.decoded.Snapshot()
	d.files.save(format.name, func(w fyne.URIWriteCloser) { d.export(list, format, w) })
}

// export writes list into the file chosen, in the background.
func (d *decodeTab) export(list *decoded.List, format exportFormat, w fyne.URIWriteCloser) {
	d.job.runner.save(w, list.Len(), func(out io.Writer) error { return format.write(list, out) }, d.status.set, d.files.parent())
}
