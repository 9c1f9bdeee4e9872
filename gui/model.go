package gui

import (
	"strconv"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/core/issue"
)

// nowTick is how often a blank timestamp's "now" is read again while the
// Build tab is in sight. Each reading redraws the window, about 25 ms of a
// core with software GL: every 10 s that is a quarter of a percent of a
// core, well within what the app may add while idle (1 %); every second
// it was 2.4 %, every 5 s 0.5 %. Copy reads the very moment anyway.
const nowTick = 10 * time.Second

// model is what the Build tab means, with no widgets in it: the layout,
// the texts of its inputs and of the ID field, and the result on screen.
//
// The texts are the very bindings the entries are bound to, and an edit
// reaches the model through them: when a person types, the entry sets its
// binding and the binding calls the model, which works out the result,
// writes the texts the person did not type and hands the result to its view,
// all before the keystroke's call returns. Every other method is named
// after what a person did and ends the same way. Setting a binding from
// code is an edit like a keystroke. Another layout brings inputs of its
// own, new bindings the view binds its entries to as it shows the layout.
type model struct {
	layout core.Layout
	inputs []*boundText // one per input of the layout (inputsOf)
	id     *boundText
	clock  func() time.Time
	shown  result
	onShow func(result) // puts a result on screen: the view's one place for it (watch)
	// onGiven is told first when an ID is given from elsewhere (Decode
	// many, the history, the clipboard bar, a start): the Build tab
	// leaves a layout with a width for it.
	onGiven func()

	issuer *issuer // issues Next ID's IDs

	beforeID []string // the inputs before the ID field was typed in, while it is

	// A blank timestamp means now: while the Build tab is in sight (live),
	// its result is read again every nowTick, so that the ID, its forms and
	// the grid follow the clock.
	schedule scheduler
	tick     func() // stops the next reading, if one waits
	live     bool
}

// newModel starts with a blank timestamp, the datacenter and machine the
// person issues IDs as and sequence 0 in the inputs, and the ID they make
// in l; a layout that is no scheme's starts with 0 in every field but the
// time. Until a view watches it, results are kept but not shown.
func newModel(l core.Layout, clock func() time.Time, schedule scheduler, is *issuer) *model {
	m := &model{clock: clock, onShow: func(result) {}, onGiven: func() {}, schedule: schedule, issuer: is}
	m.id = newBoundText("", func() { m.editID() })
	m.useLayout(l, m.firstTexts(l))
	m.shown = compute(m.texts(), clock(), l)
	m.id.show(m.shown.idText())
	return m
}

// firstTexts are the inputs of l before a person types: a blank time, the
// person's datacenter and machine in a scheme, 0 elsewhere.
func (m *model) firstTexts(l core.Layout) []string {
	texts := make([]string, len(inputsOf(l)))
	for k := range texts {
		texts[k] = "0"
	}
	texts[timeInput(l)] = ""
	if _, scheme := l.Scheme(); scheme {
		texts[inDatacenter] = strconv.FormatInt(m.issuer.yours.datacenter, 10)
		texts[inMachine] = strconv.FormatInt(m.issuer.yours.machine, 10)
	}
	return texts
}

// useLayout makes l the model's layout, with inputs holding texts.
func (m *model) useLayout(l core.Layout, texts []string) {
	m.layout = l
	m.inputs = make([]*boundText, len(texts))
	for i, text := range texts {
		m.inputs[i] = newBoundText(text, func() { m.editInputs() })
	}
	m.beforeID = nil
}

// watch makes view the model's one view, as a listener of a Fyne binding:
// every result shown from then on is handed to it.
func (m *model) watch(view func(result)) {
	m.onShow = view
}

// texts returns what the inputs hold.
func (m *model) texts() []string {
	t := make([]string, len(m.inputs))
	for i, in := range m.inputs {
		t[i] = in.text
	}
	return t
}

// answer makes r the shown result: it writes r's ID into the ID field and,
// from a valid r, its fields into the inputs, where asked, and shows r.
// A result in another layout brings that layout's inputs.
func (m *model) answer(r result, inputs, id bool) result {
	if !r.layout.Equal(m.layout) {
		m.useLayout(r.layout, m.carriedTexts(r.layout))
	}
	m.shown = r
	m.beforeID = nil // editID keeps it while the ID field is typed in
	if inputs && r.valid {
		for i, text := range r.inputTexts() {
			m.inputs[i].show(text)
		}
	}
	if id {
		m.id.show(r.idText())
	}
	m.onShow(r)
	m.keepNow()
	return r
}

// carriedTexts are the inputs of l made from the inputs shown: the time
// as typed, and each other field's text where l has an input of the same
// place, unless it is a number that field cannot hold (a shard of 513 is
// no datacenter of Twitter's): then 0.
func (m *model) carriedTexts(l core.Layout) []string {
	old, texts, specs := m.texts(), m.firstTexts(l), inputsOf(l)
	from, to := timeInput(m.layout), timeInput(l)
	texts[to] = old[from]
	for k := range texts {
		if k == to || k >= len(old) || k == from {
			continue
		}
		if n, err := core.ParseNumber(old[k]); err != nil || n <= l.Fields[specs[k].field].Max() {
			texts[k] = old[k] // text that is no number stays as typed, its fault said
		}
	}
	return texts
}

// setLive says whether the Build tab is in sight: a blank timestamp
// follows the clock only then, and is read afresh as it comes in sight.
func (m *model) setLive(live bool) {
	was := m.live
	m.live = live
	if live && !was && m.shown.blank && m.shown.valid {
		m.editInputs()
		return
	}
	m.keepNow()
}

// keepNow has the shown result read again at the next tick when it is of
// a blank timestamp and the Build tab is in sight, and stops the tick
// otherwise: one tick waits at most, and none while nothing is "now".
func (m *model) keepNow() {
	if m.tick != nil {
		m.tick()
		m.tick = nil
	}
	if !m.live || !m.shown.blank || !m.shown.valid {
		return
	}
	m.tick = m.schedule(nowTick, func() {
		m.tick = nil
		if m.shown.blank && m.shown.valid {
			m.editInputs()
		}
	})
}

// editInputs is a person changing one of the inputs: the ID is made anew
// from all of them. A blank time means the moment of the change.
func (m *model) editInputs() result {
	return m.answer(compute(m.texts(), m.clock(), m.layout), false, true)
}

// editID is a person typing or pasting into the ID field: the ID is taken
// apart into the inputs, or the result says what is wrong with the text. A
// link to a post or message switches to its service's layout.
// Text that is no ID changes nothing else: the inputs go back to what
// they held before the ID field was typed in (a too-long number must not
// leave them holding what its first digits made), and the layout stays.
func (m *model) editID() result {
	before := m.beforeID
	if before == nil {
		before = m.texts()
	}
	r := parseIDText(m.id.text, m.clock(), m.layout)
	if !r.valid {
		r.layout = m.layout
		for i, text := range before {
			m.inputs[i].show(text)
		}
	}
	r = m.answer(r, true, false)
	if !r.valid || r.layout.Equal(m.layout) {
		m.beforeID = before
	}
	return r
}

// showFound is a person asking to see an ID found in a text (Decode many's
// Show, the clipboard bar's offer, a later start's argument), taken apart
// once: in its link's layout, else in l.
func (m *model) showFound(f find.Found, l core.Layout) result {
	m.onGiven()
	return m.answer(foundResult(f, m.clock(), l), true, true)
}

// loadID is a person loading an ID from the history, in the layout it was
// copied in.
func (m *model) loadID(id int64, l core.Layout) result {
	m.onGiven()
	r := resultOf(id, m.clock(), l)
	r.typed, r.loaded = true, true
	return m.answer(r, true, true)
}

// chooseLayout is a person choosing another layout. A typed or pasted ID
// is read again in it, and stays as typed; so is the ID of a scheme's
// inputs in another scheme: the datacenter, machine and sequence keep
// their values and the timestamp moves by the difference of the epochs.
// Otherwise, and when the layout cannot read the ID (it has bits above
// the layout's fields) or its time is blank (now), the inputs, their
// time kept, make one in the new layout: an ID of other fields read
// anew would have another time. Choosing the layout already chosen
// changes nothing.
func (m *model) chooseLayout(l core.Layout) result {
	if l.Equal(m.layout) {
		return m.shown
	}
	_, fromScheme := m.layout.Scheme()
	_, toScheme := l.Scheme()
	if m.shown.valid && !m.shown.blank && (m.shown.typed || fromScheme && toScheme) { // a blank time means now in any layout
		if r := resultOf(m.shown.id, m.clock(), l); r.valid {
			typed := m.shown.typed
			r.typed = typed
			return m.answer(r, true, !typed)
		}
	}
	m.useLayout(l, m.carriedTexts(l))
	return m.editInputs()
}

// flipBit is a person flipping one bit of the shown ID. It fails with
// [core.ErrNegativeID] for the sign bit, with errBitUnused for a bit above
// the layout's fields, and with errNoID when no valid ID is shown; the
// shown result stays as it was.
func (m *model) flipBit(bit int) (result, error) {
	if !m.shown.valid {
		return m.shown, errNoID
	}
	id, err := core.FlipBit(m.shown.id, bit)
	if err != nil {
		return m.shown, err
	}
	r := resultOf(id, m.clock(), m.layout)
	if !r.valid {
		return m.shown, errBitUnused
	}
	return m.answer(r, true, true), nil
}

// takeNextID is a person asking for a fresh ID in the layout shown: in a
// scheme, issued as their own datacenter and machine; in another layout,
// with the values of its other fields in the inputs. The ID is issued off
// the main goroutine and shown on it; done gets the result shown, or the
// error that left the shown result as it was. An ID issued for a layout the
// person has left meanwhile is not shown, and done is not called.
func (m *model) takeNextID(done func(result, error)) {
	l := m.layout
	g, err := m.nextGenerator()
	if err != nil {
		done(m.shown, err)
		return
	}
	m.issuer.next(g, func(id int64, err error) {
		switch {
		case err != nil:
			done(m.shown, err)
		case m.layout.Equal(l):
			done(m.answer(resultOf(id, m.clock(), l), true, true), nil)
		}
	})
}

// nextGenerator is the generator Next ID issues with in the layout shown.
func (m *model) nextGenerator() (*issue.Generator, error) {
	if s, scheme := m.layout.Scheme(); scheme {
		g, _, err := m.issuer.generator(s)
		return g, err
	}
	r := compute(m.texts(), m.clock(), m.layout)
	for k, in := range inputsOf(m.layout) {
		if !in.time && m.layout.Fields[in.field].Role == core.RoleNumber && r.errs[k] != nil {
			return nil, errFixFields
		}
	}
	return m.issuer.layoutGenerator(m.layout, r.values)
}

// copyText is a person copying the shown ID, written by format. A blank
// timestamp is read afresh first, so the copy is of now and the window
// shows exactly what was copied. It fails with errNoID when no valid ID is
// shown.
func (m *model) copyText(format func(result) string) (result, string, error) {
	if m.shown.valid && m.shown.blank {
		m.editInputs()
	}
	if !m.shown.valid {
		return m.shown, "", errNoID
	}
	return m.shown, format(m.shown), nil
}

// setTimestamp is a person filling the time with ms: Now, or taking up
// the suggestion to read the typed time as seconds.
func (m *model) setTimestamp(ms int64) {
	_ = m.inputs[timeInput(m.layout)].Set(strconv.FormatInt(ms, 10))
}

// secondsSuggestion returns the typed time read as seconds, when it is a
// ten-digit number (as milliseconds, early 1970) in the layout's range as
// seconds: the terminal's range reads such a number so, and the tab
// offers it, in a layout of epoch 0 too.
func (m *model) secondsSuggestion() (int64, bool) {
	n, err := core.ParseNumber(m.inputs[timeInput(m.layout)].text)
	if err != nil {
		return 0, false
	}
	if s, scheme := m.layout.Scheme(); scheme {
		return s.SecondsAsMillis(n)
	}
	return m.layout.SecondsAsMillis(n)
}
