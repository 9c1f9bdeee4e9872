package bitgrid

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/core"
)

// uuidv7Parts are a UUIDv7's, from RFC 9562: 48 bits of milliseconds, the
// version, 12 random bits, the variant and 62 random bits.
var uuidv7Parts = []Part{{"unix_ts_ms", 48, theme.ColorNamePrimary}, {"ver", 4, theme.ColorNameDisabled},
	{"rand_a", 12, theme.ColorNameSuccess}, {"var", 2, theme.ColorNameDisabled}, {"rand_b", 62, theme.ColorNameWarning}}

// rfcUUIDv7 is RFC 9562's example UUIDv7, 017F22E2-79B0-7CC3-98C4-DC0C0C07398F.
var rfcUUIDv7 = core.WideFromBytes([]byte{0x01, 0x7f, 0x22, 0xe2, 0x79, 0xb0, 0x7c, 0xc3, 0x98, 0xc4, 0xdc, 0x0c, 0x0c, 0x07, 0x39, 0x8f})

func TestWideGridPaintsEveryBit(t *testing.T) {
	test.NewTempApp(t)
	g := New(uuidv7Parts, testDetail)
	g.SetWide(rfcUUIDv7)
	r := test.TempWidgetRenderer(t, g).(*gridRenderer)
	g.Resize(fyne.NewSize(1300, 400))
	if g.Width() != 128 || r.strips.width != 128 {
		t.Fatalf("the grid paints %d bits and lays out %d cells, want 128", g.Width(), r.strips.width)
	}
	// The example's bits, written out: 0x017F22E279B07CC398C4DC0C0C07398F.
	const hexDigits = "017f22e279b07cc398c4dc0c0c07398f"
	for i, c := range r.strips.cells[:128] {
		var nibble int
		fmt.Sscanf(hexDigits[i/4:i/4+1], "%x", &nibble)
		want := fmt.Sprint(nibble >> (3 - i%4) & 1)
		if c.digit != want {
			t.Fatalf("cell %d (bit %d) shows %q, want %q", i, 127-i, c.digit, want)
		}
	}
	want := []string{"48 bits = 1645557742000", "4 bits = 7", "12 bits = 3267", "2 bits = 2",
		"62 bits = 1784793296645077391"}
	for p, c := range r.captions {
		if c.detail.Text != want[p] {
			t.Errorf("caption %d reads %q, want %q", p, c.detail.Text, want[p])
		}
	}
}

// A UUID's 128 bits take two rows of 64 where they fit and four of 32
// where they do not, a KSUID's 160 three and five; each arrangement
// holds every cell and caption apart, and a tap on any cell flips that
// very bit.
func TestWideGridRowsAndTaps(t *testing.T) {
	test.NewTempApp(t)
	ksuid := []Part{{"timestamp", 32, theme.ColorNamePrimary}, {"payload", 128, theme.ColorNameWarning}}
	for _, c := range []struct {
		parts      []Part
		wide, thin int
	}{{uuidv7Parts, 2, 4}, {ksuid, 3, 5}} {
		g := New(c.parts, testDetail)
		r := test.TempWidgetRenderer(t, g).(*gridRenderer)
		var flipped []int
		g.OnFlip = func(bit int) { flipped = append(flipped, bit) }
		min := g.MinSize()
		wide := fyne.NewSize(1300, g.MinHeightFor(1300))
		for _, size := range []fyne.Size{wide, min} {
			g.Resize(size)
			rows := checkLayout(t, r, size)
			if want := map[bool]int{true: c.wide, false: c.thin}[size == wide]; rows != want {
				t.Errorf("%d bits at width %v take %d rows, want %d", g.Width(), size.Width, rows, want)
			}
			flipped = nil
			for _, bit := range []int{0, 63, 64, g.Width() - 1} {
				g.Tapped(&fyne.PointEvent{Position: g.CellCenter(bit)})
			}
			if want := []int{0, 63, 64, g.Width() - 1}; fmt.Sprint(flipped) != fmt.Sprint(want) {
				t.Errorf("%d bits at width %v: taps flipped %v, want %v", g.Width(), size.Width, flipped, want)
			}
		}
		if min.Width > 700 {
			t.Errorf("%d bits: minimum width %v is too wide for a small window", g.Width(), min.Width)
		}
	}
}

// Home goes to the top bit of the widest ID, and a grid given a narrower
// layout keeps its cursor inside it.
func TestWideGridKeys(t *testing.T) {
	test.NewTempApp(t)
	g := New(uuidv7Parts, testDetail)
	g.TypedKey(&fyne.KeyEvent{Name: fyne.KeyHome})
	if g.cursor != 127 {
		t.Fatalf("Home put the cursor on bit %d, want 127", g.cursor)
	}
	g.SetParts(testParts)
	if g.cursor != 63 {
		t.Errorf("after 64-bit parts the cursor is on bit %d, want 63", g.cursor)
	}
}
