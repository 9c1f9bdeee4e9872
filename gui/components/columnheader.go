package components

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// ColumnHeader names a column over the table: a button that sorts by the
// column, or, for a column that cannot lead the order, its name alone, as
// readable as the others rather than greyed out.
type ColumnHeader struct {
	widget.BaseWidget
	sort *widget.Button
	name *widget.Label
}

var _ fyne.Widget = (*ColumnHeader)(nil)

func NewColumnHeader() *ColumnHeader {
	h := &ColumnHeader{sort: widget.NewButton("", nil),
		name: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	h.sort.Importance = widget.LowImportance
	h.sort.Alignment = widget.ButtonAlignLeading
	h.ExtendBaseWidget(h)
	return h
}

// SetColumn names the column text; a click sorts with onSort, when it is
// not nil.
func (h *ColumnHeader) SetColumn(text string, onSort func()) {
	if onSort == nil {
		h.sort.Hide()
		h.name.SetText(text)
		h.name.Show()
		return
	}
	h.name.Hide()
	h.sort.SetText(text)
	h.sort.OnTapped = onSort
	h.sort.Show()
}

func (h *ColumnHeader) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(h.sort, h.name))
}
