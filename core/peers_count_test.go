//go:build !mutation

package core

// peerCount is how many IDs each peer makes for the app to read, and the
// app for each peer.
const peerCount = 100_000
