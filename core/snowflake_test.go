package core

import (
	"errors"
	"testing"
)

// The worked example: one second after the epoch, datacenter 1, machine 1.
var workedExample = Fields{Timestamp: 1288834975657, Datacenter: 1, Machine: 1, Sequence: 0}

const workedExampleID int64 = 4194439168

var encodeTests = []struct {
	name string
	in   Fields
	want int64
	err  error
}{
	{"worked example", workedExample, workedExampleID, nil},
	{"epoch, all zero", Fields{Timestamp: Epoch}, 0, nil},
	{"last instant", Fields{Timestamp: MaxTimestamp}, (1<<41 - 1) << 22, nil},
	{"every field at its max", Fields{MaxTimestamp, 31, 31, 4095}, 1<<63 - 1, nil},
	{"sequence only", Fields{Epoch, 0, 0, 4095}, 4095, nil},
	{"machine only", Fields{Epoch, 0, 31, 0}, 31 << 12, nil},
	{"datacenter only", Fields{Epoch, 31, 0, 0}, 31 << 17, nil},
	{"one ms after epoch", Fields{Epoch + 1, 0, 0, 0}, 1 << 22, nil},
	{"epoch - 1", Fields{Timestamp: Epoch - 1}, 0, ErrBeforeEpoch},
	{"unix zero", Fields{Timestamp: 0}, 0, ErrBeforeEpoch},
	{"last instant + 1", Fields{Timestamp: MaxTimestamp + 1}, 0, ErrAfterLastInstant},
	{"datacenter 32", Fields{Epoch, 32, 0, 0}, 0, ErrDatacenterRange},
	{"datacenter -1", Fields{Epoch, -1, 0, 0}, 0, ErrDatacenterRange},
	{"machine 32", Fields{Epoch, 0, 32, 0}, 0, ErrMachineRange},
	{"machine -1", Fields{Epoch, 0, -1, 0}, 0, ErrMachineRange},
	{"sequence 4096", Fields{Epoch, 0, 0, 4096}, 0, ErrSequenceRange},
	{"sequence -1", Fields{Epoch, 0, 0, -1}, 0, ErrSequenceRange},
}

func TestEncode(t *testing.T) {
	for _, tt := range encodeTests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Encode(tt.in)
			if !errors.Is(err, tt.err) {
				t.Fatalf("Encode(%+v) error = %v, want %v", tt.in, err, tt.err)
			}
			if err == nil && got != tt.want {
				t.Errorf("Encode(%+v) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
}

func TestDecode(t *testing.T) {
	for _, tt := range encodeTests {
		if tt.err != nil {
			continue
		}
		t.Run(tt.name, func(t *testing.T) {
			got, err := Decode(tt.want)
			if err != nil {
				t.Fatalf("Decode(%d): %v", tt.want, err)
			}
			if got != tt.in {
				t.Errorf("Decode(%d) = %+v, want %+v", tt.want, got, tt.in)
			}
		})
	}
	for _, id := range []int64{-1, -1 << 63} {
		if _, err := Decode(id); !errors.Is(err, ErrNegativeID) {
			t.Errorf("Decode(%d) error = %v, want ErrNegativeID", id, err)
		}
	}
}

func TestLayoutCoversEveryBitOnce(t *testing.T) {
	owners := make(map[int]Part)
	total := 0
	for _, s := range Segments() {
		total += s.Bits
		for bit := s.Shift; bit < s.Shift+s.Bits; bit++ {
			if p, ok := owners[bit]; ok {
				t.Fatalf("bit %d is in part %d and part %d", bit, p, s.Part)
			}
			owners[bit] = s.Part
			if !s.Contains(bit) {
				t.Errorf("segment %d does not contain its own bit %d", s.Part, bit)
			}
		}
	}
	if total != TotalBits || len(owners) != 64 || TotalBits != 64 {
		t.Errorf("layout covers %d bits in %d places, want 64", total, len(owners))
	}
}

func TestSegmentValue(t *testing.T) {
	want := map[Part]int64{PartSign: 0, PartTimestamp: 1000, PartDatacenter: 1, PartMachine: 1, PartSequence: 0}
	for _, s := range Segments() {
		if got := s.Value(workedExampleID); got != want[s.Part] {
			t.Errorf("part %d of the worked example = %d, want %d", s.Part, got, want[s.Part])
		}
	}
	if got := Segments()[0].Value(-1); got != 1 {
		t.Errorf("sign of -1 = %d, want 1", got)
	}
}

func FuzzEncodeDecode(f *testing.F) {
	for _, tt := range encodeTests {
		f.Add(tt.in.Timestamp, tt.in.Datacenter, tt.in.Machine, tt.in.Sequence, tt.want)
	}
	f.Fuzz(func(t *testing.T, ts, dc, m, seq, id int64) {
		in := Fields{ts, dc, m, seq}
		if enc, err := Encode(in); err == nil {
			if enc < 0 {
				t.Fatalf("Encode(%+v) = %d, a negative ID", in, enc)
			}
			back, err := Decode(enc)
			if err != nil || back != in {
				t.Fatalf("Decode(Encode(%+v)) = %+v, %v", in, back, err)
			}
		} else if in.Validate() == nil {
			t.Fatalf("Encode(%+v) failed (%v) but Validate accepts it", in, err)
		}

		dec, err := Decode(id)
		if id < 0 {
			if !errors.Is(err, ErrNegativeID) {
				t.Fatalf("Decode(%d) error = %v, want ErrNegativeID", id, err)
			}
			return
		}
		again, err := Encode(dec)
		if err != nil || again != id {
			t.Fatalf("Encode(Decode(%d)) = %d, %v", id, again, err)
		}
	})
}

var sink int64

func BenchmarkEncode(b *testing.B) {
	b.ReportAllocs()
	f := workedExample
	for i := 0; b.Loop(); i++ {
		f.Sequence = int64(i) & MaxSequence
		id, err := Encode(f)
		if err != nil {
			b.Fatal(err)
		}
		sink = id
	}
}

func BenchmarkDecode(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		f, err := Decode(workedExampleID + int64(i)&MaxSequence)
		if err != nil {
			b.Fatal(err)
		}
		sink = f.Timestamp + f.Datacenter + f.Machine + f.Sequence // every part, as BenchmarkLayoutSplit reads them
	}
}
