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
)

func TestNextIDIssuesShowsAndCopies(t *testing.T) {
	tv := newTestView(t)
	retype(tv.build.inputs[inDatacenter].entry, "4")
	retype(tv.build.inputs[inMachine].entry, "9")

	var last int64
	for i := range 3 {
		test.Tap(tv.build.nextBtn)
		copied := fyne.CurrentApp().Clipboard().Content()
		id, err := strconv.ParseInt(copied, 10, 64)
		if err != nil {
			t.Fatalf("Next ID %d copied %q", i, copied)
		}
		f, _ := core.Decode(id)
		if f.Datacenter != 4 || f.Machine != 9 {
			t.Errorf("Next ID %d = %+v, want datacenter 4 and machine 9", i, f)
		}
		if id <= last {
			t.Errorf("Next ID %d = %d, not above the previous %d", i, id, last)
		}
		if tv.build.idEntry.Text != copied || tv.build.grid.ID() != id || tv.build.inputs[inSequence].entry.Text != strconv.FormatInt(f.Sequence, 10) {
			t.Errorf("after Next ID the window shows %q, grid %d, sequence %q", tv.build.idEntry.Text, tv.build.grid.ID(), tv.build.inputs[inSequence].entry.Text)
		}
		last = id
	}

	retype(tv.build.inputs[inMachine].entry, "32")
	fyne.CurrentApp().Clipboard().SetContent("before")
	tv.menuItem(t, "menu.nextID").Action()
	if got := fyne.CurrentApp().Clipboard().Content(); got != "before" {
		t.Errorf("Next ID with machine 32 copied %q", got)
	}
	if tv.status.label.Importance != widget.DangerImportance {
		t.Error("Next ID with machine 32 says nothing")
	}
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
	retype(tv.build.inputs[inDatacenter].entry, "2")
	retype(tv.build.inputs[inMachine].entry, "3")
	test.Tap(tv.build.nextBtn)
	single, _ := strconv.ParseInt(fyne.CurrentApp().Clipboard().Content(), 10, 64)

	runBatch(t, tv, "10.000")
	ids := tv.generate.ids
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
	if tv.generate.copyAllBtn.Disabled() || tv.generate.saveBtn.Disabled() || !tv.generate.cancelBtn.Disabled() {
		t.Error("buttons are not set for a finished batch")
	}

	test.Tap(tv.generate.copyAllBtn)
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
			if len(tv.openGenerateTab().ids) != 0 || tv.generate.summary.Text != lang.L("batch.empty") {
				t.Fatal("a batch started")
			}
			if tv.generate.countMessage.Importance != widget.DangerImportance {
				t.Errorf("count %q: message %q is not an error", n, tv.generate.countMessage.Text)
			}
		})
	}
}

func TestGenerateBatchCancels(t *testing.T) {
	g, err := core.NewGenerator(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	var cancel atomic.Bool
	calls := 0
	ids, err := generateBatch(g, core.MaxCount, &cancel, func(int) {
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
	if err := writeIDs(&plain, core.Twitter, ids, false); err != nil {
		t.Fatal(err)
	}
	if plain.String() != "4194439168\n1382350606417817605\n" {
		t.Errorf("plain text = %q", plain.String())
	}

	var out bytes.Buffer
	if err := writeIDs(&out, core.Twitter, ids, true); err != nil {
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
	if err := writeIDs(&out, core.Discord, ids, true); err != nil {
		t.Fatal(err)
	}
	if header, _, _ := strings.Cut(out.String(), "\n"); header != "id,time_utc,worker,process,increment" {
		t.Errorf("a Discord batch's CSV header is %q", header)
	}
}
