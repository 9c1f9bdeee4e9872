package gui

import (
	"errors"
	"slices"
	"testing"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/issue"
	"snowflakeid/core/ledger"
)

// newTestModel is a model on the test clock, starting from blank inputs.
func newTestModel(t *testing.T) *model {
	t.Helper()
	return newModel(core.Twitter.Layout(), func() time.Time { return testNow }, new(heldTimers).schedule, inPlace(newIssuer(nil, issuing{}, nil)))
}

// set writes texts into the model's bindings, as the entries do when typed in.
func (m *model) set(texts [inputCount]string) {
	m.setTexts(texts[:])
}

// setTexts writes texts into the model's bindings, one per input.
func (m *model) setTexts(texts []string) {
	for i, text := range texts {
		_ = m.inputs[i].Set(text)
	}
}

func TestModelEditInputs(t *testing.T) {
	nowID, _ := core.Encode(core.Fields{Timestamp: testNow.UnixMilli(), Datacenter: 1, Machine: 1})
	tests := []struct {
		name  string
		texts [inputCount]string
		id    int64
		valid bool
		errs  [inputCount]error
	}{
		{"worked example", [inputCount]string{"1288834975657", "1", "1", "0"}, 4194439168, true, [inputCount]error{}},
		{"grouped and a date", [inputCount]string{"2010-11-04T01:42:55.657Z", "1", "0.001", "0"}, 0, false,
			[inputCount]error{nil, nil, core.ErrLeadingZero, nil}},
		{"blank means now", [inputCount]string{" ", "1", "1", "0"}, nowID, true, [inputCount]error{}},
		{"every field wrong", [inputCount]string{"1288834974656", "32", "x", "4096"}, 0, false,
			[inputCount]error{core.ErrBeforeEpoch, core.ErrDatacenterRange, core.ErrNotDecimal, core.ErrSequenceRange}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newTestModel(t)
			m.set(tt.texts)
			r := m.shown
			if r.valid != tt.valid || (tt.valid && r.id != tt.id) {
				t.Errorf("result = %d (valid %v), want %d (valid %v)", r.id, r.valid, tt.id, tt.valid)
			}
			for i := range tt.errs {
				if !errors.Is(r.errs[i], tt.errs[i]) || (tt.errs[i] == nil) != (r.errs[i] == nil) {
					t.Errorf("input %d: error %v, want %v", i, r.errs[i], tt.errs[i])
				}
			}
			if m.shown.id != r.id || m.shown.valid != r.valid || !slices.Equal(m.shown.errs, r.errs) {
				t.Error("the model does not hold the result it returned")
			}
		})
	}
}

func TestModelEditID(t *testing.T) {
	tests := []struct {
		text  string
		texts [inputCount]string
		err   error
	}{
		{"4194439168", [inputCount]string{"1288834975657", "1", "1", "0"}, nil},
		{"0x00000000FA021000", [inputCount]string{"1288834975657", "1", "1", "0"}, nil},
		{"1382350606417817604", [inputCount]string{"1618413042059", "10", "7", "4"}, nil},
		{"-5", [inputCount]string{}, core.ErrNegativeID},
		{"0xFFFFFFFFFFFFFFFFFZ", [inputCount]string{}, core.ErrIDSyntax},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			m := newTestModel(t)
			m.set([inputCount]string{"1288834975657", "1", "1", "0"})
			_ = m.id.Set(tt.text)
			r := m.shown
			if !errors.Is(r.idErr, tt.err) {
				t.Fatalf("error = %v, want %v", r.idErr, tt.err)
			}
			if tt.err != nil {
				if r.valid || r.idText() != "" {
					t.Errorf("a bad ID gives a valid result %d", r.id)
				}
				return
			}
			if got := r.inputTexts(); !slices.Equal(got, tt.texts[:]) {
				t.Errorf("inputs for the ID = %q, want %q", got, tt.texts)
			}
		})
	}
}

func TestModelFlipBit(t *testing.T) {
	tests := []struct {
		bit  int
		want int64
		err  error
	}{
		{0, 4194439169, nil},
		{22, 4194439168 + 1<<22, nil},
		{62, 4194439168 | 1<<62, nil},
		{63, 4194439168, core.ErrNegativeID},
		{64, 4194439168, core.ErrBitRange},
	}
	for _, tt := range tests {
		m := newTestModel(t)
		m.set([inputCount]string{"1288834975657", "1", "1", "0"})
		r, err := m.flipBit(tt.bit)
		if !errors.Is(err, tt.err) || r.id != tt.want || m.shown.id != tt.want {
			t.Errorf("flip bit %d = %d (shown %d), %v; want %d, %v", tt.bit, r.id, m.shown.id, err, tt.want, tt.err)
		}
	}

	m := newTestModel(t)
	m.set([inputCount]string{"", "1", "1", "4096"})
	if _, err := m.flipBit(0); !errors.Is(err, errNoID) {
		t.Errorf("flipping a bit of no ID: %v, want errNoID", err)
	}
}

func TestModelCopyText(t *testing.T) {
	m := newTestModel(t)
	m.set([inputCount]string{"", "1", "1", "0"})
	later := testNow.Add(time.Minute)
	m.clock = func() time.Time { return later }
	r, text, err := m.copyText(decimalText)
	if err != nil || r.ms() != later.UnixMilli() || text != decimalText(r) {
		t.Errorf("copying with a blank timestamp = %q (time %d), %v; want the ID of the copy's moment", text, r.ms(), err)
	}

	m.set([inputCount]string{"1288834975657", "1", "1", "0"})
	if _, text, err := m.copyText(hexText); err != nil || text != "0x00000000fa021000" {
		t.Errorf("copy as hex = %q, %v", text, err)
	}
	m.set([inputCount]string{"1288834975657", "1", "1", "x"})
	if _, text, err := m.copyText(decimalText); !errors.Is(err, errNoID) || text != "" {
		t.Errorf("copying with an invalid input = %q, %v; want errNoID", text, err)
	}
}

func TestModelTakeNextID(t *testing.T) {
	m := newTestModel(t)
	m.issuer.yours = issuing{4, 9}
	m.set([inputCount]string{"", "1", "32", "0"}) // fields shown, not valid, and not whom IDs are issued as
	first, err := takeNext(m)
	if err != nil {
		t.Fatal(err)
	}
	second, err := takeNext(m)
	if err != nil || second.id <= first.id || second.values[1] != 4 || second.values[2] != 9 {
		t.Errorf("second ID %+v after %d, %v", second.values, first.id, err)
	}
}

func TestModelSecondsSuggestion(t *testing.T) {
	tests := []struct {
		text string
		ms   int64
		ok   bool
	}{
		{"1618413042", 1618413042000, true},
		{"1.618.413.042", 1618413042000, true},
		{"1618413042059", 0, false},
		{"1288834974", 0, false},
		{"12", 0, false},
	}
	for _, tt := range tests {
		m := newTestModel(t)
		m.set([inputCount]string{tt.text, "0", "0", "0"})
		if ms, ok := m.secondsSuggestion(); ok != tt.ok || (ok && ms != tt.ms) {
			t.Errorf("%q: suggestion %d, %v; want %d, %v", tt.text, ms, ok, tt.ms, tt.ok)
		}
	}
}

func TestModelChooseScheme(t *testing.T) {
	tests := []struct {
		name   string
		texts  [inputCount]string
		typed  string
		scheme core.Scheme
		want   [inputCount]string
		id     int64
	}{
		{"inputs, to Discord", [inputCount]string{"1288834975657", "1", "1", "0"}, "", core.Discord,
			[inputCount]string{"1420070401000", "1", "1", "0"}, 4194439168},
		{"typed ID, to Discord", [inputCount]string{"", "0", "0", "0"}, "175928847299117063", core.Discord,
			[inputCount]string{"1462015105796", "1", "0", "7"}, 175928847299117063},
		{"now, to Discord", [inputCount]string{"", "1", "1", "0"}, "", core.Discord,
			[inputCount]string{"", "1", "1", "0"}, (testNow.UnixMilli()-core.Discord.Epoch)<<22 | 1<<17 | 1<<12},
		{"invalid inputs, to Discord", [inputCount]string{"2016-01-01", "1", "1", "x"}, "", core.Discord,
			[inputCount]string{}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newTestModel(t)
			m.set(tt.texts)
			if tt.typed != "" {
				_ = m.id.Set(tt.typed)
			}
			r := m.chooseLayout(tt.scheme.Layout())
			if schemeOf(m.layout) != tt.scheme || schemeOf(r.layout) != tt.scheme {
				t.Errorf("scheme = %v, result's %v", m.layout.Name, r.layout.Name)
			}
			if tt.id == 0 {
				if r.valid {
					t.Errorf("inputs invalid under %s give ID %d", tt.scheme.Name, r.id)
				}
				return
			}
			if r.id != tt.id || !slices.Equal(m.texts(), tt.want[:]) || r.typed != (tt.typed != "") {
				t.Errorf("result %d, inputs %q (typed %v), want %d %q", r.id, m.texts(), r.typed, tt.id, tt.want)
			}
		})
	}
}

func TestModelGeneratorsPerScheme(t *testing.T) {
	m := newTestModel(t)
	m.issuer.yours = issuing{1, 2}
	twitter, as, err := m.issuer.generator(core.Twitter)
	if err != nil || as != (issuing{1, 2}) {
		t.Fatal(as, err)
	}
	discord, _, _ := m.issuer.generator(core.Discord)
	if twitter == discord || discord.Scheme() != core.Discord {
		t.Errorf("Twitter and Discord share a generator, or Discord's issues %v IDs", discord.Scheme())
	}
	if again, _, _ := m.issuer.generator(core.Twitter); again != twitter {
		t.Error("going back to Twitter started a new generator, which could repeat IDs")
	}
}

// Next ID issues through the person's ledger: after an ID another process
// issued at a later moment, this window's next ID comes after it. The
// generator waits on the real clock for that moment, less than a second
// ahead; on a machine so busy that it wakes after it, the ID is of a later
// millisecond, still after the record, which is what is checked.
func TestModelTakeNextIDThroughTheLedger(t *testing.T) {
	l, err := ledger.Open(t.TempDir(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	m := newTestModel(t)
	m.issuer.ledger = l
	m.issuer.yours = issuing{4, 9}
	ahead := time.Now().Add(800 * time.Millisecond).UnixMilli() // a moment the clock soon reaches
	key, err := issue.SchemeKey(core.Twitter, 4, 9)
	if err != nil {
		t.Fatal(err)
	}
	err = l.Update(key, func(last *issue.Issued) error {
		*last = issue.Issued{Micros: ahead * 1000, Sequence: 4094}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	r, err := takeNext(m)
	if err != nil {
		t.Fatal(err)
	}
	if ms, seq := r.ms(), r.values[3]; ms < ahead || ms == ahead && seq != 4095 {
		t.Errorf("after sequence 4094 at %d elsewhere, Next ID gave %d, sequence %d", ahead, ms, seq)
	}
}

// inPlace makes is issue and hand back at once, on the caller's
// goroutine.
func inPlace(is *issuer) *issuer {
	now := func(work func()) { work() }
	is.runner, is.back = &runner{start: now}, now
	return is
}

// takeNext is Next ID, waiting for the ID.
func takeNext(m *model) (r result, err error) {
	called := false
	m.takeNextID(func(got result, gotErr error) { r, err, called = got, gotErr, true })
	if !called {
		return r, errors.New("Next ID never finished")
	}
	return r, err
}

// blockingLedger is a ledger whose updates wait until it is let go, as
// when another process holds its lock.
type blockingLedger struct{ free chan struct{} }

func (l blockingLedger) Update(_ issue.LedgerKey, f func(*issue.Issued) error) error {
	<-l.free
	var last issue.Issued
	return f(&last)
}

// Next ID never waits for the ledger on the main goroutine: the call
// returns while the ledger is held, and the ID is shown once it is let go.
func TestNextIDDoesNotWaitForTheLedger(t *testing.T) {
	shown := make(chan func(), 1)
	l := blockingLedger{free: make(chan struct{})}
	is := newIssuer(l, issuing{4, 9}, &runner{start: func(work func()) { go work() }})
	is.back = func(work func()) { shown <- work }
	m := newModel(core.Twitter.Layout(), func() time.Time { return testNow }, new(heldTimers).schedule, is)
	var got result
	m.takeNextID(func(r result, err error) {
		if err != nil {
			t.Error(err)
		}
		got = r
	})
	close(l.free) // only now: had takeNextID waited for the ledger, it would never have returned
	(<-shown)()
	if got.values[1] != 4 || got.values[2] != 9 || m.shown.id != got.id {
		t.Errorf("Next ID showed %+v; the model shows %d", got.values, m.shown.id)
	}
}
