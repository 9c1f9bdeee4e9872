package issue

import (
	"snowflakeid/core"

	"crypto/rand"
	"errors"
	"strconv"
	"strings"
	"time"
)

// A [Generator] of a layout with a width issues its IDs as it issues
// Snowflakes, a tick and a counter within it, the counter being the
// layout's sequence field or, where it has none, the top bits of its
// random fields: RFC 9562's method 1, a fixed-length dedicated counter,
// for UUIDv7, and ULID's monotonic randomness. Each tick's counter starts
// at a random value whose top bit is 0 and counts up by one an ID, so
// IDs of one tick still sort, never repeat and leave room before the
// counter runs out; the bits below the counter are drawn for each ID.
// Through a ledger, the processes of one person share each tick's
// counter, and their IDs increase across them too.

// wideBlock is how many IDs a generator of a layout with a width claims
// in one tick at a time: about 0.1 ms of issuing.
const wideBlock = 1024

// The layouts a Generator cannot issue, each the error of NewGenerator.
var (
	// ErrNotIssued is a layout whose IDs are made from data, not issued:
	// UUIDv3 and UUIDv5 hash a name, UUIDv8 holds what its maker chose.
	ErrNotIssued = errors.New("this layout's IDs are made from a name or data of their maker's, not issued from a clock and random bits")
	// ErrTickTooFine is a layout whose tick is below a microsecond, the
	// finest a generator counts: UUIDv1's and UUIDv6's 100 ns.
	ErrTickTooFine = errors.New("this layout counts time in ticks finer than a microsecond, which a generator does not issue; UUIDv7 is the time-ordered UUID to issue")
)

// wideMint is what a Generator of a layout with a width adds to the tick
// and the counter: where the counter goes, the bits every ID of the
// generator shares, and the bits drawn for each ID.
type wideMint struct {
	base    core.WideID // the fixed and plain fields' values in place, and random bits drawn once where a sequence keeps IDs apart
	counter []piece     // where the counter's bits go, its highest first
	fresh   []piece     // the random bits drawn for each ID
	times   []core.WideID
	buf     [4096]byte // random bytes read ahead; next is the first unused
	next    int
}

// piece is a run of at most 64 bits of an ID, shift bits from its lowest.
type piece struct{ shift, bits int }

// newWideMint works out l's pieces, with the plain fields' values. The
// counter is the sequence field where l has one, else the top bits of
// the random fields, up to core.MaxCounterBits.
func newWideMint(l core.Layout, values []int64) (*wideMint, int, error) {
	m := &wideMint{next: len(wideMint{}.buf), times: make([]core.WideID, len(l.Fields))}
	seq := l.Sequence()
	counterBits := 0
	if !l.Timed() { // UUIDv4: random bits alone, no counter
		counterBits = core.MaxCounterBits
	}
	shift := l.Width
	for i, f := range l.Fields {
		shift -= f.Bits
		switch f.Role {
		case core.RoleFixed:
			m.base = m.base.Or(core.WideFrom(f.Value).Placed(shift))
		case core.RoleNumber:
			if values[i] < 0 || f.Bits < 64 && uint64(values[i])>>f.Bits != 0 {
				return nil, 0, &core.FieldRangeError{Field: f.Name, Max: f.Max()}
			}
			m.base = m.base.Or(core.WideFrom(uint64(values[i])).Placed(shift))
		case core.RoleSequence:
			m.counter, counterBits = append(m.counter, piece{shift, f.Bits}), f.Bits
		case core.RoleRandom:
			for at := f.Bits; at > 0; { // in runs of 64 bits at most, the highest first
				n := min(at, 64)
				at -= n
				p := piece{shift + at, n}
				if take := min(core.MaxCounterBits-counterBits, n); seq < 0 && take > 0 { // the counter's bits first
					m.counter = append(m.counter, piece{p.shift + n - take, take})
					counterBits += take
					p.bits -= take
				}
				if p.bits > 0 {
					m.fresh = append(m.fresh, p)
				}
			}
		}
	}
	if seq >= 0 { // the sequence keeps IDs apart: ObjectId's random bits are its process's
		for _, p := range m.fresh {
			m.base = m.base.Or(core.WideFrom(m.random(p.bits)).Placed(p.shift))
		}
		m.fresh = nil
	}
	return m, counterBits, nil
}

// random returns n ≤ 64 random bits from crypto/rand, read ahead.
func (m *wideMint) random(n int) uint64 {
	if m.next+8 > len(m.buf) {
		_, _ = rand.Read(m.buf[:]) // crypto/rand never fails
		m.next = 0
	}
	var v uint64
	for _, b := range m.buf[m.next : m.next+8] {
		v = v<<8 | uint64(b)
	}
	m.next += 8
	return v >> (64 - n)
}

// start is the counter's first value in a tick: random, below half its
// range, so that a tick's IDs have room to count up.
func (m *wideMint) start(counterBits int) int64 {
	if counterBits <= 1 {
		return 0
	}
	return int64(m.random(counterBits - 1))
}

// compose is the ID of tick and counter seq: the time fields set from the
// tick, the counter in its pieces, fresh random bits below.
func (g *Generator) composeWide(tick, seq int64) core.WideID {
	m := g.wide
	id := m.base
	if g.timeAt >= 0 {
		id = id.Or(core.WideFrom(uint64(tick)).Placed(int(g.shifts[g.timeAt])))
	} else {
		_ = g.layout.SetWideTime(m.times, g.key.epochMicro+tick*g.key.tick) // cannot fail: claim checked the tick
		for _, i := range g.order {
			id = id.Or(m.times[i].Placed(int(g.shifts[i])))
		}
	}
	left := 0
	for _, p := range m.counter {
		left += p.bits
	}
	for _, p := range m.counter {
		left -= p.bits
		id = id.Or(core.WideFrom(uint64(seq) >> left & (1<<p.bits - 1)).Placed(p.shift))
	}
	for _, p := range m.fresh {
		id = id.Or(core.WideFrom(m.random(p.bits)).Placed(p.shift))
	}
	return id
}

// wideLedgerKey is l's [LedgerKey]: its epoch, time fields and counter's
// places, and every other bit the generator keeps (fixed, plain, and
// random drawn once) as one number.
func wideLedgerKey(l core.Layout, m *wideMint, counterBits int) LedgerKey {
	var shape strings.Builder
	shape.WriteString("w" + strconv.Itoa(l.Width) + ":" + strconv.FormatInt(l.Epoch, 10))
	sep, shift := ":", l.Width
	for _, f := range l.Fields {
		shift -= f.Bits
		if f.Role == core.RoleTime {
			shape.WriteString(sep + strconv.Itoa(f.Bits) + "t" + f.UnitText() + "f" + strconv.Itoa(f.From) + "." + strconv.Itoa(shift))
			sep = ","
		}
	}
	for _, p := range m.counter {
		shape.WriteString(sep + strconv.Itoa(p.bits) + "c." + strconv.Itoa(p.shift))
	}
	k := LedgerKey{Shape: shape.String(), Values: m.base.String(), epochMicro: l.Epoch * 1000,
		tick: int64(l.Tick() / time.Microsecond), lastSequence: 1<<counterBits - 1}
	k.lastTick = l.WideSpanMicro() / k.tick
	return k
}

// newWideGenerator is [Layout.NewGenerator] for a layout with a width.
func newWideGenerator(l core.Layout, values []int64, ledger Ledger, clock Clock) (*Generator, error) {
	switch {
	case len(values) != len(l.Fields):
		return nil, errors.New(strconv.Itoa(len(values)) + " values for the " + strconv.Itoa(len(l.Fields)) + " fields of " + l.Name)
	case !l.Timed() && l.PlainNames() != nil:
		return nil, ErrNotIssued
	case l.Timed() && l.Tick() < time.Microsecond:
		return nil, ErrTickTooFine
	}
	m, counterBits, err := newWideMint(l, values)
	if err != nil {
		return nil, err
	}
	g := &Generator{layout: l, clock: clock, ledger: ledger, wide: m, timeAt: -1, last: -1, shifts: make([]uint8, len(l.Fields))}
	if !l.Timed() { // UUIDv4: random bits alone
		return g, nil
	}
	g.key = wideLedgerKey(l, m, counterBits)
	shift := l.Width
	for i, f := range l.Fields {
		shift -= f.Bits
		g.shifts[i] = uint8(shift)
		if f.Role == core.RoleTime {
			g.timeAt = i
		}
	}
	if g.order = l.TimeFieldsByUnit(); len(g.order) > 1 {
		g.timeAt = -1
	}
	return g, nil
}

// NextWide issues one ID of a layout with a width.
func (g *Generator) NextWide() (core.WideID, error) {
	ids, err := g.AppendWideN(make([]core.WideID, 0, 1), 1)
	if len(ids) == 0 {
		return core.WideID{}, err
	}
	return ids[0], err
}

// AppendWideN is [Generator.AppendN] for a layout with a width: n IDs,
// increasing where the layout has a time, appended to ids.
func (g *Generator) AppendWideN(ids []core.WideID, n int) ([]core.WideID, error) {
	if g.wide == nil {
		return ids, ErrNarrowGenerator
	}
	if n < 0 || n > core.MaxCount {
		return ids, ErrCount
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.layout.Timed() {
		for range n {
			ids = append(ids, g.composeWide(0, 0))
		}
		return ids, nil
	}
	for issued := 0; issued < n; {
		// A block at a time, and the clock read again for the next: the
		// IDs of a large batch keep the time they are made in.
		tick, first, err := g.reserve(int64(min(n-issued, wideBlock)))
		if err != nil {
			return ids, err
		}
		for seq := first; seq <= g.seq; seq++ {
			ids = append(ids, g.composeWide(tick, seq))
		}
		issued += int(g.seq - first + 1)
	}
	return ids, nil
}

// ErrNarrowGenerator is returned by [Generator.AppendWideN] for a
// generator of signed 64-bit IDs, and by [Generator.Next] and
// [Generator.AppendN] for one of a layout with a width.
var ErrNarrowGenerator = errors.New("this generator issues IDs of another kind: Next and AppendN for signed 64-bit IDs, NextWide and AppendWideN for a layout with a width")
