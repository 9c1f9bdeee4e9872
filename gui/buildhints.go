// The hints under the Build tab's time: the instant it stands for, a
// rounding to the layout's tick, and the offer to read ten digits as seconds.

package gui

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"snowflakeid/core"
	"snowflakeid/words"
)

// timestampHint says which instant a valid time stands for, and in which
// layout when it is not Twitter's.
func timestampHint(r result) string {
	text := r.time().Format(words.ISOMillis)
	if r.blank {
		text = lang.L("hint.now", map[string]any{"Time": text})
	}
	if s, _ := r.scheme(); s != core.Twitter {
		text = lang.L("hint.inScheme", map[string]any{"Text": text, "Scheme": words.LayoutLabel(r.layout),
			"Epoch": words.ISOTime(r.layout.Epoch)})
	}
	return text
}

// roundedNote says, after the time's hint, that the time typed lies
// within a tick of the layout (Sonyflake's 10 ms) and was rounded down
// to its start: the ID holds no finer time.
func (b *buildTab) roundedNote(r result) string {
	if r.blank || !r.valid || r.typed {
		return ""
	}
	typed, err := r.layout.ParseTime(b.model.inputs[timeInput(r.layout)].text, r.now.UnixMilli())
	if err != nil || typed == r.ms() {
		return ""
	}
	return " " + lang.L("hint.rounded", map[string]any{"Typed": words.ISOTime(typed), "Tick": unitText(r.layout.Tick())})
}

func (b *buildTab) showSecondsHint() {
	ms, ok := b.model.secondsSuggestion()
	if !ok {
		b.secondsHint.Hide()
		return
	}
	b.secondsHint.SetText(lang.L("hint.seconds", map[string]any{
		"Millis": ms, "Time": words.ISOTime(ms)}))
	b.secondsHint.Show()
}

// inputLabel is the label and the hint of l's input spec: a scheme's in
// the person's language, any other layout's by its fields' names and
// their range.
func inputLabel(l core.Layout, spec inputSpec) (label, hint string) {
	if s, scheme := l.Scheme(); scheme {
		keys := words.InputKeys(s)
		k := min(spec.field, len(keys)-1)
		hints := [inputCount]string{"", lang.L("hint.datacenter"), lang.L("hint.machine"), lang.L("hint.sequence")}
		return lang.L(keys[k]), hints[k]
	}
	f, fieldNames := l.Fields[spec.field], words.FieldNames(l)
	if !spec.time {
		return fieldNames[spec.field], lang.L("hint.range", map[string]any{"Max": f.Max()})
	}
	var names []string
	for i, g := range l.Fields {
		if g.Role == core.RoleTime {
			names = append(names, fieldNames[i])
		}
	}
	return strings.Join(names, " + "), ""
}
