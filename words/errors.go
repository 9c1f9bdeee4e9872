package words

import (
	"cmp"
	"errors"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"snowflakeid/assets"
	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/core/issue"
	"snowflakeid/core/ledger"
	"snowflakeid/core/textform"
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
	{core.ErrEpochSeconds, "error.epochSeconds"},
	{find.ErrLink, "error.link"},
	{issue.ErrClockBackwards, "error.clockBackwards"},
	{core.ErrLayoutUnsorted, "error.layoutUnsorted"},
	{core.ErrLayoutName, "error.layoutName"},
	{core.ErrLayoutNoFields, "error.layoutNoFields"},
	{core.ErrLayoutWide, "error.layoutWide"},
	{core.ErrFieldBits, "error.fieldBits"},
	{core.ErrFieldName, "error.fieldName"},
	{core.ErrFieldReserved, "error.fieldReserved"},
	{core.ErrFieldTwice, "error.fieldTwice"},
	{core.ErrNoTimeField, "error.noTimeField"},
	{core.ErrTwoSequences, "error.twoSequences"},
	{core.ErrTimeUnit, "error.timeUnit"},
	{core.ErrUnitNotTime, "error.unitNotTime"},
	{core.ErrLayoutTimeSpan, "error.layoutTimeSpan"},
	{core.ErrLayoutHighBits, "error.layoutHighBits"},
	{core.ErrLayoutTimeRange, "error.layoutTimeRange"},
	{core.ErrLayoutFileKey, "error.layoutFileKey"},
	{core.ErrLayoutFileEpoch, "error.layoutFileEpoch"},
	{core.ErrLayoutFileNoEpoch, "error.layoutFileNoEpoch"},
	{core.ErrLayoutFileEpochMs, "error.layoutFileEpochMs"},
	{core.ErrLayoutFileTimeAndSq, "error.layoutFileTimeAndSeq"},
	{core.ErrLayoutFileUnit, "error.layoutFileUnit"},
	{core.ErrLayoutFileKind, "error.layoutFileKind"},
	{core.ErrLayoutFileSize, "error.layoutFileSize"},
	{core.ErrLayoutFileTable, "error.layoutFileTable"},
	{core.ErrLayoutFileNumber, "error.layoutFileNumber"},
	{core.ErrLayoutWidth, "error.layoutWidth"},
	{core.ErrLayoutFill, "error.layoutFill"},
	{core.ErrFieldWide, "error.fieldWide"},
	{core.ErrRoleNarrow, "error.roleNarrow"},
	{core.ErrFixedValue, "error.fixedValue"},
	{core.ErrValueNotFixed, "error.valueNotFixed"},
	{core.ErrWideUnit, "error.wideUnit"},
	{core.ErrTimePiece, "error.timePiece"},
	{core.ErrWideEpoch, "error.wideEpoch"},
	{core.ErrLayoutForm, "error.layoutForm"},
	{core.ErrLayoutUntimed, "error.layoutUntimed"},
	{core.ErrLayoutFileForm, "error.layoutFileForm"},
	{core.ErrLayoutFileFixed, "error.layoutFileFixed"},
	{issue.ErrNotIssued, "error.notIssued"},
	{issue.ErrTickTooFine, "error.tickTooFine"},
	{find.ErrUUIDVersion, "error.uuidVersion"},
}

// formKeys names the translation of each mistake of a text form.
var formKeys = []struct {
	err error
	key string
}{
	{textform.ErrLength, "error.formLength"}, {textform.ErrDigit, "error.formDigit"},
	{textform.ErrTooLarge, "error.formTooLarge"}, {textform.ErrPadding, "error.formPadding"},
}

// wideError is the message of an ID that is not of its wide layout, or
// of a layout's fields that do not fill its width; ok is false for other
// errors.
func wideError(err error) (string, bool) {
	var fixed *core.FixedFieldError
	if errors.As(err, &fixed) {
		return lang.L("error.fixedField", map[string]any{"Field": fixed.Field, "Got": fixed.Got, "Layout": fixed.Layout, "Want": fixed.Want}), true
	}
	var fill *core.LayoutFillError
	if errors.As(err, &fill) {
		return lang.L("error.layoutFillBits", map[string]any{"Fields": fill.Fields, "Width": fill.Width}), true
	}
	var form *textform.Error
	if errors.As(err, &form) {
		for _, k := range formKeys {
			if errors.Is(err, k.err) {
				return lang.L(k.key, map[string]any{"Width": form.Width, "Form": form.Form.String(), "Kind": cmp.Or(form.Kind, "ID")}), true
			}
		}
	}
	return "", false
}

// LayoutRule is the rule a layout or a layout file breaks, in the
// person's language, without saying where: the layout editor shows it
// under what is at fault.
func LayoutRule(err error) string {
	if text, ok := wideError(err); ok {
		return text
	}
	var short *core.TimeFieldShortError
	if errors.As(err, &short) {
		return lang.L("error.timeFieldShort", map[string]any{"Need": short.Need,
			"Unit": core.Field{Unit: short.Unit}.UnitText(), "Larger": core.Field{Unit: short.Larger}.UnitText()})
	}
	for _, k := range errorKeys {
		if errors.Is(err, k.err) {
			return lang.X(k.key, k.err.Error())
		}
	}
	var le *core.LayoutError
	if errors.As(err, &le) {
		return le.Err.Error()
	}
	return err.Error()
}

// layoutError is the message of a layout or layout file that cannot be:
// where it is at fault (the file, its line and key; the field), then
// the rule. ok is false for other errors.
func layoutError(err error) (string, bool) {
	var fe *core.LayoutFileError
	if errors.As(err, &fe) {
		where := fe.File
		if fe.Line > 0 {
			where += ":" + strconv.Itoa(fe.Line)
		}
		if fe.Key != "" {
			where += ": " + fe.Key
		}
		return where + ": " + LayoutRule(fe.Err), true
	}
	var le *core.LayoutError
	if errors.As(err, &le) {
		if le.Field == 0 {
			return lang.L("error.inLayout", map[string]any{"Layout": le.Layout, "Rule": LayoutRule(le.Err)}), true
		}
		return lang.L("error.inField", map[string]any{"Layout": le.Layout, "Place": le.Field, "Field": le.Name,
			"Rule": LayoutRule(le.Err)}), true
	}
	if text, ok := wideError(err); ok {
		return text, true
	}
	var re *core.FieldRangeError
	if errors.As(err, &re) && re.Bits > 63 {
		return lang.L("error.fieldRangeBits", map[string]any{"Field": re.Field, "Bits": re.Bits}), true
	}
	if errors.As(err, &re) {
		return lang.L("error.fieldRange", map[string]any{"Field": re.Field, "Max": re.Max}), true
	}
	return "", false
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
	var back *issue.ClockBackError
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
	if text, ok := layoutError(err); ok {
		return text
	}
	var long *issue.LongWaitError
	if errors.As(err, &long) {
		return lang.L("error.longWait", map[string]any{"Time": ISOTime(long.Until.UnixMilli())})
	}
	var slow *core.SlowBatchError
	if errors.As(err, &slow) {
		d := NewDurations()
		return lang.L("error.slowBatch", map[string]any{"Layout": slow.Layout, "Rate": Group(slow.Rate),
			"Tick": d.Duration(slow.Tick.Milliseconds()), "Count": Group(slow.Count),
			"Takes": d.Duration(slow.Takes.Milliseconds()), "Max": Group(slow.Max)})
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
