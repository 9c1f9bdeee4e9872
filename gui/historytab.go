package gui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

// historyTab lists the last IDs a person copied, newest first, each ready
// to copy again or to load back into the Build tab. The list is saved with
// every change.
type historyTab struct {
	settings settings
	ids      []int64
	list     *widget.List
	hint     *widget.Label
	onCopy   func(id int64)
	onLoad   func(id int64)
	scheme   func() core.Scheme // the one the rows' times are read in
}

func newHistoryTab(s settings, scheme func() core.Scheme, onCopy, onLoad func(id int64)) *historyTab {
	h := &historyTab{settings: s, ids: s.history(), scheme: scheme, onCopy: onCopy, onLoad: onLoad}
	h.hint = widget.NewLabel("")
	h.list = widget.NewList(
		func() int { return len(h.ids) },
		func() fyne.CanvasObject { return newHistoryRow() },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			id := h.ids[i]
			o.(*historyRow).show(id, timeOfID(h.scheme(), id), func() { h.onCopy(id) }, func() { h.onLoad(id) })
		})
	h.showHint()
	return h
}

func (h *historyTab) content() fyne.CanvasObject {
	return container.NewPadded(container.NewBorder(h.hint, nil, nil, nil, h.list))
}

// add puts id at the top of the history and saves it.
func (h *historyTab) add(id int64) {
	h.ids = withHistory(h.ids, id)
	h.settings.setHistory(h.ids)
	h.list.Refresh()
	h.showHint()
}

func (h *historyTab) showHint() {
	if len(h.ids) == 0 {
		h.hint.SetText(lang.L("history.empty"))
		return
	}
	h.hint.SetText(lang.L("history.hint", map[string]any{"Count": historySize}))
}

// withHistory puts id at the front of history, once, keeping historySize.
func withHistory(history []int64, id int64) []int64 {
	out := make([]int64, 0, historySize)
	out = append(out, id)
	for _, h := range history {
		if h != id && len(out) < historySize {
			out = append(out, h)
		}
	}
	return out
}

var _ fyne.Widget = (*historyRow)(nil)

// historyRow is one row of the history: the ID, its UTC time, and buttons
// to copy it again and to load it into the Build tab.
type historyRow struct {
	widget.BaseWidget
	id, when         *widget.Label
	copyBtn, loadBtn *widget.Button
}

// widestID is as wide as any ID, so the times line up from row to row.
const widestID = "0000000000000000000"

func newHistoryRow() *historyRow {
	r := &historyRow{
		id:      widget.NewLabel(widestID),
		when:    widget.NewLabel(""),
		copyBtn: widget.NewButtonWithIcon(lang.L("action.copy"), theme.ContentCopyIcon(), nil),
		loadBtn: widget.NewButtonWithIcon(lang.L("history.load"), theme.UploadIcon(), nil),
	}
	r.ExtendBaseWidget(r)
	return r
}

// show fills the row for id and its time, with the actions its buttons take.
func (r *historyRow) show(id int64, when string, onCopy, onLoad func()) {
	r.id.SetText(strconv.FormatInt(id, 10))
	r.when.SetText(when)
	r.copyBtn.OnTapped = onCopy
	r.loadBtn.OnTapped = onLoad
}

func (r *historyRow) CreateRenderer() fyne.WidgetRenderer {
	idWidth := canvas.NewRectangle(color.Transparent)
	idWidth.SetMinSize(fyne.NewSize(widget.NewLabel(widestID).MinSize().Width, 0))
	buttons := container.NewHBox(r.copyBtn, r.loadBtn)
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, container.NewStack(idWidth, r.id), buttons, r.when))
}
