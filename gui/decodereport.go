package gui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/decoded"
	"snowflakeid/gui/chart"
	"snowflakeid/stats"
	"snowflakeid/words"
)

// maxFindingsShown is how many findings the window gives a line each; Copy
// report copies them all.
const maxFindingsShown = 40

// chartColors are the colours of the chart's series, the most IDs first:
// the bit grid's part colours, which stay apart in both variants and as
// people with the common colour blindnesses see them; the other
// generators together are grey.
var chartColors = []fyne.ThemeColorName{ColorNameBlue, ColorNameOrange, ColorNameTeal, ColorNameMagenta, ColorNameRed}

// decodeReport says what was read, over the table: the summary, then what
// the list says of its generators, their clocks, capacity and repeats, the
// worst first, each finding that names rows a link that selects them in
// the table one after another; beside it a chart of the IDs each
// generator issued over time. Copy report, under the table with the other
// copies, copies the findings. [reportLayout] gives the report its room
// over the table.
type decodeReport struct {
	label    *widget.Label // the summary
	findings *fyne.Container
	copy     *widget.Button
	chart    *chart.Chart
	box      *container.Scroll
	pane     *fyne.Container
	stack    *fyne.Container // the report over the table, in a reportLayout

	lines []string // every finding's text, for Copy report
	rows  [][]int  // the rows each finding shown names
	asked int      // reports asked for: one that comes back after another was asked for is dropped
	visit struct {
		finding int // the finding whose rows its link visits, or -1
		next    int // which of its rows comes next
	}
	onRows func(rows []int, next int) // a finding's link was followed to rows[next]
}

func newDecodeReport(onCopy func(text string, lines int), onRows func(rows []int, next int)) *decodeReport {
	r := &decodeReport{label: widget.NewLabel(lang.L("many.empty")), findings: container.NewVBox(), chart: chart.New(), onRows: onRows}
	r.label.Wrapping = fyne.TextWrapWord
	r.copy = widget.NewButtonWithIcon(lang.L("report.copy"), theme.ContentCopyIcon(), func() {
		onCopy(strings.Join(r.lines, "\n"), len(r.lines))
	})
	r.copy.Disable()
	r.box = container.NewVScroll(container.NewVBox(r.label, r.findings))
	r.chart.Hide()
	r.pane = container.New(besideLayout{}, r.box, r.chart)
	r.visit.finding = -1
	r.fit()
	return r
}

// show writes text in the summary, and lays the report out again.
func (r *decodeReport) show(text string) {
	r.label.SetText(text)
	r.fit()
}

// clear takes away the findings and the chart, until the next report.
func (r *decodeReport) clear() {
	r.asked++
	r.lines, r.rows = nil, nil
	r.findings.RemoveAll()
	r.chart.Hide()
	r.copy.Disable()
	r.visit.finding = -1
	r.fit()
}

// height is how tall the report would be to show everything without
// scrolling: its text, and the chart where it shows.
func (r *decodeReport) height() float32 {
	h := r.box.Content.MinSize().Height
	if r.chart.Visible() {
		h = max(h, r.chart.MinSize().Height)
	}
	return h
}

// fit lays the report and the table out again, as the report's height
// changed.
func (r *decodeReport) fit() {
	if r.stack != nil {
		r.stack.Refresh()
	}
}

// report shows what a list says: its findings and chart.
func (r *decodeReport) report(findings []decoded.Finding, series []chart.Series, axis chart.Axis) {
	r.findings.RemoveAll()
	r.lines, r.rows = r.lines[:0], r.rows[:0]
	r.visit.finding = -1
	for i, f := range findings {
		r.lines = append(r.lines, f.Text)
		if i >= maxFindingsShown {
			continue
		}
		r.rows = append(r.rows, f.Rows)
		if len(f.Rows) == 0 {
			l := widget.NewLabel(f.Text)
			l.Wrapping = fyne.TextWrapWord
			r.findings.Add(l)
			continue
		}
		link := widget.NewHyperlink(f.Text, nil)
		link.Wrapping = fyne.TextWrapWord
		link.OnTapped = func() { r.follow(i, f.Rows) }
		r.findings.Add(link)
	}
	if more := len(findings) - maxFindingsShown; more > 0 {
		r.findings.Add(widget.NewLabel(words.Count("report.more", more, nil)))
	}
	r.chart.Draw(series, axis)
	r.chart.Hidden = len(series) == 0
	r.copy.Enable()
	r.fit()
}

// follow goes to the next of a finding's rows: its first, when another
// finding's were visited last.
func (r *decodeReport) follow(finding int, rows []int) {
	if r.visit.finding != finding {
		r.visit.finding, r.visit.next = finding, 0
	}
	r.onRows(rows, r.visit.next)
	r.visit.next = (r.visit.next + 1) % len(rows)
}

// study works out what the list shown says, off the main goroutine, and
// shows it, unless the list changed meanwhile.
func (d *decodeTab) study() {
	d.report.clear()
	if d.decoded.Len() == 0 {
		return
	}
	asked, list := d.report.asked, d.decoded.Snapshot()
	d.job.runner.start(func() {
		var c stats.Collector
		list.Collect(&c)
		r := c.Report()
		findings, text := decoded.Findings(r), decoded.Chart(r)
		series := make([]chart.Series, len(r.Timeline.Series))
		for i, s := range r.Timeline.Series {
			series[i] = chart.Series{Name: text.Names[i], Color: theme.ColorNamePlaceHolder, Counts: s.Counts}
			if s.Generator != stats.Others {
				series[i].Color = chartColors[i%len(chartColors)]
			}
		}
		fyne.Do(func() {
			if asked == d.report.asked {
				d.report.report(findings, series, chart.Axis{From: text.From, To: text.To, Unit: text.Unit})
			}
		})
	})
}

// onFindingRows selects a finding's row at, of rows counted from 1 in
// the order found, wherever the table's sorting shows it.
func (d *decodeTab) onFindingRows(rows []int, at int) {
	shown := d.decoded.ShownRow(rows[at] - 1)
	if shown < 0 {
		return
	}
	d.table.Select(widget.TableCellID{Row: shown, Col: 0})
	d.status.set(words.Count("report.atRow", len(rows), map[string]any{"Row": words.Group(int64(shown + 1)),
		"At": words.Group(int64(at + 1))}), widget.MediumImportance)
}

// onCopyReport copies the report's findings, as `snowflakeid stats`
// writes them.
func (d *decodeTab) onCopyReport(text string, lines int) {
	d.clip.SetContent(text)
	d.status.set(lang.L("report.copied", map[string]any{"Lines": lines}), widget.SuccessImportance)
}

// reportLayout stacks the report over the table: the report as tall as it
// asks, up to half the room, and the table the rest. Its least height is
// the table's: the report takes no room the window's smallest size would
// have to make, and scrolls instead.
type reportLayout struct {
	report *decodeReport
}

func (l reportLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	report, table := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(max(report.Width, table.Width), table.Height)
}

func (l reportLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	h := min(l.report.height(), (size.Height-pad)/2)
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(fyne.NewSize(size.Width, h))
	objects[1].Move(fyne.NewPos(0, h+pad))
	objects[1].Resize(fyne.NewSize(size.Width, size.Height-h-pad))
}

// maxChartWidth is the widest the chart is drawn.
const maxChartWidth = 560

// besideLayout puts the report's text on the left and, where it shows,
// the chart on the right: two fifths of the width, at least its least
// width, at most maxChartWidth.
type besideLayout struct{}

func (besideLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	text, chart := objects[0].MinSize(), objects[1]
	if !chart.Visible() {
		return text
	}
	c := chart.MinSize()
	return fyne.NewSize(text.Width+theme.Padding()+c.Width, max(text.Height, c.Height))
}

func (besideLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	text, chart := objects[0], objects[1]
	w := float32(0)
	if chart.Visible() {
		w = min(max(size.Width*2/5, chart.MinSize().Width), maxChartWidth)
		chart.Move(fyne.NewPos(size.Width-w, 0))
		chart.Resize(fyne.NewSize(w, size.Height))
		w += theme.Padding()
	}
	text.Move(fyne.NewPos(0, 0))
	text.Resize(fyne.NewSize(size.Width-w, size.Height))
}
