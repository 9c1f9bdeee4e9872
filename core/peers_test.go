package core

import (
	"bytes"
	"crypto/rand"
	"encoding/binary"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/oklog/ulid/v2"
	"github.com/rs/xid"
	"github.com/segmentio/ksuid"
)

// peerID is an ID a peer made, what the peer says it holds, and the
// fields' values the app must read, by name.
type peerID struct {
	text   string
	micro  int64             // its time by the peer, in Unix microseconds
	fields map[string][]byte // values the peer gives, as bytes, the most significant first
}

// readPeer reads each ID a peer makes in the preset called layout and
// counts every one whose time or fields disagree with the peer's.
func readPeer(t *testing.T, layout string, next func() peerID) {
	t.Helper()
	p, _ := LayoutNamed(layout)
	disagree := 0
	values := make([]WideID, 0, len(p.Fields))
	for range peerCount {
		want := next()
		id, err := p.ParseWide([]byte(want.text))
		if err != nil {
			t.Fatalf("%s %s: %v", layout, want.text, err)
		}
		values, _ = p.SplitWide(id, values[:0])
		micro, _ := p.WideMicro(values)
		ok := micro == want.micro
		for name, b := range want.fields {
			ok = ok && values[p.FieldNamed(name)] == WideFromBytes(b)
		}
		if !ok {
			if disagree++; disagree < 5 {
				t.Errorf("%s %s: read at %d with %v, the peer says %d and %x", layout, want.text, micro, values, want.micro, want.fields)
			}
		}
	}
	if disagree > 0 {
		t.Errorf("%s: %d of %d disagree", layout, disagree, peerCount)
	}
}

func u16(v uint16) []byte { return []byte{byte(v >> 8), byte(v)} }

// The IDs the peers make are read as the peers read them: google/uuid's
// versions 1, 6 and 7, oklog/ulid's ULIDs, segmentio/ksuid's KSUIDs and
// rs/xid's XIDs, 100,000 each.
func TestPeersIDsRead(t *testing.T) {
	gregorian := func(u uuid.UUID) int64 {
		sec, nsec := u.Time().UnixTime()
		return sec*1e6 + nsec/1000
	}
	uuidWith := func(newUUID func() (uuid.UUID, error)) func() peerID {
		return func() peerID {
			u, err := newUUID()
			if err != nil {
				t.Fatal(err)
			}
			return peerID{u.String(), gregorian(u), map[string][]byte{"clock_seq": u16(uint16(u.ClockSequence())), "node": u.NodeID()}}
		}
	}
	readPeer(t, "UUIDv1", uuidWith(uuid.NewUUID))
	// google/uuid v1.6.0's NewV6 writes the time as it is, not shifted
	// into time_high as RFC 9562 §5.6 and its example A.5 do (its issues
	// #159 and #203): its version 1 times are placed as the RFC places them.
	readPeer(t, "UUIDv6", func() peerID {
		v1 := uuid.Must(uuid.NewUUID())
		ticks := uint64(v1.Time())
		v6 := v1
		binary.BigEndian.PutUint32(v6[0:], uint32(ticks>>28))
		binary.BigEndian.PutUint16(v6[4:], uint16(ticks>>12))
		binary.BigEndian.PutUint16(v6[6:], 0x6000|uint16(ticks&0xfff))
		return peerID{v6.String(), gregorian(v1), map[string][]byte{"clock_seq": u16(uint16(v1.ClockSequence())), "node": v1.NodeID()}}
	})
	readPeer(t, "UUIDv7", func() peerID {
		u := uuid.Must(uuid.NewV7())
		return peerID{u.String(), gregorian(u), map[string][]byte{"rand_b": {u[8] & 0x3f, u[9], u[10], u[11], u[12], u[13], u[14], u[15]}}}
	})
	readPeer(t, "UUIDv4", func() peerID {
		u := uuid.New()
		return peerID{u.String(), 0, map[string][]byte{"random_a": u[:6]}}
	})
	readPeer(t, "ULID", func() peerID {
		id := ulid.Make()
		return peerID{id.String(), int64(id.Time()) * 1000, map[string][]byte{"random": id.Entropy()}}
	})
	readPeer(t, "KSUID", func() peerID {
		id := ksuid.New()
		return peerID{id.String(), id.Time().UnixMicro(), map[string][]byte{"payload": id.Payload()}}
	})
	readPeer(t, "XID", func() peerID {
		id := xid.New()
		counter := uint32(id.Counter())
		return peerID{id.String(), id.Time().UnixMicro(), map[string][]byte{
			"machine": id.Machine(), "pid": u16(id.Pid()), "counter": {byte(counter >> 16), byte(counter >> 8), byte(counter)}}}
	})
}

// randomIDOf is an ID of l whose every field but the fixed holds random
// bits, and whose time, where it has one, is within the peers' reach.
func randomIDOf(t *testing.T, l Layout) WideID {
	var b [20]byte
	_, _ = rand.Read(b[:])
	random := WideFromBytes(b[:l.Width/8])
	values := make([]WideID, 0, len(l.Fields))
	shift := l.Width
	for _, f := range l.Fields {
		shift -= f.Bits
		v := random.Field(shift, f.Bits)
		if f.Role == RoleFixed {
			v = WideFrom(f.Value)
		}
		values = append(values, v)
	}
	if l.Timed() {
		micro := time.Date(2015, 1, 1, 0, 0, 0, 0, time.UTC).UnixMicro() + int64(b[0])<<40 // to 2023
		if err := l.SetWideTime(values, micro); err != nil {
			t.Fatal(err)
		}
	}
	id, err := l.JoinWide(values)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// The IDs the app writes are read by each peer: 100,000 of each, every
// field random but the fixed.
func TestPeersReadTheAppsIDs(t *testing.T) {
	peers := map[string]func(string) ([]byte, error){
		"UUIDv1": func(s string) ([]byte, error) { u, err := uuid.Parse(s); return u[:], err },
		"UUIDv6": func(s string) ([]byte, error) { u, err := uuid.Parse(s); return u[:], err },
		"UUIDv7": func(s string) ([]byte, error) { u, err := uuid.Parse(s); return u[:], err },
		"ULID":   func(s string) ([]byte, error) { id, err := ulid.ParseStrict(s); return id[:], err },
		"KSUID":  func(s string) ([]byte, error) { id, err := ksuid.Parse(s); return id.Bytes(), err },
		"XID":    func(s string) ([]byte, error) { id, err := xid.FromString(s); return id.Bytes(), err },
	}
	for name, parse := range peers {
		p, _ := LayoutNamed(name)
		refused := 0
		for range peerCount {
			id := randomIDOf(t, p.Layout)
			text := string(p.AppendWide(nil, id))
			got, err := parse(text)
			want := make([]byte, p.Width/8)
			id.PutBytes(want)
			if err != nil || !bytes.Equal(got, want) {
				if refused++; refused < 5 {
					t.Errorf("%s %s: the peer reads %x (%v)", name, text, got, err)
				}
			}
		}
		if refused > 0 {
			t.Errorf("%s: %d of %d refused or misread", name, refused, peerCount)
		}
	}
}
