package issue_test

import (
	"testing"
	"time"

	bwmarrin "github.com/bwmarrin/snowflake"
	"github.com/google/uuid"

	"snowflakeid/core"
	"snowflakeid/core/issue"
	"snowflakeid/core/ledger"
)

// The format's own speed limit: 4096 IDs per millisecond from one generator.
const limitNsPerID = float64(time.Millisecond) / 4096

var sinkID int64

func BenchmarkNext(b *testing.B) {
	g, err := issue.NewGenerator(1, 1)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if sinkID, err = g.Next(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(limitNsPerID, "limit-ns/id")
}

func BenchmarkNextParallel(b *testing.B) {
	g, err := issue.NewGenerator(1, 1)
	if err != nil {
		b.Fatal(err)
	}
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := g.Next(); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(limitNsPerID, "limit-ns/id")
}

// BenchmarkNextN issues a million IDs per operation and reports the time
// per ID, to compare with the format's limit.
func BenchmarkNextN(b *testing.B) {
	const n = 1_000_000
	g, err := issue.NewGenerator(1, 1)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		ids, err := g.NextN(n)
		if err != nil || len(ids) != n {
			b.Fatal(len(ids), err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/id")
	b.ReportMetric(limitNsPerID, "limit-ns/id")
}

// BenchmarkLayoutNextN issues a million IDs of Nextcloud's layout (two
// time fields, 4096 IDs a millisecond) per operation, to compare with
// Twitter's in BenchmarkNextN and with the same limit.
func BenchmarkLayoutNextN(b *testing.B) {
	const n = 1_000_000
	p, _ := core.LayoutNamed("Nextcloud")
	g, err := issue.NewLayoutGenerator(p.Layout, []int64{0, 0, 3, 1, 0}, nil, issue.SystemClock())
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		ids, err := g.NextN(n)
		if err != nil || len(ids) != n {
			b.Fatal(len(ids), err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/id")
	b.ReportMetric(limitNsPerID, "limit-ns/id")
}

func BenchmarkBwmarrinGenerate(b *testing.B) {
	node, err := bwmarrin.NewNode(33)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		sinkID = node.Generate().Int64()
	}
	b.ReportMetric(limitNsPerID, "limit-ns/id")
}

func BenchmarkBwmarrinGenerateParallel(b *testing.B) {
	node, err := bwmarrin.NewNode(33)
	if err != nil {
		b.Fatal(err)
	}
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			node.Generate()
		}
	})
	b.ReportMetric(limitNsPerID, "limit-ns/id")
}

// BenchmarkBwmarrinGenerateN issues a million IDs per operation with
// bwmarrin/snowflake, which has no batch call.
func BenchmarkBwmarrinGenerateN(b *testing.B) {
	const n = 1_000_000
	node, err := bwmarrin.NewNode(33)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		ids := make([]int64, 0, n)
		for range n {
			ids = append(ids, node.Generate().Int64())
		}
		sinkID = ids[n-1]
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/id")
	b.ReportMetric(limitNsPerID, "limit-ns/id")
}

// BenchmarkUUIDv7 issues a million UUIDv7s per operation through a ledger,
// as snowflakeid new does, beside google/uuid's NewV7 in a loop, its
// anchor: each ID increasing, across processes too, against each only
// within its process.
func BenchmarkUUIDv7(b *testing.B) {
	const n = 1_000_000
	b.Run("app", func(b *testing.B) {
		p, _ := core.LayoutNamed("UUIDv7")
		files, err := ledger.Open(b.TempDir(), nil)
		if err != nil {
			b.Fatal(err)
		}
		defer files.Close()
		g, err := issue.NewLayoutGenerator(p.Layout, make([]int64, len(p.Fields)), files, issue.SystemClock())
		if err != nil {
			b.Fatal(err)
		}
		ids := make([]core.WideID, 0, n)
		for b.Loop() {
			if ids, err = g.AppendWideN(ids[:0], n); err != nil || len(ids) != n {
				b.Fatal(len(ids), err)
			}
		}
	})
	b.Run("google", func(b *testing.B) {
		for b.Loop() {
			for range n {
				if _, err := uuid.NewV7(); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}
