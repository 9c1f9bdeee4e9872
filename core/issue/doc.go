// Package issue issues IDs of any layout at the layout's own limit: a
// [Generator] of a scheme or of a layout, 64-bit or wide, on a [Clock],
// alone or through a [Ledger] that keeps the IDs of every process of one
// person apart (package ledger keeps it in files). It never issues an ID
// twice: a clock that steps back is waited out up to a second, then
// refused; a tick used up is waited for, or refused when the wait would
// be long.
//
// What an ID holds is package core's to say; this package decides which
// IDs are issued, in which order, and when.
package issue
