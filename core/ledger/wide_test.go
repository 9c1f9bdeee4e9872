package ledger_test

import (
	"sync"
	"testing"

	"snowflakeid/core"
	"snowflakeid/core/issue"
	"snowflakeid/core/ledger"
)

// Generators of UUIDv7 issuing at once, each through its own opening of
// one ledger folder as separate processes do, never issue the same ID,
// and each one's IDs increase.
func TestWideGeneratorsMeet(t *testing.T) {
	const runs, each = 4, 50_000
	dir := t.TempDir()
	p, _ := core.LayoutNamed("UUIDv7")
	out := make([][]core.WideID, runs)
	var wg sync.WaitGroup
	for r := range runs {
		files, err := ledger.Open(dir, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer files.Close()
		g, err := issue.NewLayoutGenerator(p.Layout, make([]int64, len(p.Fields)), files, issue.SystemClock())
		if err != nil {
			t.Fatal(err)
		}
		wg.Go(func() {
			for len(out[r]) < each {
				var err error
				if out[r], err = g.AppendWideN(out[r], 1000); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	seen := make(map[core.WideID]int, runs*each)
	for r := range runs {
		for k, id := range out[r] {
			if other, ok := seen[id]; ok {
				t.Fatalf("%s issued by generators %d and %d", p.AppendWide(nil, id), other, r)
			}
			seen[id] = r
			if k > 0 && id.Compare(out[r][k-1]) <= 0 {
				t.Fatalf("generator %d: %s after %s", r, p.AppendWide(nil, id), p.AppendWide(nil, out[r][k-1]))
			}
		}
	}
}
