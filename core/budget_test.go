package core_test

import (
	"testing"

	"snowflakeid/core"
)

// The worked example: 1288834975657, datacenter 1, machine 1, sequence 0.
const workedExampleID = 4194439168

// Encoding and decoding allocate nothing: a budget no machine's speed
// moves, which every ID the window shows and every line decoded pays.
func TestEncodeAndDecodeAllocateNothing(t *testing.T) {
	i := int64(0)
	for name, f := range map[string]func(){
		"Encode": func() {
			i++
			f := core.Fields{Timestamp: 1288834975657, Datacenter: 1, Machine: 1}
			f.Sequence = i & core.MaxSequence
			if _, err := core.Encode(f); err != nil {
				t.Fatal(err)
			}
		},
		"Decode": func() {
			i++
			if _, err := core.Decode(workedExampleID + i&core.MaxSequence); err != nil {
				t.Fatal(err)
			}
		},
		"Discord.Decode": func() {
			i++
			if _, err := core.Discord.Decode(workedExampleID + i&core.MaxSequence); err != nil {
				t.Fatal(err)
			}
		},
	} {
		if allocs := testing.AllocsPerRun(1000, f); allocs != 0 {
			t.Errorf("%s allocates %.1f times a call, want 0", name, allocs)
		}
	}
}

// A layout as data splits and joins an ID with no allocation once its
// values have room, as the fixed layout's Encode and Decode do.
func TestLayoutsAllocateNothing(t *testing.T) {
	p, _ := core.LayoutNamed("Nextcloud")
	values, err := p.Split(4688076898113587, make([]int64, 0, len(p.Fields))) // Join may come first
	if err != nil {
		t.Fatal(err)
	}
	i, c := int64(0), p.Codec()
	for name, f := range map[string]func(){
		"Split": func() {
			i++
			var err error
			if values, err = p.Split(4688076898113587+i&4095, values[:0]); err != nil {
				t.Fatal(err)
			}
		},
		"Join": func() {
			if _, err := p.Join(values); err != nil {
				t.Fatal(err)
			}
		},
		"UnixMicro": func() { _ = p.UnixMicro(values) },
		"Codec.Split": func() {
			i++
			var err error
			if values, _, err = c.Split(4688076898113587+i&4095, values[:0]); err != nil {
				t.Fatal(err)
			}
		},
		"Codec.Join": func() {
			if _, err := c.Join(values); err != nil {
				t.Fatal(err)
			}
		},
	} {
		if allocs := testing.AllocsPerRun(1000, f); allocs != 0 {
			t.Errorf("%s allocates %.1f times a call, want 0", name, allocs)
		}
	}
}
