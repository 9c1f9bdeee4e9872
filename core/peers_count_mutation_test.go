//go:build mutation

package core

// peerCount is smaller under mutation testing (scripts/mutate.sh), which
// runs the package's tests once a mutant: a mutant that changes how IDs
// are read fails on the first IDs as surely as on the hundred-thousandth.
const peerCount = 2_000
