package gui

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"snowflakeid/core"
)

// The inputs of a scheme's layout, in the order they sit in the window and
// in the focus chain: Twitter's and Discord's have these four.
const (
	inTimestamp = iota
	inDatacenter
	inMachine
	inSequence
	inputCount
)

// errNoID says that there is no valid ID to act on.
var errNoID = errors.New("no valid ID is shown")

// errBitUnused is a bit above the shown layout's fields, which IDs of the
// layout leave 0.
var errBitUnused = errors.New("that bit lies above the layout's fields")

// inputSpec is one of the Build tab's inputs of a layout: the time, which
// every time field of the layout takes together, or one other field.
type inputSpec struct {
	field int  // the field's place in the layout; the first time field's for the time
	time  bool // the input is the time: an instant, or blank for now
}

// inputsOf lists l's inputs: the time where l's first time field sits,
// and one for each field that holds no time, in l's order.
func inputsOf(l core.Layout) []inputSpec {
	specs := make([]inputSpec, 0, len(l.Fields))
	timed := false
	for i, f := range l.Fields {
		switch {
		case f.Role != core.RoleTime:
			specs = append(specs, inputSpec{field: i})
		case !timed:
			specs = append(specs, inputSpec{field: i, time: true})
			timed = true
		}
	}
	return specs
}

// timeInput is the place of l's time input in inputsOf(l).
func timeInput(l core.Layout) int {
	k := 0
	for _, f := range l.Fields {
		if f.Role == core.RoleTime {
			return k
		}
		k++
	}
	return 0
}

// result is what the Build tab shows: the layout, its fields' values, the
// ID, and what is wrong.
type result struct {
	layout core.Layout
	values []int64   // the fields' values, one per field of the layout
	errs   []error   // one per input (inputsOf), when the inputs made the result
	idErr  error     // when the typed ID made it
	typed  bool      // the ID was typed or pasted, and the fields come from it
	family string    // the family of the link the ID came from, if it did
	loaded bool      // the ID was loaded from the history: the person had it on screen before
	blank  bool      // the time was left blank and means now
	now    time.Time // the clock reading the result was made at
	id     int64
	valid  bool

	// When the typed ID looks rounded by JavaScript, the IDs it could have been.
	jsRounded       bool
	jsFirst, jsLast int64
}

// ms is the instant the ID holds, in Unix milliseconds.
func (r result) ms() int64 {
	micro := r.layout.UnixMicro(r.values)
	if micro < 0 {
		return (micro+1)/1000 - 1
	}
	return micro / 1000
}

// time is the instant the ID holds, in UTC.
func (r result) time() time.Time {
	return time.UnixMilli(r.ms()).UTC()
}

// scheme is the scheme whose layout r is in, if it is one.
func (r result) scheme() (core.Scheme, bool) {
	return r.layout.Scheme()
}

// inputTexts is how the inputs write r's values: the time as Unix
// milliseconds, each other field as its value.
func (r result) inputTexts() []string {
	specs := inputsOf(r.layout)
	texts := make([]string, len(specs))
	for k, in := range specs {
		if in.time {
			texts[k] = strconv.FormatInt(r.ms(), 10)
		} else {
			texts[k] = strconv.FormatInt(r.values[in.field], 10)
		}
	}
	return texts
}

// idText is how the ID field writes r's ID: in decimal, or empty when r has none.
func (r result) idText() string {
	if !r.valid {
		return ""
	}
	return strconv.FormatInt(r.id, 10)
}

// compute parses the input texts with core and joins them into an ID of
// l, if all are valid. A scheme's inputs give the scheme's own messages.
func compute(texts []string, now time.Time, l core.Layout) result {
	specs := inputsOf(l)
	r := result{layout: l, now: now, values: make([]int64, len(l.Fields)), errs: make([]error, len(specs))}
	s, scheme := l.Scheme()
	schemeFields := [inputCount]func(string) (int64, error){nil, core.ParseDatacenter, core.ParseMachine, core.ParseSequence}
	for k, in := range specs {
		text := texts[k]
		var err error
		switch {
		case in.time && scheme:
			var ms int64
			if ms, err = s.ParseTimestamp(text, now.UnixMilli()); err == nil {
				err = l.SetTime(r.values, ms*1000)
			}
			r.blank = strings.TrimSpace(text) == ""
		case in.time:
			var ms int64
			if ms, err = l.ParseTime(text, now.UnixMilli()); err == nil {
				err = l.SetTime(r.values, ms*1000)
			}
			r.blank = strings.TrimSpace(text) == ""
		case scheme:
			r.values[in.field], err = schemeFields[k](text)
		default:
			r.values[in.field], err = core.ParseFieldValue(text, l.Fields[in.field])
		}
		r.errs[k] = err
	}
	if errors.Join(r.errs...) == nil {
		id, err := l.Join(r.values)
		r.id, r.valid = id, err == nil
	}
	return r
}
