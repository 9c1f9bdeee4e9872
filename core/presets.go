package core

import (
	"slices"
	"strings"
	"time"
)

// Preset is a layout a service or a library uses, with where it is
// documented and an ID published with what it holds.
type Preset struct {
	Layout
	Since  int64  // Unix milliseconds of the first such IDs; earlier readings are doubted
	Source string // where the layout is documented
	Vector Vector
}

// Vector is a published ID and what its source says it holds.
type Vector struct {
	ID        int64
	UnixMicro int64         // the instant the source gives
	Within    time.Duration // how far the ID's own time may lie from it: 0 where the source gives the ID's time
	Values    []int64       // the fields' values, in the layout's order; nil where the source gives none, or a field is past 63 bits
	Source    string
	Text      string // the ID as its source writes it, for a layout with a width; ID is 0
}

// layout64 is a layout of signed 64-bit IDs.
func layout64(name string, epoch int64, fields ...Field) Layout {
	return Layout{Name: name, Epoch: epoch, Fields: fields}
}

// TimeField is a field counting unit since the layout's epoch.
func TimeField(name string, bits int, unit time.Duration) Field {
	return Field{Name: name, Bits: bits, Role: RoleTime, Unit: unit}
}

// NumberField is a plain number: a machine, a shard, a node.
func NumberField(name string, bits int) Field { return Field{Name: name, Bits: bits} }

// SequenceField is the count of IDs issued within one tick.
func SequenceField(name string, bits int) Field {
	return Field{Name: name, Bits: bits, Role: RoleSequence}
}

// presets are every layout the app knows, Twitter's first. Their vectors
// come from each source, in the README's family table; none is worked
// out by this package.
var presets = slices.Concat(layouts64, idPresets)

// layouts64 are the layouts of signed 64-bit IDs, Twitter's first.
var layouts64 = []Preset{
	{layout64("Twitter", Epoch, TimeField("timestamp", 41, time.Millisecond),
		NumberField("datacenter", 5), NumberField("machine", 5), SequenceField("sequence", 12)),
		Epoch, "Twitter's Snowflake announcement (2010); the source document",
		Vector{ID: 4194439168, UnixMicro: 1288834975657000, Values: []int64{1000, 1, 1, 0}, Source: "the source document's worked example"}},
	// Discord opened to the public on 2015-05-13.
	{layout64("Discord", Discord.Epoch, TimeField("timestamp", 41, time.Millisecond),
		NumberField("worker", 5), NumberField("process", 5), SequenceField("increment", 12)),
		1431475200000, "Discord API reference, \"Snowflakes\"",
		Vector{ID: 175928847299117063, UnixMicro: 1462015105796000, Values: []int64{41944705796, 1, 0, 7}, Source: "Discord API reference, \"Snowflakes\""}},
	// 41 bits of milliseconds at Instagram: the 40 here hold every ID until
	// 2046-06-27, when the 41st becomes the sign bit.
	{layout64("Instagram", InstagramEpoch, TimeField("timestamp", 40, time.Millisecond),
		NumberField("shard", 13), SequenceField("sequence", 10)),
		InstagramEpoch, "Instagram Engineering, \"Sharding & IDs at Instagram\" (2012)",
		Vector{ID: 3870172288071432645, UnixMicro: 1775580510621000, Values: []int64{461360488900, 958, 453}, Source: "unfurl's tests, test_instagram.py"}},
	// 48 bits of milliseconds in Mastodon's own sources; the 47 here hold
	// every ID until the year 6429, and the 48th is the sign bit.
	{layout64("Mastodon", 0, TimeField("timestamp", 47, time.Millisecond), SequenceField("sequence", 16)),
		1458086400000, "mastodon/mastodon, lib/mastodon/snowflake.rb",
		Vector{ID: 103270115826048975, UnixMicro: 1575776913901000, Within: time.Second, Values: nil, Source: "Mastodon documentation, Status entity (created_at)"}},
	{layout64("Bluesky", 0, TimeField("timestamp", 53, time.Microsecond), NumberField("clock", 10)),
		1640995200000, "AT Protocol specification, \"Record Key: TID\"",
		Vector{ID: 0x189b51652375fc0b, UnixMicro: 1731543333133695, Values: []int64{1731543333133695, 11}, Source: "unfurl's tests, test_bluesky.py"}},
	{layout64("Sonyflake", SonyflakeStart, TimeField("time", 39, 10*time.Millisecond),
		SequenceField("sequence", 8), NumberField("machine", 16)),
		SonyflakeStart, "sony/sonyflake README",
		Vector{ID: 0x45eec4a4600041b, UnixMicro: 1597253729980000, Values: []int64{18772412998, 0, 1051}, Source: "unfurl's tests, test_sonyflake.py"}},
	{layout64("Sonyflake v2", Sonyflake2Start, TimeField("time", 39, 10*time.Millisecond),
		SequenceField("sequence", 8), NumberField("machine", 16)),
		Sonyflake2Start, "sony/sonyflake, v2/sonyflake.go",
		Vector{ID: 0x45eec4a4600041b, UnixMicro: 1923413729980000, Values: []int64{18772412998, 0, 1051}, Source: "the Sonyflake vector's units, from v2's start"}},
	// LinkedIn founded 2003-05-05.
	{layout64("LinkedIn", 0, TimeField("timestamp", 41, time.Millisecond), NumberField("rest", 22)),
		1052092800000, "Ollie Boyd, LinkedIn post timestamp extractor",
		Vector{ID: 6685980502161199104, UnixMicro: 1594061971226000, Values: []int64{1594061971226, 102400}, Source: "unfurl's tests, test_linkedin.py"}},
	// 32 bits of seconds at TikTok: the 31 here hold every ID until
	// 2038-01-19, when the 32nd becomes the sign bit. Douyin launched in
	// September 2016.
	{layout64("TikTok", 0, TimeField("timestamp", 31, time.Second), NumberField("rest", 32)),
		1472688000000, "the analyses of Bellingcat and others",
		Vector{ID: 7006694664724122881, UnixMicro: 1631373229000000, Within: 5 * time.Second, Values: nil, Source: "a TikTok API response (createTime)"}},
	{layout64("Baidu", 1463673600000, TimeField("seconds", 28, time.Second),
		NumberField("worker", 22), SequenceField("sequence", 13)),
		1463673600000, "baidu/uid-generator, DefaultUidGenerator.java",
		Vector{ID: 1<<63 - 1, UnixMicro: 1732109055000000, Within: time.Second, Values: []int64{1<<28 - 1, 1<<22 - 1, 1<<13 - 1}, Source: "DefaultUidGenerator.java: the last ID, \"until to 2024-11-20 21:24:16\" (UTC+8)"}},
	{layout64("pgEdge", 1672531200000, TimeField("timestamp", 41, time.Millisecond),
		SequenceField("count", 12), NumberField("node", 10)),
		1672531200000, "pgEdge/snowflake README (bits 10–21 count, 0–9 node)",
		Vector{ID: 136169504773242881, UnixMicro: 1704996539845000, Values: []int64{32465339845, 0, 1}, Source: "pgEdge/snowflake README"}},
	{layout64("Nextcloud", 1759276800000, TimeField("seconds", 31, time.Second), TimeField("milliseconds", 10, time.Millisecond),
		NumberField("server", 9), NumberField("cli", 1), SequenceField("sequence", 12)),
		1759276800000, "nextcloud/server, lib/public/Snowflake/IGenerator.php",
		Vector{ID: 4688076898113587, UnixMicro: 1760368327984000, Values: []int64{1091527, 984, 392, 1, 2099}, Source: "nextcloud/server, tests/lib/Snowflake/DecoderTest.php"}},
	{layout64("bwmarrin", Epoch, TimeField("time", 41, time.Millisecond),
		NumberField("node", 10), SequenceField("step", 12)),
		Epoch, "bwmarrin/snowflake, snowflake.go (its defaults)",
		Vector{ID: 1116766490855473152, UnixMicro: 1555092854595000, Values: []int64{266257879938, 0, 0}, Source: "bwmarrin/snowflake, snowflake_test.go; its parts as the library reads them"}},
}

// LayoutPresets returns every layout the app knows, Twitter's first.
func LayoutPresets() []Preset {
	return slices.Clone(presets)
}

// LayoutNamed returns the preset layout called name, in any case; X,
// Twitter's name since 2023, names Twitter's too.
func LayoutNamed(name string) (Preset, bool) {
	name = strings.TrimSpace(name)
	if strings.EqualFold(name, "x") {
		name = "Twitter"
	}
	for _, p := range presets {
		if strings.EqualFold(p.Name, name) {
			return p, true
		}
	}
	return Preset{}, false
}
