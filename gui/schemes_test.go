package gui

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"snowflakeid/core"
	"snowflakeid/core/find"
	"snowflakeid/words"
)

// discordLink is a link to the message of Discord's documented example.
const discordLink = "https://discord.com/channels/81384788765712384/81384788765712384/175928847299117063"

func TestSwitchingSchemeRereadsTheID(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	tv.build.picker.choice.SetSelected("Discord")

	if schemeOf(tv.model.layout) != core.Discord {
		t.Fatalf("scheme = %v after choosing Discord", schemeOf(tv.model.layout))
	}
	// The same ID, read with Discord's epoch: 1000 ms after it.
	if got := tv.build.id.entry.Text; got != "4194439168" {
		t.Errorf("ID = %q, want the same 4194439168", got)
	}
	if got := tv.fieldTexts(); got != [inputCount]string{"1420070401000", "1", "1", "0"} {
		t.Errorf("fields = %q, want the timestamp moved to Discord's epoch and the rest kept", got)
	}
	if got := tv.build.inputs[inDatacenter].label.Text; got != "Worker ID" {
		t.Errorf("the datacenter input is labelled %q under Discord", got)
	}
	if got := tv.build.grid.Parts()[core.PartSequence].Name; got != "Increment" {
		t.Errorf("the grid calls the sequence %q under Discord", got)
	}
	if got := tv.build.inputs[inTimestamp].message.Text; !strings.Contains(got, "Discord") {
		t.Errorf("the timestamp hint %q does not name the scheme", got)
	}

	tv.build.picker.choice.SetSelected("Twitter")
	if got := tv.fieldTexts(); got != [inputCount]string{"1288834975657", "1", "1", "0"} {
		t.Errorf("back to Twitter: fields = %q", got)
	}
	if got := tv.build.inputs[inDatacenter].label.Text; got != "Datacenter ID" {
		t.Errorf("back to Twitter the datacenter input is labelled %q", got)
	}
}

func TestSchemeErrorsNameTheSchemesInstants(t *testing.T) {
	tv := newTestView(t)
	tv.build.picker.choice.SetSelected("Discord")
	retype(tv.build.inputs[inTimestamp].entry, "2014-12-31")
	msg := tv.build.inputs[inTimestamp].message
	if msg.Importance != widget.DangerImportance || !strings.Contains(msg.Text, "Discord") ||
		!strings.Contains(msg.Text, "2015-01-01T00:00:00.000Z (1420070400000 ms)") {
		t.Errorf("message under the timestamp = %q", msg.Text)
	}
}

func TestCustomEpoch(t *testing.T) {
	tv := newTestView(t)
	tv.typeFields("1288834975657", "1", "1", "0")
	p := tv.build.picker
	p.choice.SetSelected("Custom")
	if !p.epoch.Visible() {
		t.Fatal("choosing Custom shows no epoch field")
	}
	// Custom starts from the epoch shown, so that the screen is Custom's
	// at once (it kept the layout before until an epoch was typed), and
	// says what it is.
	custom := core.Scheme{Name: words.CustomName, Epoch: core.Twitter.Epoch}
	if p.epoch.Text != "1288834974657" || schemeOf(tv.model.layout) != custom || p.message.Importance == widget.DangerImportance ||
		!strings.Contains(p.message.Text, "Twitter's fields") {
		t.Errorf("Custom chosen: epoch %q, scheme %v, %q", p.epoch.Text, schemeOf(tv.model.layout), p.message.Text)
	}
	retype(p.epoch, "")
	if p.message.Importance == widget.DangerImportance || !strings.Contains(p.message.Text, "date") {
		t.Errorf("the epoch emptied: %q, importance %v", p.message.Text, p.message.Importance)
	}
	retype(p.epoch, "next week")
	if p.message.Importance != widget.DangerImportance || schemeOf(tv.model.layout) != custom {
		t.Errorf("a bad epoch: message %q, scheme %v", p.message.Text, schemeOf(tv.model.layout))
	}
	retype(p.epoch, "2000-01-01")
	if schemeOf(tv.model.layout) != (core.Scheme{Name: words.CustomName, Epoch: 946684800000}) {
		t.Fatalf("scheme = %v after the epoch 2000-01-01", schemeOf(tv.model.layout))
	}
	if got := tv.build.inputs[inTimestamp].entry.Text; got != "946684801000" {
		t.Errorf("timestamp = %q, want 1000 ms after 2000-01-01", got)
	}

	again := newViewOnSameApp(t, tv)
	if schemeOf(again.model.layout) != schemeOf(tv.model.layout) || again.build.picker.choice.Selected != "Custom" || again.build.picker.epoch.Text != "946684800000" {
		t.Errorf("restored %v, chooser %q, epoch %q", schemeOf(again.model.layout), again.build.picker.choice.Selected, again.build.picker.epoch.Text)
	}
}

func TestPastedLinkPicksItsScheme(t *testing.T) {
	tests := []struct {
		link   string
		scheme core.Scheme
		id     int64
		fields [inputCount]string
	}{
		{discordLink, core.Discord, 175928847299117063, [inputCount]string{"1462015105796", "1", "0", "7"}},
		{"x.com/someone/status/1382350606417817604?s=20", core.Twitter, 1382350606417817604,
			[inputCount]string{"1618413042059", "10", "7", "4"}},
	}
	for _, tt := range tests {
		t.Run(tt.scheme.Name, func(t *testing.T) {
			tv := newTestView(t)
			if tt.scheme == core.Twitter {
				tv.build.picker.choice.SetSelected("Discord")
			}
			paste(tv.build.id.entry, tt.link)
			if schemeOf(tv.model.layout) != tt.scheme || tv.build.picker.choice.Selected != tt.scheme.Name {
				t.Errorf("scheme %v, chooser %q; want %s", schemeOf(tv.model.layout), tv.build.picker.choice.Selected, tt.scheme.Name)
			}
			if got := tv.fieldTexts(); got != tt.fields {
				t.Errorf("fields = %q, want %q", got, tt.fields)
			}
			// The message under the ID says which number of the link was taken.
			if !strings.HasPrefix(tv.build.id.message.Text, fmt.Sprint(tt.id)+" is the ID this ") {
				t.Errorf("the ID's message: %q", tv.build.id.message.Text)
			}
			tv.build.onCopy()
			if got := fyne.CurrentApp().Clipboard().Content(); got != fmt.Sprint(tt.id) {
				t.Errorf("copied %q, want %d", got, tt.id)
			}
		})
	}

	tv := newTestView(t)
	paste(tv.build.id.entry, "https://discord.com/channels/1/2")
	if tv.build.id.message.Importance != widget.DangerImportance || tv.build.id.message.Text != errorText(find.ErrLink) {
		t.Errorf("a link without a message ID says %q", tv.build.id.message.Text)
	}
}

func TestReadingsListShowsEachFamily(t *testing.T) {
	tv := newTestView(t)
	list := tv.build.readings
	if list.box.Visible() {
		t.Error("the list shows before any ID was typed")
	}
	paste(tv.build.id.entry, "175928847299117063")
	if !list.box.Visible() || len(list.rows) != len(core.Families()) {
		t.Fatalf("list visible %v with %d rows", list.box.Visible(), len(list.rows))
	}
	discord, twitter := list.rowOf(core.FamilyDiscord), list.rowOf(core.FamilyTwitter)
	if got := discord.when.Text; got != "2016-04-30T11:18:25.796Z  worker 1, process 0, increment 7" {
		t.Errorf("Discord row = %q", got)
	}
	if got := twitter.when.Text; !strings.HasPrefix(got, "2012-03-03T13:01:20.453Z  datacenter 1, machine 0, sequence 7") {
		t.Errorf("Twitter row = %q", got)
	}
	if got := list.rowOf(core.FamilyInstagram).when.Text; !strings.Contains(got, "shard") {
		t.Errorf("Instagram row = %q", got)
	}
	test.Tap(twitter.copy)
	if got := tv.app.Clipboard().Content(); got != "2012-03-03T13:01:20.453Z" {
		t.Errorf("copying the Twitter reading put %q on the clipboard", got)
	}
	test.Tap(discord.use)
	if schemeOf(tv.model.layout) != core.Discord || tv.build.inputs[inSequence].entry.Text != "7" {
		t.Errorf("Use on the Discord row gave scheme %v, sequence %q", schemeOf(tv.model.layout), tv.build.inputs[inSequence].entry.Text)
	}
	if tv.build.id.entry.Text != "175928847299117063" {
		t.Errorf("switching schemes rewrote the typed ID to %q", tv.build.id.entry.Text)
	}
	discord, twitter = list.rowOf(core.FamilyDiscord), list.rowOf(core.FamilyTwitter)
	if discord.use.Visible() || !twitter.use.Visible() || list.rowOf(core.FamilyMastodon).use.Visible() {
		t.Error("Use is offered for the chosen scheme or a family that is no scheme, or not for the other")
	}

	// A time in the future, and one before Discord began, are marked.
	future := (tv.now.UnixMilli() + 3600_000 - core.Epoch) << 22
	paste(tv.build.id.entry, fmt.Sprint(future))
	if row := list.rowOf(core.FamilyTwitter); !strings.Contains(row.when.Text, "future") || row.when.Importance != widget.WarningImportance {
		t.Errorf("an hour ahead under Twitter reads %q", row.when.Text)
	}
	if list.rows[0].when.Importance == widget.WarningImportance {
		t.Errorf("a doubted reading heads the list: %s %q", list.rows[0].family, list.rows[0].when.Text)
	}
	retype(tv.build.inputs[inSequence].entry, "1")
	if list.box.Visible() {
		t.Error("the list stays once the ID is made from the inputs")
	}
}

// The source document's worked example, 4194439168: a Twitter ID of
// 2010-11-04, or perhaps a tweet from before Snowflake. Twitter's reading
// can be right, is ranked first, and says the doubt as a doubt; readings
// that cannot be right offer no Use.
func TestWorkedExampleReadings(t *testing.T) {
	tv := newTestView(t)
	list := tv.build.readings
	paste(tv.build.id.entry, "4194439168")
	if got := list.rowOf(core.FamilyDiscord).when.Text; !strings.Contains(got, "before Discord made such IDs, 2015") {
		t.Errorf("an ID of 2015-01-01 under Discord reads %q", got)
	}
	if row := list.rowOf(core.FamilyTwitter); !strings.Contains(row.when.Text, "2010-11-04T01:42:55.657Z") ||
		!strings.Contains(row.when.Text, "if a tweet, perhaps one from before Snowflake") || row.when.Importance != widget.WarningImportance {
		t.Errorf("the worked example under Twitter reads %q", row.when.Text)
	}
	if list.rows[0].family != core.FamilyTwitter {
		t.Errorf("the worked example's first reading is %s's", list.rows[0].family)
	}
	tv.build.picker.choice.SetSelected("Custom") // so that Twitter's and Discord's rows may offer Use
	retype(tv.build.picker.epoch, "0")
	if row := list.rowOf(core.FamilyDiscord); !strings.Contains(row.when.Text, "before Discord made such IDs") || row.use.Visible() {
		t.Errorf("Discord's impossible reading %q offers Use: %v", row.when.Text, row.use.Visible())
	}
	if row := list.rowOf(core.FamilyTwitter); !row.use.Visible() {
		t.Error("Twitter's reading, which can be right, offers no Use")
	}

}

// TestMastodonLinkMarksTheTwitterReading pastes the status of Mastodon's
// documentation: by its number alone a fine tweet of 2011, but the link
// says it is Mastodon's.
func TestMastodonLinkMarksTheTwitterReading(t *testing.T) {
	tv := newTestView(t)
	paste(tv.build.id.entry, "https://mastodon.social/@Gargron/103270115826048975")
	list := tv.build.readings
	if first := list.rows[0]; first.family != core.FamilyMastodon || !strings.HasPrefix(first.when.Text, "2019-12-08T03:48:33.849Z") ||
		first.when.Importance == widget.WarningImportance {
		t.Errorf("first reading %s %q", first.family, first.when.Text)
	}
	if list.doubtedShown() || list.foldLink.String() != "8 readings that cannot be right" {
		t.Errorf("the doubted readings are unfolded, or their line reads %q", list.foldLink.String())
	}
	test.Tap(list.foldLink)
	if !list.doubtedShown() || !tv.menuItem(t, "menu.readings").Checked {
		t.Error("a tap on the line left the doubted readings folded, or the menu item unticked")
	}
	tv.menuItem(t, "menu.readings").Action() // the keyboard's way: Ctrl+Shift+R
	if list.doubtedShown() || tv.menuItem(t, "menu.readings").Checked {
		t.Error("the menu item left the doubted readings unfolded, or itself ticked")
	}
	tv.menuItem(t, "menu.readings").Action()
	if row := list.rowOf(core.FamilyTwitter); !strings.Contains(row.when.Text, "impossible: the link is to Mastodon") ||
		row.when.Importance != widget.WarningImportance {
		t.Errorf("Twitter reading of a Mastodon link: %q", row.when.Text)
	}
	// The Build tab reads it in Mastodon's layout: its inputs, grid and
	// forms are of Mastodon's time.
	if tv.model.layout.Name != core.FamilyMastodon || tv.model.shown.id != 103270115826048975 {
		t.Errorf("ID %d in %s", tv.model.shown.id, tv.model.layout.Name)
	}
	if msg := tv.build.id.message; !strings.Contains(msg.Text, "Mastodon link names") || msg.Importance == widget.WarningImportance {
		t.Errorf("ID message %q", msg.Text)
	}
	if got := tv.build.formats.rows[formUTC].value.Text; got != "2019-12-08T03:48:33.849Z" {
		t.Errorf("the UTC form of a Mastodon link's ID reads %q", got)
	}
	if parts := tv.build.grid.Parts(); len(parts) != 3 || parts[1].Name != "timestamp" || parts[1].Bits != 47 || parts[2].Name != "sequence" {
		t.Errorf("the grid shows %+v", parts)
	}
	// The same number typed alone reads as a tweet with nothing against it.
	paste(tv.build.id.entry, "103270115826048975")
	if row := list.rowOf(core.FamilyTwitter); row.when.Importance == widget.WarningImportance {
		t.Errorf("the bare number's Twitter reading is doubted: %q", row.when.Text)
	}
	if got := tv.build.formats.rows[formUTC].name.Text; got != "UTC" {
		t.Errorf("the UTC form of a typed number is labelled %q", got)
	}
}

// A link to an Instagram post is read in Instagram's layout, as the
// readings list reads it: its true time (2026-04-07), shard 958 and
// sequence 453 in the inputs, the grid and the forms, and nothing says it
// lies in the future. Read as a tweet, every form beside the readings said
// 2040-01-30, datacenter 7, machine 15.
func TestOtherLayoutLinkReadInItsLayout(t *testing.T) {
	tv := newTestView(t)
	tv.now = time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
	paste(tv.build.id.entry, "https://www.instagram.com/p/DW1nTDiDvnF/")
	if got := tv.build.formats.rows[formUTC].value.Text; !strings.HasPrefix(got, "2026-04-07T") {
		t.Errorf("the UTC form reads %q", got)
	}
	labels, texts := []string{}, []string{}
	for _, in := range tv.build.inputs {
		labels, texts = append(labels, in.label.Text), append(texts, in.entry.Text)
	}
	if !slices.Equal(labels, []string{"timestamp", "shard", "sequence"}) || texts[1] != "958" || texts[2] != "453" {
		t.Errorf("inputs %q hold %q", labels, texts)
	}
	if msg := tv.build.id.message; msg.Importance == widget.WarningImportance || !strings.Contains(msg.Text, "Instagram link names") {
		t.Errorf("ID message %q", msg.Text)
	}
	if got := tv.build.formats.rows[formUTC].name.Text; got != "UTC" {
		t.Errorf("the UTC form is labelled %q", got)
	}
	if row := tv.build.readings.rowOf(core.FamilyInstagram); !row.name.TextStyle.Bold || row.use.Visible() {
		t.Error("Instagram's reading is not marked as the one shown, or offers to use it again")
	}
}

func TestUntrustworthyIDsAreFlagged(t *testing.T) {
	tests := []struct {
		typed string
		want  string
	}{
		{"732822797798539300", "from 732822797798539200 to 732822797798539328"},
		{"1764045224550899200", "from 1764045224550899072 to 1764045224550899328"}, // itself a double
		{fmt.Sprint((testNow.UnixMilli() + 120_000 - core.Epoch) << 22), "in the future"},
		{"20", "before Snowflake"}, // the first tweet
		{"https://x.com/nytimes/status/29548970348", "before Snowflake"},
		{"29700859247", "before Snowflake"},
	}
	for _, tt := range tests {
		tv := newTestView(t)
		paste(tv.build.id.entry, tt.typed)
		msg := tv.build.id.message
		if msg.Importance != widget.WarningImportance || !strings.Contains(msg.Text, tt.want) {
			t.Errorf("%s: message %q (importance %d), want a warning with %q", tt.typed, msg.Text, msg.Importance, tt.want)
		}
		if tv.build.copyBtn.Disabled() {
			t.Errorf("%s: a warning disables Copy", tt.typed)
		}
	}
	// 30 s ahead is within the clocks' disagreement; the double itself is
	// not how JavaScript writes it; a tweet from 7.1 s after the epoch on is
	// a Snowflake ID, and a Discord ID is never an old tweet.
	for _, typed := range []string{fmt.Sprint((testNow.UnixMilli() + 30_000 - core.Epoch) << 22), "732822797798539264",
		"29700859248", "discord.com/channels/1/2/20"} {
		tv := newTestView(t)
		paste(tv.build.id.entry, typed)
		if tv.build.id.message.Importance == widget.WarningImportance {
			t.Errorf("%s is flagged: %q", typed, tv.build.id.message.Text)
		}
	}
}
