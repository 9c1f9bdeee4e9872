package gui

// What the monkey does and checks on the Build tab in a layout with a
// width: a UUIDv7, a ULID, a KSUID.

import (
	"encoding/hex"
	"fmt"
	"math/big"
	"strings"
	"time"

	"fyne.io/fyne/v2/test"

	"snowflakeid/core"
	"snowflakeid/gui/components"
)

// wideTexts are what the monkey types into a wide ID field besides its
// usual texts: RFC 9562's UUIDv7, the ULID spec's example, a KSUID of
// segmentio/ksuid's README, and broken ones (a UUIDv7 of the wrong
// variant, a ULID past its 128 bits).
var wideTexts = []string{"017F22E2-79B0-7CC3-98C4-DC0C0C07398F", "01ARZ3NDEKTSV4RRFFQ69G5FAV",
	"0ujtsYcgvSTl8PAuAdqWYSMnLOv", "017f22e2-79b0-7cc3-58c4-dc0c0c07398f", "8ZZZZZZZZZZZZZZZZZZZZZZZZZ"}

// typeWideInput types into one of the wide layout's entries.
func (m *monkey) typeWideInput() {
	var entries []*components.FieldEntry
	for _, in := range m.w.build.boxes.wide.inputs {
		if in.entry != nil {
			entries = append(entries, in.entry)
		}
	}
	if len(entries) > 0 {
		m.typeInto(entries[m.rng.IntN(len(entries))], m.x.pick(m.x.field(), "0", "0x1f", "1234567890123456789012345", ""))
	}
}

// typeInput types into one of the Build tab's inputs shown.
func (m *monkey) typeInput() {
	if m.w.build.inWide() {
		m.typeWideInput()
		return
	}
	m.typeInto(m.w.build.inputs[m.rng.IntN(len(m.w.build.inputs))].entry, m.x.field())
}

// typeID types into the Build tab's ID field shown.
func (m *monkey) typeID() {
	if b := m.w.build; b.inWide() {
		m.typeInto(b.boxes.wide.idEntry, m.x.pick(wideTexts[m.rng.IntN(len(wideTexts))], m.x.field()))
		return
	}
	m.typeInto(m.w.build.id.entry, m.x.pick(m.x.idText(), m.x.field()))
}

// tapCopy taps the Copy button shown.
func (m *monkey) tapCopy() {
	if b := m.w.build; b.inWide() {
		test.Tap(b.boxes.wide.copyBtn)
		return
	}
	test.Tap(m.w.build.copyBtn)
}

// copyForm taps the copy button of one of the forms shown.
func (m *monkey) copyForm() {
	if b := m.w.build; b.inWide() {
		test.Tap(b.boxes.wide.forms[m.rng.IntN(len(b.boxes.wide.forms))].copy)
		return
	}
	test.Tap(m.w.build.formats.rows[m.rng.IntN(len(m.w.build.formats.rows))].copy)
}

// buildStamp copies the Build tab's time as Discord markup: with the
// forms' stamp, or, in a wide layout, whose forms have none, by the menu's
// Copy as Discord timestamp.
func (m *monkey) buildStamp() {
	if b := m.w.build; b.inWide() {
		b.copyDiscord()
		return
	}
	m.discordStamp(m.w.build.formats.discord)
}

// checkBuildShown checks the Build tab in the kind of layout it shows.
func (m *monkey) checkBuildShown() string {
	if m.w.build.inWide() {
		return m.checkWideBuild()
	}
	return m.checkBuild()
}

// checkWideBuild: in a layout with a width, Copy is on exactly when the
// ID field holds an ID of the layout, and then the grid shows it, each
// input holds its field, taken apart here with math/big from the ID's
// hexadecimal digits, and the hexadecimal form writes it.
func (m *monkey) checkWideBuild() string {
	b := m.w.build
	w, l := b.boxes.wide, b.boxes.wide.layout
	text := w.idEntry.Text
	id, err := l.ParseWide([]byte(strings.TrimSpace(text)))
	if (err == nil) == w.copyBtn.Disabled() {
		return fmt.Sprintf("the %s field holds %q (%v) but Copy is enabled: %v", l.Name, short(text), err, !w.copyBtn.Disabled())
	}
	if err != nil {
		if !b.grid.Disabled() {
			return fmt.Sprintf("the grid takes taps while the %s field holds %q", l.Name, short(text))
		}
		return ""
	}
	if b.grid.Wide() != id || b.grid.Width() != l.Width {
		return fmt.Sprintf("the grid shows %v of %d bits, the %s field %q", b.grid.Wide(), b.grid.Width(), l.Name, short(text))
	}
	raw := make([]byte, l.Width/8)
	id.PutBytes(raw)
	n, _ := new(big.Int).SetString(hex.EncodeToString(raw), 16)
	shifts, shift := make([]int, len(l.Fields)), l.Width
	for i, f := range l.Fields {
		shift -= f.Bits
		shifts[i] = shift
	}
	values, _ := l.SplitWide(id, nil)
	micro, _ := l.WideMicro(values)
	for k, spec := range inputsOf(l) {
		f := l.Fields[spec.field]
		want := new(big.Int).Rsh(n, uint(shifts[spec.field]))
		want.And(want, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(f.Bits)), big.NewInt(1)))
		switch {
		case spec.time:
			ms, err := l.ParseTime(w.inputs[k].entry.Text, w.shown.now.UnixMilli())
			if step := max(l.Tick(), time.Millisecond); err != nil || (time.Duration(ms*1000-micro)*time.Microsecond).Abs() >= step {
				return fmt.Sprintf("the time of %s holds %q (%v), the ID's time is %d µs", l.Name, w.inputs[k].entry.Text, err, micro)
			}
		case f.Role == core.RoleFixed:
			if want.Uint64() != f.Value {
				return fmt.Sprintf("the %s field holds %q, whose %s is %v, not %d", l.Name, short(text), f.Name, want, f.Value)
			}
		default:
			text, base := strings.TrimSpace(w.inputs[k].entry.Text), 10 // decimal, leading zeros and all, or 0x hexadecimal
			if hexDigits, found := strings.CutPrefix(strings.ToLower(text), "0x"); found {
				text, base = hexDigits, 16
			}
			got, ok := new(big.Int).SetString(text, base)
			if !ok || got.Cmp(want) != 0 {
				return fmt.Sprintf("input %s of %s holds %q; the ID %q makes it %v", f.Name, l.Name, w.inputs[k].entry.Text, short(text), want)
			}
		}
	}
	if got := w.forms[wideFormHex].value.Text; got != hex.EncodeToString(raw) {
		return fmt.Sprintf("the hexadecimal form shows %q for %x", got, raw)
	}
	return ""
}

// wideShown are the texts a wide batch's Copy all gives, and those the wide
// Build tab offers to copy while its ID
// is valid: the ID in its layout's form, its other forms and its time as
// Discord's markup (Edit ▸ Copy as Discord timestamp).
func (m *monkey) wideShown() []string {
	var shown []string
	if g := m.w.generate; g != nil && len(g.last.wide) > 0 { // Copy all of a wide batch
		shown = append(shown, string(g.last.appendLines(nil)))
	}
	b := m.w.build
	if !b.inWide() || b.boxes.wide.copyBtn.Disabled() {
		return shown
	}
	shown = append(shown, b.boxes.wide.shown.text())
	if ms, ok := b.boxes.wide.shown.ms(); ok { // read as shown: discordText reads a blank time's now again
		shown = append(shown, core.DiscordTimestamp(ms, b.formats.discord.styles.style))
	}
	for _, row := range b.boxes.wide.forms {
		shown = append(shown, row.value.Text)
	}
	return shown
}
