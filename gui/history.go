package gui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// newHistoryRow makes one row of the history list: ID, time, Copy, Load.
func (v *view) newHistoryRow() fyne.CanvasObject {
	id := widget.NewLabel("0000000000000000000")
	when := widget.NewLabel("")
	copyBtn := widget.NewButtonWithIcon(lang.L("action.copy"), theme.ContentCopyIcon(), nil)
	load := widget.NewButtonWithIcon(lang.L("history.load"), theme.UploadIcon(), nil)
	return container.NewBorder(nil, nil, id, container.NewHBox(copyBtn, load), when)
}

func (v *view) updateHistoryRow(i widget.ListItemID, o fyne.CanvasObject) {
	row := o.(*fyne.Container)
	id := v.history[i]
	row.Objects[0].(*widget.Label).SetText(strconv.FormatInt(id, 10))
	row.Objects[1].(*widget.Label).SetText(formatTimeOf(id))
	buttons := row.Objects[2].(*fyne.Container).Objects
	buttons[0].(*widget.Button).OnTapped = func() { v.onHistoryCopy(id) }
	buttons[1].(*widget.Button).OnTapped = func() { v.onHistoryLoad(id) }
}

// onHistoryCopy copies an ID from the history again.
func (v *view) onHistoryCopy(id int64) {
	text := strconv.FormatInt(id, 10)
	v.app.Clipboard().SetContent(text)
	v.addHistory(id)
	v.setStatus(lang.L("status.copied", map[string]any{"Text": text}), widget.SuccessImportance)
}

// onHistoryLoad takes an ID from the history apart on the first tab.
func (v *view) onHistoryLoad(id int64) {
	v.idEntry.SetText(strconv.FormatInt(id, 10))
	v.onIDChanged()
	v.tabs.SelectIndex(0)
	v.win.Canvas().Focus(v.idEntry)
}

// addHistory puts id at the top of the history and saves it.
func (v *view) addHistory(id int64) {
	v.history = withHistory(v.history, id)
	saveHistory(v.prefs, v.history)
	v.historyList.Refresh()
	v.showHistoryHint()
}

func (v *view) showHistoryHint() {
	if len(v.history) == 0 {
		v.historyEmpty.SetText(lang.L("history.empty"))
	} else {
		v.historyEmpty.SetText(lang.L("history.hint", map[string]any{"Count": historySize}))
	}
}
