package gui

// Taking typed IDs apart and flipping bits, on the Build tab.

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
)

func TestPastedIDFillsFields(t *testing.T) {
	tests := []struct {
		typed string
		want  [inputCount]string
		id    int64
	}{
		{"1382350606417817604", [inputCount]string{"1618413042059", "10", "7", "4"}, 1382350606417817604},
		{"0x00000000FA021000", [inputCount]string{"1288834975657", "1", "1", "0"}, 4194439168},
		{" 4.194.439.168 ", [inputCount]string{"1288834975657", "1", "1", "0"}, 4194439168},
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			tv := newTestView(t)
			retype(tv.build.id.entry, tt.typed)
			if got := tv.fieldTexts(); got != tt.want {
				t.Errorf("fields = %q, want %q", got, tt.want)
			}
			if tv.build.grid.ID() != tt.id || tv.build.copyBtn.Disabled() {
				t.Errorf("grid shows %d (Copy disabled %v), want %d", tv.build.grid.ID(), tv.build.copyBtn.Disabled(), tt.id)
			}
			if tv.build.id.entry.Text != tt.typed {
				t.Errorf("the ID field was rewritten to %q while typing %q", tv.build.id.entry.Text, tt.typed)
			}
		})
	}
}

func TestEditingFieldAfterPasteReencodes(t *testing.T) {
	tv := newTestView(t)
	retype(tv.build.id.entry, "1382350606417817604")
	retype(tv.build.inputs[inSequence].entry, "5")
	if got := tv.build.id.entry.Text; got != "1382350606417817605" {
		t.Errorf("ID field = %q after changing the sequence to 5, want 1382350606417817605", got)
	}
	test.Tap(tv.build.copyBtn)
	if got := fyne.CurrentApp().Clipboard().Content(); got != "1382350606417817605" {
		t.Errorf("clipboard = %q", got)
	}
}

func TestBadIDIsExplained(t *testing.T) {
	tests := []struct {
		typed string
		want  error
	}{
		{"-1", core.ErrNegativeID},
		{"9223372036854775808", core.ErrTooLarge},
		{"0x8000000000000000", core.ErrTooLarge},
		{"twelve", core.ErrIDSyntax},
		{"", core.ErrEmpty},
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			tv := newTestView(t)
			tv.typeFields("1288834975657", "1", "1", "0")
			before := tv.fieldTexts()
			paste(tv.build.id.entry, tt.typed)
			fyne.CurrentApp().Clipboard().SetContent("before")

			if tv.build.id.message.Text != errorText(tt.want) || tv.build.id.message.Importance != widget.DangerImportance {
				t.Errorf("message = %q, want %q as an error", tv.build.id.message.Text, errorText(tt.want))
			}
			if got := tv.fieldTexts(); got != before {
				t.Errorf("fields changed to %q", got)
			}
			if !tv.build.copyBtn.Disabled() || !tv.build.grid.Disabled() {
				t.Error("Copy or the grid still enabled for a bad ID")
			}
			tv.build.onCopy()
			if got := fyne.CurrentApp().Clipboard().Content(); got != "before" {
				t.Errorf("clipboard = %q, want it left alone", got)
			}
		})
	}
}

func TestFlipBitByTap(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	test.TapAt(tv.build.grid, tv.build.grid.CellCenter(0))
	if got := tv.build.inputs[inSequence].entry.Text; got != "1" {
		t.Errorf("sequence = %q after tapping bit 0, want 1", got)
	}
	if tv.build.id.entry.Text != "4194439169" || tv.build.grid.ID() != 4194439169 {
		t.Errorf("ID field %q, grid %d after tapping bit 0", tv.build.id.entry.Text, tv.build.grid.ID())
	}

	test.TapAt(tv.build.grid, tv.build.grid.CellCenter(22)) // the timestamp's lowest bit: 1000 ms becomes 1001
	if got := tv.build.inputs[inTimestamp].entry.Text; got != "1288834975658" {
		t.Errorf("timestamp = %q after tapping bit 22, want 1288834975658", got)
	}
}

func TestFlipBitByKeyboard(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	c := tv.win.Canvas()
	c.Focus(tv.build.grid)

	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	c.Focused().TypedRune(' ')
	if got := tv.build.inputs[inSequence].entry.Text; got != "2" {
		t.Errorf("sequence = %q after End, Left, Space; want 2", got)
	}
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	c.Focused().TypedRune(' ')
	if got := tv.build.inputs[inSequence].entry.Text; got != "3" {
		t.Errorf("sequence = %q after Right, Space; want 3", got)
	}
}

func TestSignBitCannotBeSet(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	tv.win.Canvas().Focus(tv.build.grid)
	tv.build.grid.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	tv.build.grid.TypedRune(' ')
	if tv.build.grid.ID() != 4194439168 || tv.build.id.entry.Text != "4194439168" {
		t.Errorf("flipping the sign bit changed the ID to %d", tv.build.grid.ID())
	}
	if tv.build.gridMessage.Importance != widget.DangerImportance || tv.build.gridMessage.Text == "" {
		t.Error("flipping the sign bit says nothing")
	}
}
