package core

import (
	"errors"
	"testing"
	"time"
)

// readingNow is the moment the vectors are read at.
var readingNow = time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)

// familyVectors are IDs published by each family's own sources, or by
// projects that read them, with the instant and the parts they give.
var familyVectors = []struct {
	source string
	family string
	id     int64
	ms     int64 // the instant the source gives
	within time.Duration
	parts  []PartValue
}{
	// X's API documentation, the Tweet object's example: tweet
	// 1050118621198921728, created_at "Wed Oct 10 20:19:24 +0000 2018".
	{"X API docs, Tweet object", FamilyTwitter, 1050118621198921728, 1539202764000, time.Second,
		[]PartValue{{"datacenter", 10}, {"machine", 27}, {"sequence", 0}}},
	// Discord's API reference, "Snowflakes": 175928847299117063 is
	// 2016-04-30 11:18:25.796 UTC, worker 1, process 0, increment 7.
	{"Discord API reference", FamilyDiscord, 175928847299117063, 1462015105796, 0,
		[]PartValue{{"worker", 1}, {"process", 0}, {"increment", 7}}},
	// unfurl's tests (obsidianforensics/unfurl, test_instagram.py):
	// instagram.com/p/DW1nTDiDvnF is 1775580510621 ms, shard 958,
	// sequence 453.
	{"unfurl test_instagram.py", FamilyInstagram, 3870172288071432645, 1775580510621, 0,
		[]PartValue{{"shard", 958}, {"sequence", 453}}},
	// Mastodon's documentation, the Status entity's example: status
	// 103270115826048975, created_at 2019-12-08T03:48:33.901Z. The ID is
	// made when the row is written, within a second of created_at.
	{"Mastodon docs, Status entity", FamilyMastodon, 103270115826048975, 1575776913901, time.Second, nil},
	// unfurl's tests (test_sonyflake.py): 0x45eec4a4600041b is
	// 2020-08-12 17:35:29.98 UTC, machine 4.27 (4×256 + 27).
	{"unfurl test_sonyflake.py", FamilySonyflake, 0x45eec4a4600041b, 1597253729980, 0,
		[]PartValue{{"sequence", 0}, {"machine", 1051}}},
	// unfurl's tests (test_linkedin.py): 6685980502161199104 is
	// 2020-07-06 18:59:31.226 UTC.
	{"unfurl test_linkedin.py", FamilyLinkedIn, 6685980502161199104, 1594061971226, 0, nil},
	// A scraper's output (chetangoel01/social-media-reports): activity
	// 7402746946853253120 posted at 1764952408517.
	{"LinkedIn scraper output", FamilyLinkedIn, 7402746946853253120, 1764952408517, 0, nil},
	// A TikTok API response (haodangthi/tiktok, data.ts): video
	// 7006694664724122881 has createTime 1631373229; the ID is made
	// seconds before the video is published.
	{"TikTok API response", FamilyTikTok, 7006694664724122881, 1631373229000, 5 * time.Second, nil},
	// unfurl's tests (test_bluesky.py): TID 3laulgolrfz2f is
	// 1731543333133695 µs.
	{"unfurl test_bluesky.py", FamilyBluesky, 0x189b51652375fc0b, 1731543333133, 0, []PartValue{{"clock", 11}}},
}

// TestReadingsOfEachFamily reads IDs published by each family's own
// sources, or by projects that read them, and checks the instant and the
// parts those sources give.
func TestReadingsOfEachFamily(t *testing.T) {
	for _, tt := range familyVectors {
		t.Run(tt.source, func(t *testing.T) {
			r, ok := ReadAs(tt.family, tt.id, readingNow)
			if !ok {
				t.Fatalf("ReadAs(%q) found no such family", tt.family)
			}
			if d := time.Duration(r.UnixMilli-tt.ms) * time.Millisecond; d < -tt.within || d > tt.within {
				t.Errorf("%s reading of %d: %d ms, want %d ms (within %v)", tt.family, tt.id, r.UnixMilli, tt.ms, tt.within)
			}
			if r.Doubt != nil {
				t.Errorf("%s reading of %d is doubted: %v", tt.family, tt.id, r.Doubt)
			}
			for _, want := range tt.parts {
				if !hasPart(r.Parts, want) {
					t.Errorf("%s reading of %d: parts %v, want %v among them", tt.family, tt.id, r.Parts, want)
				}
			}
		})
	}
}

func hasPart(parts []PartValue, want PartValue) bool {
	for _, p := range parts {
		if p == want {
			return true
		}
	}
	return false
}

// TestSonyflakeStarts reads one ID from both of Sonyflake's default
// starts, 2014-09-01 (v1) and 2025-01-01 (v2): the same count of 10 ms
// units from each.
func TestSonyflakeStarts(t *testing.T) {
	id := int64(100)<<24 | 3<<16 | 0xBEEF // 1 s after the start, sequence 3, machine 0xBEEF
	for _, tt := range []struct {
		family string
		start  time.Time
	}{
		{FamilySonyflake, time.Date(2014, 9, 1, 0, 0, 0, 0, time.UTC)},
		{FamilySonyflake2, time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)},
	} {
		r, _ := ReadAs(tt.family, id, readingNow)
		if want := tt.start.Add(time.Second).UnixMilli(); r.UnixMilli != want {
			t.Errorf("%s: %d, want %d", tt.family, r.UnixMilli, want)
		}
		if !hasPart(r.Parts, PartValue{"sequence", 3}) || !hasPart(r.Parts, PartValue{"machine", 0xBEEF}) {
			t.Errorf("%s: parts %v", tt.family, r.Parts)
		}
	}
}

// TestReadingsDoubts checks the marks against readings that cannot be right.
func TestReadingsDoubts(t *testing.T) {
	mastodon := int64(103270115826048975)
	readings := Readings(mastodon, readingNow)
	if len(readings) != len(Families()) {
		t.Fatalf("%d readings, want %d", len(readings), len(Families()))
	}
	doubts := map[string]error{}
	for i, r := range readings {
		doubts[r.Family] = r.Doubt
		if i > 0 && readings[i-1].Doubt != nil && r.Doubt == nil {
			t.Errorf("plausible %s listed after doubted %s", r.Family, readings[i-1].Family)
		}
	}
	// A Mastodon status of 2019 is a fine tweet of 2011 by its layout
	// alone; read as LinkedIn's, it lies in 1973.
	for _, family := range []string{FamilyMastodon, FamilyTwitter} {
		if err := doubts[family]; err != nil {
			t.Errorf("%s doubt = %v, want none", family, err)
		}
	}
	var service *ServiceError
	if err := doubts[FamilyLinkedIn]; !errors.As(err, &service) || service.Family != FamilyLinkedIn {
		t.Errorf("LinkedIn doubt = %v, want a ServiceError", err)
	}

	// A tweet of December 2025 read as Discord's lies in 2030, as Mastodon's
	// in the 30th century; as
	// LinkedIn's and TikTok's, in the 1980s.
	tweet := int64(1995000000000000000)
	for _, r := range Readings(tweet, readingNow) {
		var want error
		switch r.Family {
		case FamilyMastodon, FamilyBluesky, FamilyDiscord:
			want = ErrReadingFuture
		case FamilyTikTok, FamilyLinkedIn:
			want = ErrReadingBeforeService
		case FamilyTwitter:
			want = nil
		default:
			continue
		}
		if !errors.Is(r.Doubt, want) || (want == nil) != (r.Doubt == nil) {
			t.Errorf("%s reading of a tweet: doubt %v, want %v", r.Family, r.Doubt, want)
		}
	}
	if r, _ := ReadAs(FamilyTwitter, LastSequentialTweet, readingNow); !errors.Is(r.Doubt, ErrReadingPreSnowflake) {
		t.Errorf("Twitter reading of tweet %d: doubt %v, want ErrReadingPreSnowflake", LastSequentialTweet, r.Doubt)
	}
	if Readings(-1, readingNow) != nil {
		t.Error("a negative ID has readings")
	}
	if _, ok := ReadAs("Myspace", 1, readingNow); ok {
		t.Error("ReadAs took a family that is not one")
	}
}

// TestLinkReadings is the case the window shows for a pasted link to a
// Mastodon status: the number alone reads as a tweet of 2011, but the link
// says what it is.
func TestLinkReadings(t *testing.T) {
	readings := LinkReadings(103270115826048975, FamilyMastodon, readingNow)
	if len(readings) != len(Families()) || readings[0].Family != FamilyMastodon || readings[0].Doubt != nil {
		t.Fatalf("first reading %+v of %d, want Mastodon's, undoubted", readings[0], len(readings))
	}
	for _, r := range readings[1:] {
		var link *LinkError
		if !errors.As(r.Doubt, &link) || link.Family != FamilyMastodon || !errors.Is(r.Doubt, ErrReadingOtherService) {
			t.Errorf("%s reading of a Mastodon link: doubt %v, want a LinkError naming Mastodon", r.Family, r.Doubt)
		}
	}
	// A link's own reading keeps its doubts: a status "from" 2030.
	future := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC).UnixMilli() << 16
	if r := LinkReadings(future, FamilyMastodon, readingNow)[0]; !errors.Is(r.Doubt, ErrReadingFuture) {
		t.Errorf("Mastodon link from 2030: doubt %v, want ErrReadingFuture", r.Doubt)
	}
	if got := LinkReadings(1, "Myspace", readingNow); len(got) != len(Families()) {
		t.Errorf("unknown family: %d readings", len(got))
	}
}
