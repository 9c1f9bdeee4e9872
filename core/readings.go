package core

import (
	"errors"
	"fmt"
	"slices"
	"time"
)

// The families of 64-bit IDs that [Readings] reads, by name.
const (
	FamilyTwitter    = "Twitter"
	FamilyDiscord    = "Discord"
	FamilyInstagram  = "Instagram"
	FamilyMastodon   = "Mastodon"
	FamilySonyflake  = "Sonyflake"
	FamilySonyflake2 = "Sonyflake v2"
	FamilyLinkedIn   = "LinkedIn"
	FamilyTikTok     = "TikTok"
	FamilyBluesky    = "Bluesky"
)

// The epochs of the families' layouts that others refer to.
const (
	// InstagramEpoch is the epoch of Instagram's IDs (and Threads'),
	// 2011-08-24T21:07:01.721Z.
	InstagramEpoch int64 = 1314220021721
	// SonyflakeStart is the default start of Sonyflake IDs before v2,
	// 2014-09-01T00:00:00Z, in Unix milliseconds.
	SonyflakeStart int64 = 1409529600000
	// Sonyflake2Start is Sonyflake v2's default start, 2025-01-01T00:00:00Z.
	Sonyflake2Start int64 = 1735689600000
)

// ReadingSlack is how far in the future a reading's time may lie before it
// is doubted: clocks of different machines disagree by a little.
const ReadingSlack = time.Minute

var (
	// ErrReadingFuture is a [Reading]'s Doubt when its time lies in the
	// future.
	ErrReadingFuture = errors.New("read this way, the ID was made in the future")
	// ErrReadingBeforeService is wrapped by a [*ServiceError], a Reading's
	// Doubt when its time comes before the service made such IDs.
	ErrReadingBeforeService = errors.New("read this way, the ID comes from before the service made such IDs")
	// ErrReadingOtherService is wrapped by a [*LinkError], the Doubt of
	// every reading but one when the ID came from a link to a service.
	ErrReadingOtherService = errors.New("the ID came from a link to another service")
	// ErrReadingPreSnowflake is the Twitter reading's Doubt for a tweet ID
	// from before Snowflake, a number in a sequence that holds no time.
	ErrReadingPreSnowflake = errors.New("a tweet ID this small is from before Snowflake and holds no time")
)

// ServiceError is a reading whose time comes before its family's first
// IDs. It wraps [ErrReadingBeforeService].
type ServiceError struct {
	Family string
	Since  int64 // the first day of the family's IDs, in Unix milliseconds
}

func (e *ServiceError) Error() string {
	return fmt.Sprintf("read as %s, the ID comes from before %s made such IDs (%s)", e.Family, e.Family, FormatInstant(e.Since))
}

func (e *ServiceError) Unwrap() error { return ErrReadingBeforeService }

// LinkError is a reading of an ID that came from a link to another
// family's service, which names what the ID is. It wraps
// [ErrReadingOtherService].
type LinkError struct {
	Family string // the family of the link
}

func (e *LinkError) Error() string {
	return fmt.Sprintf("the ID came from a link to %s, so it is a %s ID", e.Family, e.Family)
}

func (e *LinkError) Unwrap() error { return ErrReadingOtherService }

// PartValue is one part of an ID other than its time, named for programs
// ("shard", "sequence", "machine", ...).
type PartValue struct {
	Name  string
	Value int64
}

// Reading is an ID read as one family's: the instant it stands for, its
// other parts, and what speaks against the reading, if anything.
type Reading struct {
	Family    string
	UnixMilli int64 // TikTok's IDs hold whole seconds; Bluesky's, microseconds, cut to milliseconds
	Parts     []PartValue
	Doubt     error // nil, ErrReadingFuture, a *ServiceError, ErrReadingPreSnowflake or a *LinkError
}

// families are the presets of the services whose IDs people paste, in
// the order they are listed when all are equally plausible: the Snowflake
// schemes first, then the others.
var families = func() []Preset {
	var fs []Preset
	for _, name := range []string{FamilyTwitter, FamilyDiscord, FamilyInstagram, FamilyMastodon, FamilyBluesky,
		FamilySonyflake, FamilySonyflake2, FamilyLinkedIn, FamilyTikTok} {
		p, ok := LayoutNamed(name)
		if !ok {
			panic("no preset for the family " + name)
		}
		fs = append(fs, p)
	}
	return fs
}()

// Families names the families [Readings] reads, in the order listed when
// all are equally plausible.
func Families() []string {
	names := make([]string, len(families))
	for i, f := range families {
		names[i] = f.Name
	}
	return names
}

// Readings reads id as an ID of each family, as of now: the readings that
// can be right first, then the impossible ones, each group in the order of
// [Families]. A negative id has no readings.
func Readings(id int64, now time.Time) []Reading {
	if id < 0 {
		return nil
	}
	readings := make([]Reading, len(families))
	for i, f := range families {
		readings[i] = reading(f, id, now)
	}
	slices.SortStableFunc(readings, func(a, b Reading) int {
		return boolRank(a.Impossible()) - boolRank(b.Impossible())
	})
	return readings
}

// LinkReadings is [Readings] for an ID that came from a link to a post of
// family: that family's reading comes first, with its own doubts, and
// every other is doubted with a [*LinkError]. An unknown family gives
// [Readings].
func LinkReadings(id int64, family string, now time.Time) []Reading {
	readings := Readings(id, now)
	i := slices.IndexFunc(readings, func(r Reading) bool { return r.Family == family })
	if i < 0 {
		return readings
	}
	own := readings[i]
	readings = slices.Delete(readings, i, i+1)
	for j := range readings {
		readings[j].Doubt = &LinkError{Family: family}
	}
	return slices.Insert(readings, 0, own)
}

// ReadAs reads id as an ID of the family named name, as of now; ok is
// false for a name that is not one of [Families] and for a negative id.
func ReadAs(name string, id int64, now time.Time) (r Reading, ok bool) {
	for _, f := range families {
		if f.Name == name && id >= 0 {
			return reading(f, id, now), true
		}
	}
	return Reading{}, false
}

// reading reads id, not negative, as an ID of the family f, as of now.
func reading(f Preset, id int64, now time.Time) Reading {
	values, _ := f.Split(id, make([]int64, 0, 8)) // a family's layout takes 63 bits
	ms := f.UnixMicro(values) / 1000
	r := Reading{Family: f.Name, UnixMilli: ms}
	for i, field := range f.Fields {
		if field.Role != RoleTime {
			r.Parts = append(r.Parts, PartValue{field.Name, values[i]})
		}
	}
	switch {
	case f.Name == FamilyTwitter && Twitter.PreSnowflake(id):
		r.Doubt = ErrReadingPreSnowflake
	case ms > now.Add(ReadingSlack).UnixMilli():
		r.Doubt = ErrReadingFuture
	case ms < f.Since:
		r.Doubt = &ServiceError{Family: f.Name, Since: f.Since}
	}
	return r
}

// Impossible reports whether the reading cannot be right: its Doubt says
// more than that a tweet this small may be from before Snowflake, which an
// ID composed in Twitter's layout is not.
func (r Reading) Impossible() bool {
	return r.Doubt != nil && !errors.Is(r.Doubt, ErrReadingPreSnowflake)
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}
