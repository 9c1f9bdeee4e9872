package gui

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/data/binding"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// readingsList answers "which service is this ID from?" for a typed ID:
// the ID read as each family's, the instant and the other parts of each,
// most plausible first. The readings that cannot be right (in the future,
// before the service made such IDs, a tweet older than Snowflake, or not
// the family of the link the ID came from) are marked and folded away
// under one line, which a click unfolds. Each instant can be copied; each
// reading offers to read the ID in its layout on the Build tab. The links
// and buttons are not focusable, so that Tab still runs from the inputs to
// the ID; the Layout chooser does what Use does from the keyboard.
type readingsList struct {
	box       *fyne.Container
	plausible *fyne.Container     // the rows of the readings nothing speaks against
	doubted   *fyne.Container     // the others, folded away under one line
	fold      *fyne.Container     // that line: an arrow and a link that unfold them
	foldArrow *components.TapIcon // points down when unfolded
	foldLink  *components.TapLabel
	unfolded  binding.Bool // the person unfolded them, here or in the View menu; they stay so for the next ID
	rows      []readingRow
	onUse     func(core.Layout)
	onCopy    func(text string)
}

// readingRow shows one reading; which family's changes with the ID.
type readingRow struct {
	family string
	ms     int64 // the reading's instant, which copy writes
	name   *widget.Label
	when   *widget.Label
	use    *components.TapLabel
	copy   *components.TapIcon
	value  *fyne.Container // when, use and copy
}

func newReadingsList(onUse func(core.Layout), onCopy func(text string)) *readingsList {
	l := &readingsList{onUse: onUse, onCopy: onCopy, unfolded: binding.NewBool()}
	l.plausible = container.New(layout.NewFormLayout())
	l.doubted = container.New(layout.NewFormLayout())
	l.doubted.Hide()
	l.foldArrow = components.NewTapIcon(theme.MenuExpandIcon(), l.onFold)
	l.foldLink = components.NewTapLabel(l.onFold)
	l.foldLink.Wrapping = fyne.TextWrapOff
	l.fold = container.NewHBox(l.foldArrow, l.foldLink)
	title := components.NewMessage(lang.L("reading.title"))
	l.box = container.NewVBox(title, l.plausible, l.fold, l.doubted)
	l.box.Hide()
	l.unfolded.AddListener(binding.NewDataListener(l.showFold))
	return l
}

// makeRows makes a row for each family, the first time an ID is typed:
// the window's first frame has none to show.
func (l *readingsList) makeRows() {
	l.rows = make([]readingRow, len(core.Families()))
	for i := range l.rows {
		row := &l.rows[i]
		row.name = widget.NewLabel("")
		row.when = components.NewMessage("")
		row.use = components.NewTapLabel(func() {
			if p, ok := core.LayoutNamed(row.family); ok {
				l.onUse(p.Layout)
			}
		})
		row.use.SetText(lang.L("scheme.use"))
		row.use.Wrapping = fyne.TextWrapOff
		row.copy = components.NewTapIcon(theme.ContentCopyIcon(), func() {
			l.onCopy(words.ISOTime(row.ms))
		})
		row.copy.Tip.Text = lang.L("tip.copyReading")
		row.value = container.NewBorder(nil, nil, nil, container.NewHBox(row.use, row.copy), row.when)
	}
}

// show lists r's readings when its ID was typed, and hides otherwise. An
// ID from a link is read first as the link's family.
func (l *readingsList) show(r result) {
	if !r.valid || !r.typed {
		l.box.Hide()
		return
	}
	if l.rows == nil {
		l.makeRows()
	}
	readings := core.LinkReadings(r.id, r.family, r.now)
	l.plausible.Objects, l.doubted.Objects = nil, nil
	for i, reading := range readings {
		row := &l.rows[i]
		row.family, row.ms = reading.Family, reading.UnixMilli
		row.name.SetText(reading.Family)
		importance := widget.MediumImportance
		if reading.Doubt != nil {
			importance = widget.WarningImportance
		}
		components.SetMessage(row.when, readingText(reading), importance)
		chosen := reading.Family == r.layout.Name
		row.name.TextStyle = fyne.TextStyle{Bold: chosen}
		row.name.Refresh()
		if !chosen && !reading.Impossible() {
			row.use.Show()
		} else {
			row.use.Hide()
		}
		if !reading.Impossible() {
			l.plausible.Objects = append(l.plausible.Objects, row.name, row.value)
		} else {
			l.doubted.Objects = append(l.doubted.Objects, row.name, row.value)
		}
	}
	l.plausible.Refresh()
	l.doubted.Refresh()
	n := len(l.doubted.Objects) / 2
	l.foldLink.SetText(words.Count("reading.doubted", n, nil))
	if n == 0 {
		l.fold.Hide()
		l.doubted.Hide()
	} else {
		l.fold.Show()
		if l.isUnfolded() {
			l.doubted.Show()
		} else {
			l.doubted.Hide()
		}
	}
	l.box.Show()
}

// onFold unfolds the readings that cannot be right, or folds them away: a
// click on their line, or View > Show Readings That Cannot Be Right.
func (l *readingsList) onFold() {
	_ = l.unfolded.Set(!l.isUnfolded())
}

// isUnfolded reports whether the person unfolded the readings that cannot
// be right.
func (l *readingsList) isUnfolded() bool {
	unfolded, _ := l.unfolded.Get()
	return unfolded
}

// showFold shows the readings that cannot be right unfolded or folded, as
// the person left them.
func (l *readingsList) showFold() {
	if l.isUnfolded() {
		l.foldArrow.SetResource(theme.MenuDropDownIcon())
		l.doubted.Show()
	} else {
		l.foldArrow.SetResource(theme.MenuExpandIcon())
		l.doubted.Hide()
	}
}

// doubtedShown reports whether the readings that cannot be right are
// unfolded.
func (l *readingsList) doubtedShown() bool { return l.isUnfolded() && l.doubted.Visible() }

// rowOf returns the row that shows family's reading.
func (l *readingsList) rowOf(family string) *readingRow {
	for i := range l.rows {
		if l.rows[i].family == family {
			return &l.rows[i]
		}
	}
	return nil
}

// readingText writes a reading's instant in UTC, its other parts, and what
// speaks against it.
func readingText(r core.Reading) string {
	var b strings.Builder
	b.WriteString(words.ISOTime(r.UnixMilli))
	for i, p := range r.Parts {
		if i == 0 {
			b.WriteString("  ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(partName(p.Name))
		b.WriteByte(' ')
		b.WriteString(strconv.FormatInt(p.Value, 10))
	}
	if r.Doubt != nil {
		b.WriteString("  ")
		b.WriteString(doubtText(r.Doubt))
	}
	return b.String()
}

// partName names a reading's part (core's name for it: datacenter, worker,
// shard, clock, …) in the window's language, or as core names it where
// the translations do not.
func partName(name string) string {
	key := "reading.part." + name
	if text := lang.L(key); text != key {
		return text
	}
	return name
}

// doubtText says, in brackets, why a reading cannot be right.
func doubtText(err error) string {
	var service *core.ServiceError
	var link *core.LinkError
	switch {
	case errors.Is(err, core.ErrReadingPreSnowflake):
		return lang.L("scheme.preSnowflake")
	case errors.Is(err, core.ErrReadingFuture):
		return lang.L("scheme.future")
	case errors.As(err, &service):
		return lang.L("reading.beforeService", map[string]any{
			"Family": service.Family, "Year": time.UnixMilli(service.Since).UTC().Year()})
	case errors.As(err, &link):
		return lang.L("reading.otherService", map[string]any{"Family": link.Family})
	}
	return ""
}
