package gui

import (
	"fmt"

	"fyne.io/fyne/v2/test"

	"snowflakeid/core"
	"snowflakeid/gui/components"
)

// editLayout opens the layout editor, on the Build tab's layout as New
// Layout… does or on one of the person's own as its Edit does, makes a
// few edits of any kind, then saves, exports or cancels, or leaves it
// open for a later step. A layout saved must be the one the Build tab
// shows, and among the person's.
func (m *monkey) editLayout() {
	w := m.w
	start, was := w.model.layout, ""
	if own := w.layouts.own.all(); len(own) > 0 && m.rng.IntN(2) == 0 {
		start = own[m.rng.IntN(len(own))]
		was = start.Name
	}
	e := w.openEditor(start, was, w.build.picker.afterEdit)
	for range 1 + m.rng.IntN(6) {
		m.editDraft(e)
	}
	switch m.rng.IntN(4) {
	case 0:
		if e.save.Disabled() {
			return
		}
		l, _ := e.check()
		test.Tap(e.save)
		if saved, ok := w.layouts.own.named(l.Name); ok && !w.model.layout.Equal(saved) && m.problem == "" {
			m.problem = fmt.Sprintf("the layout %q was saved, but the Build tab shows %q", l.Name, w.model.layout.Name)
		}
	case 1:
		e.tools.files = monkeyFiles{m}
		e.onExport()
		e.dialog.Hide()
	case 2:
		e.dialog.Hide()
	}
}

// editDraft makes one edit in the layout editor, as a person would.
func (m *monkey) editDraft(e *layoutEditor) {
	x := m.x
	if len(e.rows) == 0 {
		e.edit(func() { e.draft.add(-1) })
		return
	}
	r := e.rows[m.rng.IntN(len(e.rows))]
	switch m.rng.IntN(10) {
	case 0:
		m.typeInto(e.name, x.pick("Mine", "Twitter", "twitter", "Custom", "two words", "", x.field()))
	case 1:
		m.typeInto(e.epoch, x.pick("2020-01-01T00:00:00Z", "0", "1288834974657", "2099-01-01", "", x.field()))
	case 2:
		m.typeInto(r.name, x.pick("node", "shard", "sequence", "id", "time_utc", "a b", "", x.field()))
	case 3, 4:
		m.typeInto(r.bits, x.pick("1", "5", "8", "10", "12", "31", "41", "0", "64", "-3", x.field()))
	case 5:
		m.typeInto(r.unit, x.pick("1ms", "10ms", "1s", "1us", "500ns", "1h", "", x.field()))
	case 6:
		r.role.SetSelectedIndex(m.rng.IntN(int(core.RoleSequence) + 1))
	case 7:
		e.edit(func() { e.draft.add(m.rng.IntN(len(e.draft.fields)+1) - 1) })
	case 8:
		test.Tap(r.remove)
	default:
		test.Tap([]*components.IconButton{r.up, r.down}[m.rng.IntN(2)])
	}
}
