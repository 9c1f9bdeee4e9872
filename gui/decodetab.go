package gui

import (
	"errors"
	"io"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

// bigList is how many rows make a list big enough to hand the memory used
// to read it back to the system at once.
const bigList = 100_000

// decodeTab is the Decode many tab: every ID in a pasted text or in files,
// one a row in a table that sorts, copies and exports.
type decodeTab struct {
	scheme    func() core.Scheme
	clock     func() time.Time
	clip      fyne.Clipboard
	files     fileChooser
	schedule  scheduler
	start     func(work func())                               // runs work off the main goroutine: decoding, copying, exporting
	onShow    func(id core.Found)                             // shows an ID on the Build tab
	onScheme  func(scheme core.Scheme)                        // the links read chose a scheme
	onToBuild func()                                          // goes to the Build tab
	notify    func(text string, importance widget.Importance) // says how a copy or export went, keeping the summary
	onPasted  func(text string)                               // the clipboard's text was taken

	pasteBtn      *widget.Button
	openBtn       *widget.Button
	cancelBtn     *widget.Button
	progress      *widget.ProgressBar
	summary       *widget.Label
	table         *widget.Table
	column        *widget.Select
	copyColumnBtn *widget.Button
	copyAllBtn    *widget.Button
	csvBtn        *widget.Button
	jsonBtn       *widget.Button
	showBtn       *widget.Button

	list     *decodedIDs
	selected int // the selected row, or -1
	cancel   atomic.Bool
	jobs     int  // counts the decodings started, so a stale progress timeout is ignored
	running  bool // a decoding is running
}

func newDecodeTab(scheme func() core.Scheme, clock func() time.Time, clip fyne.Clipboard, files fileChooser,
	schedule scheduler) *decodeTab {
	d := &decodeTab{scheme: scheme, clock: clock, clip: clip, files: files, schedule: schedule, selected: -1,
		start: func(work func()) { go work() }, onShow: func(core.Found) {}, onScheme: func(core.Scheme) {},
		onToBuild: func() {}, notify: func(string, widget.Importance) {},
		onPasted: func(string) {}}
	d.list = newDecodedIDs(core.Findings{}, scheme(), clock())
	d.pasteBtn = widget.NewButtonWithIcon(lang.L("many.paste"), theme.ContentPasteIcon(), d.onPaste)
	d.pasteBtn.Importance = widget.HighImportance
	d.openBtn = widget.NewButtonWithIcon(lang.L("many.open"), theme.FolderOpenIcon(), d.onOpen)
	d.cancelBtn = widget.NewButtonWithIcon(lang.L("batch.cancel"), theme.CancelIcon(), d.onCancel)
	d.cancelBtn.Disable()
	d.progress = widget.NewProgressBar()
	d.progress.Hide()
	d.summary = widget.NewLabel(lang.L("many.empty"))
	d.summary.Wrapping = fyne.TextWrapWord

	d.table = widget.NewTable(
		func() (int, int) { return d.list.len(), columnCount },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(d.list.cell(id.Row, id.Col))
		})
	d.table.ShowHeaderRow = true
	d.table.CreateHeader = func() fyne.CanvasObject { return newColumnHeader() }
	d.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		col := id.Col
		var onSort func()
		if sortable(col) {
			onSort = func() { d.onSort(col) }
		}
		o.(*columnHeader).show(d.list.headers()[col], onSort)
	}
	d.table.OnSelected = d.onSelected

	d.column = widget.NewSelect(nil, nil)
	d.copyColumnBtn = widget.NewButtonWithIcon(lang.L("many.copyColumn"), theme.ContentCopyIcon(), d.onCopyColumn)
	d.copyAllBtn = widget.NewButtonWithIcon(lang.L("batch.copyAll"), theme.ContentCopyIcon(), d.onCopyAll)
	d.csvBtn = widget.NewButtonWithIcon(lang.L("many.exportCSV"), theme.DocumentSaveIcon(), func() { d.onExport(exportCSV) })
	d.jsonBtn = widget.NewButtonWithIcon(lang.L("many.exportJSON"), theme.DocumentSaveIcon(), func() { d.onExport(exportJSON) })
	d.showBtn = widget.NewButtonWithIcon(lang.L("many.show"), theme.GridIcon(), func() { d.onToBuild() })
	d.showList()
	return d
}

func (d *decodeTab) content() fyne.CanvasObject {
	top := container.NewVBox(
		container.NewBorder(nil, nil, container.NewHBox(d.pasteBtn, d.openBtn), d.cancelBtn,
			newMessage(lang.L("many.hint"))),
		d.progress,
		d.summary,
	)
	bottom := container.NewHBox(d.column, d.copyColumnBtn, d.copyAllBtn, d.csvBtn, d.jsonBtn, d.showBtn)
	return container.NewPadded(container.NewBorder(top, container.NewHScroll(bottom), nil, nil, d.table))
}

// setColumnWidths makes each column as wide as its widest likely text.
func (d *decodeTab) setColumnWidths() {
	samples := [columnCount]string{
		"9223372036854775807", "2010-11-04T01:42:54.657Z",
		time.Date(2021, 12, 31, 23, 59, 59, 999e6, time.UTC).Format(lang.L("format.localLayout")),
		lang.L("time.ago.months", map[string]any{"Count": 11}), "", "", "", "-9999d23h59m59.999s",
		flagsText(flagFuture | flagDuplicate),
	}
	if pre := flagsText(flagPreSnowflake | flagDuplicate); len(pre) > len(samples[colFlags]) {
		samples[colFlags] = pre
	}
	headers := d.list.headers()
	size, inner := theme.TextSize(), 2*theme.InnerPadding()
	for col, sample := range samples {
		cell := fyne.MeasureText(sample, size, fyne.TextStyle{}).Width
		header := fyne.MeasureText(headers[col]+" ▼", size, fyne.TextStyle{Bold: true}).Width
		d.table.SetColumnWidth(col, max(cell, header)+inner)
	}
}

// onPaste decodes the text on the clipboard.
func (d *decodeTab) onPaste() {
	text := d.clip.Content()
	d.onPasted(text)
	d.decodeText(text)
}

// decodeText decodes text the person pasted or chose on the clipboard bar.
func (d *decodeTab) decodeText(text string) {
	d.run([]namedText{{name: lang.L("many.clipboard"), text: text}})
}

// onOpen asks for a file and decodes it.
func (d *decodeTab) onOpen() {
	d.files.open(func(r fyne.URIReadCloser) {
		if d.running {
			_ = r.Close()
			return
		}
		d.run([]namedText{{name: r.URI().Name(), open: func() (io.ReadCloser, error) { return r, nil }}})
	})
}

// decodeFiles decodes files dropped on the window, as one text.
func (d *decodeTab) decodeFiles(uris []fyne.URI) {
	var texts []namedText
	for _, u := range uris {
		texts = append(texts, namedText{name: u.Name(), open: func() (io.ReadCloser, error) { return storage.Reader(u) }})
	}
	d.run(texts)
}

func (d *decodeTab) onCancel() {
	d.cancel.Store(true)
}

// run reads and decodes texts in the background, showing progress once it
// takes a while, and shows the result, or says why there is none.
func (d *decodeTab) run(texts []namedText) {
	if d.running || len(texts) == 0 {
		return
	}
	d.jobs++
	job := d.jobs
	d.running = true
	d.cancel.Store(false)
	d.setBusy(true)
	d.progress.SetValue(0)
	d.summary.SetText(lang.L("many.reading"))
	d.schedule(progressDelay, func() {
		if d.running && d.jobs == job {
			d.progress.Show()
		}
	})
	scheme, now := d.scheme(), d.clock()
	d.start(func() {
		list, notes, err := decodeTexts(texts, scheme, now, &d.cancel, func(done float64) {
			fyne.Do(func() { d.progress.SetValue(done) })
		})
		texts = nil
		fyne.Do(func() {
			d.finish(list, notes, err)
			if list != nil && list.len() >= bigList {
				go debug.FreeOSMemory() // what was read to make the list is garbage now, and several times its size
			}
		})
	})
}

// finish shows a decoding that ended, whole, canceled or failed.
func (d *decodeTab) finish(list *decodedIDs, notes []string, err error) {
	d.running = false
	d.progress.Hide()
	d.setBusy(false)
	switch {
	case errors.Is(err, errCanceled):
		d.summary.SetText(lang.L("many.canceled"))
		return
	case err != nil:
		d.summary.SetText(strings.Join(append(notes, lang.L("many.nothingRead")), "\n"))
		return
	}
	if list.scheme != d.scheme() {
		d.onScheme(list.scheme)
		notes = append(notes, lang.L("many.linksScheme", map[string]any{"Scheme": schemeLabel(list.scheme)}))
	}
	d.list = list
	d.table.UnselectAll()
	d.selected = -1
	d.table.Refresh()
	d.table.ScrollToTop()
	d.showList()
	d.summary.SetText(strings.Join(append(list.summary(), notes...), "\n"))
}

// refresh reads the list again in the current scheme as of now, as the
// scheme may have changed on the Build tab since the tab was last shown.
func (d *decodeTab) refresh() {
	if d.running {
		return
	}
	d.list.read(d.scheme(), d.clock())
	d.showList()
	if d.list.len() > 0 {
		d.summary.SetText(strings.Join(d.list.summary(), "\n"))
	}
	d.table.Refresh()
}

// setBusy turns the buttons that start a decoding off while one runs.
func (d *decodeTab) setBusy(busy bool) {
	for _, b := range []*widget.Button{d.pasteBtn, d.openBtn} {
		if busy {
			b.Disable()
		} else {
			b.Enable()
		}
	}
	if busy {
		d.cancelBtn.Enable()
	} else {
		d.cancelBtn.Disable()
	}
}

// showList sets the column widths, the column chooser and the buttons
// for the list shown; the scheme names three of the columns.
func (d *decodeTab) showList() {
	d.setColumnWidths()
	names := d.list.columnNames()
	chosen := max(0, d.column.SelectedIndex())
	d.column.SetOptions(names[:])
	d.column.SetSelectedIndex(chosen)
	empty := d.list.len() == 0
	for _, b := range []*widget.Button{d.copyColumnBtn, d.copyAllBtn, d.csvBtn, d.jsonBtn} {
		if empty {
			b.Disable()
		} else {
			b.Enable()
		}
	}
	if d.selected < 0 {
		d.showBtn.Disable()
	} else {
		d.showBtn.Enable()
	}
}

// onSort sorts by a column, or turns its order round, or goes back to the
// order found.
func (d *decodeTab) onSort(col int) {
	d.list.sortBy(col)
	d.table.UnselectAll()
	d.selected = -1
	d.showList()
	d.table.Refresh()
}

// onSelected shows the selected row's ID on the Build tab.
func (d *decodeTab) onSelected(id widget.TableCellID) {
	if id.Row < 0 || id.Row >= d.list.len() {
		return
	}
	d.selected = id.Row
	d.showBtn.Enable()
	d.onShow(d.list.row(id.Row))
}

// onCopyColumn copies the chosen column, a row a line, as shown.
func (d *decodeTab) onCopyColumn() {
	col := max(0, d.column.SelectedIndex())
	name := d.column.Selected
	d.copyInBackground(func(list *decodedIDs) (string, string) {
		return list.columnText(col), countText("many.copiedColumn", list.len(), map[string]any{"Column": name})
	})
}

// onCopyAll copies the table as shown.
func (d *decodeTab) onCopyAll() {
	d.copyInBackground(func(list *decodedIDs) (string, string) {
		return list.allText(), countText("many.copiedAll", list.len(), nil)
	})
}

// copyInBackground writes a text of the table off the main goroutine, as
// a million rows take a while, and puts it on the clipboard with a message.
func (d *decodeTab) copyInBackground(write func(list *decodedIDs) (text, message string)) {
	list := d.list.snapshot()
	d.notify(lang.L("many.copying"), widget.MediumImportance)
	d.start(func() {
		text, message := write(list)
		fyne.Do(func() {
			d.clip.SetContent(text)
			d.notify(message, widget.SuccessImportance)
		})
	})
}

// An export format: its file name and its writer.
type exportFormat struct {
	name  string
	write func(d *decodedIDs, w io.Writer) error
}

var (
	exportCSV  = exportFormat{"snowflake-ids.csv", (*decodedIDs).writeCSV}
	exportJSON = exportFormat{"snowflake-ids.json", (*decodedIDs).writeJSON}
)

// onExport asks where to export the rows, as shown, and writes them there
// in the background.
func (d *decodeTab) onExport(format exportFormat) {
	list := d.list.snapshot()
	d.files.save(format.name, func(w fyne.URIWriteCloser) { d.export(list, format, w) })
}

// export writes list into the file chosen, in the background.
func (d *decodeTab) export(list *decodedIDs, format exportFormat, w fyne.URIWriteCloser) {
	d.notify(lang.L("batch.saving", map[string]any{"Count": list.len()}), widget.MediumImportance)
	path := w.URI().Path()
	d.start(func() {
		err := saveChosen(w, func(out io.Writer) error { return format.write(list, out) })
		fyne.Do(func() { d.saved(path, list.len(), err) })
	})
}

// saved says how an export ended.
func (d *decodeTab) saved(path string, count int, err error) {
	if err != nil {
		text := saveFailedText(path, err)
		d.notify(text, widget.DangerImportance)
		dialog.ShowError(errors.New(text), d.files.parent())
		return
	}
	d.notify(lang.L("batch.saved", map[string]any{"Count": count, "Path": path}), widget.SuccessImportance)
}
