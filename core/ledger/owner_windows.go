package ledger

import "os"

// ownedBy reports whether the file info describes belongs to user uid:
// Windows has no user IDs (os.Getuid returns -1), and no /run/user.
func ownedBy(os.FileInfo, int) bool { return false }
