package gui

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
	"snowflakeid/core/textform"
	"snowflakeid/words"
)

// errWideValue is a field's text that is no number its bits hold.
var errWideValue = errors.New("not a number the field's bits hold")

// wideValueError is a field's text that is no number of its bits.
type wideValueError struct {
	bits int
}

func (e *wideValueError) Error() string {
	return lang.L("error.wideValue", map[string]any{"Bits": e.bits, "Max": core.Ones(e.bits).String()})
}

func (e *wideValueError) Unwrap() error { return errWideValue }

// wideResult is what the Build tab shows of an ID of a layout with a
// width: the texts of its inputs (wideInputsOf), each input's error, the
// fields' values and the ID they make, when all are valid.
type wideResult struct {
	layout core.Layout
	now    time.Time
	texts  []string
	errs   []error
	values []core.WideID // one per field, in the layout's order
	id     core.WideID
	idErr  error // of a typed or pasted ID that is none of the layout's
	valid  bool
	blank  bool // the time was left blank: now
}

// computeWide parses the input texts, one per input of l as inputsOf
// lists them (the time as one input however many pieces hold it, a
// UUIDv1's three; a fixed field's input shows its value and takes no
// typing), and joins the fields into an ID of l. A time text as prev wrote it keeps prev's very time, finer than the
// milliseconds the text says (a UUIDv1 counts 100 ns).
func computeWide(texts []string, now time.Time, l core.Layout, prev wideResult) wideResult {
	specs := inputsOf(l)
	r := wideResult{layout: l, now: now, texts: texts, values: make([]core.WideID, len(l.Fields)), errs: make([]error, len(specs))}
	for k, in := range specs {
		f := l.Fields[in.field]
		var err error
		switch {
		case in.time && prev.valid && prev.layout.Equal(l) && strings.TrimSpace(texts[k]) != "" && texts[k] == prev.texts[k]:
			for i, g := range l.Fields {
				if g.Role == core.RoleTime {
					r.values[i] = prev.values[i]
				}
			}
		case in.time:
			r.blank = strings.TrimSpace(texts[k]) == ""
			var ms int64
			if ms, err = l.ParseTime(texts[k], now.UnixMilli()); err == nil {
				err = l.SetWideTime(r.values, ms*1000)
			}
		case f.Role == core.RoleFixed:
			r.values[in.field] = core.WideFrom(f.Value)
		default:
			r.values[in.field], err = parseWideValue(texts[k], f.Bits)
		}
		r.errs[k] = err
	}
	if errors.Join(r.errs...) == nil {
		id, err := l.JoinWide(r.values)
		r.id, r.valid, r.idErr = id, err == nil, err
	}
	return r
}

// readWide takes text, typed or pasted as an ID of l, apart: the inputs'
// texts are its fields', or, for a text that is no ID of l, as they were.
func readWide(text string, now time.Time, l core.Layout, texts []string) wideResult {
	id, err := l.ParseWide([]byte(strings.TrimSpace(text)))
	if err != nil {
		return wideResult{layout: l, now: now, texts: texts, errs: make([]error, len(texts)), idErr: err}
	}
	return wideOf(id, now, l)
}

// wideOf is the result of id, an ID of l, with the inputs' texts its
// fields'.
func wideOf(id core.WideID, now time.Time, l core.Layout) wideResult {
	values, _ := l.SplitWide(id, nil)
	specs := inputsOf(l)
	r := wideResult{layout: l, now: now, texts: make([]string, len(specs)), errs: make([]error, len(specs)),
		values: values, id: id, valid: true}
	for k, in := range specs {
		if in.time {
			micro, _ := l.WideMicro(values)
			r.texts[k] = strconv.FormatInt(floorDiv(micro, 1000), 10)
			continue
		}
		r.texts[k] = values[in.field].String()
	}
	return r
}

// floorDiv is a÷b rounded down, b > 0.
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b < 0 {
		q--
	}
	return q
}

// parseWideValue reads text as the value of a field of bits: decimal, or
// hexadecimal after 0x.
func parseWideValue(text string, bits int) (core.WideID, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return core.WideID{}, core.ErrEmpty
	}
	var b [core.MaxWidth / 8]byte
	var err error
	if hexText, ok := strings.CutPrefix(strings.ToLower(text), "0x"); ok && len(hexText) <= 2*len(b) {
		hexText = strings.Repeat("0", 2*len(b)-len(hexText)) + hexText
		err = textform.Hex.Parse([]byte(hexText), b[:])
	} else {
		err = textform.Decimal.Parse([]byte(text), b[:])
	}
	id := core.WideFromBytes(b[:])
	if err != nil || id.Len() > bits {
		return core.WideID{}, &wideValueError{bits}
	}
	return id, nil
}

// randomValue is a value of bits drawn from crypto/rand.
func randomValue(bits int) core.WideID {
	var b [core.MaxWidth / 8]byte
	_, _ = rand.Read(b[:]) // never fails, as crypto/rand says
	return core.WideFromBytes(b[:]).Field(0, bits)
}

// The other forms of a wide ID, in the order shown.
const (
	wideFormUUID = iota // 128 bits in the UUID's 8-4-4-4-12
	wideFormULID        // 128 bits in Crockford's base32, as a ULID
	wideFormHex
	wideFormDecimal
	wideFormBase64
	wideFormUnixMs
	wideFormUTC
	wideFormLocal
	wideFormCount
)

// wideFormKeys are the forms' labels' translation keys.
var wideFormKeys = [wideFormCount]string{"format.uuidForm", "format.ulidForm", "format.hex", "format.wideDecimal",
	"format.base64url", "format.unixMs", "format.utc", "format.local"}

// wideForms writes r's ID in each form that fits its layout, "" where
// none does: ULID ↔ UUID for 128 bits alone, the time's forms where the
// layout has a time.
func wideForms(r wideResult, local *time.Location) [wideFormCount]string {
	var forms [wideFormCount]string
	if !r.valid {
		return forms
	}
	l := r.layout
	bytes := make([]byte, l.Width/8)
	r.id.PutBytes(bytes)
	if l.Width == 128 {
		forms[wideFormUUID] = string(textform.UUID.Append(nil, bytes))
		forms[wideFormULID] = string(textform.Crockford.Append(nil, bytes))
	}
	forms[wideFormHex] = string(textform.Hex.Append(nil, bytes))
	forms[wideFormDecimal] = r.id.String()
	forms[wideFormBase64] = base64.RawURLEncoding.EncodeToString(bytes)
	if micro, ok := l.WideMicro(r.values); ok {
		t := time.UnixMicro(micro).UTC()
		forms[wideFormUnixMs] = strconv.FormatInt(floorDiv(micro, 1000), 10)
		forms[wideFormUTC] = t.Format(words.ISOMillis)
		forms[wideFormLocal] = t.In(local).Format(lang.L("format.localLayout"))
	}
	return forms
}

// text is r's ID in its layout's text form.
func (r wideResult) text() string {
	if !r.valid {
		return ""
	}
	return string(r.layout.AppendWide(nil, r.id))
}

// ms is r's time in Unix milliseconds, and whether its layout has one.
func (r wideResult) ms() (int64, bool) {
	if !r.valid {
		return 0, false
	}
	micro, ok := r.layout.WideMicro(r.values)
	return floorDiv(micro, 1000), ok
}
