package gui

import (
	"io"
	"strconv"
	"time"

	"snowflakeid/core"
	"snowflakeid/words"
)

// batch is the IDs of the last batch: 64-bit IDs of a scheme or of a
// layout, or IDs of a layout with a width.
type batch struct {
	ids    []int64
	wide   []core.WideID
	scheme core.Scheme  // the scheme of 64-bit IDs
	layout *core.Layout // the layout, when it is no scheme
}

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

// timeText is the UTC time of the batch's ID i, for summaries; "" for
// an ID with no time.
func (b batch) timeText(i int) string {
	if b.wide == nil {
		return timeOfID(*b.layout, b.ids[i])
	}
	values, err := b.layout.SplitWide(b.wide[i], nil)
	if err != nil {
		return ""
	}
	micro, ok := b.layout.WideMicro(values)
	if !ok {
		return ""
	}
	return time.UnixMicro(micro).UTC().Format(words.ISOMillis)
}
