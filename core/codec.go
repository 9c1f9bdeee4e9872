package core

import "time"

// Codec is a [Layout] made ready to take many IDs apart and put them
// together: each field's place and each time field's unit worked out once,
// where the Layout's own methods work them out on every call. Decode many
// and the decode command read a million IDs through one.
type Codec struct {
	layout     Layout
	fields     []codecField
	bits       uint8 // how many bits the fields take; an ID has none set above
	epochMicro int64
}

// codecField is one field of a [Codec]: its value is id>>shift & max, and
// it adds value × micro microseconds to the ID's time (micro is 0 for a
// field that is not of time).
type codecField struct {
	shift uint8
	max   int64
	micro int64
}

// Codec returns l ready to read and write many IDs. l must be valid.
func (l Layout) Codec() *Codec {
	c := &Codec{layout: l, fields: make([]codecField, len(l.Fields)), bits: uint8(l.TotalBits()), epochMicro: l.Epoch * 1000}
	shift := int(c.bits)
	for i, f := range l.Fields {
		shift -= f.Bits
		c.fields[i] = codecField{shift: uint8(shift), max: f.Max()}
		if f.Role == RoleTime {
			c.fields[i].micro = int64(f.Unit / time.Microsecond)
		}
	}
	return c
}

// Fits reports whether id is an ID of the layout: not negative, with no
// bit set above its fields.
func (c *Codec) Fits(id int64) bool {
	return id >= 0 && id>>(c.bits&63) == 0
}

// Split appends the values of id's fields to values, the highest first,
// as [Layout.Split] does, and returns the instant they stand for, in Unix
// microseconds, as [Layout.UnixMicro] does.
func (c *Codec) Split(id int64, values []int64) ([]int64, int64, error) {
	if id < 0 {
		return values, 0, ErrNegativeID
	}
	if id>>(c.bits&63) != 0 {
		return values, 0, ErrLayoutHighBits
	}
	micro := c.epochMicro
	for _, f := range c.fields {
		v := id >> (f.shift & 63) & f.max
		values = append(values, v)
		micro += v * f.micro
	}
	return values, micro, nil
}

// Join packs values, one per field, into an ID, as [Layout.Join] does.
// Its errors are the same.
func (c *Codec) Join(values []int64) (int64, error) {
	if len(values) != len(c.fields) {
		return c.layout.Join(values) // which says what is wrong
	}
	var id int64
	for i, f := range c.fields {
		v := values[i]
		if uint64(v) > uint64(f.max) {
			return 0, &FieldRangeError{Field: c.layout.Fields[i].Name, Max: f.max}
		}
		id |= v << (f.shift & 63)
	}
	return id, nil
}
