package gui

// What the monkey does: every input, button, menu item, tab, table header
// and grid cell a person can reach, the clipboard, files, time passing and
// background work finishing.

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/gui/components"
)

type action struct {
	name   string
	weight int
	do     func(m *monkey)
}

var actions = []action{
	{"type an input", 14, (*monkey).typeInput},
	{"type an ID", 8, (*monkey).typeID},
	{"press a key", 8, (*monkey).pressKey},
	{"copy", 8, (*monkey).tapCopy},
	{"copy a form", 5, (*monkey).copyForm},
	{"next ID", 4, (*monkey).nextID},
	{"now", 2, func(m *monkey) { test.Tap(m.w.build.timeEntry.ActionItem.(fyne.Tappable)) }},
	{"take the seconds", 2, func(m *monkey) { m.w.build.timeEntry.OnSubmitted("") }},
	{"choose a scheme", 4, (*monkey).chooseScheme},
	{"use a reading", 2, (*monkey).useReading},
	{"a Discord timestamp", 3, (*monkey).buildStamp},
	{"flip a bit", 8, (*monkey).flipBit},
	{"menu", 10, (*monkey).menu},
	{"tab", 5, func(m *monkey) { m.w.tabs.SelectIndex(m.rng.IntN(len(m.w.tabs.Items))) }},
	{"copy elsewhere", 6, (*monkey).copyElsewhere},
	{"clipboard bar", 3, (*monkey).clipboardBar},
	{"ctrl+v", 3, func(m *monkey) { m.w.onPasteKey() }},
	{"drop files", 3, (*monkey).dropFiles},
	{"a later start", 2, (*monkey).laterStart},
	{"the tray", 3, (*monkey).useTray},
	{"decode many", 10, (*monkey).decodeMany},
	{"generate", 6, (*monkey).generate},
	{"IDs of a moment", 4, (*monkey).idsOfAMoment},
	{"history", 3, (*monkey).history},
	{"edit a layout", 4, (*monkey).editLayout},
	{"background work", 10, (*monkey).runJobs},
	{"time passes", 5, (*monkey).timePasses},
	{"resize", 2, func(m *monkey) {
		m.win.Resize(fyne.NewSize(float32(500+m.rng.IntN(1200)), float32(400+m.rng.IntN(700))))
	}},
	{"close a dialog", 3, func(m *monkey) {
		if top := m.win.Canvas().Overlays().Top(); top != nil {
			m.win.Canvas().Overlays().Remove(top)
		}
	}},
	{"restart", 1, (*monkey).restart},
}

func pickAction(rng *rand.Rand) action {
	total := 0
	for _, a := range actions {
		total += a.weight
	}
	n := rng.IntN(total)
	for _, a := range actions {
		if n -= a.weight; n < 0 {
			return a
		}
	}
	panic("unreachable")
}

// typeInto replaces an entry's text as a person does: select all and type,
// or, for long texts, paste (the clipboard is then the person's own).
func (m *monkey) typeInto(e *components.FieldEntry, text string) {
	if len(text) > 200 {
		e.TypedShortcut(&fyne.ShortcutSelectAll{})
		m.app.Clipboard().SetContent(text)
		m.seen.pasted = true
		e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: m.app.Clipboard()})
		return
	}
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	if text == "" {
		e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
		return
	}
	test.Type(e, text)
}

// entries are the entries a person can type into now.
func (m *monkey) entries() []*components.FieldEntry {
	b := m.w.build
	list := []*components.FieldEntry{b.id.entry, b.picker.epoch}
	for _, in := range b.inputs {
		list = append(list, in.entry)
	}
	if r := m.w.ranges; r != nil {
		list = append(list, r.from, r.to)
	}
	if g := m.w.generate; g != nil {
		list = append(list, g.countEntry)
	}
	return list
}

// pressKey presses one key or shortcut in an entry: editing keys, a rune,
// undo and redo, or the entry's own cut, copy and paste.
func (m *monkey) pressKey() {
	list := m.entries()
	e := list[m.rng.IntN(len(list))]
	clip := m.app.Clipboard()
	switch m.rng.IntN(6) {
	case 0:
		keys := []fyne.KeyName{fyne.KeyBackspace, fyne.KeyDelete, fyne.KeyLeft, fyne.KeyRight, fyne.KeyHome, fyne.KeyEnd, fyne.KeyReturn}
		e.TypedKey(&fyne.KeyEvent{Name: keys[m.rng.IntN(len(keys))]})
	case 1, 2:
		test.Type(e, m.x.unicode(1))
	case 3:
		shortcuts := []fyne.Shortcut{&fyne.ShortcutSelectAll{}, &fyne.ShortcutUndo{}, &fyne.ShortcutRedo{}}
		e.TypedShortcut(shortcuts[m.rng.IntN(len(shortcuts))])
	case 4:
		e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: clip})
	default:
		// The person's own copy or cut of what they selected: not the app's
		// copy, so not checked as one.
		e.TypedShortcut(&fyne.ShortcutSelectAll{})
		if m.rng.IntN(2) == 0 {
			e.TypedShortcut(&fyne.ShortcutCopy{Clipboard: clip})
		} else {
			e.TypedShortcut(&fyne.ShortcutCut{Clipboard: clip})
		}
		m.seen.pasted = true
	}
}

// nextID asks for a fresh ID, and notes it when one was issued: it must
// never have been issued before.
func (m *monkey) nextID() {
	if b := m.w.build; b.inWide() { // the wide New ID, shown in its place
		test.Tap(b.boxes.wide.nextBtn)
		return
	}
	test.Tap(m.w.build.nextBtn)
	r := m.w.model.shown
	if m.w.status.text() == lang.L("status.copied", map[string]any{"Text": strconv.FormatInt(r.id, 10)}) {
		m.noteIssued(byNextID, r.layout, []int64{r.id})
	}
}

func (m *monkey) chooseScheme() {
	p := m.w.build.picker
	p.choice.SetSelectedIndex(m.rng.IntN(len(p.choice.Options)))
	if p.epoch.Visible() && m.rng.IntN(2) == 0 {
		m.typeInto(p.epoch, m.x.pick(m.x.field(), "2015-01-01", "1420070400000", "0", "2099-01-01"))
	}
}

// flipBit taps the grid on a cell, or anywhere, or moves its cursor with
// the keyboard and presses Space.
func (m *monkey) flipBit() {
	g := m.w.build.grid
	switch m.rng.IntN(3) {
	case 0:
		test.TapAt(g, g.CellCenter(m.rng.IntN(g.Width())))
	case 1:
		test.TapAt(g, fyne.NewPos(m.rng.Float32()*g.Size().Width, m.rng.Float32()*g.Size().Height))
	default:
		keys := []fyne.KeyName{fyne.KeyLeft, fyne.KeyRight, fyne.KeyUp, fyne.KeyDown, fyne.KeyHome, fyne.KeyEnd}
		for range m.rng.IntN(4) {
			g.TypedKey(&fyne.KeyEvent{Name: keys[m.rng.IntN(len(keys))]})
		}
		g.TypedRune(' ')
	}
}

// menu runs a main-menu item, except Quit, which restart stands for.
func (m *monkey) menu() {
	var items []*fyne.MenuItem
	for _, menu := range m.win.MainMenu().Items {
		for _, item := range menu.Items {
			if item.Action != nil && !item.IsQuit && !item.IsSeparator {
				items = append(items, item)
			}
		}
	}
	items[m.rng.IntN(len(items))].Action()
}

// copyElsewhere is another program putting text on the clipboard, and
// now and then the person coming back to the window.
func (m *monkey) copyElsewhere() {
	m.app.Clipboard().SetContent(m.x.pasted())
	m.seen.pasted = true
	if m.rng.IntN(2) == 0 {
		m.w.onForeground()
	}
}

func (m *monkey) clipboardBar() {
	bar := m.w.bar
	if bar.decode == nil || !bar.box.Visible() {
		m.w.onForeground()
		return
	}
	if m.rng.IntN(4) == 0 {
		test.Tap(bar.dismiss)
		return
	}
	test.Tap(bar.decode)
}

func (m *monkey) dropFiles() {
	var uris []fyne.URI
	for range 1 + m.rng.IntN(6) {
		path := m.drop[m.rng.IntN(len(m.drop))]
		if path == m.drop[len(m.drop)-3] && m.rng.IntN(20) != 0 {
			continue // the huge file, now and then only: it takes a second
		}
		uris = append(uris, storage.NewFileURI(path))
	}
	m.stats.filesDropped += len(uris)
	m.w.onDropped(uris)
}

// laterStart hands the window what a later start of the app was given:
// IDs, links, texts of any kind, files, relative to a folder or not.
func (m *monkey) laterStart() {
	var args []string
	for range m.rng.IntN(4) {
		switch m.rng.IntN(4) {
		case 0:
			args = append(args, m.x.idText())
		case 1:
			args = append(args, m.x.link(m.x.id()))
		case 2:
			args = append(args, m.x.field())
		default:
			args = append(args, m.drop[m.rng.IntN(len(m.drop)-3)]) // not the huge file
		}
	}
	m.stats.filesDropped += len(args)
	m.w.Open(args, m.x.pick(m.dir, "/", ""))
}

// useTray picks an item of the tray's menu, as the test driver has no
// tray: Copy new ID, Decode the clipboard, a recent ID or Show window.
func (m *monkey) useTray() {
	if m.w.tray == nil {
		m.w.tray = newTray(m.w)
	}
	var items []*fyne.MenuItem
	for _, item := range m.w.tray.menu.Items {
		if !item.IsSeparator && !item.IsQuit {
			items = append(items, item)
		}
	}
	item := items[m.rng.IntN(len(items))]
	copyNew := m.w.tray.menu.Items[0] // the menu is built anew once an ID is copied
	item.Action()
	if item == copyNew {
		if id, err := strconv.ParseInt(m.app.Clipboard().Content(), 10, 64); err == nil && m.w.history.ids()[0] == id {
			m.noteIssued(byTray, m.w.savedScheme().Layout(), []int64{id})
		}
	}
}

// decodeMany does one thing on the Decode many tab.
func (m *monkey) decodeMany() {
	m.w.tabs.Select(m.w.tabs.decode)
	d := m.w.decode
	switch m.rng.IntN(16) {
	case 0:
		test.Tap(d.top.paste)
	case 1:
		test.Tap(d.top.open)
	case 2:
		test.Tap(d.top.cancel)
	case 3, 4:
		d.onSort(d.shown[m.rng.IntN(len(d.shown))]) // as a tap on the column's header does
	case 5:
		if n := d.decoded.Len(); n > 0 {
			d.table.Select(widget.TableCellID{Row: m.rng.IntN(n), Col: m.rng.IntN(len(d.shown))})
		}
	case 6:
		d.actions.column.SetSelectedIndex(m.rng.IntN(len(d.actions.column.Options)))
		m.copyTable(d.decoded.ColumnText(d.decoded.Columns()[d.actions.column.SelectedIndex()]))
		test.Tap(d.actions.copyColumn)
	case 7:
		m.copyTable(d.decoded.AllText())
		test.Tap(d.actions.copyAll)
	case 8:
		test.Tap(d.actions.csv)
	case 9:
		test.Tap(d.actions.json)
	case 10: // a scheme, a layout, or Open layout file…
		d.picker.choice.SetSelectedIndex(m.rng.IntN(len(d.picker.choice.Options)))
	case 11, 12, 13:
		m.followFinding(d)
	case 14:
		m.copyTable(strings.Join(d.report.lines, "\n"))
		test.Tap(d.report.copy)
	default:
		test.Tap(d.actions.show)
	}
}

// generate does one thing on the Generate tab.
func (m *monkey) generate() {
	m.w.tabs.Select(m.w.tabs.generate)
	g := m.w.generate
	switch m.rng.IntN(7) {
	case 0, 1:
		count := m.x.pick("1", "10", "1000", "5000", "100000", "1000000", "0", "-1", "1.000", "1000001", m.x.field())
		m.typeInto(g.countEntry, count)
	case 2:
		test.Tap(g.generateBtn)
	case 3:
		test.Tap(g.cancelBtn)
	case 4:
		test.Tap(g.out.copyAll)
	case 5:
		test.Tap(g.out.save)
	default:
		g.out.csv.SetChecked(!g.out.csv.Checked)
	}
}

// history copies an ID of the history again, or loads it, as its row's
// buttons do.
func (m *monkey) history() {
	m.w.tabs.Select(m.w.tabs.history)
	h := m.w.history
	if len(h.entries) == 0 {
		return
	}
	e := h.entries[m.rng.IntN(len(h.entries))]
	if m.rng.IntN(2) == 0 {
		h.onCopy(e)
	} else {
		h.onLoad(e)
	}
}

// runJobs lets background work finish: one job, picked at random as
// goroutines finish in any order, or all of them.
func (m *monkey) runJobs() {
	for len(m.jobs) > 0 {
		i := m.rng.IntN(len(m.jobs))
		job := m.jobs[i]
		m.jobs = append(m.jobs[:i], m.jobs[i+1:]...)
		job()
		if m.rng.IntN(3) != 0 {
			return
		}
	}
}

// timePasses moves the clock on, by a moment or by days, and runs the
// timers that were waiting.
func (m *monkey) timePasses() {
	steps := []time.Duration{time.Millisecond, 200 * time.Millisecond, 3 * time.Second, time.Hour, 40 * 24 * time.Hour}
	m.now = m.now.Add(steps[m.rng.IntN(len(steps))])
	timers := m.timers
	m.timers = nil
	for _, f := range timers {
		f()
	}
}
