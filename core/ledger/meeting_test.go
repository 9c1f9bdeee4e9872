package ledger

import (
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"snowflakeid/core"
)

// Issuers of layouts whose IDs can be the same bits, each in a process of
// its own, all at once through one ledger, never issue the same ID: every
// issuing preset with each plain field 0 (every pair of presets at once,
// Twitter's and bwmarrin's the same bits), Twitter's datacenter 1 and
// machine 1 beside bwmarrin's node 33, and random pairs of layouts that cut
// the same plain bits into other fields, some with a zero field above where
// the other has nothing.
func TestLayoutsThatMeetNeverIssueTheSameID(t *testing.T) {
	now := time.Now()
	var presets []issuer
	for _, p := range core.LayoutPresets() {
		if p.Wide() {
			continue // wide IDs meet only their own kind: TestNewWideLayouts (cli)
		}
		if err := p.SetTime(make([]int64, len(p.Fields)), now.UnixMicro()); err != nil {
			t.Logf("%s issues nothing now (%v)", p.Name, err)
			continue
		}
		presets = append(presets, issuer{p.Layout, make([]int64, len(p.Fields))})
	}
	twitter, _ := core.LayoutNamed("Twitter")
	bwmarrin, _ := core.LayoutNamed("bwmarrin")
	presets = append(presets, issuer{twitter.Layout, []int64{0, 1, 1, 0}}, issuer{bwmarrin.Layout, []int64{0, 33, 0}})
	issueAtOnce(t, presets)

	r := rand.New(rand.NewPCG(uint64(now.UnixNano()), 41))
	var random []issuer
	for range 12 {
		a, av, b, bv := meetingLayouts(r)
		random = append(random, issuer{a, av}, issuer{b, bv})
	}
	issueAtOnce(t, random)
}

// issuer is a layout and the values of its fields an issuer issues with.
type issuer struct {
	l      core.Layout
	values []int64
}

// issueAtOnce starts a process for each issuer, through one new ledger,
// lets them issue at once, and fails the test if an ID comes twice or an
// issuer's IDs do not increase.
func issueAtOnce(t *testing.T, issuers []issuer) {
	t.Helper()
	dir := t.TempDir()
	outs := make([]bytes.Buffer, len(issuers))
	gates := make([]io.WriteCloser, len(issuers))
	cmds := make([]*exec.Cmd, len(issuers))
	for i, is := range issuers {
		values := make([]string, len(is.values))
		for j, v := range is.values {
			values[j] = strconv.FormatInt(v, 10)
		}
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), issuerDirEnv+"="+dir, issuerCountEnv+"="+strconv.Itoa(issueCount(is.l)),
			layoutEnv+"="+string(core.WriteLayoutFile(is.l)), valuesEnv+"="+strings.Join(values, ","))
		cmd.Stdout, cmd.Stderr = &outs[i], os.Stderr
		gate, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds[i], gates[i] = cmd, gate
	}
	for _, gate := range gates { // all are ready, each waiting for its line
		if _, err := io.WriteString(gate, "go\n"); err != nil {
			t.Fatal(err)
		}
		gate.Close()
	}
	owner := map[int64]int{} // the issuer of each ID
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Fatalf("issuer %d, %s %v: %v", i, issuers[i].l.Name, issuers[i].values, err)
		}
		ids := readIDs(t, &outs[i])
		if !slices.IsSorted(ids) {
			t.Errorf("issuer %d, %s: its IDs do not increase", i, issuers[i].l.Name)
		}
		repeats := map[int]int{}
		for _, id := range ids {
			if j, seen := owner[id]; seen {
				repeats[j]++
			}
			owner[id] = i
		}
		for j, n := range repeats {
			t.Errorf("%s %v issued %d IDs that %s %v had issued", issuers[i].l.Name, issuers[i].values, n, issuers[j].l.Name, issuers[j].values)
		}
	}
}

// issueCount is how many IDs an issuer of l issues: 20,000, or as many as
// l issues in 20 ms at its limit and in 1,000 ticks (a wait for each tick
// takes longer than the tick), at least one.
func issueCount(l core.Layout) int {
	n := int64(20_000)
	for n > 1 && (l.IssueTime(n) > 20*time.Millisecond || n/l.PerTick() > 1000) {
		n /= 2
	}
	return int(n)
}

// meetingLayouts are two random layouts whose IDs are the same bits: one
// epoch, 41 bits of milliseconds, a sequence at one place, and the other
// bits cut into plain fields each its own way, holding one random pattern.
// Half of them give b a 1-bit field of 0 above where a has nothing.
func meetingLayouts(r *rand.Rand) (a core.Layout, av []int64, b core.Layout, bv []int64) {
	epoch := int64(1577836800000) + r.Int64N(2000)*86_400_000
	total := core.MaxLayoutBits - r.IntN(2)
	seqBits := 8 + r.IntN(5)
	plain := total - 41 - seqBits
	below := r.IntN(plain + 1)
	pattern := r.Int64N(1 << plain) // the plain bits, those above the sequence first
	layout := func(name string) (core.Layout, []int64) {
		l := core.Layout{Name: name, Epoch: epoch, Fields: []core.Field{{Name: "t", Bits: 41, Role: core.RoleTime, Unit: time.Millisecond}}}
		values := []int64{0}
		cut := func(bits, shift int) { // fields of the pattern's bits shift+bits-1 down to shift
			for bits > 0 {
				w := 1 + r.IntN(bits)
				bits -= w
				l.Fields = append(l.Fields, core.Field{Name: "f" + strconv.Itoa(len(l.Fields)), Bits: w})
				values = append(values, pattern>>(shift+bits)&(1<<w-1))
			}
		}
		cut(plain-below, below)
		l.Fields = append(l.Fields, core.Field{Name: "s", Bits: seqBits, Role: core.RoleSequence})
		values = append(values, 0)
		cut(below, 0)
		return l, values
	}
	a, av = layout("A")
	b, bv = layout("B")
	if total < core.MaxLayoutBits && r.IntN(2) == 0 {
		b.Fields = append([]core.Field{{Name: "top", Bits: 1}}, b.Fields...)
		bv = append([]int64{0}, bv...)
	}
	return a, av, b, bv
}
