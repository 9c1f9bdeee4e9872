// Package gui is the window: its five tabs, the model of what the Build
// tab means, the tray, the menus, the theme and the safe saving of files.
// Its sub-packages are the window's alone: bitgrid (the bit grid widget),
// components (small widgets the tabs share) and display (whether there is
// a display to open a window on). What the window shares with the terminal
// lives beside gui: decoded, words, instance and core.
//
// It takes the fyne.App and fyne.Window it works in from its caller, so its
// tests run with Fyne's test driver and no display.
package gui
