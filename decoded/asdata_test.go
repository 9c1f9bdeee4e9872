package decoded

import (
	"bytes"
	"io"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"snowflakeid/core"
	"snowflakeid/core/find"
)

// logIDs are n IDs of Twitter's layout as a log holds them: over about a
// day of 2026, their times 0 to 170 ms apart, datacenters, machines and
// sequences varied, now and then one written twice.
func logIDs(n int) find.Findings {
	r := rand.New(rand.NewPCG(3, 4))
	ms := time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC).UnixMilli()
	found := find.Findings{Lines: n}
	for range n {
		ms += r.Int64N(171)
		id := (ms-core.Epoch)<<22 | r.Int64N(32)<<17 | r.Int64N(32)<<12 | r.Int64N(4096) // by the source's formula
		if r.IntN(1000) == 0 && len(found.IDs) > 0 {
			id = found.IDs[len(found.IDs)-1].ID
		}
		found.IDs = append(found.IDs, find.Found{ID: id, Source: find.FromDecimal})
	}
	return found
}

// asData is Twitter's layout under another name, read as data: through
// [NewInLayout], field by field, as a person's own layout is.
func asData(tb testing.TB) (core.Layout, ExportSpec) {
	p, ok := core.LayoutNamed("Twitter")
	if !ok {
		tb.Fatal("no Twitter layout")
	}
	l := p.Layout
	l.Name, l.Fields = "Tweets", slices.Clone(l.Fields)
	cols := TableColumns() // the scheme's columns, with the layout's fields where the scheme's are
	for i, col := range cols {
		switch col {
		case ColDatacenter:
			cols[i] = ColField + 1
		case ColMachine:
			cols[i] = ColField + 2
		case ColSequence:
			cols[i] = ColField + 3
		}
	}
	return l, ExportSpec{Columns: cols, Layout: &l}
}

// exportIDs writes found as one export in the format, read in Twitter's
// fixed layout, or in its layout as data when asData.
func exportIDs(tb testing.TB, w io.Writer, found find.Findings, format Format, data bool, now time.Time) {
	tb.Helper()
	spec := ExportSpec{Format: format, Scheme: core.Twitter}
	var d *List
	if data {
		var l core.Layout
		l, spec = asData(tb)
		spec.Format, spec.Scheme = format, core.Twitter
		d = NewInLayout(found, l, now)
	} else {
		d = New(found, core.Twitter, now)
	}
	e := NewExport(w, spec)
	if err := e.Write(d); err != nil {
		tb.Fatal(err)
	}
	if err := e.Flush(); err != nil {
		tb.Fatal(err)
	}
}

// Twitter's layout read as data writes the export the fixed layout
// writes, byte for byte, in every format: the fields, the times, the
// gaps and the repeats.
func TestLayoutAsDataExportsTheSame(t *testing.T) {
	inEnglish(t)
	found := logIDs(5000)
	for _, format := range []Format{TSV, CSV, JSON, JSONL} {
		var fixed, data bytes.Buffer
		exportIDs(t, &fixed, found, format, false, logNow)
		exportIDs(t, &data, found, format, true, logNow)
		if fixed.Len() < 5000*60 || !bytes.Equal(fixed.Bytes(), data.Bytes()) {
			a, b := bytes.SplitN(fixed.Bytes(), []byte("\n"), 4), bytes.SplitN(data.Bytes(), []byte("\n"), 4)
			t.Errorf("format %d: %d bytes fixed, %d as data; first lines\n%q\n%q", format, fixed.Len(), data.Len(),
				a[:min(3, len(a))], b[:min(3, len(b))])
		}
	}
}

// BenchmarkExportLayoutAsData reads 1e5 IDs and writes them as
// tab-separated text, in Twitter's fixed layout and in its layout as
// data, one after the other in each iteration, so that a busy moment of
// the machine falls on both: scripts/bench.sh holds the second to 1.2
// times the first.
func BenchmarkExportLayoutAsData(b *testing.B) {
	inEnglish(b)
	found := logIDs(100_000)
	var fixed, data time.Duration
	for i := 0; b.Loop(); i++ {
		first := i%2 == 0 // and each goes first in turn
		for _, asData := range []bool{!first, first} {
			start := time.Now()
			exportIDs(b, io.Discard, found, TSV, asData, logNow)
			if asData {
				data += time.Since(start)
			} else {
				fixed += time.Since(start)
			}
		}
	}
	b.ReportMetric(float64(fixed.Nanoseconds())/float64(b.N), "fixed-ns/op")
	b.ReportMetric(float64(data.Nanoseconds())/float64(b.N), "data-ns/op")
}

// logNow is a moment after the IDs of logIDs.
var logNow = time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
