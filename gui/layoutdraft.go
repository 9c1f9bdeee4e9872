package gui

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"snowflakeid/core"
)

// fieldDraft is one field of a layout being edited, as typed.
type fieldDraft struct {
	name, bits string
	role       core.Role
	unit       string // a time field's unit, as a Go duration: 1ms, 10ms, 1s
}

// layoutDraft is a layout being edited, as typed, with no widgets in it:
// the layout editor shows it, and each edit changes it and reads it again.
type layoutDraft struct {
	name, epoch string
	fields      []fieldDraft
}

// draftOf is l as the editor first shows it.
func draftOf(l core.Layout) layoutDraft {
	d := layoutDraft{name: l.Name, epoch: time.UnixMilli(l.Epoch).UTC().Format(time.RFC3339Nano)}
	for _, f := range l.Fields {
		fd := fieldDraft{name: f.Name, bits: strconv.Itoa(f.Bits), role: f.Role}
		if f.Role == core.RoleTime {
			fd.unit = f.UnitText()
		}
		d.fields = append(d.fields, fd)
	}
	return d
}

// draftFaults are what is wrong with a draft, each where it is shown: under
// the name, under the epoch, under a field, or under the fields as a
// whole.
type draftFaults struct {
	name, epoch error
	fields      []error // one per field, nil where it is right
	layout      error   // what no one field is at fault for
	taken       error   // the name is another layout's: no bar to exporting it, only to saving it among one's own
}

// none reports whether nothing is wrong with the layout itself (a name
// taken is not).
func (f draftFaults) none() bool {
	return f.name == nil && f.epoch == nil && f.layout == nil && !slices.ContainsFunc(f.fields, func(e error) bool { return e != nil })
}

// Why a draft's text is no layout yet.
var (
	errBitsText = errors.New("the width is a whole number of bits")
	errUnitText = errors.New("a time unit is a Go duration of whole microseconds or more, up to 2562047h: 1us, 1ms, 10ms, 1s")
)

// read reads the draft into a layout as of now, and says what is wrong
// with it: first what cannot be read as typed, then each rule the layout
// breaks ([core.Layout.Problems]), under what is at fault.
func (d layoutDraft) read(now time.Time) (core.Layout, draftFaults) {
	faults := draftFaults{fields: make([]error, len(d.fields))}
	l := core.Layout{Name: strings.TrimSpace(d.name), Fields: make([]core.Field, len(d.fields))}
	var err error
	if l.Epoch, err = core.ParseEpoch(d.epoch, now.UnixMilli()); err != nil {
		faults.epoch = err
	}
	for i, fd := range d.fields {
		f := core.Field{Name: strings.TrimSpace(fd.name), Role: fd.role}
		bits, err := strconv.Atoi(strings.TrimSpace(fd.bits))
		switch {
		case err != nil:
			faults.fields[i] = errBitsText
			bits = 1 // so that the rest of the layout is still read
		case fd.role == core.RoleTime:
			unit, err := time.ParseDuration(strings.TrimSpace(fd.unit))
			if err != nil || unit < time.Microsecond || unit%time.Microsecond != 0 {
				faults.fields[i] = errUnitText
				unit = time.Millisecond
			}
			f.Unit = unit
		}
		if fd.role == core.RoleTime && f.Unit == 0 {
			f.Unit = time.Millisecond
		}
		f.Bits = bits
		l.Fields[i] = f
	}
	if faults.epoch != nil {
		l.Epoch = 0 // read the rest as if it were right
	}
	for _, p := range l.Problems(now) {
		switch {
		case p.Field > 0 && faults.fields[p.Field-1] == nil:
			faults.fields[p.Field-1] = p.Err
		case p.Field > 0:
		case errors.Is(p, core.ErrLayoutName):
			faults.name = p.Err
		case errors.Is(p, core.ErrEpochRange):
			if faults.epoch == nil {
				faults.epoch = p.Err
			}
		default:
			faults.layout = p.Err
		}
	}
	return l, faults
}

// drawable reports whether l's fields can be painted as a bit grid: each
// takes a bit at least, and no more than 63 in all.
func drawable(l core.Layout) bool {
	return len(l.Fields) > 0 && l.TotalBits() <= core.MaxLayoutBits &&
		!slices.ContainsFunc(l.Fields, func(f core.Field) bool { return f.Bits < 1 })
}

// previewOf is what the editor's grid draws of l as it is being typed:
// its fields as named now ("?" for a name not given yet), leaving out
// those of no width, up to the 63 bits an ID holds; a field that crosses
// that line is cut there, marked "…", and those after it are left out.
func previewOf(l core.Layout) core.Layout {
	preview := core.Layout{Name: l.Name, Epoch: l.Epoch}
	room := core.MaxLayoutBits
	for _, f := range l.Fields {
		if f.Bits < 1 || room == 0 {
			continue
		}
		if f.Name == "" {
			f.Name = "?"
		}
		if f.Bits > room {
			f.Bits, f.Name = room, f.Name+"…"
		}
		room -= f.Bits
		preview.Fields = append(preview.Fields, f)
	}
	return preview
}

// add puts a plain field of 8 bits after field i, or first for i = -1.
func (d *layoutDraft) add(i int) {
	name := "field" + strconv.Itoa(len(d.fields)+1)
	d.fields = slices.Insert(d.fields, i+1, fieldDraft{name: name, bits: "8"})
}

// remove takes field i out.
func (d *layoutDraft) remove(i int) {
	d.fields = slices.Delete(d.fields, i, i+1)
}

// move moves field i one place up (by -1) or down (by 1), if it can.
func (d *layoutDraft) move(i, by int) {
	if j := i + by; j >= 0 && j < len(d.fields) {
		d.fields[i], d.fields[j] = d.fields[j], d.fields[i]
	}
}

// setRole makes field i one of role; a time field gets a unit of 1 ms if
// it has none.
func (d *layoutDraft) setRole(i int, role core.Role) {
	f := &d.fields[i]
	f.role = role
	if role == core.RoleTime && strings.TrimSpace(f.unit) == "" {
		f.unit = "1ms"
	}
}

// pattern is the ID whose every field is at its largest: each field's
// cells painted as 1s, in its colour.
func pattern(l core.Layout) int64 {
	return int64(1)<<l.TotalBits() - 1
}
