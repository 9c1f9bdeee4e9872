// Package decoded is Decode many without its widgets, shared by the window
// and the terminal: Decode reads a text or files in pieces and finds every
// ID in them (find.Finder), List holds what was found with each row's
// reading, flags and order, and Export writes the rows as CSV, TSV, JSON
// or JSON Lines. The window's Decode many tab shows a List; the terminal's
// decode command streams the same reading and columns.
package decoded
