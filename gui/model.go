package gui

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"snowflakeid/core"
)

// The inputs, in the order they sit in the window and in the focus chain.
const (
	inTimestamp = iota
	inDatacenter
	inMachine
	inSequence
	inputCount
)

// errNoID says that there is no valid ID to act on.
var errNoID = errors.New("no valid ID is shown")

// result is what the Build tab shows: the fields, the ID, and what is wrong.
type result struct {
	scheme core.Scheme
	fields core.Fields
	errs   [inputCount]error // one per input, when the inputs made the result
	idErr  error             // when the typed ID made it
	typed  bool              // the ID was typed or pasted, and the fields come from it
	family string            // the family of the link the ID came from, if it did
	loaded bool              // the ID was loaded from the history: the person had it on screen before
	blank  bool              // the timestamp was left blank and means now
	now    time.Time         // the clock reading the result was made at
	id     int64
	valid  bool

	// When the typed ID looks rounded by JavaScript, the IDs it could have been.
	jsRounded       bool
	jsFirst, jsLast int64
}

// inputTexts is how the four inputs write r's fields.
func (r result) inputTexts() [inputCount]string {
	return [inputCount]string{
		strconv.FormatInt(r.fields.Timestamp, 10),
		strconv.FormatInt(r.fields.Datacenter, 10),
		strconv.FormatInt(r.fields.Machine, 10),
		strconv.FormatInt(r.fields.Sequence, 10),
	}
}

// idText is how the ID field writes r's ID: in decimal, or empty when r has none.
func (r result) idText() string {
	if !r.valid {
		return ""
	}
	return strconv.FormatInt(r.id, 10)
}

// compute parses the input texts with core and encodes them, as an ID of
// scheme, if all are valid.
func compute(texts [inputCount]string, now time.Time, scheme core.Scheme) result {
	r := result{scheme: scheme, now: now}
	f := &r.fields
	f.Timestamp, r.errs[inTimestamp] = scheme.ParseTimestamp(texts[inTimestamp], now.UnixMilli())
	f.Datacenter, r.errs[inDatacenter] = core.ParseDatacenter(texts[inDatacenter])
	f.Machine, r.errs[inMachine] = core.ParseMachine(texts[inMachine])
	f.Sequence, r.errs[inSequence] = core.ParseSequence(texts[inSequence])
	r.blank = strings.TrimSpace(texts[inTimestamp]) == ""
	if errors.Join(r.errs[:]...) == nil {
		id, err := scheme.Encode(r.fields)
		r.id, r.valid = id, err == nil
	}
	return r
}

// nowTick is how often a blank timestamp's "now" is read again while the
// Build tab is in sight. Each reading redraws the window, about 25 ms of a
// core with software GL: every 10 s that is a quarter of a percent of a
// core, well within what the app may add while idle (1 %); every second
// it was 2.4 %, every 5 s 0.5 %. Copy reads the very moment anyway.
const nowTick = 10 * time.Second

// model is what the Build tab means, with no widgets in it: the scheme, the
// texts of the four inputs and of the ID field, and the result on screen.
//
// The texts are the very bindings the entries are bound to, and an edit
// reaches the model through them: when a person types, the entry sets its
// binding and the binding calls the model, which works out the result,
// writes the texts the person did not type and hands the result to its view,
// all before the keystroke's call returns. Every other method is named
// after what a person did and ends the same way. Setting a binding from
// code is an edit like a keystroke.
type model struct {
	scheme core.Scheme
	inputs [inputCount]*boundText
	id     *boundText
	clock  func() time.Time
	shown  result
	onShow func(result) // puts a result on screen: the view's one place for it (watch)

	issuer *issuer // issues Next ID's IDs

	beforeID *[inputCount]string // the inputs before the ID field was typed in, while it is

	// A blank timestamp means now: while the Build tab is in sight (live),
	// its result is read again every nowTick, so that the ID, its forms and
	// the grid follow the clock.
	schedule scheduler
	tick     func() // stops the next reading, if one waits
	live     bool
}

// newModel starts with a blank timestamp, the datacenter and machine the
// person issues IDs as and sequence 0 in the inputs, and the ID they make
// in scheme. Until a view watches it, results are kept but not shown.
func newModel(scheme core.Scheme, clock func() time.Time, schedule scheduler, is *issuer) *model {
	m := &model{scheme: scheme, clock: clock, onShow: func(result) {}, schedule: schedule, issuer: is}
	yours := is.yours
	initial := [inputCount]string{"", strconv.FormatInt(yours.datacenter, 10), strconv.FormatInt(yours.machine, 10), "0"}
	for i := range m.inputs {
		m.inputs[i] = newBoundText(initial[i], func() { m.editInputs() })
	}
	m.id = newBoundText("", func() { m.editID() })
	m.shown = compute(initial, clock(), scheme)
	m.id.show(m.shown.idText())
	return m
}

// watch makes view the model's one view, as a listener of a Fyne binding:
// every result shown from then on is handed to it.
func (m *model) watch(view func(result)) {
	m.onShow = view
}

// texts returns what the inputs hold.
func (m *model) texts() [inputCount]string {
	var t [inputCount]string
	for i, in := range m.inputs {
		t[i] = in.text
	}
	return t
}

// answer makes r the shown result: it writes r's ID into the ID field and,
// from a valid r, its fields into the inputs, where asked, and shows r.
func (m *model) answer(r result, inputs, id bool) result {
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

// editInputs is a person changing one of the four inputs: the ID is made
// anew from all four. A blank timestamp means the moment of the change.
func (m *model) editInputs() result {
	return m.answer(compute(m.texts(), m.clock(), m.scheme), false, true)
}

// editID is a person typing or pasting into the ID field: the ID is taken
// apart into the inputs, or the result says what is wrong with the text. A
// link to a post or message switches to its service's scheme.
// Text that is no ID changes nothing else: the inputs go back to what
// they held before the ID field was typed in (a too-long number must not
// leave them holding what its first digits made), and the scheme stays.
func (m *model) editID() result {
	before := m.beforeID
	if before == nil {
		texts := m.texts()
		before = &texts
	}
	r := parseIDText(m.id.text, m.clock(), m.scheme)
	if r.valid {
		m.scheme = r.scheme
	} else {
		r.scheme = m.scheme
		for i, text := range before {
			m.inputs[i].show(text)
		}
	}
	r = m.answer(r, true, false)
	m.beforeID = before
	return r
}

// showFound is a person asking to see an ID found in a text (Decode many's
// Show, the clipboard bar's offer, a later start's argument), taken apart
// once: in its link's scheme, else in scheme.
func (m *model) showFound(f core.Found, scheme core.Scheme) result {
	r := foundResult(f, m.clock(), scheme)
	m.scheme = r.scheme
	return m.answer(r, true, true)
}

// showLinked is a person asking to see an ID that came from a link to a
// post of family, another layout's service, as Decode many's Show does:
// the ID is read in the scheme shown, and the result keeps its family.
func (m *model) showLinked(id int64, family string) result {
	r := resultOf(id, m.clock(), m.scheme)
	r.typed, r.family = true, family
	return m.answer(r, true, true)
}

// loadID is a person loading an ID from the history, in the scheme it was
// copied in, which the caller has chosen.
func (m *model) loadID(id int64) result {
	r := resultOf(id, m.clock(), m.scheme)
	r.typed, r.loaded = true, true
	return m.answer(r, true, true)
}

// chooseScheme is a person choosing another scheme. The shown ID is read
// again under it: the datacenter, machine and sequence keep their values
// and the timestamp moves by the difference of the epochs. With no valid ID
// shown, the inputs make one in the new scheme. A typed ID stays as typed.
// Choosing the scheme already chosen changes nothing.
func (m *model) chooseScheme(s core.Scheme) result {
	if s == m.scheme {
		return m.shown
	}
	m.scheme = s
	if !m.shown.valid {
		return m.editInputs()
	}
	typed := m.shown.typed
	r := resultOf(m.shown.id, m.clock(), s)
	r.typed = typed
	return m.answer(r, true, !typed)
}

// flipBit is a person flipping one bit of the shown ID. It fails with
// [core.ErrNegativeID] for the sign bit, and with errNoID when no valid ID
// is shown; the shown result stays as it was.
func (m *model) flipBit(bit int) (result, error) {
	if !m.shown.valid {
		return m.shown, errNoID
	}
	id, err := core.FlipBit(m.shown.id, bit)
	if err != nil {
		return m.shown, err
	}
	return m.answer(resultOf(id, m.clock(), m.scheme), true, true), nil
}

// takeNextID is a person asking for a fresh ID, issued as their own
// datacenter and machine in the scheme shown. The ID is issued off the main
// goroutine and shown on it; done gets the result shown, or the error that
// left the shown result as it was. An ID issued for a scheme the person
// has left meanwhile is not shown, and done is not called.
func (m *model) takeNextID(done func(result, error)) {
	scheme := m.scheme
	g, _, err := m.issuer.generator(scheme)
	if err != nil {
		done(m.shown, err)
		return
	}
	m.issuer.next(g, func(id int64, err error) {
		switch {
		case err != nil:
			done(m.shown, err)
		case m.scheme == scheme:
			done(m.answer(resultOf(id, m.clock(), scheme), true, true), nil)
		}
	})
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

// setTimestamp is a person filling the timestamp with ms: Now, or taking
// up the suggestion to read the typed timestamp as seconds.
func (m *model) setTimestamp(ms int64) {
	_ = m.inputs[inTimestamp].Set(strconv.FormatInt(ms, 10))
}

// secondsSuggestion returns the typed timestamp read as seconds, when it is
// a ten-digit number that makes sense only that way.
func (m *model) secondsSuggestion() (int64, bool) {
	if !errors.Is(m.shown.errs[inTimestamp], core.ErrBeforeEpoch) {
		return 0, false
	}
	n, err := core.ParseNumber(m.inputs[inTimestamp].text)
	if err != nil {
		return 0, false
	}
	return m.scheme.SecondsAsMillis(n)
}
