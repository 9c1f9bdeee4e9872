package core

import (
	"math"
	"strconv"
)

// Bounds are the values that ask a service's API for the IDs first to last
// when both ends are exclusive, as X's API v2 since_id and until_id and
// Discord's after and before are: first − 1 and last + 1. An end past what
// an ID can be is left out (HasAfter or HasBefore false): nothing lies
// beyond it.
type Bounds struct {
	After, Before       int64
	HasAfter, HasBefore bool
}

// ExclusiveBounds returns the exclusive bounds of the IDs first to last.
func ExclusiveBounds(first, last int64) Bounds {
	var b Bounds
	if first > 0 {
		b.After, b.HasAfter = first-1, true
	}
	if last < math.MaxInt64 {
		b.Before, b.HasBefore = last+1, true
	}
	return b
}

// XSearchQuery is the part of a query for X's web search that keeps the
// posts with IDs first to last: since_id excludes its ID and max_id
// includes its own, so "since_id:FIRST−1 max_id:LAST". From the first ID
// of all there is nothing to exclude, and since_id is left out.
func XSearchQuery(first, last int64) string {
	b := make([]byte, 0, 64)
	if first > 0 {
		b = append(b, "since_id:"...)
		b = strconv.AppendInt(b, first-1, 10)
		b = append(b, ' ')
	}
	b = append(b, "max_id:"...)
	b = strconv.AppendInt(b, last, 10)
	return string(b)
}

// AroundID is the value of Discord's around for the IDs first to last: the
// first ID of the middle millisecond, so that a page around it reaches as
// far to each side. For one millisecond, it is that millisecond's first ID.
func AroundID(first, last int64) int64 {
	from, to := first>>TimestampShift, last>>TimestampShift
	return (from + (to-from)/2) << TimestampShift
}
