package core

import (
	"time"

	"snowflakeid/core/textform"
)

// The epochs of the wider IDs that do not count from 1970.
const (
	// GregorianEpoch is 1582-10-15T00:00:00Z, in Unix milliseconds: UUIDv1
	// and UUIDv6 count 100 ns ticks from it.
	GregorianEpoch int64 = -12219292800000
	// KSUIDEpoch is 2014-05-13T16:53:20Z (Unix second 1400000000).
	KSUIDEpoch int64 = 1400000000000
	// TSIDEpoch is 2020-01-01T00:00:00Z.
	TSIDEpoch int64 = 1577836800000
)

func randomField(name string, bits int) Field { return Field{Name: name, Bits: bits, Role: RoleRandom} }
func fixedField(name string, bits int, value uint64) Field {
	return Field{Name: name, Bits: bits, Role: RoleFixed, Value: value}
}

// timePiece is a field of UUIDv1's and UUIDv6's time, 100 ns ticks, that
// holds its bits from from up.
func timePiece(name string, bits int, from int) Field {
	return Field{Name: name, Bits: bits, Role: RoleTime, Unit: 100 * time.Nanosecond, From: from}
}

// uuidLayout is a UUID of a version whose fields are cut as RFC 9562 cuts
// most: 48 bits above the version, 12 between it and the variant, 62
// below.
func uuidLayout(name string, version uint64, epoch int64, high, mid, low Field) Layout {
	return Layout{Name: name, Epoch: epoch, Width: 128, Form: textform.UUID, Fields: []Field{
		high, fixedField("ver", 4, version), mid, fixedField("var", 2, 2), low}}
}

// gregorianUUID is version 1 or 6: a 60-bit time of 100 ns ticks since
// 1582, cut in three pieces around the version, then the clock sequence
// and the node.
func gregorianUUID(name string, version uint64, first, second, third Field) Layout {
	return Layout{Name: name, Epoch: GregorianEpoch, Width: 128, Form: textform.UUID, Fields: []Field{
		first, second, fixedField("ver", 4, version), third, fixedField("var", 2, 2),
		NumberField("clock_seq", 14), NumberField("node", 48)}}
}

// idLayout is a layout with a width, counting from epoch.
func idLayout(name string, epoch int64, width int, form textform.Form, fields ...Field) Layout {
	return Layout{Name: name, Epoch: epoch, Width: width, Form: form, Fields: fields}
}

// rfc9562 names the source of the UUID layouts and their examples.
const rfc9562 = "RFC 9562, \"Universally Unique IDentifiers (UUIDs)\" (2024)"

// idPresets are the layouts of IDs that are not signed 64-bit numbers:
// the UUIDs of RFC 9562, ULID, KSUID, ObjectId, XID and TSID. The RFC's
// examples are of 2022-02-22T14:22:22-05:00.
var idPresets = []Preset{
	{gregorianUUID("UUIDv1", 1, timePiece("time_low", 32, 0), timePiece("time_mid", 16, 32), timePiece("time_high", 12, 48)),
		631152000000, rfc9562 + ", §5.1", // DCE 1.1 RPC, 1990s
		Vector{Text: "C232AB00-9414-11EC-B3C8-9F6BDECED846", UnixMicro: 1645557742000000,
			Values: []int64{0xC232AB00, 0x9414, 1, 0x1EC, 2, 0x33C8, 0x9F6BDECED846}, Source: rfc9562 + ", appendix A.1"}},
	{gregorianUUID("UUIDv6", 6, timePiece("time_high", 32, 28), timePiece("time_mid", 16, 12), timePiece("time_low", 12, 0)),
		1609459200000, rfc9562 + ", §5.6", // drafted in 2020
		Vector{Text: "1EC9414C-232A-6B00-B3C8-9F6BDECED846", UnixMicro: 1645557742000000,
			Values: []int64{0x1EC9414C, 0x232A, 6, 0xB00, 2, 0x33C8, 0x9F6BDECED846}, Source: rfc9562 + ", appendix A.5"}},
	{uuidLayout("UUIDv7", 7, 0, TimeField("unix_ts_ms", 48, time.Millisecond), randomField("rand_a", 12), randomField("rand_b", 62)),
		1609459200000, rfc9562 + ", §5.7", // drafted in 2020
		Vector{Text: "017F22E2-79B0-7CC3-98C4-DC0C0C07398F", UnixMicro: 1645557742000000,
			Values: []int64{0x017F22E279B0, 7, 0xCC3, 2, 0x18C4DC0C0C07398F}, Source: rfc9562 + ", appendix A.6"}},
	{uuidLayout("UUIDv4", 4, 0, randomField("random_a", 48), randomField("random_b", 12), randomField("random_c", 62)),
		0, rfc9562 + ", §5.4",
		Vector{Text: "919108F7-52D1-4320-9BAC-F847DB4148A8",
			Values: []int64{0x919108F752D1, 4, 0x320, 2, 0x1BACF847DB4148A8}, Source: rfc9562 + ", appendix A.3"}},
	{uuidLayout("UUIDv3", 3, 0, NumberField("md5_high", 48), NumberField("md5_mid", 12), NumberField("md5_low", 62)),
		0, rfc9562 + ", §5.3",
		Vector{Text: "5df41881-3aed-3515-88a7-2f4a814cf09e",
			Values: []int64{0x5df418813aed, 3, 0x515, 2, 0x08a72f4a814cf09e}, Source: rfc9562 + ", appendix A.2"}},
	{uuidLayout("UUIDv5", 5, 0, NumberField("sha1_high", 48), NumberField("sha1_mid", 12), NumberField("sha1_low", 62)),
		0, rfc9562 + ", §5.5",
		Vector{Text: "2ed6657d-e927-568b-95e1-2665a8aea6a2",
			Values: []int64{0x2ed6657de927, 5, 0x68b, 2, 0x15e12665a8aea6a2}, Source: rfc9562 + ", appendix A.4"}},
	{uuidLayout("UUIDv8", 8, 0, NumberField("custom_a", 48), NumberField("custom_b", 12), NumberField("custom_c", 62)),
		0, rfc9562 + ", §5.8",
		Vector{Text: "2489E9AD-2EE2-8E00-8EC9-32D5F69181C0",
			Values: []int64{0x2489E9AD2EE2, 8, 0xE00, 2, 0x0EC932D5F69181C0}, Source: rfc9562 + ", appendix B.1"}},
	// The ULID specification dates from 2016.
	{idLayout("ULID", 0, 128, textform.Crockford, TimeField("time", 48, time.Millisecond), randomField("random", 80)),
		1451606400000, "ulid/spec README",
		Vector{Text: "01ARYZ6S410000000000000000", UnixMicro: 1469918176385000,
			Source: "oklog/ulid, ulid_test.go: 1469918176385 ms and 80 bits of zero randomness, as ulid/javascript makes it"}},
	// segmentio/ksuid was published in 2017.
	{idLayout("KSUID", KSUIDEpoch, 160, textform.Base62, TimeField("timestamp", 32, time.Second), randomField("payload", 128)),
		1483228800000, "segmentio/ksuid README",
		Vector{Text: "0ujtsYcgvSTl8PAuAdqWYSMnLOv", UnixMicro: 1507608047000000,
			Source: "segmentio/ksuid README, \"Inspect the components of a KSUID\""}},
	// MongoDB 1.0 shipped in 2009.
	{idLayout("ObjectId", 0, 96, textform.Hex, TimeField("timestamp", 32, time.Second), randomField("random", 40), SequenceField("counter", 24)),
		1230768000000, "MongoDB manual, \"ObjectId\"",
		Vector{Text: "507c7f79bcf86cd7994f6c0e", UnixMicro: 1350336377000000,
			Values: []int64{0x507c7f79, 0xbcf86cd799, 0x4f6c0e}, Source: "MongoDB manual, \"ObjectId.getTimestamp()\""}},
	// rs/xid was published in 2015.
	{idLayout("XID", 0, 96, textform.Base32Hex, TimeField("time", 32, time.Second), NumberField("machine", 24),
		NumberField("pid", 16), SequenceField("counter", 24)),
		1420070400000, "rs/xid README",
		Vector{Text: "9m4e2mr0ui3e8a215n4g", UnixMicro: 1300816219000000,
			Values: []int64{1300816219, 0x60f486, 0xe428, 4271561}, Source: "rs/xid, id_test.go"}},
	// tsid-creator's default: 1024 nodes and 4096 IDs a millisecond each.
	{idLayout("TSID", TSIDEpoch, 64, textform.Crockford, TimeField("time", 42, time.Millisecond),
		NumberField("node", 10), SequenceField("counter", 12)),
		TSIDEpoch, "f4b6a3/tsid-creator README",
		Vector{Text: "01226N0640J7Q", UnixMicro: 1586982127665000, Within: 366 * 24 * time.Hour,
			Source: "f4b6a3/tsid-creator README, \"Examples of TSID strings\" (of 2020)"}},
}
