package core

import (
	"errors"
	"time"
)

// Epoch is the Twitter epoch, 2010-11-04T01:42:54.657Z, in Unix milliseconds.
// Every timestamp in an ID is counted from it.
const Epoch int64 = 1288834974657

// Widths of the fields, most significant first, and where each one starts.
// Everything else about the layout is derived from these.
const (
	SignBits       = 1
	TimestampBits  = 41
	DatacenterBits = 5
	MachineBits    = 5
	SequenceBits   = 12

	SequenceShift   = 0
	MachineShift    = SequenceShift + SequenceBits
	DatacenterShift = MachineShift + MachineBits
	TimestampShift  = DatacenterShift + DatacenterBits
	SignShift       = TimestampShift + TimestampBits

	// TotalBits is the width of an ID.
	TotalBits = SignShift + SignBits
)

// Largest values each field can hold.
const (
	MaxSequence   int64 = 1<<SequenceBits - 1
	MaxMachine    int64 = 1<<MachineBits - 1
	MaxDatacenter int64 = 1<<DatacenterBits - 1
	// MaxTimestamp is the last instant an ID can encode, in Unix milliseconds
	// (2080-07-10T17:30:30.208Z).
	MaxTimestamp int64 = Epoch + 1<<TimestampBits - 1
)

var (
	// ErrBeforeEpoch is returned for a timestamp earlier than [Epoch].
	ErrBeforeEpoch = errors.New("timestamp is before the Twitter epoch (2010-11-04T01:42:54.657Z, 1288834974657 ms)")
	// ErrAfterLastInstant is returned for a timestamp later than [MaxTimestamp].
	ErrAfterLastInstant = errors.New("timestamp is after the last instant an ID can hold (2080-07-10T17:30:30.208Z, 3487858230208 ms)")
	// ErrDatacenterRange is returned for a datacenter ID outside 0 to [MaxDatacenter].
	ErrDatacenterRange = errors.New("datacenter ID must be a whole number from 0 to 31")
	// ErrMachineRange is returned for a machine ID outside 0 to [MaxMachine].
	ErrMachineRange = errors.New("machine ID must be a whole number from 0 to 31")
	// ErrSequenceRange is returned for a sequence number outside 0 to [MaxSequence].
	ErrSequenceRange = errors.New("sequence number must be a whole number from 0 to 4095")
	// ErrNegativeID is returned when decoding an ID below zero: the sign bit of
	// a Snowflake ID is always 0.
	ErrNegativeID = errors.New("a Snowflake ID is never negative")
)

// Fields are the parts of an ID. Timestamp is in Unix milliseconds, not
// counted from the epoch.
type Fields struct {
	Timestamp, Datacenter, Machine, Sequence int64
}

// Time returns the timestamp as a UTC time.
func (f Fields) Time() time.Time {
	return time.UnixMilli(f.Timestamp).UTC()
}

// Validate reports the first field that is out of range for a Twitter ID,
// checking them in layout order.
func (f Fields) Validate() error {
	if err := CheckTimestamp(f.Timestamp); err != nil {
		return err
	}
	return f.validateSmall()
}

// validateSmall checks the fields after the timestamp, in layout order.
func (f Fields) validateSmall() error {
	if err := CheckDatacenter(f.Datacenter); err != nil {
		return err
	}
	if err := CheckMachine(f.Machine); err != nil {
		return err
	}
	return CheckSequence(f.Sequence)
}

// CheckTimestamp returns [ErrBeforeEpoch] or [ErrAfterLastInstant] unless
// [Epoch] ≤ ms ≤ [MaxTimestamp].
func CheckTimestamp(ms int64) error {
	switch {
	case ms < Epoch:
		return ErrBeforeEpoch
	case ms > MaxTimestamp:
		return ErrAfterLastInstant
	}
	return nil
}

// CheckDatacenter returns [ErrDatacenterRange] unless 0 ≤ v ≤ [MaxDatacenter].
func CheckDatacenter(v int64) error {
	if v < 0 || v > MaxDatacenter {
		return ErrDatacenterRange
	}
	return nil
}

// CheckMachine returns [ErrMachineRange] unless 0 ≤ v ≤ [MaxMachine].
func CheckMachine(v int64) error {
	if v < 0 || v > MaxMachine {
		return ErrMachineRange
	}
	return nil
}

// CheckSequence returns [ErrSequenceRange] unless 0 ≤ v ≤ [MaxSequence].
func CheckSequence(v int64) error {
	if v < 0 || v > MaxSequence {
		return ErrSequenceRange
	}
	return nil
}

// Encode packs f into a Twitter ID: [Scheme.Encode] of [Twitter].
func Encode(f Fields) (int64, error) {
	return Twitter.Encode(f)
}

// Decode splits a Twitter ID into its fields: [Scheme.Decode] of [Twitter].
func Decode(id int64) (Fields, error) {
	return Twitter.Decode(id)
}
