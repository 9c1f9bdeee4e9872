package gui

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/words"
)

// Why no ID can be generated.
var (
	errFixInputs = errors.New("correct the datacenter and machine IDs first")
	errFixFields = errors.New("correct the layout's plain fields first")
)

// windowErrorKeys are the translation keys of the window's own errors.
var windowErrorKeys = []struct {
	err error
	key string
}{
	{errFixInputs, "error.fixInputs"}, {errFixFields, "error.fixFields"}, {errNamePreset, "error.namePreset"},
	{errNameTaken, "error.nameTaken"}, {errBitsText, "error.bitsText"}, {errUnitText, "error.unitText"},
}

// errorText is the message shown for an error, in the user's language:
// core's in the words the terminal commands use too.
func errorText(err error) string {
	for _, k := range windowErrorKeys {
		if errors.Is(err, k.err) {
			return lang.X(k.key, err.Error())
		}
	}
	return words.Error(err)
}
