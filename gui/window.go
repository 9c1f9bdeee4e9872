package gui

import (
	"strconv"
	"time"

	"snowflakeid/core"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Show fills w with the Snowflake ID generator and its menus, restores the
// settings saved last time, and puts the focus in the timestamp field. The
// caller shows the window.
func Show(a fyne.App, w fyne.Window) {
	loadTranslations()
	s := settings{a.Preferences()}
	th := newAppTheme(theme.DefaultTheme())
	th.mode = s.theme()
	a.Settings().SetTheme(th)
	newWindow(a, w, th, time.Now, afterOnMain)
	w.Resize(s.windowSize())
	w.SetOnClosed(func() { s.setWindowSize(w.Canvas().Size()) })
}

// window is the app's one window: three tabs over a status line, and the
// menus. It owns what the tabs share.
type window struct {
	app      fyne.App
	win      fyne.Window
	theme    *appTheme
	settings settings
	schedule scheduler
	clock    func() time.Time

	model    *model
	status   *statusLine
	build    *buildTab
	generate *generateTab // made when its tab is first opened, to keep start-up short
	ranges   *rangeTab    // likewise
	history  *historyTab

	tabs         *container.AppTabs
	generateItem *container.TabItem
	rangeItem    *container.TabItem
	historyItem  *container.TabItem
	themeItems   map[string]*fyne.MenuItem
}

// newWindow makes the window's content and menus and puts them into w.
func newWindow(a fyne.App, w fyne.Window, th *appTheme, clock func() time.Time, schedule scheduler) *window {
	s := settings{a.Preferences()}
	v := &window{app: a, win: w, theme: th, settings: s, schedule: schedule}
	datacenter, machine := s.fields()
	scheme, _ := s.scheme(clock().UnixMilli())
	v.model = newModel(scheme, [inputCount]string{"", datacenter, machine, "0"}, clock)
	v.status = newStatusLine(schedule)
	v.build = newBuildTab(v.model, s, v.status, a.Clipboard())
	v.history = newHistoryTab(s, func() core.Scheme { return v.model.scheme }, v.onHistoryCopy, v.onHistoryLoad)
	v.build.onCopied = v.history.add
	v.clock = clock

	w.SetTitle(lang.L("app.title"))
	w.SetContent(v.content())
	w.SetMainMenu(v.mainMenu())
	w.Canvas().Focus(v.build.inputs[inTimestamp].entry)
	return v
}

func (w *window) content() fyne.CanvasObject {
	w.generateItem = container.NewTabItemWithIcon(lang.L("tab.generate"), theme.ListIcon(), layout.NewSpacer())
	w.rangeItem = container.NewTabItemWithIcon(lang.L("tab.range"), theme.SearchIcon(), layout.NewSpacer())
	w.historyItem = container.NewTabItemWithIcon(lang.L("tab.history"), theme.HistoryIcon(), w.history.content())
	w.tabs = container.NewAppTabs(
		container.NewTabItemWithIcon(lang.L("tab.build"), theme.GridIcon(), w.build.content()),
		w.generateItem, w.rangeItem, w.historyItem,
	)
	// The scheme may have changed on the Build tab since a tab was last shown.
	w.tabs.OnSelected = func(t *container.TabItem) {
		switch t {
		case w.generateItem:
			w.openGenerateTab()
		case w.rangeItem:
			w.openRangeTab().refresh()
		case w.historyItem:
			w.history.list.Refresh()
		}
	}
	return container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), w.status.label), nil, nil, w.tabs)
}

// openGenerateTab returns the Generate tab, making it the first time.
func (w *window) openGenerateTab() *generateTab {
	if w.generate == nil {
		w.generate = newGenerateTab(w.model, w.app.Clipboard(), w.win, w.schedule)
		w.generateItem.Content = w.generate.content()
		w.tabs.Refresh()
	}
	return w.generate
}

// openRangeTab returns the IDs of a moment tab, making it the first time.
func (w *window) openRangeTab() *rangeTab {
	if w.ranges == nil {
		w.ranges = newRangeTab(func() core.Scheme { return w.model.scheme }, w.clock, w.onCopyText)
		w.rangeItem.Content = w.ranges.content()
		w.tabs.Refresh()
	}
	return w.ranges
}

// onCopyText copies text from the range tab and confirms it.
func (w *window) onCopyText(text string) {
	w.app.Clipboard().SetContent(text)
	w.status.set(lang.L("status.copied", map[string]any{"Text": text}), widget.SuccessImportance)
}

// onHistoryCopy copies an ID from the history again.
func (w *window) onHistoryCopy(id int64) {
	w.onCopyText(strconv.FormatInt(id, 10))
	w.history.add(id)
}

// onHistoryLoad takes an ID from the history apart on the Build tab.
func (w *window) onHistoryLoad(id int64) {
	w.tabs.SelectIndex(0)
	w.build.pasteID(strconv.FormatInt(id, 10))
	w.win.Canvas().Focus(w.build.idEntry)
}
