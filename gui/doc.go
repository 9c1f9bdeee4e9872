// Package gui is everything a person sees of the Snowflake ID generator:
// the window and its tabs, the model of what the Build tab means, the bit
// grid widget, and the colours they paint with.
//
// It takes the fyne.App and fyne.Window it works in from its caller, so its
// tests run with Fyne's test driver and no display.
package gui
