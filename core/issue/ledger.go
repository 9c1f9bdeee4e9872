package issue

import (
	"snowflakeid/core"

	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"time"
)

// Ledger keeps the last ID issued for each layout and plain values where
// every issuer of IDs can read and move it: the other windows and commands
// of the same person on the same computer. Generators that share a ledger
// never issue the same ID, whichever process they run in.
type Ledger interface {
	// Update calls f with the last ID issued for key, and keeps what f
	// leaves in it. No other update of key, in any process, comes between
	// the reading and the keeping. When f fails, nothing is kept and Update
	// returns f's error.
	Update(key LedgerKey, f func(last *Issued) error) error
}

// LedgerKey names the IDs that generators of any layout can issue with
// one set of plain values: what decides their bits, never the names or
// how the other bits are cut into fields. Twitter's datacenter 0 and
// machine 0 and bwmarrin's node 0 make the same IDs, and share a key.
type LedgerKey struct {
	Shape  string // the epoch, then each time field and the sequence as bits, unit and place: "1288834974657:41t1ms.22,12s.0"
	Values string // every other bit of the ID, as one decimal number: the plain fields' values in place

	epochMicro   int64 // the epoch, Unix microseconds
	tick         int64 // the smallest time unit, in microseconds
	lastTick     int64 // the last tick the time fields hold, from the epoch
	lastSequence int64 // the largest sequence number; 0 with no sequence field
}

// Issued is the last ID issued for a key: the instant its time fields
// hold, in Unix microseconds, and its sequence. Micros is 0 before the
// first.
type Issued struct {
	Micros, Sequence int64
}

// LedgerKey returns the key of the IDs of l whose plain fields hold values,
// one per field in l's order (the others' are not read). It fails with a
// [*FieldRangeError] for a value its field cannot hold. l must be valid.
func LayoutKey(l core.Layout, values []int64) (LedgerKey, error) {
	if len(values) != len(l.Fields) {
		return LedgerKey{}, fmt.Errorf("%d values for the %d fields of %s", len(values), len(l.Fields), l.Name)
	}
	var shape strings.Builder
	var plain int64 // the bits outside the time and sequence fields; those above the fields are 0
	shape.WriteString(strconv.FormatInt(l.Epoch, 10))
	sep, shift := ":", l.TotalBits()
	for i, f := range l.Fields {
		shift -= f.Bits
		switch f.Role {
		case core.RoleTime:
			shape.WriteString(sep + strconv.Itoa(f.Bits) + "t" + f.UnitText() + "." + strconv.Itoa(shift))
			sep = ","
		case core.RoleSequence:
			shape.WriteString(sep + strconv.Itoa(f.Bits) + "s." + strconv.Itoa(shift))
			sep = ","
		case core.RoleNumber:
			if v := values[i]; v < 0 || v > f.Max() {
				return LedgerKey{}, &core.FieldRangeError{Field: f.Name, Max: f.Max()}
			}
			plain |= values[i] << shift
		}
	}
	k := LedgerKey{Shape: shape.String(), Values: strconv.FormatInt(plain, 10), epochMicro: l.Epoch * 1000,
		tick: int64(l.Tick() / time.Microsecond)}
	k.lastTick = l.SpanMicro() / k.tick
	if s := l.Sequence(); s >= 0 {
		k.lastSequence = l.Fields[s].Max()
	}
	return k, nil
}

// FileName is the key written as a file's name, the same on every system:
// its shape and plain bits, or, for a layout of many time fields, a hash
// of them.
func (k LedgerKey) FileName() string {
	name := strings.NewReplacer(":", "-", ",", "-").Replace(k.Shape) + "_" + k.Values
	if len(name) > 100 {
		h := fnv.New64a()
		h.Write([]byte(k.Shape + "_" + k.Values))
		name = fmt.Sprintf("hash-%x", h.Sum64())
	}
	return name
}

// tickOf is the tick micro lies in, counted from k's epoch: negative
// before it.
func (k LedgerKey) tickOf(micro int64) int64 {
	d := micro - k.epochMicro
	if d < 0 {
		return (d+1)/k.tick - 1
	}
	return d / k.tick
}

// LedgerKey is [Layout.LedgerKey] for the IDs of s with a datacenter and
// machine. It fails as [Encode] would.
func SchemeKey(s core.Scheme, datacenter, machine int64) (LedgerKey, error) {
	if err := core.CheckDatacenter(datacenter); err != nil {
		return LedgerKey{}, err
	}
	if err := core.CheckMachine(machine); err != nil {
		return LedgerKey{}, err
	}
	return LayoutKey(s.Layout(), []int64{0, datacenter, machine, 0})
}

// NewSharedGenerator is [Scheme.NewGeneratorWithClock] issuing through
// ledger: before each ID or block of IDs it takes up the last ID the ledger
// has, from whichever generator issued it, and records its own. With a nil
// ledger it issues from its own last ID alone.
func NewSharedGenerator(s core.Scheme, datacenter, machine int64, ledger Ledger, clock Clock) (*Generator, error) {
	if _, err := SchemeKey(s, datacenter, machine); err != nil {
		return nil, err
	}
	g, err := NewLayoutGenerator(s.Layout(), []int64{0, datacenter, machine, 0}, ledger, clock)
	if err != nil {
		return nil, err
	}
	g.scheme = s
	return g, nil
}

// SystemClock returns the computer's wall clock.
func SystemClock() Clock {
	return systemClock{}
}

// reserveShared is reserve through the ledger: the ledger's lock is held
// while the last ID is read and the new one claimed, never while the
// clock is waited for. The caller holds g.mu.
func (g *Generator) reserveShared(want int64) (tick, first int64, err error) {
	now, waited := int64(0), false // the clock, once waited for
	for {
		until := int64(-1)
		err = g.ledger.Update(g.key, func(last *Issued) error {
			// The ledger is ahead of this generator unless it was emptied.
			if last.Micros != 0 {
				lastTick := (last.Micros - g.key.epochMicro) / g.key.tick
				if lastTick > g.last || lastTick == g.last && last.Sequence > g.seq {
					g.last, g.seq = lastTick, last.Sequence
				}
			}
			if tick = now; !waited {
				tick = g.now()
			}
			var err error
			if first, until, err = g.claim(tick, want); err != nil {
				return err
			}
			if until >= 0 {
				return errWait // nothing is kept
			}
			*last = Issued{Micros: g.key.epochMicro + g.last*g.key.tick, Sequence: g.seq}
			return nil
		})
		if !errors.Is(err, errWait) {
			return tick, first, err
		}
		if err := g.checkWait(tick, until); err != nil {
			return 0, 0, err
		}
		now, waited = g.waitFor(until), true
	}
}

// errWait is a claim through the ledger that must wait for the clock.
var errWait = errors.New("wait for the clock")

// Possible reports whether last can be what a ledger holds for k: nothing
// issued yet (all zero), or the start of a tick a generator of k issues in
// and a sequence number. A record that is not is damaged, and no ID is
// issued from it.
func (k LedgerKey) Possible(last Issued) bool {
	if last == (Issued{}) {
		return true
	}
	d := last.Micros - k.epochMicro
	return d >= 0 && d%k.tick == 0 && d/k.tick <= k.lastTick &&
		last.Sequence >= 0 && last.Sequence <= k.lastSequence
}

// Latest is the record of the last ID an issuer of k can have issued by
// t: its tick, or the first if t is before the epoch, with its sequence
// used up. A ledger goes on from it when its record is damaged.
func (k LedgerKey) Latest(t time.Time) Issued {
	tick := min(max(k.tickOf(t.UnixMicro()), 0), k.lastTick)
	return Issued{Micros: k.epochMicro + tick*k.tick, Sequence: k.lastSequence}
}
