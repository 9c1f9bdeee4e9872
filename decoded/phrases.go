package decoded

import (
	"snowflakeid/words"

	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2/lang"
)

// phrases are the words of the Decode many table's cells in the person's
// language, looked up once a reading rather than once a cell: an export of
// a million rows spent most of its seconds in the lookups. They are safe to
// use from the goroutines that copy and export the table.
type phrases struct {
	layout    string                                 // of the local time
	flags     [1 << flagCount]atomic.Pointer[string] // the names of each set of flags, looked up when first written
	durations *words.Durations                       // of gaps and spans

	mu        sync.Mutex
	relatives map[words.Distance]string
	last      words.Distance // the last distance said, and its text: rows in time order say the same one
	lastText  string
}

func newPhrases() *phrases {
	return &phrases{layout: lang.L("format.localLayout"), durations: words.NewDurations(), relatives: make(map[words.Distance]string)}
}

// flagsText names the set of flags f, as [FlagsText] does: each set once
// a reading, since a long text is read a piece at a time.
func (p *phrases) flagsText(f uint8) string {
	if text := p.flags[f].Load(); text != nil {
		return *text
	}
	text := FlagsText(f)
	p.flags[f].Store(&text)
	return text
}

// relative says how far t is from now, as words.Relative does.
func (p *phrases) relative(t, now time.Time) string {
	d := words.RelativeOf(t, now)
	p.mu.Lock()
	defer p.mu.Unlock()
	if d == p.last { // never the zero Distance, which no time is at
		return p.lastText
	}
	text, ok := p.relatives[d]
	if !ok {
		text = d.String()
		p.relatives[d] = text
	}
	p.last, p.lastText = d, text
	return text
}
