package core

// PeerCount is how many IDs each peer makes and reads, for the tests
// outside the package.
const PeerCount = peerCount
