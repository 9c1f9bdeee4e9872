package bitgrid

import (
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/core"
)

// testPalette paints the parts with colours of Fyne's test theme.
var testPalette = Palette{theme.ColorNameDisabled, theme.ColorNamePrimary, theme.ColorNameSuccess,
	theme.ColorNameWarning, theme.ColorNameError}

// testLabels name the parts in English.
var testLabels = Labels{
	Names: [Parts]string{"Sign", "Timestamp", "Datacenter", "Machine", "Sequence"},
	Detail: func(bits int, value string) string {
		if bits == 1 {
			return "1 bit = " + value
		}
		return strconv.Itoa(bits) + " bits = " + value
	},
}

func newTestGrid(t *testing.T, id int64, size fyne.Size) (*Grid, *gridRenderer) {
	test.NewTempApp(t)
	g := New(testPalette, testLabels)
	g.SetID(id)
	r := test.TempWidgetRenderer(t, g).(*gridRenderer)
	g.Resize(size)
	return g, r
}

func TestGridDigitsAndCaptions(t *testing.T) {
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
	for p, c := range r.captions {
		if c.detail.Text != want[p] {
			t.Errorf("caption %d reads %q, want %q", p, c.detail.Text, want[p])
		}
	}
	names := []string{"Sign", "Timestamp", "Datacenter", "Machine", "Sequence"}
	for p, c := range r.captions {
		if c.name.Text != names[p] {
			t.Errorf("caption %d is named %q, want %q", p, c.name.Text, names[p])
		}
	}
}

func TestGridFollowsSetID(t *testing.T) {
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
	if got := r.captions[4].detail.Text; got != "12 bits = 4095" {
		t.Errorf("sequence caption = %q", got)
	}
}

// checkLayout returns how many rows the cells take, and checks that nothing
// leaves the grid and no two cells, marks or captions overlap.
func checkLayout(t *testing.T, r *gridRenderer, size fyne.Size) int {
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
	for _, c := range r.captions {
		add(c.name)
		add(c.detail)
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

func TestGridAdaptsToWidth(t *testing.T) {
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

func TestGridGrowsWithItsSpace(t *testing.T) {
	g, r := newTestGrid(t, 4194439168, fyne.NewSize(1300, 200))
	smallest := g.MinSize()
	g.Resize(smallest)
	base := r.cells[0].Size()

	// The space under the inputs of a 1240×800 window: two rows of larger cells.
	g.Resize(fyne.NewSize(1190, 330))
	if rows := checkLayout(t, r, g.Size()); rows != 2 {
		t.Errorf("1190×330: %d rows, want 2 rows of larger cells", rows)
	}
	if got := r.cells[0].Size(); got.Width < base.Width*1.5 {
		t.Errorf("1190×330: cells %v, want at least 1.5 × the smallest %v", got, base)
	}
	// A huge space: the cells stop at twice their smallest size, in one row.
	g.Resize(fyne.NewSize(4000, 2000))
	if rows := checkLayout(t, r, g.Size()); rows != 1 {
		t.Errorf("4000×2000: %d rows, want 1", rows)
	}
	if got := r.cells[0].Size(); got.Width > base.Width*maxCellScale+0.01 || got.Height > base.Height*maxCellScale+0.01 {
		t.Errorf("4000×2000: cells %v, more than %v × the smallest %v", got, maxCellScale, base)
	}
	// Back to the smallest: two rows of the smallest cells.
	g.Resize(smallest)
	if rows := checkLayout(t, r, smallest); rows != 2 || r.cells[0].Size() != base {
		t.Errorf("at its minimum: %d rows of %v cells", rows, r.cells[0].Size())
	}
}

// Each part's caption sits under the cells of the part, on the row holding
// most of them, and its bar spans exactly those cells.
func TestGridCaptionsUnderTheirCells(t *testing.T) {
	g, r := newTestGrid(t, 4194439168, fyne.NewSize(1300, 200))
	for _, size := range []fyne.Size{fyne.NewSize(1300, g.MinSize().Height), g.MinSize(), fyne.NewSize(1190, 330)} {
		g.Resize(size)
		for p, s := range core.Layout() {
			top := r.cells[63-(s.Shift+s.Bits-1)]
			bottom := r.cells[63-s.Shift]
			c := r.captions[p]
			var bar *canvas.Rectangle
			for _, b := range r.bars[p] {
				if b.Size().Width > 0 && (bar == nil || b.Size().Width > bar.Size().Width) {
					bar = b
				}
			}
			if bar == nil {
				t.Fatalf("%v: part %d has no bar", size, p)
			}
			if c.name.Position().Y <= bar.Position().Y {
				t.Errorf("%v: part %d's caption at y %v is not under its bar at %v", size, p, c.name.Position().Y, bar.Position().Y)
			}
			captionLeft, captionRight := c.swatch.Position().X, c.name.Position().X+c.name.Size().Width
			if captionRight <= bar.Position().X || captionLeft >= bar.Position().X+bar.Size().Width {
				t.Errorf("%v: part %d's caption %v..%v is not under its bar %v..%v", size, p,
					captionLeft, captionRight, bar.Position().X, bar.Position().X+bar.Size().Width)
			}
			if top.Position().Y == bottom.Position().Y { // the part fits one row: the bar spans it exactly
				if bar.Position().X != top.Position().X || bar.Position().X+bar.Size().Width != bottom.Position().X+bottom.Size().Width {
					t.Errorf("%v: part %d's bar %v+%v does not span its cells", size, p, bar.Position(), bar.Size())
				}
			}
		}
	}
}

// The keys do the same in one row as in two.
func TestGridKeysIgnoreLayout(t *testing.T) {
	for _, width := range []float32{1300, 600} {
		g, _ := newTestGrid(t, 0, fyne.NewSize(width, 200))
		var flipped []int
		g.OnFlip = func(bit int) { flipped = append(flipped, bit) }
		press := func(keys ...fyne.KeyName) {
			for _, k := range keys {
				g.TypedKey(&fyne.KeyEvent{Name: k})
			}
			g.TypedRune(' ')
		}
		press(fyne.KeyHome)               // the sign bit
		press(fyne.KeyDown)               // the timestamp's top bit
		press(fyne.KeyDown, fyne.KeyDown) // past datacenter to the machine's top bit
		press(fyne.KeyDown, fyne.KeyDown) // the sequence's top bit; there is no part below it
		press(fyne.KeyUp, fyne.KeyRight)  // the machine's second bit
		press(fyne.KeyEnd, fyne.KeyLeft)  // bit 1
		want := []int{63, 62, 16, 11, 15, 1}
		if !slices.Equal(flipped, want) {
			t.Errorf("width %v: flipped %v, want %v", width, flipped, want)
		}
	}
}

// The grid of the worked example, in one row at a fixed size: cells,
// digits, ruler, bars and captions in the palette's colours.
func TestGridRendersTheWorkedExample(t *testing.T) {
	g, _ := newTestGrid(t, 4194439168, fyne.NewSize(1300, 200))
	w := test.NewTempWindow(t, g)
	w.Resize(fyne.NewSize(1300, 200))
	test.AssertRendersToMarkup(t, "worked_example.xml", w.Canvas())
}
