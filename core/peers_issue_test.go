package core_test

import (
	"fmt"
	"testing"

	"github.com/google/uuid"
	"github.com/oklog/ulid/v2"
	"github.com/rs/xid"
	"github.com/segmentio/ksuid"

	"snowflakeid/core"
	"snowflakeid/core/issue"
)

// The IDs the app issues are read by each peer as what the app says they
// hold: 100,000 of each layout the peers make and the app issues.
func TestPeersReadTheAppsNewIDs(t *testing.T) {
	for name, read := range map[string]func(string) (int64, error){
		"UUIDv7": func(s string) (int64, error) {
			u, err := uuid.Parse(s)
			if err == nil && (u.Version() != 7 || u.Variant() != uuid.RFC4122) {
				err = fmt.Errorf("version %d, variant %v", u.Version(), u.Variant())
			}
			sec, nsec := u.Time().UnixTime()
			return sec*1e6 + nsec/1000, err
		},
		"ULID":  func(s string) (int64, error) { id, err := ulid.ParseStrict(s); return int64(id.Time()) * 1000, err },
		"KSUID": func(s string) (int64, error) { id, err := ksuid.Parse(s); return id.Time().UnixMicro(), err },
		"XID":   func(s string) (int64, error) { id, err := xid.FromString(s); return id.Time().UnixMicro(), err },
	} {
		p, _ := core.LayoutNamed(name)
		g, err := issue.NewLayoutGenerator(p.Layout, make([]int64, len(p.Fields)), nil, issue.SystemClock())
		if err != nil {
			t.Fatal(err)
		}
		ids, err := g.AppendWideN(nil, core.PeerCount)
		if err != nil {
			t.Fatal(err)
		}
		refused := 0
		values := make([]core.WideID, 0, len(p.Fields))
		for _, id := range ids {
			text := string(p.AppendWide(nil, id))
			micro, err := read(text)
			values, _ = p.SplitWide(id, values[:0])
			if own, _ := p.WideMicro(values); err != nil || micro != own {
				if refused++; refused < 5 {
					t.Errorf("%s %s: the peer reads %d (%v), the app %d", name, text, micro, err, own)
				}
			}
		}
		if refused > 0 {
			t.Errorf("%s: %d of %d refused or read otherwise", name, refused, core.PeerCount)
		}
	}
}
