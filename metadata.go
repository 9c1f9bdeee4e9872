package main

import (
	_ "embed"
	"log"
	"os"

	"github.com/BurntSushi/toml"

	"fyne.io/fyne/v2"

	"snowflakeid/core/ledger"
	"snowflakeid/instance"
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
