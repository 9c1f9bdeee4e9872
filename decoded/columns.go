package decoded

import (
	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
	"snowflakeid/words"
)

// Columns are the list's columns, in the order exports write them: the
// table's ([TableColumns]) in a scheme, [LayoutColumns] in a layout.
func (d *List) Columns() []int {
	if d.lay != nil {
		return LayoutColumns(d.lay.layout)
	}
	return TableColumns()
}

// ColumnName names a column in the person's language, as the scheme does
// (Discord's worker, process and increment); a layout's fields as
// [words.FieldNames] does.
func (d *List) ColumnName(col int) string {
	parts := words.PartKeys(d.scheme)
	switch col {
	case ColID:
		return lang.L("many.col.id")
	case ColUTC:
		return lang.L("many.col.utc")
	case ColLocal:
		return lang.L("many.col.local")
	case ColRelative:
		return lang.L("many.col.relative")
	case ColDatacenter:
		return lang.L(parts[core.PartDatacenter])
	case ColMachine:
		return lang.L(parts[core.PartMachine])
	case ColSequence:
		return lang.L(parts[core.PartSequence])
	case ColGap:
		return lang.L("many.col.gap")
	case ColFlags:
		return lang.L("many.col.flags")
	}
	if l := d.lay; l != nil && col >= ColField && col < ColField+len(l.layout.Fields) {
		return words.FieldNames(l.layout)[col-ColField] // a preset's in the person's language
	}
	if d.lay != nil {
		return LayoutColumnName(d.lay.layout, col)
	}
	return ""
}

// Header is a column's name with the sort column marked with its
// direction.
func (d *List) Header(col int) string {
	h := d.ColumnName(col)
	switch {
	case col != d.sortCol:
	case d.desc:
		h += " ▼"
	default:
		h += " ▲"
	}
	return h
}
