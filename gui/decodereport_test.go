package gui

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/decoded"
)

// reportT0 is 2021-06-01T00:00:00Z, in Unix milliseconds.
const reportT0 = 1622505600000

// plantedLog is seven lines of two Twitter generators, datacenter 1 with
// machines 1 and 2, 100 ms apart: machine 1's clock steps back 150 ms on
// the fifth, and machine 2 issues the ID of the fourth again on the
// sixth, on a line of other text; the seventh line is logged twice. It
// returns the IDs of the lines.
func plantedLog(t *testing.T) (string, []int64) {
	lines := []struct{ machine, ms int64 }{{1, 0}, {2, 100}, {1, 200}, {2, 300}, {1, 50}, {2, 300}, {1, 400}}
	var text strings.Builder
	var ids []int64
	for i, l := range lines {
		id, err := core.Encode(core.Fields{Timestamp: reportT0 + l.ms, Datacenter: 1, Machine: l.machine})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
		text.WriteString("event " + strconv.Itoa(i+1) + " id=" + strconv.FormatInt(id, 10) + "\n")
	}
	return text.String() + "event 7 id=" + strconv.FormatInt(ids[6], 10) + "\n", append(ids, ids[6])
}

// The report over the table says the worst first; a finding that names
// rows is a link that selects them in the table one after another,
// however the table is sorted; the chart draws each generator's IDs.
func TestDecodeReport(t *testing.T) {
	tv, d, ids := pastePlantedLog(t, newTestView(t))
	want := []string{
		"8 IDs read (2 generators); 2 rows repeat an earlier ID.",
		"One ID stands on 2 rows (4, 6), on lines of one kind with different text: Twitter (datacenter 1, machine 2) issued it 2 times, a fault of the generator.",
		"Twitter (datacenter 1, machine 1)'s clock went back 1 time, by 150 ms (row 5): its ID there is older than its ID before.",
		"1 row repeats the ID of a line of the same text (row 8): likely one line logged twice, not an ID issued twice.",
		"Twitter (datacenter 1, machine 1): 5 IDs from 2021-06-01T00:00:00.000Z to 2021-06-01T00:00:00.400Z (400 ms), 4.0 a second, 4 in its busiest second (2021-06-01T00:00:00.000Z).",
	}
	objects := d.report.findings.Objects
	if len(objects) < len(want) {
		t.Fatalf("%d findings, want at least %d: %q", len(objects), len(want), d.report.lines)
	}
	for i, w := range want {
		if d.report.lines[i] != w {
			t.Errorf("finding %d:\n got %q\nwant %q", i, d.report.lines[i], w)
		}
	}
	if _, ok := objects[0].(*widget.Label); !ok {
		t.Errorf("the headline is a %T, want a label: it names no rows", objects[0])
	}
	repeat, ok1 := objects[1].(*widget.Hyperlink)
	step, ok2 := objects[2].(*widget.Hyperlink)
	if !ok1 || !ok2 {
		t.Fatalf("the repeat and the step back are %T and %T, want links", objects[1], objects[2])
	}

	// Sorted by ID, the table shows the lines in time order: 1, 5, 2, 3, 4, 6, 7, 8.
	d.onSort(decoded.ColID)
	follow := func(link *widget.Hyperlink, wantID int64, wantShown int, status string) {
		t.Helper()
		at := fyne.NewPos(theme.InnerPadding()+4, theme.InnerPadding()+4) // on the link's text
		test.TapAt(link, at)
		if d.selected != wantShown || d.decoded.ID(d.selected) != wantID {
			t.Errorf("selected row %d (ID %d), want %d (ID %d)", d.selected, d.decoded.ID(max(0, d.selected)), wantShown, wantID)
		}
		if got := tv.status.text(); got != status {
			t.Errorf("status %q, want %q", got, status)
		}
	}
	follow(repeat, ids[3], 4, "Row 5 of the table: 1 of the 2 rows this finding names.")
	follow(repeat, ids[5], 5, "Row 6 of the table: 2 of the 2 rows this finding names.")
	follow(repeat, ids[3], 4, "Row 5 of the table: 1 of the 2 rows this finding names.")
	follow(step, ids[4], 1, "Row 2 of the table: the row this finding names.")

	// By keyboard: a link takes the focus, and Space follows it.
	d.table.Select(widget.TableCellID{Row: 0, Col: 0})
	tv.win.Canvas().Focus(repeat)
	tv.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if d.selected != 4 {
		t.Errorf("Space on the repeat's link selected row %d, want 4", d.selected)
	}
}

// In Turkish the report names the fields in Turkish, and the chart's
// axis counts in Turkish words.
func TestDecodeReportInTurkish(t *testing.T) {
	tv, d, _ := pastePlantedLog(t, newTurkishView(t))
	want := "Bir kimlik, aynı türden ama metinleri farklı 2 satırda geçiyor (4, 6): Twitter (veri merkezi 1, makine 2) üreticisi onu 2 kez üretmiş; bu bir üretici hatası."
	if len(d.report.lines) < 2 || d.report.lines[1] != want {
		t.Errorf("findings %q, want the second %q", d.report.lines, want)
	}
	test.TapAt(d.report.findings.Objects[1].(*widget.Hyperlink), fyne.NewPos(theme.InnerPadding()+4, theme.InnerPadding()+4))
	if got, want := tv.status.text(), "Tablonun 4. satırı: bu bulgunun andığı 2 satırın 1. satırı."; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	if got := d.report.chart.Series()[0].Name; got != "Twitter (veri merkezi 1, makine 1)" {
		t.Errorf("the chart names its first line %q", got)
	}
}

// pastePlantedLog pastes the planted log on the Decode many tab of tv.
func pastePlantedLog(t *testing.T, tv *testView) (*testView, *decodeTab, []int64) {
	d := openDecode(tv)
	log, ids := plantedLog(t)
	fyne.CurrentApp().Clipboard().SetContent(log)
	test.Tap(d.top.paste)
	return tv, d, ids
}

// The chart draws each generator's IDs over the list's span; Copy report
// copies every finding, the worst first.
func TestDecodeReportChart(t *testing.T) {
	tv, d, _ := pastePlantedLog(t, newTestView(t))
	// The chart: machine 1's four IDs and machine 2's two (the repeat
	// counts once) over 400 ms in bins of 10 ms.
	series := d.report.chart.Series()
	if len(series) != 2 || series[0].Name != "Twitter (datacenter 1, machine 1)" || series[1].Name != "Twitter (datacenter 1, machine 2)" ||
		series[0].Color != ColorNameBlue || series[1].Color != ColorNameOrange || len(series[0].Counts) != 41 {
		t.Fatalf("chart %+v", series)
	}
	for _, c := range []struct{ series, bin, n int }{{0, 0, 1}, {0, 5, 1}, {0, 20, 1}, {0, 40, 1}, {1, 10, 1}, {1, 30, 1}, {1, 0, 0}} {
		if got := series[c.series].Counts[c.bin]; got != c.n {
			t.Errorf("series %d bin %d: %d IDs, want %d", c.series, c.bin, got, c.n)
		}
	}
	// At 1240×760 the report asks for more than half the room over the
	// table, and has half: the chart whole, the findings scrolling.
	stack, report := d.report.stack.Size().Height, d.report.pane.Size().Height
	if d.report.chart.Hidden || d.report.chart.Size().Height < d.report.chart.MinSize().Height || report != (stack-theme.Padding())/2 ||
		d.report.box.Content.MinSize().Height <= report || d.table.Position().Y < report || d.table.Size().Height < stack/2-theme.Padding() {
		t.Errorf("in %v: report %v (chart %v of %v, text %v), table at %v, %v high", stack, report, d.report.chart.Size().Height,
			d.report.chart.MinSize().Height, d.report.box.Content.MinSize().Height, d.table.Position().Y, d.table.Size().Height)
	}

	// Beside the findings, the chart takes two fifths of the width.
	pane, chartW := d.report.pane.Size().Width, d.report.chart.Size().Width
	if want := min(max(pane*2/5, d.report.chart.MinSize().Width), maxChartWidth); chartW != want ||
		d.report.chart.Position().X != pane-chartW || d.report.box.Size().Width != pane-chartW-theme.Padding() {
		t.Errorf("in a pane %v wide the chart is %v wide at %v, the findings %v; want the chart %v wide on the right",
			pane, chartW, d.report.chart.Position().X, d.report.box.Size().Width, want)
	}

	test.Tap(d.report.copy)
	copied := fyne.CurrentApp().Clipboard().Content()
	if !strings.HasPrefix(copied, strings.Join(d.report.lines[:3], "\n")+"\n") || !strings.HasPrefix(copied, "8 IDs read (2 generators)") ||
		!strings.HasSuffix(copied, "\nTwitter's time runs out at 2080-07-10T17:30:30.208Z, its last millisecond.") || tv.status.text() != "Copied the report: "+strconv.Itoa(strings.Count(copied, "\n")+1)+" lines." {
		t.Errorf("Copy report gave %q, status %q", copied, tv.status.text())
	}
}

// A report that comes back after the list changed is dropped: its rows
// would be another list's.
func TestDecodeReportOfAnOlderList(t *testing.T) {
	tv := newTestView(t)
	d := openDecode(tv)
	var held []func()
	d.job.runner.start = func(work func()) { held = append(held, work) }
	log, _ := plantedLog(t)
	d.decodeText(log)
	held[0]() // the decoding, which asks for the report
	if len(held) != 2 {
		t.Fatalf("%d works started, want the decoding and its report", len(held))
	}
	d.decodeText("1382350606417817605") // another list, before the report comes back
	if !d.report.copy.Disabled() {
		t.Error("Copy report is on while the report is being worked out")
	}
	held[1]()
	if len(d.report.findings.Objects) != 0 || !d.report.chart.Hidden {
		t.Errorf("the first list's report shows over the second's: %q", d.report.lines)
	}
	held[2]()
	held[3]()
	if len(d.report.lines) == 0 || d.report.lines[0] != "1 ID read (1 generator); 0 rows repeat an earlier ID." || d.report.copy.Disabled() {
		t.Errorf("the second list's report: %q", d.report.lines)
	}
	d.decodeText("1382350606417817604") // a third list: the second's report goes at once
	if !d.report.copy.Disabled() || len(d.report.lines) != 0 {
		t.Error("Copy report, or the report, stays while another list is read")
	}
	held[4]()
	held[5]()

	// In the smallest window the report takes half the room over the table
	// and scrolls, and the table keeps the other half.
	tv.win.Resize(minWindowSize)
	stack, report := d.report.stack.Size().Height, d.report.pane.Size().Height
	if d.report.chart.Hidden || report > stack/2 || report < d.report.chart.MinSize().Height || d.table.Size().Height < stack/2-theme.Padding() {
		t.Errorf("at the smallest size: report %v, chart %v, table %v, of %v", report, d.report.chart.MinSize().Height, d.table.Size().Height, stack)
	}
}

// The chart's lines stand out from the window's background as its text
// does, 4.5:1 or more, in both variants: each generator's colour and the
// others' grey.
func TestChartColoursStandOut(t *testing.T) {
	test.NewTempApp(t)
	th := NewTheme()
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		for _, c := range append(chartColors, theme.ColorNamePlaceHolder) {
			if got := contrast(th.Color(c, v), th.Color(theme.ColorNameBackground, v)); got < minContrast {
				t.Errorf("variant %d: the chart's %s has contrast %.2f on the background", v, c, got)
			}
		}
	}
}
