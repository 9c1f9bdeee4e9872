package bitgrid

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"snowflakeid/core"
)

// testParts are Twitter's, painted with colours of Fyne's test theme and
// named in English.
var testParts = []Part{{"Sign", 1, theme.ColorNameDisabled}, {"Timestamp", 41, theme.ColorNamePrimary},
	{"Datacenter", 5, theme.ColorNameSuccess}, {"Machine", 5, theme.ColorNameWarning}, {"Sequence", 12, theme.ColorNameError}}

// testDetail writes a part's width and value in English.
func testDetail(bits int, value string) string {
	if bits == 1 {
		return "1 bit = " + value
	}
	return strconv.Itoa(bits) + " bits = " + value
}

func newTestGrid(t *testing.T, id int64, size fyne.Size) (*Grid, *gridRenderer) {
	test.NewTempApp(t)
	g := New(testParts, testDetail)
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
	for i, c := range r.strips.cells[:r.strips.width] {
		bit := 63 - i
		want := strconv.FormatUint(uint64(id)>>bit&1, 10)
		if c.digit != want {
			t.Errorf("cell %d (bit %d) shows %q, want %q", i, bit, c.digit, want)
		}
		switch mark := c.mark; {
		case !ruler[bit] && mark != "":
			t.Errorf("cell %d (bit %d) is numbered %q, want no number", i, bit, mark)
		case ruler[bit] && mark != strconv.Itoa(bit):
			t.Errorf("cell %d (bit %d) has number %q, want %d", i, bit, mark, bit)
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
	for i, c := range r.strips.cells[:r.strips.width] {
		want := "0"
		if i >= 64-core.SequenceBits {
			want = "1"
		}
		if c.digit != want {
			t.Fatalf("cell %d shows %q after SetID(4095), want %q", i, c.digit, want)
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
	addBox := func(what string, p fyne.Position, s fyne.Size) {
		if p.X < 0 || p.Y < 0 || p.X+s.Width > size.Width+0.5 || p.Y+s.Height > size.Height+0.5 {
			t.Errorf("%s at %v size %v leaves the %v grid", what, p, s, size)
		}
		boxes = append(boxes, struct{ pos, size fyne.Position }{p, fyne.NewPos(s.Width, s.Height)})
	}
	add := func(o fyne.CanvasObject) { addBox(fmt.Sprintf("%T", o), o.Position(), o.Size()) }
	st := r.strips
	for i, c := range st.cells[:st.width] {
		rowsSeen[c.pos.Y] = true
		addBox(fmt.Sprintf("cell %d", i), c.pos, st.cell)
		if c.mark != "" { // the ruler's number, in the band over its cell
			addBox("number "+c.mark, c.pos.SubtractXY(0, st.markH), fyne.NewSize(st.cell.Width, st.markH))
		}
	}
	for _, row := range st.rows {
		if row.Visible() && (row.Position().Y < 0 || row.Position().Y+row.Size().Height > size.Height+0.5) {
			t.Errorf("a row of cells at %v size %v leaves the %v grid", row.Position(), row.Size(), size)
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

// At any width, the height MinHeightFor gives holds the grid whole: one
// row's height where one row of 64 fits across, and the two rows' of
// MinSize where it does not; the cells sit at the top of any taller space.
func TestGridHeightFollowsItsWidth(t *testing.T) {
	g, r := newTestGrid(t, 1<<63-1, fyne.NewSize(1300, 200))
	min := g.MinSize()
	oneRow := float32(0)
	for w := min.Width; w <= 2000; w += 13 {
		size := fyne.NewSize(w, g.MinHeightFor(w))
		g.Resize(size)
		rows := checkLayout(t, r, size)
		switch {
		case rows == 2 && size.Height != min.Height:
			t.Errorf("width %v: two rows in %v, where MinSize is %v tall", w, size.Height, min.Height)
		case rows == 1 && size.Height >= min.Height:
			t.Errorf("width %v: one row, but %v asked for, as tall as two rows", w, size.Height)
		case rows == 1 && oneRow == 0:
			oneRow = w
		case rows == 2 && oneRow != 0:
			t.Errorf("width %v: two rows again, after one row fitted at %v", w, oneRow)
		}
	}
	// The Build tab's width in a 1240-pixel window takes one row.
	if oneRow == 0 || oneRow > 1200 {
		t.Errorf("one row of 64 first fits at width %v, want at most 1200", oneRow)
	}
	g.Resize(fyne.NewSize(1224, 300))
	if top := r.strips.cells[0].pos.Y - r.strips.markH; top > 0.5 {
		t.Errorf("in a taller space the cells start %v down, want at the top", top)
	}
}

func TestGridGrowsWithItsSpace(t *testing.T) {
	g, r := newTestGrid(t, 4194439168, fyne.NewSize(1300, 200))
	smallest := g.MinSize()
	g.Resize(smallest)
	base := r.strips.cell

	// The space under the inputs of a 1240×800 window: two rows of larger cells.
	g.Resize(fyne.NewSize(1190, 330))
	if rows := checkLayout(t, r, g.Size()); rows != 2 {
		t.Errorf("1190×330: %d rows, want 2 rows of larger cells", rows)
	}
	if got := r.strips.cell; got.Width < base.Width*1.5 {
		t.Errorf("1190×330: cells %v, want at least 1.5 × the smallest %v", got, base)
	}
	// A huge space: the cells stop at twice their smallest size, in one row.
	g.Resize(fyne.NewSize(4000, 2000))
	if rows := checkLayout(t, r, g.Size()); rows != 1 {
		t.Errorf("4000×2000: %d rows, want 1", rows)
	}
	if got := r.strips.cell; got.Width > base.Width*maxCellScale+0.01 || got.Height > base.Height*maxCellScale+0.01 {
		t.Errorf("4000×2000: cells %v, more than %v × the smallest %v", got, maxCellScale, base)
	}
	// Back to the smallest: two rows of the smallest cells.
	g.Resize(smallest)
	if rows := checkLayout(t, r, smallest); rows != 2 || r.strips.cell != base {
		t.Errorf("at its minimum: %d rows of %v cells", rows, r.strips.cell)
	}
}

// Each part's caption sits under the cells of the part, on the row holding
// most of them, and its bar spans exactly those cells.
func TestGridCaptionsUnderTheirCells(t *testing.T) {
	g, r := newTestGrid(t, 4194439168, fyne.NewSize(1300, 200))
	for _, size := range []fyne.Size{fyne.NewSize(1300, g.MinSize().Height), g.MinSize(), fyne.NewSize(1190, 330)} {
		g.Resize(size)
		for p, s := range g.segments {
			top := r.strips.cells[63-(s.shift+s.bits-1)].pos
			bottom := r.strips.cells[63-s.shift].pos
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
			if top.Y == bottom.Y { // the part fits one row: the bar spans it exactly
				if bar.Position().X != top.X || bar.Position().X+bar.Size().Width != bottom.X+r.strips.cell.Width {
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
	// The cells, digits and ruler are a raster a row, which the markup shows
	// as one element each: the image shows them in place.
	test.AssertRendersToImage(t, "worked_example.png", w.Canvas())
}

// Each row's raster paints the cells in their fills, the digits in their
// colours inside them and the ruler's numbers over them, and nothing in the
// gaps between the parts.
func TestGridPaintsTheCellsAndDigits(t *testing.T) {
	_, r := newTestGrid(t, 4194439168, fyne.NewSize(1300, 200))
	st := r.strips
	var imgs [2]*image.RGBA
	for row, raster := range st.rows {
		if raster.Visible() {
			imgs[row] = st.draw(row, int(raster.Size().Width), int(raster.Size().Height)).(*image.RGBA)
		}
	}
	// colours counts the pixels of the box x0,y0–x1,y1 of the grid by colour,
	// in the raster of cell i's row.
	colours := func(i int, x0, y0, x1, y1 float32) map[color.RGBA]int {
		row := i / st.perRow
		img, top := imgs[row], st.rows[row].Position().Y
		seen := map[color.RGBA]int{}
		for y := int(y0 - top); y < int(y1-top); y++ {
			for x := int(x0); x < int(x1); x++ {
				seen[img.RGBAAt(x, y)]++
			}
		}
		return seen
	}
	rgba := func(c color.Color) color.RGBA { return color.RGBAModel.Convert(c).(color.RGBA) }
	for _, i := range []int{63 - 12, 63 - 0, 0, 63 - 31} { // bits 12 (1), 0 (0), 63 (0), 31 (1)
		c := st.cells[i]
		seen := colours(i, c.pos.X+3, c.pos.Y+3, c.pos.X+st.cell.Width-3, c.pos.Y+st.cell.Height-3)
		fill := rgba(c.fill)
		if seen[fill] < 20 {
			t.Errorf("cell %d: %d pixels of its fill %v", i, seen[fill], fill)
		}
		if len(seen) < 3 { // the fill, the digit, and the smoothing between
			t.Errorf("cell %d: no digit painted, only %v", i, seen)
		}
	}
	i := 63 - 12 // bit 12 is numbered
	c := st.cells[i]
	if seen := colours(i, c.pos.X, c.pos.Y-st.markH, c.pos.X+st.cell.Width, c.pos.Y); len(seen) < 2 {
		t.Errorf("the number 12 over its cell: only %v", seen)
	}
	gap := st.cells[1].pos.X - 1 // between the sign's cell and the timestamp's
	for y := range imgs[0].Bounds().Dy() {
		if imgs[0].RGBAAt(int(gap), y).A != 0 {
			t.Fatalf("the raster is painted at x=%v, between two parts", gap)
		}
	}
}

// BenchmarkStripDraw is the painting of one row of cells, which an edit
// that changes the ID costs for each row.
func BenchmarkStripDraw(b *testing.B) {
	test.NewTempApp(b)
	g := New(testParts, testDetail)
	g.SetID(4194439168)
	r := g.CreateRenderer().(*gridRenderer)
	r.Layout(fyne.NewSize(1300, 200))
	row := r.strips.rows[0]
	w, h := int(row.Size().Width), int(row.Size().Height)
	b.ReportAllocs()
	for b.Loop() {
		r.strips.draw(0, w, h)
	}
}

// captionBox is where caption p is drawn: its swatch to the end of its
// longer text.
func captionBox(r *gridRenderer, p int) (x0, y0, x1, y1 float32) {
	c := r.captions[p]
	x0, y0 = c.swatch.Position().X, c.name.Position().Y
	x1 = c.name.Position().X + max(c.name.MinSize().Width, c.detail.MinSize().Width)
	y1 = c.detail.Position().Y + c.detail.Size().Height
	return x0, y0, x1, y1
}
