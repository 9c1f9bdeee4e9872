package gui

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
	"snowflakeid/gui/words"
)

// errFixInputs says why no ID can be generated.
var errFixInputs = errors.New("correct the datacenter and machine IDs first")

// errorKeys names the translation of each error the window can show.
var errorKeys = []struct {
	err error
	key string
}{
	{core.ErrBeforeEpoch, "error.beforeEpoch"},
	{core.ErrAfterLastInstant, "error.afterLastInstant"},
	{core.ErrDatacenterRange, "error.datacenterRange"},
	{core.ErrMachineRange, "error.machineRange"},
	{core.ErrSequenceRange, "error.sequenceRange"},
	{core.ErrNegativeID, "error.negativeID"},
	{core.ErrEmpty, "error.empty"},
	{core.ErrSign, "error.sign"},
	{core.ErrNotDecimal, "error.notDecimal"},
	{core.ErrGrouping, "error.grouping"},
	{core.ErrLeadingZero, "error.leadingZero"},
	{core.ErrTooLarge, "error.tooLarge"},
	{core.ErrIDSyntax, "error.idSyntax"},
	{core.ErrDateTime, "error.dateTime"},
	{core.ErrNoZone, "error.noZone"},
	{core.ErrZoneOffset, "error.zoneOffset"},
	{core.ErrCountRange, "error.countRange"},
	{core.ErrRangeOrder, "error.rangeOrder"},
	{core.ErrEpochRange, "error.epochRange"},
	{core.ErrLink, "error.link"},
	{core.ErrClockBackwards, "error.clockBackwards"},
	{errFixInputs, "error.fixInputs"},
}

// errorText is the message shown for an error, in the user's language.
// A timestamp outside a scheme other than Twitter's names that scheme's
// first or last instant.
func errorText(err error) string {
	var te *core.TimestampError
	if errors.As(err, &te) {
		key, ms := "error.beforeSchemeEpoch", te.Scheme.Epoch
		if errors.Is(err, core.ErrAfterLastInstant) {
			key, ms = "error.afterSchemeLast", te.Scheme.MaxTimestamp()
		}
		return lang.L(key, map[string]any{"Scheme": words.SchemeLabel(te.Scheme), "Ms": ms,
			"Time": words.ISOTime(ms)})
	}
	for _, k := range errorKeys {
		if errors.Is(err, k.err) {
			return lang.X(k.key, err.Error())
		}
	}
	return err.Error()
}
