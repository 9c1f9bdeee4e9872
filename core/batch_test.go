package core

import (
	"errors"
	"testing"
	"time"
)

// A batch may take BatchWait (10 s) at its layout's limit, and no more:
// the figures are worked out by hand from each layout's sequence width
// and tick.
func TestCheckBatch(t *testing.T) {
	tests := []struct {
		layout  string
		perTick int64
		max     int64         // the most IDs within 10 s
		takes   time.Duration // for a million
	}{
		{"TikTok", 1, 11, 999_999 * time.Second},                     // 1 a second: 11 seconds' worth, from the first
		{"LinkedIn", 1, 10_001, 999_999 * time.Millisecond},          // 1 a ms
		{"Baidu", 8192, 11 * 8192, 122 * time.Second},                // 999,999 / 8192 = 122 whole seconds after the first
		{"Sonyflake", 256, 1001 * 256, 3906 * 10 * time.Millisecond}, // 999,999 / 256 = 3906
		{"Twitter", 4096, 10_001 * 4096, 244 * time.Millisecond},     // 999,999 / 4096 = 244
	}
	for _, tt := range tests {
		l := presetLayout(t, tt.layout)
		if got := l.PerTick(); got != tt.perTick {
			t.Errorf("%s: %d IDs a tick, want %d", tt.layout, got, tt.perTick)
		}
		if got := l.IssueTime(1_000_000); got != tt.takes {
			t.Errorf("%s: a million IDs take %v, want %v", tt.layout, got, tt.takes)
		}
		if got := l.MaxBatch(); got != min(tt.max, MaxCount) {
			t.Errorf("%s: at most %d IDs a batch, want %d", tt.layout, got, min(tt.max, MaxCount))
		}
		if err := l.CheckBatch(min(tt.max, MaxCount)); err != nil {
			t.Errorf("%s: %d IDs refused: %v", tt.layout, tt.max, err)
		}
		err := l.CheckBatch(tt.max + 1)
		var slow *SlowBatchError
		if tt.max+1 <= 1_000_000 && (!errors.As(err, &slow) || !errors.Is(err, ErrSlowBatch) || slow.Max != tt.max) {
			t.Errorf("%s: %d IDs: %v, want a SlowBatchError with at most %d", tt.layout, tt.max+1, err, tt.max)
		}
	}
	seqFirst := Layout{Name: "SeqFirst", Fields: []Field{SequenceField("s", 4), TimeField("t", 40, time.Millisecond)}}
	if got := seqFirst.PerTick(); got != 16 {
		t.Errorf("a sequence of 4 bits first: %d IDs a tick, want 16", got)
	}
	if got := presetLayout(t, "TikTok").IssueTime(0); got != 0 {
		t.Errorf("no IDs take %v", got)
	}
}
