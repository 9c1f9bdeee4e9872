// Package core implements the Twitter Snowflake ID format: a 64-bit number
// holding a zero sign bit, 41 bits of milliseconds since the Twitter epoch,
// a 5-bit datacenter ID, a 5-bit machine ID and a 12-bit sequence.
//
// The package is pure: it knows nothing of windows, files or clocks, except
// that [Generator] reads a clock that callers may replace.
package core
