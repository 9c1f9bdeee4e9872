// Package core implements the Snowflake ID format as Twitter defined it: a
// 64-bit number holding a zero sign bit, 41 bits of milliseconds since an
// epoch, a 5-bit datacenter ID, a 5-bit machine ID and a 12-bit sequence.
// A [Scheme] names the epoch: Twitter's, the default, Discord's, or a
// custom one; the layout is the same in each.
//
// Snowflake is also a family of layouts, and a [Layout] is one as data: an
// epoch and fields from the highest bit down, each a time count, the
// sequence or a plain number. The layouts of the services and libraries
// the app knows are presets ([LayoutPresets]), each with its source and a
// published ID; a person's own is read from a TOML file
// ([ReadLayoutFile]).
//
// Around the format it parses what people type (IDs, timestamps, dates,
// epochs) and tells an ID that JavaScript may have rounded. Its rooms
// stand beside it: issuing IDs at the format's limit is package issue,
// finding IDs in pasted text, logs and links package find, the text
// forms of IDs with a width (hex, UUID, base32, base62) package textform,
// and the files that keep issued IDs unique across processes package
// ledger.
//
// The package is pure: it knows nothing of windows, files or clocks, except
// that [Generator] reads a clock that callers may replace.
package core
