// Command snowflakeid is a desktop app that builds, takes apart and
// explains Snowflake IDs: Twitter's layout with Twitter's, Discord's or a
// custom epoch, one at a time, by the million, or found in pasted text.
package main

import (
	_ "embed"
	"log"
	"os"
	"runtime/debug"

	"github.com/BurntSushi/toml"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"snowflakeid/assets"
	"snowflakeid/core/ledger"
	"snowflakeid/gui"
	"snowflakeid/gui/display"
	"snowflakeid/gui/instance"
	"snowflakeid/gui/terminal"
)

// appID is the ID in FyneApp.toml, so preferences live in one place however
// the app was built.
const appID = "io.snowflakeid.generator"

// fyneApp is the app's metadata, for the window's About box and the
// terminal's --version alike: the packager builds it into the app, but a
// plain "go build" does not.
//
//go:embed FyneApp.toml
var fyneApp string

func main() {
	args := os.Args[1:]
	if terminal.IsCommand(args) {
		terminal.UseParentConsole()
		os.Exit(terminal.Run(args, terminal.ProcessEnv(version(), appID)))
	}
	cwd, _ := os.Getwd()
	running := claim(instance.Request{Args: args, Dir: cwd})
	defer display.ExitIfUnavailable() // no display: one line, not a stack trace
	display.HoldLog()
	// Opening the window allocates about 24 MB, of which 9 MB stays live: the
	// rest is left over from parsing fonts. Collecting it on the way, as the
	// heap grows from nothing, took several collections and about a tenth of
	// the start-up time, so the collector waits until the first frame is
	// drawn (Fyne calls OnStarted after it), then collects once and hands the
	// garbage back to the system.
	gcPercent := debug.SetGCPercent(-1)
	app.SetMetadata(metadata())
	a := app.NewWithID(appID)
	gui.ReadFonts() // while the display starts
	var shown gui.Handle
	a.Lifecycle().SetOnStarted(func() {
		display.Opened()
		shown.Started()
		debug.SetGCPercent(gcPercent)
		go debug.FreeOSMemory()
	})
	a.SetIcon(assets.Icon)
	w := a.NewWindow("Snowflake ID Generator")
	shown = gui.Show(a, w)
	if len(args) > 0 {
		shown.Open(args, cwd)
	}
	if running != nil {
		go running.Serve(func(r instance.Request) { fyne.Do(func() { shown.Open(r.Args, r.Dir) }) })
		defer running.Close()
	}
	w.ShowAndRun()
}

// claim makes this process the person's running app, or hands its
// arguments to the app that runs and ends with status 0. When neither can
// be done, this process runs as an app of its own and returns nil.
func claim(req instance.Request) *instance.Running {
	dir, err := ledger.Dir()
	if err != nil {
		return nil
	}
	running, handed, err := instance.Claim(dir, req)
	if handed {
		os.Exit(0)
	}
	if err != nil {
		log.Println("Later starts cannot reach this window and will open windows of their own:", err)
	}
	return running
}

// metadata is the app's metadata as FyneApp.toml gives it, so that every
// build is the same app whichever way it was built ("go build" and "go run"
// carry none of their own): the About box says its version, and Fyne knows
// it calls fyne.Do from other goroutines (the fyneDo migration).
func metadata() fyne.AppMetadata {
	var meta struct {
		Details struct {
			ID, Name, Version string
			Build             int
		}
		Migrations map[string]bool
	}
	if _, err := toml.Decode(fyneApp, &meta); err != nil {
		return fyne.AppMetadata{ID: appID}
	}
	d := meta.Details
	return fyne.AppMetadata{ID: d.ID, Name: d.Name, Version: d.Version, Build: d.Build, Migrations: meta.Migrations}
}

// version is the version in FyneApp.toml.
func version() string {
	if v := metadata().Version; v != "" {
		return v
	}
	return "?"
}
