package decoded

import (
	"encoding/binary"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/stats"
)

// Collect gives c the list's rows in the order found, each in the layout
// it is read in: a tweet or a Discord message from a link in its
// service's, an ID from a link of another service in that service's, a
// UUID or a ULID in its own, the others in the list's scheme or layout. An
// ID with bits above the list's layout's fields counts with no time. The
// layouts are added to c as their first row comes, and c is told the
// moment the list was read at.
func (d *List) Collect(c *stats.Collector) {
	c.Now = d.now
	var values, plain []int64
	var wide []core.WideID
	places := map[string]int{}
	place := func(l *core.Layout) int {
		at, ok := places[l.Name]
		if !ok {
			at = c.Layout(statsLayout(l))
			places[l.Name] = at
		}
		return at
	}
	schemeAt := map[core.Scheme]int{}
	for i, f := range d.found {
		id := stats.ID{Repeat: d.flags[i]&FlagDuplicate != 0, Line: f.Line, Kind: f.Kind, Key: stats.Key{uint64(f.ID)}, Plain: plain[:0]}
		switch {
		case f.Source == find.FromWide:
			w := &d.counts.Wide[f.ID]
			id.Layout = place(&w.Layout.Layout)
			wide, _ = w.Layout.SplitWide(w.ID, wide[:0])
			id.Plain = plainOfWide(w.Layout.Layout, wide, id.Plain[:0])
			id.Micro, id.Timed = w.UnixMicro, w.Timed
			var b [20]byte
			w.ID.PutBytes(b[:])
			id.Key = stats.Key{binary.BigEndian.Uint64(b[12:]), binary.BigEndian.Uint64(b[4:12]), uint64(binary.BigEndian.Uint32(b[:4])) | uint64(id.Layout+1)<<32}
		case d.flags[i]&FlagOtherFamily != 0:
			p, _ := core.LayoutNamed(f.Source.Family())
			id.Layout = place(&p.Layout)
			values, _ = p.Split(f.ID, values[:0])
			id.Plain = plainOf(p.Layout, values, id.Plain[:0])
			id.Micro, id.Timed = p.UnixMicro(values), true
		case d.lay != nil:
			id.Layout = place(&d.lay.layout)
			if d.flags[i]&FlagBeyond != 0 {
				id.Plain = append(id.Plain[:0], make([]int64, len(d.lay.layout.PlainNames()))...)
				break
			}
			split, micro := d.split(int32(i))
			id.Plain = plainOf(d.lay.layout, split, id.Plain[:0])
			id.Micro, id.Timed = micro, true
		default:
			s := d.schemeOf(int32(i))
			at, ok := schemeAt[s]
			if !ok {
				l := s.Layout()
				at = place(&l)
				schemeAt[s] = at
			}
			fields, _ := s.Decode(f.ID)
			id.Layout, id.Plain = at, append(id.Plain[:0], fields.Datacenter, fields.Machine)
			id.Micro, id.Timed = fields.Timestamp*1000, !s.PreSnowflake(f.ID)
		}
		c.Add(id)
		plain = id.Plain
	}
}

// statsLayout is what the report needs of l.
func statsLayout(l *core.Layout) stats.Layout {
	s := stats.Layout{Name: l.Name, Plain: l.PlainNames(), Timed: l.Timed(), Epoch: l.Epoch}
	if s.Timed {
		s.Tick, s.RunsOut = l.Tick(), l.LastMilli()
	}
	for _, f := range l.Fields {
		if f.Role == core.RoleSequence && f.Bits < 63 {
			s.Sequence = 1 << f.Bits
		}
	}
	return s
}

// plainOf appends the values of l's plain fields among values, one per
// field in l's order.
func plainOf(l core.Layout, values, dst []int64) []int64 {
	for k, f := range l.Fields {
		if f.Role == core.RoleNumber {
			dst = append(dst, values[k])
		}
	}
	return dst
}

// plainOfWide is plainOf for a layout with a width, whose plain fields
// are 64 bits at most.
func plainOfWide(l core.Layout, values []core.WideID, dst []int64) []int64 {
	for k, f := range l.Fields {
		if f.Role == core.RoleNumber {
			v, _ := values[k].Uint64()
			dst = append(dst, int64(v))
		}
	}
	return dst
}
