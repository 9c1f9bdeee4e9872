package find

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"snowflakeid/core"
)

const (
	tweet   = 1382350606417817604
	message = 175928847299117063
)

var findTests = []struct {
	name string
	text string
	want []Found
	// lines read, lines without an ID, numbers too large, negative ones
	lines, without, tooLarge, negative int
}{
	{"alone", "1382350606417817604", []Found{{ID: tweet, Source: FromDecimal}}, 1, 0, 0, 0},
	{"in a sentence", "see 1382350606417817604.", []Found{{ID: tweet, Source: FromDecimal}}, 1, 0, 0, 0},
	{"glued to letters before", "id1382350606417817604 x", nil, 1, 1, 0, 0},
	{"glued to letters after", "1382350606417817604abc", nil, 1, 1, 0, 0},
	{"glued to a non-ASCII letter", "é1382350606417817604", nil, 1, 1, 0, 0},
	{"after an underscore", "user_1382350606417817604", nil, 1, 1, 0, 0},
	{"part of a fraction", "pi 3.14159265358979 e 2718281828.459", nil, 1, 1, 0, 0},
	{"file name", "1382350606417817604.jpg", []Found{{ID: tweet, Source: FromDecimal}}, 1, 0, 0, 0},
	{"a UUID, not its last group", "123e4567-e89b-12d3-a456-426614174000", []Found{{ID: 0, Source: FromWide}}, 1, 0, 0, 0},
	{"short numbers of a log", "2021-04-14 15:10:42 port 8080 pid 1234567 took 12ms", nil, 1, 1, 0, 0},
	{"ten digits", "at 1618413042 and 999999999", []Found{{ID: 1618413042, Source: FromDecimal}}, 1, 0, 0, 0},
	{"fullwidth colon", "ID：1382350606417817604", []Found{{ID: tweet, Source: FromDecimal}}, 1, 0, 0, 0},
	{"in a URL path", "https://example.com/items/1382350606417817604?page=2",
		[]Found{{ID: tweet, Source: FromDecimal}}, 1, 0, 0, 0},
	{"post link", "read https://x.com/jack/status/20 now", []Found{{ID: 20, Source: FromTwitterLink}}, 1, 0, 0, 0},
	{"post link with a photo", "twitter.com/a/status/1382350606417817604/photo/1",
		[]Found{{ID: tweet, Source: FromTwitterLink}}, 1, 0, 0, 0},
	{"message link counts once", "<https://discord.com/channels/81384788765712384/81384788765712384/175928847299117063>",
		[]Found{{ID: message, Source: FromDiscordLink}}, 1, 0, 0, 0},
	{"host in upper case", "HTTPS://X.COM/a/status/1382350606417817604", []Found{{ID: tweet, Source: FromTwitterLink}}, 1, 0, 0, 0},
	{"link at the end of a sentence", "see https://twitter.com/jack/status/1050118621198921728.",
		[]Found{{ID: 1050118621198921728, Source: FromTwitterLink}}, 1, 0, 0, 0},
	{"links before punctuation", "wow https://x.com/a/status/20!!! and https://x.com/a/status/21... or x.com/a/status/22?",
		[]Found{{ID: 20, Source: FromTwitterLink}, {ID: 21, Source: FromTwitterLink}, {ID: 22, Source: FromTwitterLink}}, 1, 0, 0, 0},
	{"message link before dots", "https://discord.com/channels/1/2/175928847299117063...",
		[]Found{{ID: message, Source: FromDiscordLink}}, 1, 0, 0, 0},
	{"link before a CJK full stop", "これを見て：https://x.com/a/status/1382350606417817604。次",
		[]Found{{ID: tweet, Source: FromTwitterLink}}, 1, 0, 0, 0},
	{"link before an ideographic space", "https://x.com/a/status/1382350606417817604\u3000次",
		[]Found{{ID: tweet, Source: FromTwitterLink}}, 1, 0, 0, 0},
	{"embed-fixing hosts", "https://fxtwitter.com/a/status/20 vxtwitter.com/a/status/21 fixupx.com/a/status/22 fixvx.com/a/status/23",
		[]Found{{ID: 20, Source: FromTwitterLink}, {ID: 21, Source: FromTwitterLink}, {ID: 22, Source: FromTwitterLink}, {ID: 23, Source: FromTwitterLink}}, 1, 0, 0, 0},
	{"link with no post", "https://x.com/i/user/1382350606417817604", nil, 1, 1, 0, 0},
	{"link past 2^63", "https://x.com/a/status/9223372036854775808", nil, 1, 0, 1, 0},
	{"CSV", "id,name,n\n1382350606417817604,\"a\",7\n175928847299117063,b,8\n",
		[]Found{{ID: tweet, Source: FromDecimal}, {ID: message, Source: FromDecimal}}, 3, 1, 0, 0},
	{"JSON", `{"id":1382350606417817604,"id_str":"1382350606417817604"}`,
		[]Found{{ID: tweet, Source: FromDecimal}, {ID: tweet, Source: FromDecimal}}, 1, 0, 0, 0},
	{"hex", "0x132f188d72947004 0X132F188D72947004", []Found{{ID: tweet, Source: FromHex}, {ID: tweet, Source: FromHex}}, 1, 0, 0, 0},
	{"short hex is a flag", "flags 0x1f mask 0x00ff", nil, 1, 1, 0, 0},
	{"hex past 2^63", "0x8000000000000000", nil, 1, 0, 1, 0},
	{"nineteen digits", "9223372036854775807", []Found{{ID: 9223372036854775807, Source: FromDecimal}}, 1, 0, 0, 0},
	{"past 2^63", "9223372036854775808 and 12345678901234567890", nil, 1, 0, 2, 0},
	{"2^64 + 1, which a 64-bit sum wraps round to 1", "18446744073709551617 and 0x10000000000000001", nil, 1, 0, 2, 0},
	{"negative", "x -1382350606417817604", nil, 1, 0, 0, 1},
	{"hyphen in a word", "post-1382350606417817604", nil, 1, 1, 0, 0},
	{"Windows line ends", "a 1382350606417817604\r\nno id here\r\n\r\n",
		[]Found{{ID: tweet, Source: FromDecimal}}, 3, 1, 0, 0},
	{"blank lines are not counted", "\n\n1382350606417817604\n\n", []Found{{ID: tweet, Source: FromDecimal}}, 4, 0, 0, 0},
	{"list of short numbers", "1\r\n22\n 333 \n\n-4\n99999999999999999999",
		[]Found{{ID: 1, Source: FromDecimal}, {ID: 22, Source: FromDecimal}, {ID: 333, Source: FromDecimal}}, 6, 0, 1, 1},
	{"short numbers on lines of their own among text", "1\n22\nfoo 1382350606417817604\n",
		[]Found{{ID: 1, Source: FromDecimal}, {ID: 22, Source: FromDecimal}, {ID: tweet, Source: FromDecimal}}, 3, 0, 0, 0},
	{"a column under its header", "id\n123\n \t45\u3000\n", []Found{{ID: 123, Source: FromDecimal}, {ID: 45, Source: FromDecimal}}, 3, 1, 0, 0},
	{"a short number with a word on its line", "port 8080\n8080 port", nil, 2, 2, 0, 0},
	{"empty", "", nil, 0, 0, 0, 0},
	// Edges found by mutation testing (scripts/mutate.sh).
	{"an ID and a number too large on one line", "1382350606417817604 99999999999999999999",
		[]Found{{ID: tweet, Source: FromDecimal}}, 1, 0, 1, 0},
	{"an ID and a negative one on one line", "1382350606417817604 -1382350606417817604",
		[]Found{{ID: tweet, Source: FromDecimal}}, 1, 0, 0, 1},
	{"a line of spaces is blank", "   \nid 1382350606417817604", []Found{{ID: tweet, Source: FromDecimal}}, 2, 0, 0, 0},
	{"a line that ends in a slash", "see x.com/", nil, 1, 1, 0, 0},
	{"a line that ends in a lone 0", "total 0", nil, 1, 1, 0, 0},
	{"eight hexadecimal digits", "mask 0x12345678", []Found{{ID: 0x12345678, Source: FromHex}}, 1, 0, 0, 0},
	{"hexadecimal letters a to f in both cases", "0xaAbBcCdDeEfF", []Found{{ID: 0xaabbccddeeff, Source: FromHex}}, 1, 0, 0, 0},
	{"a g after hexadecimal digits", "0x1234567890g", nil, 1, 1, 0, 0},
	{"glued to a z", "z1382350606417817604 1382350606417817604Z", nil, 1, 1, 0, 0},
	{"a Mastodon link without its scheme: no slash before a letter", "mastodon.social/@Gargron/103270115826048975",
		[]Found{{ID: 103270115826048975, Source: FromMastodonLink}}, 1, 0, 0, 0},
	// Links of the families that are read, not built.
	{"Instagram post", "look https://www.instagram.com/p/DW1nTDiDvnF/?img_index=1 wow",
		[]Found{{ID: 3870172288071432645, Source: FromInstagramLink}}, 1, 0, 0, 0},
	{"Mastodon status", "via https://mastodon.social/@Gargron/103270115826048975.",
		[]Found{{ID: 103270115826048975, Source: FromMastodonLink}}, 1, 0, 0, 0},
	{"Bluesky post", "(https://bsky.app/profile/jay.bsky.team/post/3lbd2ebt3wk2r)",
		[]Found{{ID: 0x189d2051f21e4017, Source: FromBlueskyLink}}, 1, 0, 0, 0},
	{"links of every family in order", "bsky.app/profile/a/post/3laulgolrfz2f x.com/a/status/20 instagram.com/reel/DW1nTDiDvnF",
		[]Found{{ID: 0x189b51652375fc0b, Source: FromBlueskyLink}, {ID: 20, Source: FromTwitterLink}, {ID: 3870172288071432645, Source: FromInstagramLink}}, 1, 0, 0, 0},
	{"paths that are no links", "GET /api/v1/items/abc /static/p/app.js", nil, 1, 1, 0, 0},
}

func TestFindIDs(t *testing.T) {
	for _, tt := range findTests {
		t.Run(tt.name, func(t *testing.T) {
			got := IDs([]byte(tt.text))
			if !slices.Equal(got.IDs, tt.want) {
				t.Errorf("IDs = %v, want %v", got.IDs, tt.want)
			}
			counts := [4]int{got.Lines, got.Without, got.TooLarge, got.Negative}
			if want := [4]int{tt.lines, tt.without, tt.tooLarge, tt.negative}; counts != want {
				t.Errorf("lines, without, too large, negative = %v, want %v", counts, want)
			}
		})
	}
}

// A token with many slashes before digits, as in a minified file, is
// looked at as a link once, not once a slash: 100 KB of "/1" took over a
// minute, a megabyte would have taken hours, and this test would time out.
func TestFindIDsInLongTokens(t *testing.T) {
	for _, token := range []string{"/1", "a/12", "x.com/1/", "/a", "instagram.com/x/"} {
		text := []byte(strings.Repeat(token, 4<<20/len(token)) + " 1382350606417817604")
		found := IDs(text)
		if len(found.IDs) != 1 || found.IDs[0].ID != tweet {
			t.Errorf("in 4 MB of %q: %v", token, found.IDs)
		}
	}
	// After a token that is no link, a link in the next one is still found.
	found := IDs([]byte("a/1/2 https://x.com/a/status/20 b/3"))
	if len(found.IDs) != 1 || found.IDs[0] != (Found{ID: 20, Source: FromTwitterLink}) {
		t.Errorf("a link after a token with slashes: %v", found.IDs)
	}
}

func TestShortCounted(t *testing.T) {
	found := IDs([]byte("1\n123456789\n1234567890\nx 5\n-7\n99999999999999999999"))
	if found.Short != 2 || len(found.IDs) != 3 {
		t.Errorf("short = %d of %v, want 2 of 3", found.Short, found.IDs)
	}
}

// pieceAlphabet is what texts cut into pieces are made of: the makings of
// numbers, links, words and lines, where a cut in the wrong place changes
// what is found.
var pieceAlphabet = []string{"1382350606417817604", "12", "7", "0x132f188d72947004", "-", ".", "/", " ", "  ", "\t",
	"\n", "\r\n", ",", "\"", "{", "}", "id", "x", "é", "\u3000", "https://x.com/a/status/", "discord.com/channels/1/2/",
	"instagram.com/p/DW1nTDiDvnF", "99999999999999999999", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "01ARYZ6S410000000000000000",
	"0ujtsYcgvSTl8PAuAdqWYSMnLOv", "507c7f79bcf86cd7994f6c0e", "9m4e2mr0ui3e8a215n4g", "01226N0640J7Q", "urn:uuid:"}

// feedInPieces finds the IDs of text fed to a Finder in pieces of the sizes
// size gives, as a stream is read: what a piece leaves is given again
// before the next one.
func feedInPieces(text []byte, size func() int) Findings {
	var f Finder
	var kept []byte
	var all Findings
	for rest := text; len(rest) > 0; {
		n := min(size(), len(rest))
		kept = append(kept, rest[:n]...)
		rest = rest[n:]
		kept = kept[f.Feed(kept):]
		// Taken a piece at a time, as the terminal does, and given back
		// for the next piece's findings to reuse.
		taken := f.Take()
		addFindings(&all, taken)
		f.Recycle(taken)
	}
	f.Scan(kept)
	addFindings(&all, f.Take())
	return all
}

// addFindings appends to all a piece's findings, its wide IDs' indexes
// moved past those before.
func addFindings(all *Findings, piece Findings) {
	for _, id := range piece.IDs {
		if id.Source == FromWide {
			id.ID += int64(len(all.Wide))
		}
		all.IDs = append(all.IDs, id)
	}
	all.Wide = append(all.Wide, piece.Wide...)
	all.Lines += piece.Lines
	all.Without += piece.Without
	all.TooLarge += piece.TooLarge
	all.Negative += piece.Negative
	all.Short += piece.Short
}

// Whatever the text and wherever it is cut, the pieces find what the
// whole does.
func TestFinderInPieces(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		var text strings.Builder
		for range rng.IntN(40) {
			text.WriteString(pieceAlphabet[rng.IntN(len(pieceAlphabet))])
		}
		maxPiece := 1 + rng.IntN(12)
		checkPieces(t, []byte(text.String()), func() int { return 1 + rng.IntN(maxPiece) })
	}
	// A long line of JSON, cut a megabyte at a time, as the terminal reads.
	var line strings.Builder
	for i := range 100_000 {
		fmt.Fprintf(&line, `{"id":"%d","n":%d},`, tweet+int64(i), i)
	}
	checkPieces(t, []byte(line.String()), func() int { return 1 << 20 })
}

func checkPieces(t *testing.T, text []byte, size func() int) {
	t.Helper()
	whole, pieces := IDs(text), feedInPieces(text, size)
	if !slices.Equal(pieces.IDs, whole.IDs) || !slices.Equal(pieces.Wide, whole.Wide) || pieces.Lines != whole.Lines || pieces.Without != whole.Without ||
		pieces.Negative != whole.Negative || pieces.TooLarge != whole.TooLarge || pieces.Short != whole.Short {
		if len(text) > 200 {
			text = text[:200]
		}
		t.Fatalf("in %q: in pieces %+v, whole %+v", text, pieces, whole)
	}
}

// FuzzFinderInPieces cuts a fuzzed text into pieces of a fuzzed size.
func FuzzFinderInPieces(f *testing.F) {
	for _, tt := range findTests {
		f.Add(tt.text, uint8(3))
	}
	f.Fuzz(func(t *testing.T, text string, size uint8) {
		checkPieces(t, []byte(text), func() int { return 1 + int(size%32) })
	})
}

func TestSourceScheme(t *testing.T) {
	for source, want := range map[Source]core.Scheme{FromTwitterLink: core.Twitter, FromDiscordLink: core.Discord} {
		if got, ok := source.Scheme(); !ok || got != want {
			t.Errorf("%d.Scheme() = %v, %v; want %v", source, got, ok, want)
		}
	}
	if _, ok := FromDecimal.Scheme(); ok {
		t.Error("a decimal number names a scheme")
	}
	for source, other := range map[Source]bool{FromDecimal: false, FromHex: false, FromTwitterLink: false,
		FromDiscordLink: false, FromInstagramLink: true, FromMastodonLink: true, FromBlueskyLink: true} {
		if source.OtherLayout() != other {
			t.Errorf("%d.OtherLayout() = %v", source, !other)
		}
	}
}

// FuzzFindIDs puts IDs among fuzzed text, each on a line of its own or
// between spaces, and checks that each is found and nothing panics.
func FuzzFindIDs(f *testing.F) {
	for _, tt := range findTests {
		f.Add(tt.text, int64(tweet), int64(message))
	}
	f.Fuzz(func(t *testing.T, text string, a, b int64) {
		ids := []int64{a&(1<<63-1) | 1<<40, b&(1<<63-1) | 1<<40} // at least 13 digits
		doc := fmt.Sprintf("%s\n%d\n%s x %d y\n%s", text, ids[0], text, ids[1], text)
		found := IDs([]byte(doc))
		if found.Lines < 3 {
			t.Fatalf("%d lines read of %q", found.Lines, doc)
		}
		for _, id := range ids {
			if !slices.ContainsFunc(found.IDs, func(f Found) bool { return f.ID == id }) {
				t.Errorf("%d not found in %q: %v", id, doc, found.IDs)
			}
		}
		for _, f := range found.IDs {
			if f.ID < 0 {
				t.Errorf("negative ID %d found in %q", f.ID, doc)
			}
		}
		// Without digits, only a link whose ID is written in letters (an
		// Instagram shortcode, a Bluesky TID) holds an ID.
		if !strings.ContainsAny(text, "0123456789") {
			for _, f := range IDs([]byte(text)).IDs {
				if f.Source != FromInstagramLink && f.Source != FromBlueskyLink {
					t.Errorf("ID %v found in %q, which has no digits", f, text)
				}
			}
		}
	})
}

// linkEndings are what people write right after a link: the end of a
// sentence in several scripts, brackets, quotes, emoji.
var linkEndings = []string{".", "!!!", "...", "?", ":", ";", ",", "…", "。", "、", "！", "」", ")", "]", "\"", "'", "»", "*", "🎉", "\u3000", " "}

// FuzzFindLinks puts a link to a post, then fuzzed punctuation and text,
// after fuzzed text, and checks that the post's ID is found once, as a
// link, whatever punctuation follows it.
func FuzzFindLinks(f *testing.F) {
	for _, tt := range findTests {
		for i, end := range linkEndings {
			f.Add(tt.text, int64(i)<<40|tweet&(1<<40-1), end, "next")
		}
	}
	f.Fuzz(func(t *testing.T, before string, id int64, end, after string) {
		id &= 1<<63 - 1
		// What follows the ID is end and after together: a broken rune at
		// the end of one may join the start of the other into a letter.
		if r, _ := utf8.DecodeRuneInString(end + after); end == "" || !endsLink(r) {
			return // the link goes on, and the ID with it
		}
		doc := fmt.Sprintf("%s https://x.com/someone/status/%d%s%s", before, id, end, after)
		found := IDs([]byte(doc))
		n := 0
		for _, f := range found.IDs {
			if f.ID == id && f.Source == FromTwitterLink {
				n++
			}
		}
		if n == 0 {
			t.Fatalf("the post %d was not found in %q: %v", id, doc, found.IDs)
		}
	})
}
