package gui

import (
	"context"
	"errors"
	"io"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/decoded"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// batchChunk is how many IDs a batch issues between two looks at Cancel and
// two progress updates: 16 milliseconds' worth at the format's limit.
const batchChunk = 16 * (int(core.MaxSequence) + 1)

// generateTab is the Generate tab: many fresh IDs at once, from the same
// generators as Next ID, in the scheme chosen on the tab, listed, copied or
// saved to a file.
type generateTab struct {
	issuer *issuer // the same as Next ID's
	desk           // the status line says how a save went
	job    *job    // the batch running, if one is

	picker       *schemePicker
	as           issuingRow
	countEntry   *components.FieldEntry
	countMessage *widget.Label
	generateBtn  *components.PrimaryButton
	cancelBtn    *widget.Button
	summary      *widget.Label
	list         *widget.List
	out          batchOutput

	last   batch        // never changed once shown, so savers may read it
	chosen chosenLayout // the layout chosen on the tab, when it is no scheme
}

// chosenLayout is a layout chosen on the Generate tab that is no scheme,
// and the entries of its plain fields.
type chosenLayout struct {
	layout *core.Layout
	form   plainForm
}

// issuingRow says whom IDs are issued as, with a button that changes it.
type issuingRow struct {
	label  *widget.Label
	change *widget.Button
}

// batchOutput is what a batch is taken away with: copied, or saved as a
// list or as CSV.
type batchOutput struct {
	copyAll, save *widget.Button
	csv           *widget.Check
}

// newGenerateTab makes the tab, issuing in scheme until the person
// chooses another on it; onChangeIssuing opens the setting of whom IDs
// are issued as.
func newGenerateTab(is *issuer, scheme core.Scheme, clock func() time.Time, onChangeIssuing func(),
	dk desk) *generateTab {
	b := &generateTab{issuer: is, desk: dk, job: newJob(dk.runner)}
	b.picker = newSchemePicker(clock, scheme, b.onSchemeChosen)
	b.picker.offerLayouts(dk.layouts, b.onLayoutChosen)
	b.chosen.form.box = container.NewVBox()
	b.as.label = widget.NewLabel("")
	b.as.label.Wrapping = fyne.TextWrapWord
	b.as.change = widget.NewButtonWithIcon(lang.L("issuing.change"), theme.SettingsIcon(), onChangeIssuing)
	b.countEntry = components.NewFieldEntry()
	b.countEntry.SetText("1000")
	b.countEntry.OnSubmitted = func(string) { b.onGenerate() }
	b.countMessage = components.NewMessage(lang.L("batch.countHint"))
	b.countEntry.OnTooLong = func() { components.SetMessage(b.countMessage, components.TooLongText(), widget.DangerImportance) }
	b.generateBtn = components.NewPrimaryButton(lang.L("batch.generate"), theme.MediaPlayIcon(), b.onGenerate)
	b.cancelBtn = widget.NewButtonWithIcon(lang.L("batch.cancel"), theme.CancelIcon(), b.job.cancelRun)
	b.cancelBtn.Disable()
	b.summary = widget.NewLabel(lang.L("batch.empty"))
	b.summary.Wrapping = fyne.TextWrapWord
	b.list = widget.NewList(
		func() int { return b.last.len() },
		func() fyne.CanvasObject { return widget.NewLabel("0000000000000000000") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(b.last.text(i)) })
	b.out.copyAll = widget.NewButtonWithIcon(lang.L("batch.copyAll"), theme.ContentCopyIcon(), b.onCopyAll)
	b.out.save = widget.NewButtonWithIcon(lang.L("batch.save"), theme.DocumentSaveIcon(), b.onSave)
	b.out.csv = widget.NewCheck(lang.L("batch.csv"), nil)
	b.showIdle()
	return b
}

func (b *generateTab) content() fyne.CanvasObject {
	countLabel := widget.NewLabelWithStyle(lang.L("batch.count"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	top := container.NewVBox(
		container.NewBorder(nil, nil, b.picker.choiceRow(), nil, b.picker.customRow()),
		container.NewBorder(nil, nil, nil, b.as.change, b.as.label),
		b.chosen.form.box,
		container.NewBorder(nil, nil, countLabel, container.NewHBox(b.generateBtn, b.cancelBtn), b.countEntry),
		b.countMessage,
		b.job.progress,
		b.summary,
	)
	bottom := container.NewVBox(container.NewHBox(b.out.copyAll, b.out.save), b.out.csv) // the CSV choice is long in Turkish
	return container.NewPadded(container.NewBorder(top, bottom, nil, nil, b.list))
}

// showIssuing says whom IDs are issued as.
func (b *generateTab) showIssuing(as issuing) {
	b.as.label.SetText(lang.L("issuing.as", map[string]any{"Datacenter": as.datacenter, "Machine": as.machine}))
}

// onGenerate starts a batch in the scheme chosen on the tab, as the
// person's datacenter and machine.
func (b *generateTab) onGenerate() {
	if b.job.running {
		return
	}
	n, err := core.ParseCount(b.countEntry.Text)
	if err != nil {
		components.SetMessage(b.countMessage, errorText(err), widget.DangerImportance)
		return
	}
	components.SetMessage(b.countMessage, b.countHint(), widget.MediumImportance)
	if b.chosen.layout != nil {
		b.generateLayout(*b.chosen.layout, n)
		return
	}
	scheme, err := b.picker.scheme()
	if err != nil {
		components.SetMessage(b.countMessage, errorText(err), widget.DangerImportance)
		return
	}
	g, as, err := b.issuer.generator(scheme)
	if err != nil {
		components.SetMessage(b.countMessage, errorText(err), widget.DangerImportance)
		return
	}

	b.generateBtn.Disable()
	b.cancelBtn.Enable()
	b.out.copyAll.Disable()
	b.out.save.Disable()
	b.summary.SetText(lang.L("batch.running", map[string]any{"Count": words.Group(int64(n)), "Datacenter": as.datacenter, "Machine": as.machine}))
	var ids []int64
	b.job.run(func(canceled *atomic.Bool, report func(float64)) (err error) {
		ids, err = generateBatch(g.AppendN, n, canceled, func(issued int) { report(float64(issued) / float64(n)) })
		return err
	}, func(err error) {
		b.finish(g.Scheme(), ids, err, as)
	})
}

// countHint says how many IDs a batch may ask for: a million, or fewer
// where the layout chosen issues fewer in core.BatchWait; and, for every
// layout, its own rate, a person's as a preset's.
func (b *generateTab) countHint() string {
	l := b.chosen.layout
	if l == nil {
		return lang.L("batch.countHint")
	}
	if l.Wide() {
		return lang.L("batch.countHintWide", map[string]any{"Layout": l.Name})
	}
	data := map[string]any{"Max": words.Group(l.MaxBatch()), "Layout": l.Name, "Rate": words.Group(l.PerTick()), "Tick": unitText(l.Tick())}
	if l.MaxBatch() == core.MaxCount {
		return lang.L("batch.countHintRate", data)
	}
	return lang.L("batch.countHintLayout", data)
}

// onSchemeChosen shows whom a scheme's IDs are issued as.
func (b *generateTab) onSchemeChosen(core.Scheme) {
	b.chosen.layout = nil
	components.SetMessage(b.countMessage, b.countHint(), widget.MediumImportance)
	b.chosen.form.box.Hide()
	b.as.label.Show()
	b.as.change.Show()
	b.out.csv.SetText(lang.L("batch.csv"))
	b.out.csv.Enable()
}

// onLayoutChosen shows the entries of a layout's plain fields, where a
// scheme's IDs say whom they are issued as.
func (b *generateTab) onLayoutChosen(l core.Layout) {
	b.chosen.layout = &l
	components.SetMessage(b.countMessage, b.countHint(), widget.MediumImportance)
	b.chosen.form.show(l)
	b.chosen.form.box.Show()
	b.as.label.Hide()
	b.as.change.Hide()
	b.out.csv.SetText(lang.L("batch.csvLayout"))
	b.out.csv.Enable()
	if l.Wide() { // a list of IDs in their text form, one a line
		b.out.csv.SetChecked(false)
		b.out.csv.Disable()
	}
}

// generateLayout starts a batch of n IDs of l, with the plain fields'
// values typed on the tab.
func (b *generateTab) generateLayout(l core.Layout, n int) {
	if err := l.CheckBatch(int64(n)); !l.Wide() && err != nil {
		components.SetMessage(b.countMessage, errorText(err), widget.DangerImportance)
		return
	}
	values, err := b.chosen.form.values(l)
	if err != nil {
		return // said under the entries
	}
	g, err := b.issuer.layoutGenerator(l, values)
	if err != nil {
		components.SetMessage(b.countMessage, errorText(err), widget.DangerImportance)
		return
	}
	b.generateBtn.Disable()
	b.cancelBtn.Enable()
	b.out.copyAll.Disable()
	b.out.save.Disable()
	data := map[string]any{"Count": words.Group(int64(n)), "Layout": l.Name, "Values": valuesText(l, values)}
	b.summary.SetText(lang.L("batch.runningLayout", data))
	var last batch
	b.job.run(func(canceled *atomic.Bool, report func(float64)) (err error) {
		progress := func(issued int) { report(float64(issued) / float64(n)) }
		last = batch{layout: &l}
		if l.Wide() {
			last.wide, err = generateBatch(g.AppendWideN, n, canceled, progress)
		} else {
			last.ids, err = generateBatch(g.AppendN, n, canceled, progress)
		}
		return err
	}, func(err error) {
		b.last = last
		b.list.Refresh()
		b.list.ScrollToTop()
		b.showIdle()
		data["Count"] = words.Group(int64(last.len()))
		switch {
		case errors.Is(err, context.Canceled):
			b.summary.SetText(lang.L("batch.canceledLayout", data))
		case err != nil:
			b.summary.SetText(errorText(err))
		case last.len() > 0 && l.Timed():
			data["First"], data["Last"] = last.timeText(0), last.timeText(last.len()-1)
			b.summary.SetText(lang.L("batch.doneLayout", data))
		case last.len() > 0:
			b.summary.SetText(lang.L("batch.doneUntimed", data))
		}
	})
}

// generateBatch issues n IDs in chunks through appendN (a generator's
// AppendN, or AppendWideN for a layout with a width), reporting progress
// after each and stopping early, with the IDs so far and
// context.Canceled, once cancel is set.
func generateBatch[ID any](appendN func([]ID, int) ([]ID, error), n int, cancel *atomic.Bool, progress func(issued int)) ([]ID, error) {
	ids := make([]ID, 0, n)
	for len(ids) < n {
		var err error
		if ids, err = appendN(ids, min(batchChunk, n-len(ids))); err != nil {
			return ids, err
		}
		progress(len(ids))
		if cancel.Load() && len(ids) < n {
			return ids, context.Canceled
		}
	}
	return ids, nil
}

// issuedLayout is the layout of the last batch.
func (b *generateTab) issuedLayout() core.Layout {
	if b.last.layout != nil {
		return *b.last.layout
	}
	return b.last.scheme.Layout()
}

// finish shows a batch that ended, whole, canceled or failed.
func (b *generateTab) finish(scheme core.Scheme, ids []int64, err error, as issuing) {
	b.last = batch{ids: ids, scheme: scheme}
	b.list.Refresh()
	b.list.ScrollToTop()
	b.showIdle()
	data := map[string]any{"Count": words.Group(int64(len(ids))), "Datacenter": as.datacenter, "Machine": as.machine}
	switch {
	case errors.Is(err, context.Canceled):
		b.summary.SetText(lang.L("batch.canceled", data))
	case err != nil:
		b.summary.SetText(errorText(err))
	case len(ids) > 0:
		data["First"] = timeOfID(scheme.Layout(), ids[0])
		data["Last"] = timeOfID(scheme.Layout(), ids[len(ids)-1])
		b.summary.SetText(lang.L("batch.done", data))
	}
}

// showIdle sets the buttons for a batch view with no batch running.
func (b *generateTab) showIdle() {
	b.generateBtn.Enable()
	b.cancelBtn.Disable()
	if b.last.len() == 0 {
		b.out.copyAll.Disable()
		b.out.save.Disable()
		return
	}
	b.out.copyAll.Enable()
	b.out.save.Enable()
}

// onCopyAll copies the batch, one ID a line.
func (b *generateTab) onCopyAll() {
	b.clip.SetContent(string(b.last.appendLines(nil)))
	b.summary.SetText(lang.L("batch.copied", map[string]any{"Count": words.Group(int64(b.last.len()))}))
}

// onSave asks where to save the batch and writes it there in the background.
func (b *generateTab) onSave() {
	last, asCSV := b.last, b.out.csv.Checked && b.last.wide == nil
	name := "snowflake-ids.txt"
	if asCSV {
		name = "snowflake-ids.csv"
	}
	b.files.save(name, func(w fyne.URIWriteCloser) {
		b.job.runner.save(w, last.len(), func(out io.Writer) error {
			if last.wide != nil {
				return last.writeWide(out)
			}
			return writeIDs(out, last.scheme, last.layout, last.ids, asCSV)
		},
			b.status.set, b.files.parent())
	})
}

// writeIDs writes ids one a line, or as CSV with the UTC time, datacenter,
// machine and sequence of each, named as the Decode many export names them;
// IDs of a layout that is no scheme (l, else nil) with their fields and
// UTC time.
func writeIDs(w io.Writer, scheme core.Scheme, l *core.Layout, ids []int64, asCSV bool) error {
	if !asCSV {
		const block = 4096 // IDs a write
		var lines []byte
		for len(ids) > 0 {
			n := min(len(ids), block)
			lines = core.AppendLines(lines[:0], ids[:n])
			if _, err := w.Write(lines); err != nil {
				return err
			}
			ids = ids[n:]
		}
		return nil
	}
	// As Decode many exports a list, in five of its columns.
	found := make([]find.Found, len(ids))
	for i, id := range ids {
		found[i] = find.Found{ID: id}
	}
	spec := decoded.ExportSpec{Format: decoded.CSV, Scheme: scheme,
		Columns: []int{decoded.ColID, decoded.ColUTC, decoded.ColDatacenter, decoded.ColMachine, decoded.ColSequence}}
	list := func() *decoded.List { return decoded.New(find.Findings{IDs: found}, scheme, time.Now()) }
	if l != nil {
		spec.Layout, spec.Columns = l, append(decoded.LayoutColumns(*l)[:len(l.Fields)+1], decoded.ColUTC)
		list = func() *decoded.List { return decoded.NewInLayout(find.Findings{IDs: found}, *l, time.Now()) }
	}
	e := decoded.NewExport(w, spec)
	if err := e.Write(list()); err != nil {
		return err
	}
	return e.Close()
}
