// Command snowflakeid is a desktop app that builds, takes apart and
// explains Snowflake IDs: Twitter's layout with Twitter's, Discord's or a
// custom epoch, one at a time, by the million, or found in pasted text.
package main

import (
	"os"

	"snowflakeid/cli"
	"snowflakeid/gui/display"
	"snowflakeid/instance"
)

func main() {
	args := os.Args[1:]
	if cli.IsCommand(args) {
		cli.UseParentConsole()
		os.Exit(cli.Run(args, cli.ProcessEnv(version(), appID)))
	}
	cwd, _ := os.Getwd()
	running := claim(instance.Request{Args: args, Dir: cwd})
	defer display.ExitIfUnavailable() // no display: one line, not a stack trace
	display.HoldLog()
	runWindow(args, cwd, running)
}
