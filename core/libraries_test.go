package core

import (
	"slices"
	"testing"
	"time"

	bwmarrin "github.com/bwmarrin/snowflake"
	"github.com/sony/sonyflake"
)

// The Sonyflake preset reads the IDs sony/sonyflake makes as its own
// Decompose and ElapsedTime do, and joins their parts back into them.
func TestSonyflakeLibraryIDs(t *testing.T) {
	start := time.UnixMilli(SonyflakeStart)
	sf, err := sonyflake.New(sonyflake.Settings{StartTime: start, MachineID: func() (uint16, error) { return 1051, nil }})
	if err != nil {
		t.Fatal(err)
	}
	p, _ := LayoutNamed("Sonyflake")
	for range 300 {
		raw, err := sf.NextID()
		if err != nil {
			t.Fatal(err)
		}
		id := int64(raw)
		parts := sonyflake.Decompose(raw)
		values, err := p.Split(id, nil)
		want := []int64{int64(parts["time"]), int64(parts["sequence"]), int64(parts["machine-id"])}
		if err != nil || !slices.Equal(values, want) {
			t.Fatalf("%d splits into %v (%v); sonyflake reads %v", id, values, err, want)
		}
		if at := start.Add(sonyflake.ElapsedTime(raw)).UnixMicro(); p.UnixMicro(values) != at {
			t.Fatalf("%d is at %d; sonyflake says %d", id, p.UnixMicro(values), at)
		}
		if back, err := p.Join(want); err != nil || back != id {
			t.Fatalf("%v joins into %d (%v), sonyflake made %d", want, back, err, id)
		}
	}
}

// The bwmarrin preset reads bwmarrin/snowflake's IDs as the library does,
// and a layout of other node and step widths reads the IDs the library
// makes with those widths.
func TestBwmarrinLibraryIDs(t *testing.T) {
	p, _ := LayoutNamed("bwmarrin")
	check := func(l Layout, nodeID int64) {
		t.Helper()
		node, err := bwmarrin.NewNode(nodeID)
		if err != nil {
			t.Fatal(err)
		}
		for range 300 {
			id := node.Generate()
			values, err := l.Split(id.Int64(), nil)
			want := []int64{id.Time() - bwmarrin.Epoch, id.Node(), id.Step()}
			if err != nil || !slices.Equal(values, want) || l.UnixMicro(values) != id.Time()*1000 {
				t.Fatalf("%s: %d splits into %v (%v); the library reads %v", l.Name, id, values, err, want)
			}
		}
	}
	check(p.Layout, 1005)

	defer func(node, step uint8) { bwmarrin.NodeBits, bwmarrin.StepBits = node, step }(bwmarrin.NodeBits, bwmarrin.StepBits)
	bwmarrin.NodeBits, bwmarrin.StepBits = 6, 16
	mine := Layout{Name: "Mine", Epoch: Epoch, Fields: []Field{TimeField("time", 41, time.Millisecond), NumberField("node", 6), SequenceField("step", 16)}}
	check(mine, 45)
}
