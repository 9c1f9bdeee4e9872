package gui

// The monkey: a seeded random walk through the real widgets, under Fyne's
// test driver, that does what people do in any order, and checks after
// every step that the window keeps its promises (monkey_checks_test.go).
//
//	go test ./gui -run '^TestMonkey$' -monkey.duration 10m -v
//
// walks for ten minutes, half with the fixed seed and half with a random
// one, and prints what it did. A failure names its seed and step, and the
// command that walks the same way up to that step.

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"snowflakeid/core/issue"
)

var (
	monkeyDuration = flag.Duration("monkey.duration", 3*time.Second, "how long the monkey walks, its seeds sharing the time")
	monkeySeed     = flag.Uint64("monkey.seed", 0, "walk with this seed only (0: the fixed seed, then a random one)")
	monkeySteps    = flag.Int("monkey.steps", 0, "stop each walk after this many steps (0: when the time is up)")
)

// fixedSeed is the seed every run walks with first.
const fixedSeed = 20101104

func TestMonkey(t *testing.T) {
	seeds := []uint64{fixedSeed, uint64(time.Now().UnixNano())}
	if *monkeySeed != 0 {
		seeds = []uint64{*monkeySeed}
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			m := newMonkey(t, seed)
			m.walk(*monkeyDuration/time.Duration(len(seeds)), *monkeySteps)
			t.Log(m.stats.String())
			if missing := m.stats.missing(); missing != "" {
				t.Errorf("seed %d: the walk never %s, so its checks held over nothing", seed, missing)
			}
			// newMonkey gave the walk its own runtime folder.
			if own := os.Getenv("XDG_RUNTIME_DIR"); m.stats.steps >= longWalk && !m.recorded(own) {
				t.Errorf("seed %d: nothing was recorded in the walk's own ledger, in %s", seed, own)
			}
		})
	}
}

// monkey is one walk: the app and its window, the clock, timers and
// background work it holds back until it chooses to let them run, the
// files it drops and saves into, and what it has seen.
type monkey struct {
	t    *testing.T
	seed uint64
	rng  *rand.Rand
	x    texts
	dir  string   // the folder of files to save into
	drop []string // files to drop and open

	app     fyne.App
	win     fyne.Window
	w       *window
	now     time.Time
	timers  heldTimers // the scheduler's, not yet run
	jobs    []func()   // background work started, not yet run
	seen    monkeySeen
	problem string   // what an action found wrong, for the checks to report
	actions []string // the last actions, for a failure's report
	stats   monkeyStats
}

// monkeySeen is what the monkey remembers of what the window did, for
// the checks.
type monkeySeen struct {
	saves       []*monkeySave
	closes      int                       // saves closed so far
	clip        string                    // what the clipboard held after the last step
	pasted      bool                      // the monkey put the clipboard's text there itself, as another program
	issued      map[issue.LedgerKey]int64 // the last ID each generator issued
	batch       *int64                    // the first ID of the Generate tab's batch last seen
	tableCopies [][32]byte                // what copies of the Decode many table asked for must copy, hashed
}

// monkeyStats counts what a walk did, for its report.
type monkeyStats struct {
	steps, checks, restarts, filesDropped, saves, savesFailed, copies int
	findings                                                          int              // a report's findings followed to their rows
	issued                                                            [issuerCount]int // IDs seen issued, by where
	actions                                                           map[string]int
}

// longWalk is the number of steps after which a walk has had every chance
// to issue IDs by Next ID and by Generate many (a batch seen through its
// background work), to copy, drop, save and restart. The tray's Copy new ID,
// one item of a menu picked now and then, issues a few IDs in a thousand
// steps: counted, not required.
// The walks of go test -race on a busy machine can be shorter than that;
// scripts/test.sh's are several thousand steps.
const longWalk = 1000

// missing names what a walk was sure to do and did not: each action once,
// at least (the walk starts with every one of them), and, for a long
// walk, what the checks need to have something to hold over.
func (s monkeyStats) missing() string {
	for _, a := range actions {
		if s.actions[a.name] == 0 {
			return "did " + strconv.Quote(a.name)
		}
	}
	if s.steps < longWalk {
		return "" // a short walk, as under go test, may not get that far
	}
	switch {
	case s.issued[byNextID] == 0:
		return "saw Next ID issue an ID"
	case s.issued[byGenerateTab] == 0:
		return "saw Generate many issue IDs"
	case s.copies == 0:
		return "saw a copy"
	case s.filesDropped == 0:
		return "dropped a file"
	case s.restarts == 0:
		return "restarted"
	case s.saves == 0:
		return "saved a file"
	}
	return ""
}

func (s monkeyStats) String() string {
	names := make([]string, 0, len(s.actions))
	for name := range s.actions {
		names = append(names, name)
	}
	slices.Sort(names)
	var b strings.Builder
	fmt.Fprintf(&b, "%d steps, %d invariant checks, %d restarts, %d files dropped, %d saves (%d made to fail), %d copies checked, %d findings followed, IDs issued: %d by Next ID, %d by Generate many, %d by the tray\n",
		s.steps, s.checks, s.restarts, s.filesDropped, s.saves, s.savesFailed, s.copies, s.findings,
		s.issued[byNextID], s.issued[byGenerateTab], s.issued[byTray])
	for _, name := range names {
		fmt.Fprintf(&b, "  %-22s %d\n", name, s.actions[name])
	}
	return b.String()
}

func newMonkey(t *testing.T, seed uint64) *monkey {
	t.Setenv("LANG", "en_US.UTF-8")
	// The ledger of issued IDs lives in the runtime folder: the walk's own,
	// kept across its restarts, never the person's.
	t.Setenv("XDG_RUNTIME_DIR", t.TempDir())
	rng := rand.New(rand.NewPCG(seed, seed>>32|1))
	m := &monkey{t: t, seed: seed, rng: rng, x: texts{rng}, dir: t.TempDir(), now: testNow,
		seen: monkeySeen{issued: make(map[issue.LedgerKey]int64)}, stats: monkeyStats{actions: make(map[string]int)}}
	dropDir := filepath.Join(m.dir, "drop")
	if err := os.Mkdir(dropDir, 0o755); err != nil {
		t.Fatal(err)
	}
	var err error
	if m.drop, err = dropFiles(m.x, dropDir); err != nil {
		t.Fatal(err)
	}
	m.app = test.NewTempApp(t)
	m.open()
	return m
}

// open makes the window as the app does, on the monkey's clock, scheduler,
// background work and file chooser.
func (m *monkey) open() {
	m.win = m.app.NewWindow("")
	m.w = show(m.app, m.win, m.clock, m.timers.schedule)
	m.w.runner.start = func(work func()) { m.jobs = append(m.jobs, work) }
	inPlace(m.w.issuer) // Next ID's effect is checked right after the tap
	m.w.files = monkeyFiles{m}
	m.win.Resize(fyne.NewSize(1240, 800))
	m.seen.clip = m.app.Clipboard().Content()
}

func (m *monkey) clock() time.Time { return m.now }

// recorded reports whether the app recorded IDs in a ledger in the
// runtime folder dir.
func (m *monkey) recorded(dir string) bool {
	records, _ := filepath.Glob(filepath.Join(dir, "*", "*"))
	return len(records) > 0
}

// walk takes steps until the time is up or, with a limit, that many steps:
// first every action once, in an order of the seed's, then actions picked
// at random by their weights.
func (m *monkey) walk(d time.Duration, limit int) {
	end := time.Now().Add(d)
	tour := slices.Clone(actions)
	m.rng.Shuffle(len(tour), func(i, j int) { tour[i], tour[j] = tour[j], tour[i] })
	for step := 1; limit == 0 && (time.Now().Before(end) || len(tour) > 0) || step <= limit; step++ {
		a := pickAction(m.rng)
		if len(tour) > 0 {
			a, tour = tour[0], tour[1:]
		}
		m.step(step, a)
	}
}

// stepLimit is how long one step may take before the walk counts it as a
// hang: the slowest steps (a decoding of 64 MB, a batch of a million IDs,
// copying a table of two million rows) take seconds.
const stepLimit = 2 * time.Minute

// step does one random action and checks every invariant after it. A
// panic, anywhere in what the action set off, fails the walk with its seed;
// so does a step that hangs, with every goroutine's stack.
func (m *monkey) step(n int, a action) {
	defer func() {
		if r := recover(); r != nil {
			m.fail(n, fmt.Sprintf("panic: %v\n%s", r, debug.Stack()))
		}
	}()
	m.actions = append(m.actions, a.name)
	if len(m.actions) > 12 {
		m.actions = m.actions[1:]
	}
	m.stats.steps++
	m.stats.actions[a.name]++
	m.seen.pasted = false
	last := strings.Join(m.actions, ", ")
	hang := time.AfterFunc(stepLimit, func() {
		stacks := make([]byte, 4<<20)
		stacks = stacks[:runtime.Stack(stacks, true)]
		fmt.Fprintf(os.Stderr, "seed %d, step %d has run for %v: it hangs\nlast actions: %s\n%s\nwalk the same way with: "+
			"go test ./gui -run '^TestMonkey$' -monkey.seed %d -monkey.steps %d\n", m.seed, n, stepLimit, last, stacks, m.seed, n)
		os.Exit(2)
	})
	defer hang.Stop()
	a.do(m)
	m.now = m.now.Add(time.Duration(m.rng.IntN(40)) * time.Millisecond)
	if problem := m.check(); problem != "" {
		m.fail(n, problem)
	}
}

func (m *monkey) fail(step int, problem string) {
	m.t.Helper()
	m.t.Fatalf("seed %d, step %d: %s\nlast actions: %s\nwalk the same way with: go test ./gui -run '^TestMonkey$' -monkey.seed %d -monkey.steps %d",
		m.seed, step, problem, strings.Join(m.actions, ", "), m.seed, step)
}

// restart quits the app and starts it again over the preferences it
// saved, written to JSON and read back as Fyne's preferences file is.
// Background work still held back dies with the app.
func (m *monkey) restart() {
	m.win.Close()
	m.jobs, m.timers = nil, nil
	for _, s := range m.seen.saves {
		s.gone = true // the app ended before it saved: the file must be as it was
	}
	values := map[string]any{}
	m.app.Preferences().(interface{ ReadValues(func(map[string]any)) }).ReadValues(func(v map[string]any) {
		for k, value := range v {
			values[k] = value
		}
	})
	data, err := json.Marshal(values)
	if err != nil {
		m.t.Fatalf("seed %d: the preferences cannot be saved: %v", m.seed, err)
	}
	var loaded map[string]any
	if err := json.Unmarshal(data, &loaded); err != nil {
		m.t.Fatalf("seed %d: the preferences saved do not load: %v", m.seed, err)
	}
	m.app = test.NewTempApp(m.t)
	prefs := m.app.Preferences()
	for k, v := range loaded {
		switch v := v.(type) {
		case string:
			prefs.SetString(k, v)
		case float64:
			prefs.SetFloat(k, v)
		case bool:
			prefs.SetBool(k, v)
		case []any:
			list := make([]string, len(v))
			for i, s := range v {
				list[i], _ = s.(string)
			}
			prefs.SetStringList(k, list)
		}
	}
	// The new app's generators issue through the same ledger, so every ID
	// they issue is above all the old app's issued for the same key: what
	// was issued is remembered across the restart.
	m.open()
	m.stats.restarts++
}
