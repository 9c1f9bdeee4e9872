// Package find finds IDs in any text: decimal and 0x numbers standing
// alone, links to posts and messages (X, Discord, Bluesky, Mastodon,
// Instagram), and the IDs of layouts with a width (UUIDs, ULIDs, KSUIDs,
// ObjectIds, XIDs, TSIDs), each in its own layout. A [Finder] is fed a
// long text in pieces cut anywhere and finds what the whole holds;
// [ReadIDOrLink] and [ReadWideID] read one ID a person typed or gave.
//
// It reads through package core's layouts and codecs and adds nothing to
// the format: what an ID holds is core's to say, where it stands in a text
// this package's.
package find
