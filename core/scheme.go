package core

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// Scheme is the Snowflake layout of this package (41 bits of milliseconds,
// 5 of datacenter, 5 of machine, 12 of sequence) counted from an epoch of
// its own. Services that took Twitter's layout kept the bits and changed
// the epoch.
type Scheme struct {
	Name  string
	Epoch int64 // Unix milliseconds
}

// The schemes with a name of their own.
var (
	// Twitter is the layout's origin, and the default everywhere.
	Twitter = Scheme{Name: "Twitter", Epoch: Epoch}
	// Discord counts from 2015-01-01T00:00:00Z and calls the datacenter,
	// machine and sequence the worker, process and increment.
	Discord = Scheme{Name: "Discord", Epoch: 1420070400000}
)

// LastSequentialTweet is the largest tweet ID from before Snowflake: until
// November 2010 Twitter numbered tweets one after the other, from tweet 20
// of 2006-03-21 up to this one (the last such tweet TweetedAt found).
// Read as Snowflake IDs they all fall in the first 7.1 seconds after the
// epoch, a time they never had.
const LastSequentialTweet int64 = 29_700_859_247

// PreSnowflake reports whether id, read in s, is a tweet from before
// Snowflake: a number in a sequence, which holds no time. Only [Twitter]
// has such IDs.
func (s Scheme) PreSnowflake(id int64) bool {
	return s == Twitter && id >= 0 && id <= LastSequentialTweet
}

// PartNames names the parts of s's IDs for programs, as column names and
// JSON keys, indexed by [Part]: sign, timestamp, datacenter, machine and
// sequence, which Discord calls worker, process and increment.
func (s Scheme) PartNames() [5]string {
	if s == Discord {
		return [5]string{"sign", "timestamp", "worker", "process", "increment"}
	}
	return [5]string{"sign", "timestamp", "datacenter", "machine", "sequence"}
}

// Layout returns s as a [Layout]: Twitter's fields, named as
// [Scheme.PartNames] names them, counted from s's epoch.
func (s Scheme) Layout() Layout {
	names := s.PartNames()
	return Layout{Name: s.Name, Epoch: s.Epoch, Fields: []Field{
		{Name: names[PartTimestamp], Bits: TimestampBits, Role: RoleTime, Unit: time.Millisecond},
		{Name: names[PartDatacenter], Bits: DatacenterBits}, {Name: names[PartMachine], Bits: MachineBits},
		{Name: names[PartSequence], Bits: SequenceBits, Role: RoleSequence}}}
}

// Presets returns the named schemes, Twitter first.
func Presets() []Scheme {
	return []Scheme{Twitter, Discord}
}

// PresetNamed returns the preset called name, in any case; X, Twitter's
// name since 2023, names Twitter's too.
func PresetNamed(name string) (Scheme, bool) {
	p, ok := LayoutNamed(name) // the schemes are layouts of the presets table
	i := slices.IndexFunc(Presets(), func(s Scheme) bool { return s.Name == p.Name })
	if !ok || i < 0 {
		return Scheme{}, false
	}
	return Presets()[i], true
}

var (
	// ErrRangeOrder is returned by [Scheme.IDRange] when from is after to.
	ErrRangeOrder = errors.New("the start of the range is after its end")
	// ErrEpochRange is returned by [ParseEpoch] for an epoch before
	// 1970-01-01T00:00:00Z or after the present.
	ErrEpochRange = errors.New("the epoch must lie between 1970-01-01T00:00:00Z and now")
	// ErrEpochSeconds is returned by [ParseEpoch] and [ReadLayoutFile]
	// for an epoch of ten digits: as milliseconds an instant of early
	// 1970, which no one means, and as seconds one of 2001 to 2286.
	ErrEpochSeconds = errors.New("this epoch looks like Unix seconds, but epochs are Unix milliseconds: add three zeros, or write a date-time such as 2020-01-01T00:00:00Z")
)

// TimestampError is a timestamp outside a scheme's range. It wraps
// [ErrBeforeEpoch] or [ErrAfterLastInstant], and says the scheme's first and
// last instant.
type TimestampError struct {
	Err    error // ErrBeforeEpoch or ErrAfterLastInstant
	Scheme Scheme
}

func (e *TimestampError) Error() string {
	first, last := e.Scheme.Epoch, e.Scheme.MaxTimestamp()
	if errors.Is(e.Err, ErrBeforeEpoch) {
		return fmt.Sprintf("timestamp is before the %s epoch (%s, %d ms)", e.Scheme.Name, FormatInstant(first), first)
	}
	return fmt.Sprintf("timestamp is after the last instant a %s ID can hold (%s, %d ms)", e.Scheme.Name, FormatInstant(last), last)
}

func (e *TimestampError) Unwrap() error { return e.Err }

// FormatInstant writes Unix milliseconds as an ISO-8601 UTC time.
func FormatInstant(ms int64) string {
	return time.UnixMilli(ms).UTC().Format("2006-01-02T15:04:05.000Z")
}

// MaxTimestamp is the last instant an ID of s can hold, in Unix milliseconds.
func (s Scheme) MaxTimestamp() int64 {
	return s.Epoch + 1<<TimestampBits - 1
}

// CheckTimestamp returns a [*TimestampError] unless s.Epoch ≤ ms ≤
// s.MaxTimestamp(). For [Twitter] it returns the sentinels themselves,
// whose messages already name Twitter's instants.
func (s Scheme) CheckTimestamp(ms int64) error {
	var err error
	switch {
	case ms < s.Epoch:
		err = ErrBeforeEpoch
	case ms > s.MaxTimestamp():
		err = ErrAfterLastInstant
	default:
		return nil
	}
	if s == Twitter {
		return err
	}
	return &TimestampError{Err: err, Scheme: s}
}

// Encode packs f into an ID of s. It fails with one of the range errors if
// any field does not fit its bits.
func (s Scheme) Encode(f Fields) (int64, error) {
	if err := s.CheckTimestamp(f.Timestamp); err != nil {
		return 0, err
	}
	if err := f.validateSmall(); err != nil {
		return 0, err
	}
	return (f.Timestamp-s.Epoch)<<TimestampShift |
		f.Datacenter<<DatacenterShift |
		f.Machine<<MachineShift |
		f.Sequence<<SequenceShift, nil
}

// Decode splits an ID of s into its fields. Every non-negative int64 is a
// valid ID; a negative one fails with [ErrNegativeID].
func (s Scheme) Decode(id int64) (Fields, error) {
	if id < 0 {
		return Fields{}, ErrNegativeID
	}
	return Fields{
		Timestamp:  s.Epoch + id>>TimestampShift,
		Datacenter: id >> DatacenterShift & MaxDatacenter,
		Machine:    id >> MachineShift & MaxMachine,
		Sequence:   id >> SequenceShift & MaxSequence,
	}, nil
}

// IDRange returns the smallest ID of s whose timestamp is from and the
// largest whose timestamp is to, both Unix milliseconds and inclusive: every
// ID made from the start of from to the end of to lies between them. It
// fails with the range errors for an instant s cannot hold, and with
// [ErrRangeOrder] when from is after to.
func (s Scheme) IDRange(from, to int64) (first, last int64, err error) {
	if err := s.CheckTimestamp(from); err != nil {
		return 0, 0, err
	}
	if err := s.CheckTimestamp(to); err != nil {
		return 0, 0, err
	}
	if from > to {
		return 0, 0, ErrRangeOrder
	}
	return (from - s.Epoch) << TimestampShift, (to-s.Epoch)<<TimestampShift | (1<<TimestampShift - 1), nil
}

// ParseTimestamp is [ParseTimestamp] for the instants s can hold.
func (s Scheme) ParseTimestamp(text string, now int64) (int64, error) {
	ms, err := parseInstant(text, now)
	if errors.Is(err, ErrTooLarge) {
		return 0, s.CheckTimestamp(s.MaxTimestamp() + 1)
	}
	if err == nil {
		err = s.CheckTimestamp(ms)
	}
	if err != nil {
		return 0, err
	}
	return ms, nil
}

// ParseEpoch reads a custom epoch as Unix milliseconds or an RFC 3339
// date-time or date, from 1970-01-01T00:00:00Z up to now. A number of
// ten digits is refused with [ErrEpochSeconds].
func ParseEpoch(text string, now int64) (int64, error) {
	if strings.TrimSpace(text) == "" {
		return 0, ErrEmpty
	}
	ms, err := parseInstant(text, now)
	switch {
	case err == nil && !looksLikeDate(strings.TrimSpace(text)) && tenDigits(ms):
		return 0, ErrEpochSeconds
	case errors.Is(err, ErrTooLarge):
		return 0, ErrEpochRange
	case err != nil:
		return 0, err
	case ms < 0 || ms > now:
		return 0, ErrEpochRange
	}
	return ms, nil
}

// SecondsAsMillis is [SecondsAsMillis] for the instants s can hold.
func (s Scheme) SecondsAsMillis(n int64) (int64, bool) {
	if !tenDigits(n) {
		return 0, false
	}
	ms := n * 1000
	return ms, s.CheckTimestamp(ms) == nil
}
