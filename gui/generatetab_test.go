package gui

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/core/issue"
	"snowflakeid/gui/components"
)

// Next ID issues as the person's own datacenter and machine, whatever ID
// the Build tab shows, and they are changed in their own dialog, which
// refuses what is not valid; decoding someone else's ID changes neither.
func TestNextIDIssuesAsThePerson(t *testing.T) {
	tv := newTestView(t)
	retype(tv.build.inputs[inDatacenter].entry, "4") // an ID's fields, not the person's
	retype(tv.build.inputs[inMachine].entry, "9")
	test.Tap(tv.build.nextBtn)
	if f := copiedFields(t); f.Datacenter != 0 || f.Machine != 0 || tv.build.inputs[inDatacenter].entry.Text != "0" {
		t.Errorf("Next ID issued %+v as the fields shown, not as the person's 0/0; the field shows %q", f, tv.build.inputs[inDatacenter].entry.Text)
	}

	tv.menuItem(t, "menu.issuing").Action()
	entries, save := issuingDialog(t, tv)
	retype(entries[0], "32")
	retype(entries[1], "9")
	if !save.Disabled() {
		t.Error("Save is on for datacenter 32")
	}
	retype(entries[0], "4")
	if save.Disabled() {
		t.Fatal("Save is off for datacenter 4, machine 9")
	}
	test.Tap(save)
	if tv.issuer.yours != (issuing{4, 9}) || tv.settings.issuing() != (issuing{4, 9}) {
		t.Fatalf("saved as %+v, kept as %+v", tv.settings.issuing(), tv.issuer.yours)
	}

	var last int64
	for i := range 3 {
		test.Tap(tv.build.nextBtn)
		copied := fyne.CurrentApp().Clipboard().Content()
		id, _ := strconv.ParseInt(copied, 10, 64)
		if f := copiedFields(t); f.Datacenter != 4 || f.Machine != 9 || id <= last {
			t.Errorf("Next ID %d = %d %+v after %d, want datacenter 4 and machine 9", i, id, f, last)
		}
		if tv.build.id.entry.Text != copied || tv.build.grid.ID() != id {
			t.Errorf("after Next ID the window shows %q, grid %d", tv.build.id.entry.Text, tv.build.grid.ID())
		}
		last = id
	}

	tv.build.pasteID("1382350606417817604") // a tweet of datacenter 10, machine 7
	test.Tap(tv.build.nextBtn)
	if f := copiedFields(t); f.Datacenter != 4 || f.Machine != 9 || tv.settings.issuing() != (issuing{4, 9}) {
		t.Errorf("after a tweet of 10/7 was decoded, Next ID issued %+v, the setting is %+v", f, tv.settings.issuing())
	}
}

// copiedFields takes apart the ID on the clipboard.
func copiedFields(t *testing.T) core.Fields {
	t.Helper()
	copied := fyne.CurrentApp().Clipboard().Content()
	id, err := strconv.ParseInt(copied, 10, 64)
	if err != nil {
		t.Fatalf("copied %q", copied)
	}
	f, _ := core.Decode(id)
	return f
}

// issuingDialog finds the two fields and the Save button of the dialog of
// the person's datacenter and machine, on top of the window.
func issuingDialog(t *testing.T, tv *testView) (entries []*components.FieldEntry, save *widget.Button) {
	t.Helper()
	top := tv.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	eachObject(top, func(o fyne.CanvasObject) bool {
		switch x := o.(type) {
		case *components.FieldEntry:
			entries = append(entries, x)
			return false
		case *widget.Button:
			if x.Text == lang.L("issuing.save") {
				save = x
			}
			return false
		}
		return true
	})
	if len(entries) != 2 || save == nil {
		t.Fatalf("the dialog holds %d fields, Save %v", len(entries), save != nil)
	}
	return entries, save
}

// runBatch types n into the Generate tab and starts it; the test's batches
// run in place, so it has ended when runBatch returns.
func runBatch(t *testing.T, tv *testView, n string) {
	t.Helper()
	b := tv.openGenerateTab()
	b.job.runner.start = func(work func()) { work() }
	retype(b.countEntry, n)
	test.Tap(b.generateBtn)
	if b.generateBtn.Disabled() || !b.cancelBtn.Disabled() || b.job.progress.Visible() {
		t.Fatal("the batch has not ended: Generate is off, Cancel on or the progress shown")
	}
}

func TestBatchGeneratesUniqueOrderedIDs(t *testing.T) {
	tv := newTestView(t)
	tv.setIssuing(issuing{2, 3})
	test.Tap(tv.build.nextBtn)
	single, _ := strconv.ParseInt(fyne.CurrentApp().Clipboard().Content(), 10, 64)

	runBatch(t, tv, "10.000")
	ids := tv.generate.last.ids
	if len(ids) != 10000 || tv.generate.list.Length() != 10000 {
		t.Fatalf("batch holds %d IDs, the list %d; want 10000", len(ids), tv.generate.list.Length())
	}
	if !slices.IsSorted(ids) || len(slices.Compact(slices.Clone(ids))) != len(ids) {
		t.Error("batch IDs are not unique and increasing")
	}
	if ids[0] <= single {
		t.Error("the batch repeats or precedes the ID Next ID issued")
	}
	for _, id := range ids {
		if f, _ := core.Decode(id); f.Datacenter != 2 || f.Machine != 3 {
			t.Fatalf("batch ID %d decodes to %+v", id, f)
		}
	}
	if tv.generate.out.copyAll.Disabled() || tv.generate.out.save.Disabled() || !tv.generate.cancelBtn.Disabled() {
		t.Error("buttons are not set for a finished batch")
	}

	test.Tap(tv.generate.out.copyAll)
	lines := strings.Split(strings.TrimSuffix(fyne.CurrentApp().Clipboard().Content(), "\n"), "\n")
	if len(lines) != 10000 || lines[0] != strconv.FormatInt(ids[0], 10) || lines[9999] != strconv.FormatInt(ids[9999], 10) {
		t.Errorf("Copy all put %d lines on the clipboard", len(lines))
	}
}

func TestBatchRejectsBadCounts(t *testing.T) {
	for _, n := range []string{"0", "-3", "ten", "1000001", ""} {
		t.Run(n, func(t *testing.T) {
			tv := newTestView(t)
			runBatch(t, tv, n)
			if len(tv.openGenerateTab().last.ids) != 0 || tv.generate.summary.Text != lang.L("batch.empty") {
				t.Fatal("a batch started")
			}
			if tv.generate.countMessage.Importance != widget.DangerImportance {
				t.Errorf("count %q: message %q is not an error", n, tv.generate.countMessage.Text)
			}
		})
	}
}

func TestGenerateBatchCancels(t *testing.T) {
	g, err := issue.NewGenerator(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	var cancel atomic.Bool
	calls := 0
	ids, err := generateBatch(g.AppendN, core.MaxCount, &cancel, func(int) {
		calls++
		cancel.Store(true) // as if Cancel were pressed during the first chunk
	})
	if !errors.Is(err, context.Canceled) || len(ids) != batchChunk || calls != 1 {
		t.Errorf("canceled batch: %d IDs, %d progress calls, %v", len(ids), calls, err)
	}
}

func TestWriteIDs(t *testing.T) {
	ids := []int64{4194439168, 1382350606417817605}
	var plain bytes.Buffer
	if err := writeIDs(&plain, core.Twitter, nil, ids, false); err != nil {
		t.Fatal(err)
	}
	if plain.String() != "4194439168\n1382350606417817605\n" {
		t.Errorf("plain text = %q", plain.String())
	}

	var out bytes.Buffer
	if err := writeIDs(&out, core.Twitter, nil, ids, true); err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(&out).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"id", "time_utc", "datacenter", "machine", "sequence"},
		{"4194439168", "2010-11-04T01:42:55.657Z", "1", "1", "0"},
		{"1382350606417817605", "2021-04-14T15:10:42.059Z", "10", "7", "5"},
	}
	if !slices.EqualFunc(records, want, slices.Equal) {
		t.Errorf("CSV = %q, want %q", records, want)
	}

	// A Discord batch names its columns as Discord and the Decode many export do.
	out.Reset()
	if err := writeIDs(&out, core.Discord, nil, ids, true); err != nil {
		t.Fatal(err)
	}
	if header, _, _ := strings.Cut(out.String(), "\n"); header != "id,time_utc,worker,process,increment" {
		t.Errorf("a Discord batch's CSV header is %q", header)
	}
}
