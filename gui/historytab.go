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
	"snowflakeid/words"
)

// historyTab lists the last IDs a person copied, newest first, each with
// the layout it was copied in, ready to copy again or to load back into the
// Build tab in that layout. The list is saved with every change.
type historyTab struct {
	settings settings
	entries  []copied
	list     *widget.List
	hint     *widget.Label
	onCopy   func(copied)
	onLoad   func(copied)
}

// copied is an ID a person copied, and the layout it was read in then.
type copied struct {
	id     int64
	layout core.Layout
}

func newHistoryTab(s settings, own *layoutStore, onCopy, onLoad func(copied)) *historyTab {
	h := &historyTab{settings: s, entries: s.history(own), onCopy: onCopy, onLoad: onLoad}
	h.hint = widget.NewLabel("")
	h.hint.Wrapping = fyne.TextWrapWord
	h.list = widget.NewList(
		func() int { return len(h.entries) },
		func() fyne.CanvasObject { return newHistoryRow() },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			e := h.entries[i]
			o.(*historyRow).show(e, func() { h.onCopy(e) }, func() { h.onLoad(e) })
		})
	h.showHint()
	return h
}

// ids are the IDs of the history, newest first.
func (h *historyTab) ids() []int64 {
	ids := make([]int64, len(h.entries))
	for i, e := range h.entries {
		ids[i] = e.id
	}
	return ids
}

func (h *historyTab) content() fyne.CanvasObject {
	return container.NewPadded(container.NewBorder(h.hint, nil, nil, nil, h.list))
}

// add puts e at the top of the history and saves it.
func (h *historyTab) add(e copied) {
	h.entries = withHistory(h.entries, e)
	h.settings.setHistory(h.entries)
	h.list.Refresh()
	h.showHint()
}

func (h *historyTab) showHint() {
	if len(h.entries) == 0 {
		h.hint.SetText(lang.L("history.empty"))
		return
	}
	h.hint.SetText(lang.L("history.hint", map[string]any{"Count": historySize}))
}

// withHistory puts e at the front of history, once, keeping historySize.
// One ID copied in two layouts is two entries: it means two times.
func withHistory(history []copied, e copied) []copied {
	out := make([]copied, 0, historySize)
	out = append(out, e)
	for _, h := range history {
		if (h.id != e.id || !h.layout.Equal(e.layout)) && len(out) < historySize {
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
	r.when.Truncation = fyne.TextTruncateEllipsis // the row fits the smallest window
	r.ExtendBaseWidget(r)
	return r
}

// show fills the row for e: its ID and its time in its layout, named when
// it is not Twitter's, with the actions its buttons take.
func (r *historyRow) show(e copied, onCopy, onLoad func()) {
	r.id.SetText(strconv.FormatInt(e.id, 10))
	when := timeOfID(e.layout, e.id)
	if s, _ := e.layout.Scheme(); s != core.Twitter {
		when = lang.L("history.inScheme", map[string]any{"Time": when, "Scheme": words.LayoutLabel(e.layout)})
	}
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
