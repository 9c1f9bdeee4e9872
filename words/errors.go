package words

import (
	"cmp"
	"errors"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"snowflakeid/assets"
	"snowflakeid/core"
	"snowflakeid/core/ledger"
)

// LoadTranslations registers the app's strings with Fyne's lang package,
// which picks the language from the system locale, English by default.
// The window and the terminal commands both speak through it.
func LoadTranslations() {
	if err := lang.AddTranslationsFS(assets.Translations, "translations"); err != nil {
		fyne.LogError("Could not load translations", err)
	}
}

// errorKeys names the translation of each error of core a person can meet.
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
	{core.ErrLayoutUnsorted, "error.layoutUnsorted"},
}

// Error is the message for an error of core, in the user's language: the
// window shows it next to the field, the terminal commands write it to
// standard error. A timestamp outside a scheme other than Twitter's names
// that scheme's first or last instant. Other errors say what they say.
func Error(err error) string {
	var te *core.TimestampError
	if errors.As(err, &te) {
		key, ms := "error.beforeSchemeEpoch", te.Scheme.Epoch
		if errors.Is(err, core.ErrAfterLastInstant) {
			key, ms = "error.afterSchemeLast", te.Scheme.MaxTimestamp()
		}
		return lang.L(key, map[string]any{"Scheme": SchemeLabel(te.Scheme), "Ms": ms,
			"Time": ISOTime(ms)})
	}
	var back *core.ClockBackError
	if errors.As(err, &back) {
		key := "error.clockBehindFields" // another layout's, or Discord's worker and process
		switch {
		case slices.Equal(back.Plain, []string{"datacenter", "machine"}):
			key = "error.clockBehind"
		case len(back.Plain) == 0:
			key = "error.clockBehindLayout"
		}
		return lang.L(key, map[string]any{"Now": ISOTime(back.Now), "Last": ISOTime(back.Last),
			"Gap": NewDurations().Duration(back.Last - back.Now), "Fields": strings.Join(back.Plain, ", ")})
	}
	var lt *core.LayoutTimeError
	if errors.As(err, &lt) {
		return lang.L("error.layoutTime", map[string]any{"Layout": lt.Layout.Name,
			"First": ISOTime(lt.First), "Last": ISOTime(lt.Last)})
	}
	var held *ledger.HeldError
	if errors.As(err, &held) {
		return lang.L("error.ledgerHeld", map[string]any{"File": held.File, "Holder": cmp.Or(held.Holder, "?"),
			"Seconds": int(held.Wait.Seconds())})
	}
	var damaged *ledger.DamagedError
	if errors.As(err, &damaged) {
		return lang.L("error.ledgerDamaged", map[string]any{"File": damaged.File, "Found": damaged.Found,
			"Time": damaged.From.UTC().Format(ISOMillis)})
	}
	for _, k := range errorKeys {
		if errors.Is(err, k.err) {
			return lang.X(k.key, err.Error())
		}
	}
	return err.Error()
}
