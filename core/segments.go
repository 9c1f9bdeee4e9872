package core

// Part names one field of an ID.
type Part int

// The parts of an ID, most significant first.
const (
	PartSign Part = iota
	PartTimestamp
	PartDatacenter
	PartMachine
	PartSequence
)

// Segment says where one part lives in an ID.
type Segment struct {
	Part  Part
	Bits  int // width in bits
	Shift int // position of the segment's lowest bit
}

// Value returns the segment's bits of id, shifted down to start at bit 0.
// For the timestamp this is milliseconds since [Epoch].
func (s Segment) Value(id int64) int64 {
	return int64(uint64(id) >> s.Shift & (1<<s.Bits - 1))
}

// Contains reports whether bit (0 is the least significant) lies in s.
func (s Segment) Contains(bit int) bool {
	return bit >= s.Shift && bit < s.Shift+s.Bits
}

// Segments returns the segments of an ID, most significant first.
func Segments() [5]Segment {
	return [5]Segment{
		{PartSign, SignBits, SignShift},
		{PartTimestamp, TimestampBits, TimestampShift},
		{PartDatacenter, DatacenterBits, DatacenterShift},
		{PartMachine, MachineBits, MachineShift},
		{PartSequence, SequenceBits, SequenceShift},
	}
}
