package gui

import (
	"image/color"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/core/issue"
	"snowflakeid/core/ledger"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// Show fills w with the Snowflake ID generator and its menus, restores the
// settings saved last time, and puts the focus in the timestamp field. The
// caller shows the window, and tells the Handle returned when it has
// started and what later starts of the app hand over.
func Show(a fyne.App, w fyne.Window) Handle {
	return show(a, w, time.Now, afterOnMain)
}

// show is Show on a clock and a scheduler of the caller's: the app's own,
// or a test's.
func show(a fyne.App, w fyne.Window, clock func() time.Time, schedule scheduler) *window {
	words.LoadTranslations()
	s := settings{a.Preferences()}
	th := newWindowTheme()
	th.mode = s.theme()
	waitForFonts() // they are read in the theme in use, which is about to change
	a.Settings().SetTheme(th)
	// Sized before it is filled, the window lays its content out once at its
	// size, not once at the content's smallest size and again at its own.
	w.Resize(s.windowSize())
	var v *window
	l := openLedger(func(err error) { // told later, of an issue through it
		fyne.Do(func() { v.status.set(errorText(err), widget.WarningImportance) })
	})
	v = newWindow(a, w, s, th, clock, schedule, l)
	a.Lifecycle().SetOnEnteredForeground(v.onForeground)
	w.SetOnClosed(v.rememberSize)
	return v
}

// openLedger opens the ledger the person's windows and commands issue IDs
// through, or returns nil, leaving IDs unique within this window, when its
// folder cannot be made. notify is told of a damaged record set right.
func openLedger(notify func(error)) issue.Ledger {
	l, err := ledger.OpenUsers(notify)
	if err == nil {
		return l
	}
	fyne.LogError("IDs issued here are unique within this window only", err)
	return nil
}

// window is the app's one window: the clipboard bar over five tabs over a
// status line, and the menus. It owns what the tabs share.
type window struct {
	app      fyne.App
	win      fyne.Window
	settings settings
	desk
	issuer *issuer // issues the person's IDs, for Next ID, Generate many and the tray
	tray   *tray   // nil where there is no tray

	model    *model
	build    *buildTab
	generate *generateTab // made when its tab is first opened, to keep start-up short
	ranges   *rangeTab    // likewise
	decode   *decodeTab   // likewise
	history  *historyTab
	discord  *discordStyles // the Discord timestamp style, shared by the tabs
	bar      *clipboardBar
	tabs     windowTabs
	view     *viewMenu
}

// desk is what the window and its tabs work with beyond their own widgets:
// the system clipboard, the file dialogs, the work done off the main
// goroutine and the timers, the status line, and the person's layouts.
type desk struct {
	clip    *trackedClipboard
	files   fileChooser
	runner  *runner
	status  *statusLine
	layouts layoutTools // the person's layouts, and the editor, for every tab's chooser
}

// windowTabs are the window's five tabs. All but the first hold a
// placeholder until first opened, so the window's first frame makes and
// measures only what it shows.
type windowTabs struct {
	*container.AppTabs
	generate, ranges, decode, history *container.TabItem
	historyPlaced                     bool // the History tab holds its rows
}

// newWindow makes the window's content and menus and puts them into w. The
// person's IDs are issued through l, or unique within the window if nil.
func newWindow(a fyne.App, w fyne.Window, s settings, th *appTheme, clock func() time.Time, schedule scheduler,
	l issue.Ledger) *window {
	v := &window{app: a, win: w, settings: s, desk: desk{clip: &trackedClipboard{Clipboard: a.Clipboard()},
		files: fileDialogs{win: w, settings: s}, runner: newRunner(schedule), status: newStatusLine(schedule)}}
	v.issuer = newIssuer(l, s.issuing(), v.runner)
	v.layouts = layoutTools{own: newLayoutStore(s, clock()), open: func(done func(fyne.URIReadCloser)) { v.files.open([]string{".toml"}, done) }, edit: v.editLayout}
	saved, _ := s.layout(clock().UnixMilli(), v.layouts.own)
	wide := saved
	if saved.Wide() { // the 64-bit inputs wait in Twitter's layout
		saved = core.Twitter.Layout()
	}
	v.model = newModel(saved, clock, schedule, v.issuer)
	v.discord = newDiscordStyles(s)
	v.build = newBuildTab(v.model, s, v.discord, v.desk, v.onCopyID, v.onCopyText)
	if wide.Wide() {
		v.build.showWide(wide)
	}
	v.history = newHistoryTab(s, v.layouts.own, v.copyAgain, v.onHistoryLoad)
	v.bar = newClipboardBar(v.onClipboardDecode)

	useSafeFiles() // the file dialogs' saves replace a file only once the new one is whole
	w.SetTitle(lang.L("app.title"))
	w.SetContent(components.WithTooltips(v.content(), components.Scheduler(schedule)))
	v.view = newViewMenu(a, th, s, v.onOfferChanged, v.build.readings.unfolded)
	w.SetMainMenu(v.mainMenu())
	w.SetOnDropped(func(_ fyne.Position, uris []fyne.URI) { v.onDropped(uris) })
	v.setUpTray()
	// An entry with the focus takes Ctrl+V first.
	w.Canvas().AddShortcut(&fyne.ShortcutPaste{}, func(fyne.Shortcut) { v.onPasteKey() })
	w.Canvas().Focus(v.build.firstInput())
	v.model.setLive(true) // the Build tab is in sight
	return v
}

func (w *window) content() fyne.CanvasObject {
	t := &w.tabs
	t.generate = container.NewTabItem(lang.L("tab.generate"), layout.NewSpacer())
	t.ranges = container.NewTabItem(lang.L("tab.range"), layout.NewSpacer())
	t.decode = container.NewTabItem(lang.L("tab.decode"), layout.NewSpacer())
	t.history = container.NewTabItem(lang.L("tab.history"), layout.NewSpacer())
	t.AppTabs = container.NewAppTabs(
		container.NewTabItem(lang.L("tab.build"), w.build.content()),
		t.generate, t.ranges, t.decode, t.history,
	)
	// What is read as of now is read again as a tab comes back in sight.
	t.OnSelected = func(item *container.TabItem) {
		w.model.setLive(item == t.AppTabs.Items[0])
		switch item {
		case t.generate:
			w.openGenerateTab()
		case t.ranges:
			w.openRangeTab().refresh()
		case t.decode:
			w.openDecodeTab().refresh()
		case t.history:
			w.openHistoryTab()
		}
	}
	// One smallest size for the window, whichever tabs were opened and in
	// either language: every tab's own is below it.
	smallest := canvas.NewRectangle(color.Transparent)
	smallest.SetMinSize(minWindowSize)
	return container.NewStack(smallest,
		w.bar.around(t.AppTabs, container.NewVBox(widget.NewSeparator(), w.status.label)))
}

// rememberSize keeps the window's size for the next start, as it closes or
// hides in the tray.
func (w *window) rememberSize() {
	w.settings.setWindowSize(w.win.Canvas().Size())
}

// savedLayout is the layout the person last chose on the Build tab, which
// every tab starts in.
func (w *window) savedLayout() core.Layout {
	l, _ := w.settings.layout(w.model.clock().UnixMilli(), w.layouts.own)
	return l
}

// savedScheme is the scheme of savedLayout, the tray issues in, or
// Twitter's when that layout is no scheme's.
func (w *window) savedScheme() core.Scheme {
	if s, ok := w.savedLayout().Scheme(); ok {
		return s
	}
	return core.Twitter
}

// startIn has a tab's chooser start in the saved layout where it is no
// scheme, which its tab was made in: the tab reads it as chosen.
func (w *window) startIn(p *schemePicker, onChosen func(core.Layout)) {
	if l := w.savedLayout(); !l.Equal(w.savedScheme().Layout()) {
		p.showLayout(l)
		onChosen(l)
	}
}

// openHistoryTab shows the History tab's rows, placing them the first time.
func (w *window) openHistoryTab() {
	if !w.tabs.historyPlaced {
		w.tabs.historyPlaced = true
		w.tabs.history.Content = w.history.content()
		w.tabs.Refresh()
	}
	w.history.list.Refresh()
}

// openGenerateTab returns the Generate tab, making it the first time.
func (w *window) openGenerateTab() *generateTab {
	if w.generate == nil {
		scheme := w.savedScheme()
		w.generate = newGenerateTab(w.issuer, scheme, w.model.clock, w.onChangeIssuing, w.desk)
		w.generate.showIssuing(w.issuer.yours)
		w.startIn(w.generate.picker, w.generate.onLayoutChosen)
		w.tabs.generate.Content = w.generate.content()
		w.tabs.Refresh()
	}
	return w.generate
}

// openRangeTab returns the IDs of a moment tab, making it the first time.
func (w *window) openRangeTab() *rangeTab {
	if w.ranges == nil {
		scheme := w.savedScheme()
		w.ranges = newRangeTab(scheme, w.model.clock, w.discord, w.onCopyText)
		w.ranges.picker.offerLayouts(w.layouts, w.ranges.onLayoutChosen)
		w.startIn(w.ranges.picker, w.ranges.onLayoutChosen)
		w.tabs.ranges.Content = w.ranges.content()
		w.tabs.Refresh()
	}
	return w.ranges
}

// openDecodeTab returns the Decode many tab, making it the first time.
func (w *window) openDecodeTab() *decodeTab {
	if w.decode == nil {
		scheme := w.savedScheme()
		w.decode = newDecodeTab(scheme, w.model.clock, w.discord, w.desk, func(f find.Found) {
			l := w.decode.readingLayout() // a number, read as the tab read it
			if l.Wide() {                 // a tab reading UUIDs lists no number: the Build tab's layout reads it
				l = w.model.layout
			}
			w.model.showFound(f, l)
			w.toBuild()
		}, w.bar.taken)
		w.decode.onShow.wide = func(f find.WideFound) {
			w.build.showWideFound(f)
			w.toBuild()
		}
		w.startIn(w.decode.picker, w.decode.onLayoutChosen)
		w.tabs.decode.Content = w.decode.content()
		w.tabs.Refresh()
	}
	return w.decode
}

// onPasteKey is Ctrl+V outside an entry: on the Decode many tab, the
// clipboard is decoded there.
func (w *window) onPasteKey() {
	if w.tabs.Selected() == w.tabs.decode {
		w.openDecodeTab().onPaste()
	}
}

// onDropped decodes files dropped on the window on the Decode many tab;
// a layout file (.toml) is offered as a layout, in the layout editor.
func (w *window) onDropped(uris []fyne.URI) {
	var others []fyne.URI
	for _, u := range uris {
		if strings.EqualFold(u.Extension(), ".toml") {
			w.offerLayoutFile(u)
		} else {
			others = append(others, u)
		}
	}
	if len(others) > 0 {
		w.tabs.Select(w.tabs.decode)
		w.openDecodeTab().decodeFiles(others)
	}
}

// offerLayoutFile reads the layout file u and opens it in the layout
// editor, where Save keeps it among the person's layouts and chooses it
// on the Build tab; what is wrong with it is said on the status line.
func (w *window) offerLayoutFile(u fyne.URI) {
	l, err := readLayoutURI(u, w.model.clock())
	if err != nil {
		w.status.set(errorText(err), widget.DangerImportance)
		return
	}
	w.toBuild()
	if l.Wide() { // the editor makes 64-bit layouts: a wider one is shown as it is
		w.build.onLayoutPicked(l)
		return
	}
	w.editLayout(l, "", w.build.picker.afterEdit)
}

// onForeground offers the clipboard's IDs as the window comes to the front.
func (w *window) onForeground() {
	if w.settings.offerClipboard() {
		w.bar.offer(w.clip.Clipboard.Content(), w.clip.last)
	}
}

// onClipboardDecode takes up the bar's offer: one ID on the Build tab,
// several on the Decode many tab.
func (w *window) onClipboardDecode(text string, found find.Found, several bool) {
	if several {
		w.tabs.Select(w.tabs.decode)
		w.openDecodeTab().decodeText(text)
		return
	}
	w.model.showFound(found, w.model.layout)
	w.toBuild()
}

// onCopyText copies text from the range tab and confirms it.
func (w *window) onCopyText(text string) {
	w.clip.SetContent(text)
	w.status.set(lang.L("status.copied", map[string]any{"Text": text}), widget.SuccessImportance)
}

// onCopyID copies id, an ID of layout l written as text, confirms it and
// keeps it in the history.
func (w *window) onCopyID(text string, id int64, l core.Layout) {
	w.onCopyText(text)
	w.history.add(copied{id, l})
	if w.tray != nil {
		w.tray.refresh()
	}
}

// copyAgain copies an ID from the history again.
func (w *window) copyAgain(e copied) {
	w.onCopyID(strconv.FormatInt(e.id, 10), e.id, e.layout)
}

// onHistoryLoad takes an ID from the history apart on the Build tab, in the
// layout it was copied in.
func (w *window) onHistoryLoad(e copied) {
	w.model.loadID(e.id, e.layout)
	w.toBuild()
}

// toBuild goes to the Build tab with the focus in the ID field.
func (w *window) toBuild() {
	w.tabs.SelectIndex(0)
	w.win.Canvas().Focus(w.build.idField())
}
