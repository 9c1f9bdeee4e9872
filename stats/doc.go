// Package stats is what a list of IDs says of the generators that made
// them, shared by Decode many and the terminal's stats command: each
// generator's count, span and rate, every step back of its clock, a clock
// that runs ahead of the others, a tick whose whole sequence was used,
// every repeated ID and when each layout's time runs out.
//
// A [Collector] is given the rows of a list in the list's order, one at a
// time, as a stream's pieces are read; [Collector.Report] says what they
// show. A generator is a layout and the values of its plain fields
// (Twitter's datacenter and machine, Instagram's shard); a layout with no
// plain field, such as UUIDv7 or ULID, is one generator.
package stats
