package gui

// What the monkey types, pastes and drops: realistic texts, hostile ones,
// and sets of files.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"snowflakeid/core"
	"snowflakeid/decoded"
)

// texts makes the monkey's texts from its random source.
type texts struct {
	rng *rand.Rand
}

func (x texts) pick(choices ...string) string { return choices[x.rng.IntN(len(choices))] }

// id is an ID people meet: a tweet or a message of the last years, one of
// the format's edges, or any 63-bit number.
func (x texts) id() int64 {
	switch x.rng.IntN(6) {
	case 0:
		return x.pickInt(0, 1, 20, core.LastSequentialTweet, core.LastSequentialTweet+1, 1<<53, 1<<53+1, math.MaxInt64, 4194439168)
	case 1:
		return x.rng.Int64() // anywhere
	case 2:
		return x.rng.Int64N(1 << 40) // small
	}
	ms := time.Date(2012, 1, 1, 0, 0, 0, 0, time.UTC).UnixMilli() + x.rng.Int64N(15*365*24*3600*1000)
	return (ms-core.Epoch)<<22 | x.rng.Int64N(1<<22)
}

func (x texts) pickInt(choices ...int64) int64 { return choices[x.rng.IntN(len(choices))] }

// idText writes an ID as people paste it: plain, grouped, in hex, as a
// JavaScript rounding, in a link followed by punctuation.
func (x texts) idText() string {
	id := x.id()
	s := strconv.FormatInt(id, 10)
	switch x.rng.IntN(9) {
	case 0:
		return core.FormatHex(id)
	case 1:
		return strconv.FormatFloat(float64(id), 'f', -1, 64) // through a JavaScript number
	case 2:
		return x.link(id)
	case 3:
		return x.pick(" ", "\t", "\u00a0") + s + x.pick(" ", "\n", "\r\n")
	case 4:
		return groupDigits(s, x.pick(".", ",", "_", " ", "\u2009"))
	case 5:
		return "-" + s
	case 6:
		return s + x.pick("0", "9", "00000") // past 2^63, now and then
	}
	return s
}

// link is a link to a post or a message, as people paste it.
func (x texts) link(id int64) string {
	host := x.pick("https://x.com/someone/status/", "twitter.com/a/status/", "https://mobile.twitter.com/i/web/status/",
		"https://fxtwitter.com/a/status/", "fixupx.com/a/status/", "https://discord.com/channels/1/2/",
		"https://canary.discord.com/channels/@me/2/", "https://discord.com/channels/1/", "https://x.com/someone/")
	return host + strconv.FormatInt(id, 10) + x.pick("", "", "?s=20", "/photo/1", ".", "!!!", "...", "。", "…", ")", "#m", "abc")
}

func groupDigits(s, sep string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// field is what a person types into one of the inputs or another entry.
func (x texts) field() string {
	switch x.rng.IntN(12) {
	case 0, 1, 2:
		return strconv.Itoa(x.rng.IntN(40)) // a datacenter, a machine: mostly in range
	case 3:
		return strconv.Itoa(x.rng.IntN(5000)) // a sequence
	case 4:
		ms := time.Date(2010, 1, 1, 0, 0, 0, 0, time.UTC).UnixMilli() + x.rng.Int64N(80*365*24*3600*1000)
		return x.pick(strconv.FormatInt(ms, 10), strconv.FormatInt(ms/1000, 10), groupDigits(strconv.FormatInt(ms, 10), "."),
			time.UnixMilli(ms).UTC().Format(time.RFC3339Nano), time.UnixMilli(ms).Format("2006-01-02"),
			time.UnixMilli(ms).Format("2006-01-02T15:04:05"))
	case 5:
		return x.idText()
	case 6:
		return x.pick("", " ", "0", "-0", "+1", "010", "0x1F", "1e3", "٣", "３", "1.5", "0,031", "1..2", "NaN", "∞",
			"9223372036854775807", "9223372036854775808", "99999999999999999999999")
	case 7:
		return x.unicode(1 + x.rng.IntN(40))
	case 8:
		return x.control()
	case 9:
		return x.pick("2021-04-14T15:10:42.059Z", "2021-04-14T18:10:42+03:00", "2021-04-14", "2021-02-30", "2080-07-10T17:30:30.209Z",
			"1970-01-01T00:00:00Z", "2010-11-04T01:42:54.656Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z")
	case 10:
		return x.long()
	}
	return x.idText()
}

// unicode is n runes from all over Unicode: letters of several scripts,
// combining marks, right-to-left text, emoji, private use, noncharacters.
func (x texts) unicode(n int) string {
	var b strings.Builder
	for range n {
		switch x.rng.IntN(5) {
		case 0:
			b.WriteRune(rune(x.rng.IntN(0x80)))
		case 1:
			b.WriteRune(rune(0x80 + x.rng.IntN(0x800-0x80)))
		case 2:
			b.WriteString(x.pick("\u0301", "\u200d", "\u202e", "\ufeff", "\ufffd", "\U0001f600", "\U0001f469\u200d\U0001f4bb", "ı", "İ", "ş", "日本", "עברית", "\u3000"))
		case 3:
			r := rune(x.rng.IntN(0x10ffff))
			if r >= 0xd800 && r < 0xe000 {
				r = 0xfffd // not a rune a Go string can hold
			}
			b.WriteRune(r)
		default:
			b.WriteRune(rune('0' + x.rng.IntN(10)))
		}
	}
	return b.String()
}

// control is text with control characters in it.
func (x texts) control() string {
	return x.pick("\x00", "\x1b[31m", "\r", "\n", "\t", "\b", "\x7f", "\u2028", "\u0085") + x.idText() + x.pick("\x00", "\r\n", "\x1b", "")
}

// long is a long text: up to 1 MB of one piece repeated.
func (x texts) long() string {
	size := 1 << (10 + x.rng.IntN(11)) // 1 KB to 1 MB
	piece := x.pick("1", "1382350606417817604 ", "x", "é", "\U0001f600", "0x132f188d72947004\n", "/1", "a/12", "x.com/1/")
	return strings.Repeat(piece, max(1, size/len(piece)))
}

// pasted is a text another program put on the clipboard.
func (x texts) pasted() string {
	switch x.rng.IntN(11) {
	case 0:
		return x.lines(func() string { return strconv.FormatInt(x.id(), 10) })
	case 1:
		return x.lines(func() string { return strconv.Itoa(x.rng.IntN(1000)) }) // a column of short numbers
	case 2:
		return x.lines(func() string {
			return fmt.Sprintf("%s INFO request id=%s status=%d took %dms", time.Unix(1600000000+x.rng.Int64N(1e8), 0).UTC().Format(time.RFC3339),
				x.idText(), 200+x.rng.IntN(400), x.rng.IntN(5000))
		})
	case 3:
		return "id,name,count\n" + x.lines(func() string {
			return fmt.Sprintf("%d,\"%s\",%d", x.id(), x.unicode(5), x.rng.IntN(100))
		})
	case 4:
		return "[" + x.lines(func() string {
			id := x.id()
			return fmt.Sprintf(`{"id": %s, "id_str": "%d"},`, strconv.FormatFloat(float64(id), 'f', -1, 64), id)
		}) + "]"
	case 5:
		return x.lines(func() string { return x.pick("see ", "(", "> ", "") + x.link(x.id()) })
	case 6:
		return x.binary(1 + x.rng.IntN(8000))
	case 7:
		return strings.Repeat(x.idText()+" ", 250+x.rng.IntN(200)) // past what the bar looks at
	case 8:
		return x.pick("", " ", "\n\n", "no ids here", "１２３４５６７８９０１２")
	case 9: // a log whose few IDs come again, in any order
		ids := []int64{x.id(), x.id(), x.id()}
		return x.lines(func() string {
			return "order " + strconv.FormatInt(ids[x.rng.IntN(len(ids))], 10) + x.pick("", " paid", " shipped")
		})
	}
	return x.field()
}

// lines joins 1 to 60 lines made by line, with the line ends people's files have.
func (x texts) lines(line func() string) string {
	n := 1 + x.rng.IntN(60)
	end := x.pick("\n", "\r\n")
	var b strings.Builder
	for range n {
		b.WriteString(line())
		b.WriteString(end)
	}
	return b.String()
}

func (x texts) binary(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(x.rng.IntN(256))
	}
	b[x.rng.IntN(n)] = 0
	return string(b)
}

// dropFiles writes the files the monkey drops and opens into dir, and
// returns their paths: empty, binary, text of every kind, one huge one
// past the cap of a decoding, one that is gone and a folder.
func dropFiles(x texts, dir string) ([]string, error) {
	var paths []string
	write := func(name, text string) error {
		path := filepath.Join(dir, name)
		paths = append(paths, path)
		return os.WriteFile(path, []byte(text), 0o644)
	}
	if err := write("empty.txt", ""); err != nil {
		return nil, err
	}
	if err := write("binary.bin", x.binary(5000)); err != nil {
		return nil, err
	}
	for i := range 24 {
		if err := write(fmt.Sprintf("text-%02d.txt", i), x.pasted()); err != nil {
			return nil, err
		}
	}
	huge := strings.Repeat("1382350606417817604 https://x.com/a/status/1382350606417817605.\n", decoded.MaxBytes/64+1000)
	if err := write("huge.log", huge); err != nil {
		return nil, err
	}
	paths = append(paths, filepath.Join(dir, "gone.txt"), dir) // not there, and not a file
	return paths, nil
}
