package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"golang.org/x/term"

	"snowflakeid/core"
	"snowflakeid/core/issue"
	"snowflakeid/core/ledger"
	"snowflakeid/words"
)

// ProcessEnv is the environment of a command run by a person: this
// process's streams and clock, the ledger the person's windows and
// commands share, and the datacenter and machine the person issues IDs as,
// saved by the window of the app appID.
func ProcessEnv(version, appID string) *Env {
	return &Env{Stdin: os.Stdin, StdinIsTerminal: term.IsTerminal(int(os.Stdin.Fd())), Stdout: os.Stdout, Stderr: os.Stderr,
		Now: time.Now, OpenLedger: openLedger, Version: version,
		Issuing: func() (string, string) {
			return savedIssuing(filepath.Join(preferencesRoot(), appID, "preferences.json"))
		}}
}

// preferencesRoot is the folder Fyne keeps the preferences of its apps in,
// each in a folder named by the app's ID.
func preferencesRoot() string {
	home, _ := os.UserHomeDir()
	switch runtime.GOOS {
	case "windows":
		return filepath.Join(home, "AppData", "Roaming", "fyne")
	case "darwin":
		return filepath.Join(home, "Library", "Preferences", "fyne")
	}
	config, _ := os.UserConfigDir()
	return filepath.Join(config, "fyne")
}

// savedIssuing reads the person's datacenter and machine from the
// preferences file at path, as the window saves them; "0" for one not
// saved, not valid, or in a file that cannot be read.
func savedIssuing(path string) (datacenter, machine string) {
	datacenter, machine = "0", "0"
	data, err := os.ReadFile(path)
	if err != nil {
		return datacenter, machine
	}
	var saved struct{ Datacenter, Machine string }
	if json.Unmarshal(data, &saved) != nil {
		return datacenter, machine
	}
	if _, err := core.ParseDatacenter(saved.Datacenter); err == nil {
		datacenter = saved.Datacenter
	}
	if _, err := core.ParseMachine(saved.Machine); err == nil {
		machine = saved.Machine
	}
	return datacenter, machine
}

// openLedger opens the ledger in its folder. A damaged record it sets
// right is said on standard error.
func openLedger() (issue.Ledger, error) {
	l, err := ledger.OpenUsers(func(err error) { fmt.Fprintf(os.Stderr, "%s: %s\n", Name, words.Error(err)) })
	if err != nil {
		return nil, err // not a nil *Files in a Ledger, which is not nil
	}
	return l, nil
}
