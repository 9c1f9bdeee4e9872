package core

import "errors"

// Ledger keeps the last ID issued for each scheme, datacenter and machine
// where every issuer of IDs can read and move it: the other windows and
// commands of the same person on the same computer. Generators that share
// a ledger never issue the same ID, whichever process they run in.
type Ledger interface {
	// Update calls f with the last ID issued for key, and keeps what f
	// leaves in it. No other update of key, in any process, comes between
	// the reading and the keeping. When f fails, nothing is kept and Update
	// returns f's error.
	Update(key LedgerKey, f func(last *Issued) error) error
}

// LedgerKey names the IDs of one scheme (by its epoch), datacenter and
// machine.
type LedgerKey struct {
	Epoch, Datacenter, Machine int64
}

// Issued is the last ID issued for a key: its millisecond, Unix ms, and its
// sequence. Millis is 0 before the first.
type Issued struct {
	Millis, Sequence int64
}

// NewSharedGenerator is [Scheme.NewGeneratorWithClock] issuing through
// ledger: before each ID or block of IDs it takes up the last ID the ledger
// has, from whichever generator issued it, and records its own. With a nil
// ledger it issues from its own last ID alone.
func (s Scheme) NewSharedGenerator(datacenter, machine int64, ledger Ledger, clock Clock) (*Generator, error) {
	g, err := s.NewGeneratorWithClock(datacenter, machine, clock)
	if err != nil {
		return nil, err
	}
	g.ledger = ledger
	return g, nil
}

// SystemClock returns the computer's wall clock.
func SystemClock() Clock {
	return systemClock{}
}

// reserveShared is reserve through the ledger: the ledger's lock is held
// while the last ID is read and the new one claimed, never while the
// clock is waited for. The caller holds g.mu.
func (g *Generator) reserveShared(want int64) (ms, first int64, err error) {
	key := LedgerKey{Epoch: g.scheme.Epoch, Datacenter: g.datacenter, Machine: g.machine}
	var now int64 // the clock, once waited for
	for {
		var until int64
		err = g.ledger.Update(key, func(last *Issued) error {
			// The ledger is ahead of this generator unless it was emptied.
			if last.Millis > g.last || last.Millis == g.last && last.Sequence > g.seq {
				g.last, g.seq = last.Millis, last.Sequence
			}
			if ms = now; ms == 0 {
				ms = g.clock.Now().UnixMilli()
			}
			var err error
			if first, until, err = g.claim(ms, want); err != nil {
				return err
			}
			if until != 0 {
				return errWait // nothing is kept
			}
			*last = Issued{Millis: g.last, Sequence: g.seq}
			return nil
		})
		if !errors.Is(err, errWait) {
			return ms, first, err
		}
		now = g.waitFor(until)
	}
}

// errWait is a claim through the ledger that must wait for the clock.
var errWait = errors.New("wait for the clock")

// Possible reports whether last can be what a ledger holds for k: nothing
// issued yet (all zero), or a millisecond a generator of k's epoch issues
// in and a sequence number. A record that is not is damaged, and no ID is
// issued from it.
func (k LedgerKey) Possible(last Issued) bool {
	if last == (Issued{}) {
		return true
	}
	return last.Millis >= k.Epoch && last.Millis-k.Epoch < 1<<TimestampBits &&
		last.Sequence >= 0 && last.Sequence <= MaxSequence
}
