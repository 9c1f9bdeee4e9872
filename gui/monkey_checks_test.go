package gui

// What the monkey checks after every step: the ID, the inputs and the grid
// agree; the clipboard only ever holds a text the window showed; no ID is
// issued twice; a save that fails leaves its file byte for byte as it was.

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/core/issue"
)

// check returns what is wrong after a step, or "" when nothing is.
func (m *monkey) check() string {
	for _, check := range []func() string{m.checkBuildShown, m.checkClipboard, m.checkBatch, m.checkSaves, m.checkReport} {
		m.stats.checks++
		if problem := check(); problem != "" {
			return problem
		}
	}
	problem := m.problem
	m.problem = ""
	return problem
}

// readIDIn reads an ID typed or pasted, which is one of l only when it
// has no bits above l's fields: its IDs leave them 0.
func readIDIn(text string, l core.Layout) (int64, error) {
	id, err := readIDText(text)
	if err == nil && id>>l.TotalBits() != 0 {
		err = fmt.Errorf("bits above the %d of %s", l.TotalBits(), l.Name)
	}
	return id, err
}

// checkBuild: Copy is on exactly when the ID field holds a valid ID, and
// then the grid shows that ID, the inputs make it, read in the layout
// chosen, and the forms write it.
func (m *monkey) checkBuild() string {
	b, model := m.w.build, m.w.model
	text := b.id.entry.Text
	id, err := readIDIn(text, model.layout)
	if (err == nil) == b.copyBtn.Disabled() {
		return fmt.Sprintf("the ID field holds %q (%v) but Copy is enabled: %v", short(text), err, !b.copyBtn.Disabled())
	}
	if err != nil {
		if !b.grid.Disabled() {
			return fmt.Sprintf("the grid takes taps while the ID field holds %q", short(text))
		}
		return ""
	}
	if b.grid.ID() != id {
		return fmt.Sprintf("the grid shows %d, the ID field %q", b.grid.ID(), short(text))
	}
	// The ID taken apart by hand, with shifts worked out here from the
	// layout's widths and its epoch, against each input as core reads it:
	// not the window's encoder.
	l := model.layout
	want := make([]int64, len(l.Fields))
	shift, micro := l.TotalBits(), l.Epoch*1000
	for i, f := range l.Fields {
		shift -= f.Bits
		want[i] = id >> shift & (1<<f.Bits - 1)
		if f.Role == core.RoleTime {
			micro += want[i] * int64(f.Unit/time.Microsecond)
		}
	}
	if id>>l.TotalBits() != 0 {
		return fmt.Sprintf("the ID field holds %q, which has bits above the fields of %s", short(text), l.Name)
	}
	var texts []string
	for _, in := range b.inputs {
		texts = append(texts, in.entry.Text)
	}
	for k, spec := range inputsOf(l) {
		var got, wanted int64
		var err error
		if spec.time {
			// The ID holds the tick the typed instant lies in.
			got, err = l.ParseTime(texts[k], model.shown.now.UnixMilli())
			wanted = micro / 1000
			if tick := int64(l.Tick() / time.Microsecond); got*1000 >= micro && got*1000 < micro+tick {
				got = wanted
			}
		} else {
			got, err = core.ParseFieldValue(texts[k], l.Fields[spec.field])
			wanted = want[spec.field]
		}
		if err != nil || got != wanted {
			return fmt.Sprintf("input %d of %s holds %q, read as %d (%v); the ID field holds %q, which makes it %d",
				k, l.Name, texts[k], got, err, short(text), wanted)
		}
	}
	if hex := b.formats.rows[formHex].value.Text; hex != core.FormatHex(id) {
		return fmt.Sprintf("the hexadecimal form shows %q for %d", hex, id)
	}
	return ""
}

// readIDText reads the ID field as the window does: a link, or an ID.
func readIDText(text string) (int64, error) {
	if id, _, isLink, err := find.IDFromLink(text); isLink {
		return id, err
	}
	return core.ParseID(text)
}

// checkClipboard: whenever the app put a text on the clipboard, it is one
// the window shows, or the rows of a table it showed when asked to copy.
func (m *monkey) checkClipboard() string {
	now := m.app.Clipboard().Content()
	if now == m.seen.clip {
		return ""
	}
	m.seen.clip = now
	if m.seen.pasted {
		return "" // another program's text, or the person's own copy in an entry
	}
	m.stats.copies++
	b := m.w.build
	shown := []string{}
	if !b.copyBtn.Disabled() {
		shown = append(shown, b.id.entry.Text)
		for _, row := range b.formats.rows {
			shown = append(shown, row.value.Text)
		}
		shown = append(shown, b.formats.discord.value.Text)
	}
	shown = append(shown, m.wideShown()...)
	if b.readings.box.Visible() {
		for _, row := range b.readings.rows {
			shown = append(shown, strings.Fields(row.when.Text)[0])
		}
	}
	if r := m.w.ranges; r != nil {
		for _, row := range r.rows {
			if !row.copy.Disabled() && row.box.Visible() {
				shown = append(shown, row.value.Text)
			}
		}
		shown = append(shown, r.discord.value.Text)
	}
	for _, id := range m.w.history.ids() {
		shown = append(shown, strconv.FormatInt(id, 10))
	}
	if g := m.w.generate; g != nil && len(g.last.ids) > 0 {
		var all strings.Builder
		for _, id := range g.last.ids {
			all.WriteString(strconv.FormatInt(id, 10) + "\n")
		}
		shown = append(shown, all.String())
	}
	for _, s := range shown {
		if now == s && s != "" {
			return ""
		}
	}
	if slices.Contains(m.seen.tableCopies, sha256.Sum256([]byte(now))) {
		return ""
	}
	return fmt.Sprintf("the clipboard holds %q, which the window did not show", short(now))
}

// copyTable notes what copying the Decode many table must put on the
// clipboard, before the copy is asked for: the rows as shown then. The
// copy runs in the background, and may end many steps later.
func (m *monkey) copyTable(text string) {
	m.seen.tableCopies = append(m.seen.tableCopies, sha256.Sum256([]byte(text)))
	if len(m.seen.tableCopies) > 1000 {
		m.seen.tableCopies = m.seen.tableCopies[1:]
	}
}

// Where the IDs a walk sees issued come from.
const (
	byNextID = iota
	byGenerateTab
	byTray
	issuerCount
)

// noteIssued records IDs of l as issued by their generator, one for each
// set of values of l's plain fields, and reports one that is not above
// every ID that generator issued before.
func (m *monkey) noteIssued(by int, l core.Layout, ids []int64) {
	m.stats.issued[by] += len(ids)
	for _, id := range ids {
		values, _ := l.Split(id, nil)
		key, _ := issue.LayoutKey(l, values)
		if last, ok := m.seen.issued[key]; ok && id <= last && m.problem == "" {
			m.problem = fmt.Sprintf("%d was issued after %d by the same generator (issuer %d, layout %s %v, epoch %d)",
				id, last, by, l.Name, l.Fields, l.Epoch)
		}
		m.seen.issued[key] = id
	}
}

// checkBatch notes the IDs of a batch that has just appeared.
func (m *monkey) checkBatch() string {
	g := m.w.generate
	if g == nil || len(g.last.ids) == 0 || &g.last.ids[0] == m.seen.batch {
		return ""
	}
	m.seen.batch = &g.last.ids[0]
	m.noteIssued(byGenerateTab, g.issuedLayout(), g.last.ids)
	return ""
}

// monkeySave is one save the monkey chose a file for.
type monkeySave struct {
	path     string
	before   []byte // the file as it was, when it existed
	existed  bool
	w        fyne.URIWriteCloser // what the save dialog hands over
	failAt   int                 // the writer fails once this many bytes are written; -1: it never does
	written  bytes.Buffer        // what went through it
	failed   bool                // the writer failed
	closed   bool
	closedAt int // the order it was closed in, among all the saves
	closeErr error
	aborted  bool
	gone     bool // the app quit before the save ended
}

// monkeyFiles is the monkey answering the file dialogs: a file among a
// few to save into, new or replaced, or a file to open, or Cancel.
type monkeyFiles struct{ m *monkey }

func (f monkeyFiles) parent() fyne.Window { return f.m.win }

func (f monkeyFiles) open(_ []string, done func(fyne.URIReadCloser)) {
	m := f.m
	path := m.drop[m.rng.IntN(len(m.drop))]
	if m.rng.IntN(5) == 0 || path == m.drop[len(m.drop)-3] && m.rng.IntN(20) != 0 {
		return // canceled; the huge file now and then only
	}
	if r, err := storage.Reader(storage.NewFileURI(path)); err == nil {
		done(r)
	}
}

func (f monkeyFiles) save(name string, done func(fyne.URIWriteCloser)) {
	m := f.m
	if m.rng.IntN(6) == 0 {
		return // canceled
	}
	s := &monkeySave{path: filepath.Join(m.dir, fmt.Sprintf("save-%d-%s", m.rng.IntN(3), name)), failAt: -1}
	if data, err := os.ReadFile(s.path); err == nil {
		s.before, s.existed = data, true
	}
	if m.rng.IntN(2) == 0 {
		s.failAt = m.rng.IntN(1 << (6 + m.rng.IntN(16)))
	}
	w, err := storage.Writer(storage.NewFileURI(s.path)) // as the dialog opens it
	if err != nil {
		m.problem = fmt.Sprintf("the save dialog could not open %s: %v", s.path, err)
		return
	}
	s.w = w
	m.seen.saves = append(m.seen.saves, s)
	m.stats.saves++
	done(monkeyWriter{s, m})
}

// monkeyWriter is the file the dialog handed over, on a disk that fills
// up after failAt bytes.
type monkeyWriter struct {
	s *monkeySave
	m *monkey
}

func (w monkeyWriter) URI() fyne.URI { return w.s.w.URI() }

func (w monkeyWriter) Write(p []byte) (int, error) {
	s := w.s
	if s.failAt >= 0 && s.written.Len()+len(p) > s.failAt {
		n, _ := s.w.Write(p[:s.failAt-s.written.Len()])
		s.written.Write(p[:n])
		s.failed = true
		return n, errDiskFull
	}
	n, err := s.w.Write(p)
	s.written.Write(p[:n])
	return n, err
}

func (w monkeyWriter) Close() error {
	w.m.seen.closes++
	w.s.closed, w.s.closedAt = true, w.m.seen.closes
	w.s.closeErr = w.s.w.Close()
	return w.s.closeErr
}

func (w monkeyWriter) Abort() {
	w.s.aborted = true
	w.s.w.(*pendingFile).Abort()
}

// checkSaves: until a save ends, and when it fails, its file is byte for
// byte as it was (or still not there) and nothing is left beside it; a
// save that ends well leaves exactly what was written, which is then what
// the saves still open to the same file must leave there if they fail.
func (m *monkey) checkSaves() string {
	var open []*monkeySave
	for _, s := range m.seen.saves {
		if !s.closed || s.closeErr != nil || s.aborted {
			open = append(open, s)
			continue
		}
		if slices.ContainsFunc(m.seen.saves, func(o *monkeySave) bool {
			return o.path == s.path && o.closed && o.closeErr == nil && !o.aborted && o.closedAt > s.closedAt
		}) {
			continue // replaced since by a later save
		}
		got, _ := os.ReadFile(s.path)
		if s.failed || !bytes.Equal(got, s.written.Bytes()) {
			return fmt.Sprintf("a save to %s that ended well left %d bytes of the %d written", s.path, len(got), s.written.Len())
		}
		for _, other := range m.seen.saves {
			if other.path == s.path && other != s {
				other.before, other.existed = got, true
			}
		}
	}
	m.seen.saves = nil
	for _, s := range open {
		got, err := os.ReadFile(s.path)
		if exists := err == nil; exists != s.existed || !bytes.Equal(got, s.before) {
			return fmt.Sprintf("a save to %s that failed or has not ended changed it: %d bytes, were %d (existed %v)",
				s.path, len(got), len(s.before), s.existed)
		}
		switch {
		case s.aborted || s.closed:
			m.stats.savesFailed++
			if _, err := os.Stat(s.w.(*pendingFile).temp.Name()); !errors.Is(err, os.ErrNotExist) {
				return fmt.Sprintf("a failed save to %s left its temporary file", s.path)
			}
		case !s.gone:
			m.seen.saves = append(m.seen.saves, s)
		}
	}
	return ""
}

// short is a text cut to a length a failure message can show.
func short(s string) string {
	if len(s) > 120 {
		return s[:120] + fmt.Sprintf("… (%d bytes)", len(s))
	}
	return s
}
