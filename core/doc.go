// Package core implements the Snowflake ID format as Twitter defined it: a
// 64-bit number holding a zero sign bit, 41 bits of milliseconds since an
// epoch, a 5-bit datacenter ID, a 5-bit machine ID and a 12-bit sequence.
// A [Scheme] names the epoch: Twitter's, the default, Discord's, or a
// custom one; the layout is the same in each.
//
// Around the format it parses what people type (IDs, timestamps, dates,
// epochs), issues IDs with a [Generator] at the format's limit, finds IDs
// in pasted text, logs and links to posts and messages, and tells an ID
// that JavaScript may have rounded.
//
// The package is pure: it knows nothing of windows, files or clocks, except
// that [Generator] reads a clock that callers may replace.
package core
