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

// errorText is the message shown for an error, in the user's language:
// core's in the words the terminal commands use too.
func errorText(err error) string {
	switch {
	case errors.Is(err, errFixInputs):
		return lang.X("error.fixInputs", err.Error())
	case errors.Is(err, errFixFields):
		return lang.X("error.fixFields", err.Error())
	case errors.Is(err, errNamePreset):
		return lang.X("error.namePreset", err.Error())
	case errors.Is(err, errNameTaken):
		return lang.X("error.nameTaken", err.Error())
	case errors.Is(err, errBitsText):
		return lang.X("error.bitsText", err.Error())
	case errors.Is(err, errUnitText):
		return lang.X("error.unitText", err.Error())
	}
	return words.Error(err)
}
