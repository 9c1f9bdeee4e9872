package gui

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/words"
)

// errFixInputs says why no ID can be generated.
var errFixInputs = errors.New("correct the datacenter and machine IDs first")

// errorText is the message shown for an error, in the user's language:
// core's in the words the terminal commands use too.
func errorText(err error) string {
	if errors.Is(err, errFixInputs) {
		return lang.X("error.fixInputs", err.Error())
	}
	return words.Error(err)
}
