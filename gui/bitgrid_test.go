package gui

import (
	"image/color"
	"math"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/core"
)

func newTestGrid(t *testing.T, id int64, size fyne.Size) (*BitGrid, *bitGridRenderer) {
	t.Setenv("LANG", "en_US.UTF-8")
	a := test.NewTempApp(t)
	loadTranslations()
	a.Settings().SetTheme(newAppTheme(test.Theme()))
	g := NewBitGrid(id)
	r := test.TempWidgetRenderer(t, g).(*bitGridRenderer)
	g.Resize(size)
	return g, r
}

func TestBitGridDigitsAndCaptions(t *testing.T) {
	const id = 4194439168 // the worked example
	_, r := newTestGrid(t, id, fyne.NewSize(1300, 200))
	// The ruler numbers every fourth bit and the ends of each part.
	ruler := map[int]bool{}
	for _, bit := range []int{63, 62, 60, 56, 52, 48, 44, 40, 36, 32, 28, 24, 22, 21, 20, 17, 16, 12, 11, 8, 4, 0} {
		ruler[bit] = true
	}
	for i, d := range r.digits {
		bit := 63 - i
		want := strconv.FormatUint(uint64(id)>>bit&1, 10)
		if d.Text != want {
			t.Errorf("cell %d (bit %d) shows %q, want %q", i, bit, d.Text, want)
		}
		switch mark := r.marks[i]; {
		case !ruler[bit] && mark != nil:
			t.Errorf("cell %d (bit %d) is numbered %q, want no number", i, bit, mark.Text)
		case ruler[bit] && (mark == nil || mark.Text != strconv.Itoa(bit)):
			t.Errorf("cell %d (bit %d) has number %v, want %d", i, bit, mark, bit)
		}
	}
	want := []string{"1 bit = 0", "41 bits = 1000", "5 bits = 1", "5 bits = 1", "12 bits = 0"}
	for p, d := range r.details {
		if d.Text != want[p] {
			t.Errorf("caption %d reads %q, want %q", p, d.Text, want[p])
		}
	}
}

func TestBitGridFollowsSetID(t *testing.T) {
	g, r := newTestGrid(t, 0, fyne.NewSize(1300, 200))
	g.SetID(core.MaxSequence)
	for i, d := range r.digits {
		want := "0"
		if i >= 64-core.SequenceBits {
			want = "1"
		}
		if d.Text != want {
			t.Fatalf("cell %d shows %q after SetID(4095), want %q", i, d.Text, want)
		}
	}
	if r.details[4].Text != "12 bits = 4095" {
		t.Errorf("sequence caption = %q", r.details[4].Text)
	}
}

// rows returns the distinct y positions of the cells, and checks that no two
// cells, marks or captions overlap.
func checkLayout(t *testing.T, r *bitGridRenderer, size fyne.Size) int {
	t.Helper()
	rowsSeen := map[float32]bool{}
	var boxes []struct{ pos, size fyne.Position }
	add := func(o fyne.CanvasObject) {
		p, s := o.Position(), o.Size()
		if p.X < 0 || p.Y < 0 || p.X+s.Width > size.Width+0.5 || p.Y+s.Height > size.Height+0.5 {
			t.Errorf("%T at %v size %v leaves the %v grid", o, p, s, size)
		}
		boxes = append(boxes, struct{ pos, size fyne.Position }{p, fyne.NewPos(s.Width, s.Height)})
	}
	for i := range r.cells {
		rowsSeen[r.cells[i].Position().Y] = true
		add(r.cells[i])
		if r.marks[i] != nil {
			add(r.marks[i])
		}
	}
	for p := range r.names {
		add(r.names[p])
		add(r.details[p])
	}
	for i := range boxes {
		for j := i + 1; j < len(boxes); j++ {
			a, b := boxes[i], boxes[j]
			if a.pos.X < b.pos.X+b.size.X && b.pos.X < a.pos.X+a.size.X &&
				a.pos.Y < b.pos.Y+b.size.Y && b.pos.Y < a.pos.Y+a.size.Y {
				t.Fatalf("objects %d and %d overlap: %v+%v and %v+%v", i, j, a.pos, a.size, b.pos, b.size)
			}
		}
	}
	return len(rowsSeen)
}

func TestBitGridAdaptsToWidth(t *testing.T) {
	g, r := newTestGrid(t, 1<<63-1, fyne.NewSize(1300, 200))
	min := g.MinSize()

	wide := fyne.NewSize(1300, min.Height)
	g.Resize(wide)
	if rows := checkLayout(t, r, wide); rows != 1 {
		t.Errorf("at width %v the bits take %d rows, want 1", wide.Width, rows)
	}
	g.Resize(min)
	if rows := checkLayout(t, r, min); rows != 2 {
		t.Errorf("at the minimum width %v the bits take %d rows, want 2", min.Width, rows)
	}
	if min.Width > 700 {
		t.Errorf("minimum width %v is too wide for a small window", min.Width)
	}
	// The minimum does not depend on the size the grid had.
	g.Resize(wide)
	if g.MinSize() != min {
		t.Errorf("MinSize changed with the size: %v, then %v", min, g.MinSize())
	}
}

// contrast is the WCAG contrast ratio of two opaque colours.
func contrast(a, b color.Color) float64 {
	lum := func(c color.Color) float64 {
		r, g, b, _ := c.RGBA()
		lin := func(v uint32) float64 {
			s := float64(v) / 0xffff
			if s <= 0.04045 {
				return s / 12.92
			}
			return math.Pow((s+0.055)/1.055, 2.4)
		}
		return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
	}
	la, lb := lum(a), lum(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// over blends c onto an opaque background.
func over(c, bg color.Color) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	b := color.NRGBAModel.Convert(bg).(color.NRGBA)
	mix := func(x, y uint8) uint8 { return uint8((int(x)*int(n.A) + int(y)*(255-int(n.A))) / 255) }
	return color.NRGBA{R: mix(n.R, b.R), G: mix(n.G, b.G), B: mix(n.B, b.B), A: 255}
}

func TestPaletteReadableInBothVariants(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		th := newAppTheme(theme.DefaultTheme())
		bg := th.Color(theme.ColorNameBackground, variant)
		fg := th.Color(theme.ColorNameForeground, variant)
		for _, s := range core.Layout() {
			c := th.Color(partColorName(s.Part), variant)
			one := over(c, bg)
			zero := over(withAlpha(c, zeroAlpha), bg)
			if got := contrast(bg, one); got < 4.5 {
				t.Errorf("variant %d part %d: a 1 on its cell has contrast %.2f, want ≥ 4.5", variant, s.Part, got)
			}
			if got := contrast(fg, zero); got < 4.5 {
				t.Errorf("variant %d part %d: a 0 on its cell has contrast %.2f, want ≥ 4.5", variant, s.Part, got)
			}
			if got := contrast(one, zero); got < 2 {
				t.Errorf("variant %d part %d: 1-cells and 0-cells differ by only %.2f", variant, s.Part, got)
			}
		}
	}
}

func TestPartColoursDiffer(t *testing.T) {
	th := newAppTheme(theme.DefaultTheme())
	for _, variant := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		seen := map[color.Color]core.Part{}
		for _, s := range core.Layout() {
			c := th.Color(partColorName(s.Part), variant)
			if p, ok := seen[c]; ok {
				t.Errorf("parts %d and %d share a colour", p, s.Part)
			}
			seen[c] = s.Part
		}
	}
	if th.Color(theme.ColorNamePrimary, theme.VariantDark) != theme.DefaultTheme().Color(theme.ColorNamePrimary, theme.VariantDark) {
		t.Error("the wrapper changed a colour it does not own")
	}
}
