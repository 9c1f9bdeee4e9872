package bitgrid

import (
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// A layout of many fields is painted with a bar and a caption each: no two
// captions overlap, each lies within the grid and at least partly under
// its bar, and the cells and captions fit the grid's minimum size, however
// many lines the captions take. Giving the grid other parts makes and
// drops captions to match.
func TestGridOfManyParts(t *testing.T) {
	seven := []Part{{"unused", 1, theme.ColorNameDisabled}, {"seconds", 31, theme.ColorNamePrimary},
		{"milliseconds", 10, theme.ColorNameSuccess}, {"server", 9, theme.ColorNameWarning}, {"cli", 1, theme.ColorNameError},
		{"region", 2, theme.ColorNameSuccess}, {"sequence", 10, theme.ColorNameWarning}}
	ones := []Part{{"sign", 1, theme.ColorNameDisabled}}
	for i := range 63 {
		ones = append(ones, Part{"flag" + strconv.Itoa(i), 1, []fyne.ThemeColorName{theme.ColorNamePrimary, theme.ColorNameSuccess}[i%2]})
	}
	g, r := newTestGrid(t, 4194439168, fyne.NewSize(1300, 200))
	for _, parts := range [][]Part{seven, ones, testParts} {
		g.SetParts(parts)
		if len(r.captions) != len(parts) || len(r.Objects()) != 2+len(parts)*5+1 {
			t.Fatalf("%d parts: %d captions, %d objects", len(parts), len(r.captions), len(r.Objects()))
		}
		for _, size := range []fyne.Size{g.MinSize(), fyne.NewSize(g.MinSize().Width+137, g.MinHeightFor(g.MinSize().Width+137)),
			fyne.NewSize(1300, g.MinHeightFor(1300)), fyne.NewSize(2000, g.MinHeightFor(2000))} {
			g.Resize(size)
			r.Layout(size)
			lastCell := r.strips.cells[63].pos.Y + r.strips.cell.Height
			for p := range parts {
				x0, y0, x1, y1 := captionBox(r, p)
				if x0 < 0 || x1 > size.Width+0.5 || y1 > size.Height+0.5 {
					t.Errorf("%d parts at %v: caption %d (%s) at %v,%v–%v,%v leaves the grid", len(parts), size, p, parts[p].Name, x0, y0, x1, y1)
				}
				if y0 < lastCell-r.grid.metrics.rowHeight(r.strips.cell.Height, 1) && y0 < r.strips.cells[0].pos.Y {
					t.Errorf("%d parts at %v: caption %d above the cells", len(parts), size, p)
				}
				bars := r.bars[p]
				under := false
				for _, b := range bars {
					if !b.Hidden && x1 > b.Position().X && x0 < b.Position().X+b.Size().Width {
						under = true
					}
				}
				if !under {
					t.Errorf("%d parts at %v: caption %d is not under its bar", len(parts), size, p)
				}
				for q := range p {
					a0, b0, a1, b1 := captionBox(r, q)
					if x0 < a1-0.5 && a0 < x1-0.5 && y0 < b1-0.5 && b0 < y1-0.5 {
						t.Errorf("%d parts at %v: captions %d and %d overlap", len(parts), size, q, p)
					}
				}
			}
		}
	}
	if g.MinSize() != (func() fyne.Size { g, _ := newTestGrid(t, 0, fyne.NewSize(1, 1)); return g.MinSize() })() {
		t.Error("going back to Twitter's parts does not give Twitter's minimum size")
	}
}

// Up and Down move between the parts the grid is given.
func TestGridKeysFollowTheParts(t *testing.T) {
	g, _ := newTestGrid(t, 0, fyne.NewSize(1300, 200))
	g.SetParts([]Part{{"unused", 10, theme.ColorNameDisabled}, {"t", 40, theme.ColorNamePrimary},
		{"shard", 4, theme.ColorNameSuccess}, {"seq", 10, theme.ColorNameWarning}})
	var flipped []int
	g.OnFlip = func(bit int) { flipped = append(flipped, bit) }
	for _, k := range []fyne.KeyName{fyne.KeyHome, fyne.KeyDown, fyne.KeyDown, fyne.KeyDown, fyne.KeyDown, fyne.KeyUp} {
		g.TypedKey(&fyne.KeyEvent{Name: k})
		g.TypedRune(' ')
	}
	if want := []int{63, 53, 13, 9, 9, 13}; !slices.Equal(flipped, want) {
		t.Errorf("flipped %v, want %v", flipped, want)
	}
}

// Parts that do not take the 64 bits are refused.
func TestGridRefusesPartsOfOtherWidths(t *testing.T) {
	test.NewTempApp(t)
	defer func() {
		if recover() == nil {
			t.Error("parts of 63 bits were taken")
		}
	}()
	New([]Part{{"t", 63, theme.ColorNamePrimary}}, nil)
}
