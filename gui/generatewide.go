package gui

import (
	"context"
	"errors"
	"io"
	"strconv"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/gui/components"
	"snowflakeid/words"
)

// len is how many IDs the batch holds.
func (b batch) len() int { return len(b.ids) + len(b.wide) }

// text is the batch's ID i as the list shows it: in decimal, or in its
// layout's text form.
func (b batch) text(i int) string {
	if b.wide != nil {
		return string(b.layout.AppendWide(nil, b.wide[i]))
	}
	return strconv.FormatInt(b.ids[i], 10)
}

// appendLines appends the batch's IDs to dst, one a line.
func (b batch) appendLines(dst []byte) []byte {
	if b.wide == nil {
		return core.AppendLines(dst, b.ids)
	}
	for _, id := range b.wide {
		dst = append(b.layout.AppendWide(dst, id), '\n')
	}
	return dst
}

// writeWide writes the batch's wide IDs to w, one a line, a block at a
// time.
func (b batch) writeWide(w io.Writer) error {
	const block = 4096 // IDs a write
	var lines []byte
	for start := 0; start < len(b.wide); start += block {
		part := batch{wide: b.wide[start:min(start+block, len(b.wide))], layout: b.layout}
		if _, err := w.Write(part.appendLines(lines[:0])); err != nil {
			return err
		}
	}
	return nil
}

// wideTime is the UTC time of id, an ID of l, for summaries; "" for an ID
// with no time.
func wideTime(l core.Layout, id core.WideID) string {
	values, err := l.SplitWide(id, nil)
	if err != nil {
		return ""
	}
	micro, ok := l.WideMicro(values)
	if !ok {
		return ""
	}
	return time.UnixMicro(micro).UTC().Format(words.ISOMillis)
}

// generateWide starts a batch of n IDs of l, a layout with a width, with
// the plain fields' values typed on the tab.
func (b *generateTab) generateWide(l core.Layout, n int) {
	values, err := b.chosen.form.values(l)
	if err != nil {
		return // said under the entries
	}
	g, err := b.issuer.wideGenerator(l, values)
	if err != nil {
		components.SetMessage(b.countMessage, errorText(err), widget.DangerImportance)
		return
	}
	b.generateBtn.Disable()
	b.cancelBtn.Enable()
	b.out.copyAll.Disable()
	b.out.save.Disable()
	data := map[string]any{"Count": words.Group(int64(n)), "Layout": l.Name, "Values": valuesText(l, values)}
	b.summary.SetText(lang.L("batch.runningLayout", data))
	var ids []core.WideID
	b.job.run(func(canceled *atomic.Bool, report func(float64)) (err error) {
		ids, err = generateWideBatch(g, n, canceled, func(issued int) { report(float64(issued) / float64(n)) })
		return err
	}, func(err error) {
		b.last = batch{wide: ids, layout: &l}
		b.list.Refresh()
		b.list.ScrollToTop()
		b.showIdle()
		data["Count"] = words.Group(int64(len(ids)))
		switch {
		case errors.Is(err, context.Canceled):
			b.summary.SetText(lang.L("batch.canceledLayout", data))
		case err != nil:
			b.summary.SetText(errorText(err))
		case len(ids) > 0 && l.Timed():
			data["First"], data["Last"] = wideTime(l, ids[0]), wideTime(l, ids[len(ids)-1])
			b.summary.SetText(lang.L("batch.doneLayout", data))
		case len(ids) > 0:
			b.summary.SetText(lang.L("batch.doneUntimed", data))
		}
	})
}

// generateWideBatch is generateBatch for a layout with a width.
func generateWideBatch(g *core.Generator, n int, cancel *atomic.Bool, progress func(issued int)) ([]core.WideID, error) {
	ids := make([]core.WideID, 0, n)
	for len(ids) < n {
		var err error
		if ids, err = g.AppendWideN(ids, min(batchChunk, n-len(ids))); err != nil {
			return ids, err
		}
		progress(len(ids))
		if cancel.Load() && len(ids) < n {
			return ids, context.Canceled
		}
	}
	return ids, nil
}
