#!/usr/bin/env bash
# Drives the real app, with the real GL driver, in a virtual X display, the
# way a person would: keyboard, mouse and the system clipboard. Screenshots
# of each run are checked for content and, with SHOTS_DIR set, kept there.
#
# APP_BIN names a binary to test; by default the source is built.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build display || exit 1

source scripts/xvfb.sh

source scripts/e2e-lib.sh
source scripts/e2e-report.sh
linux_app || exit 1

app=
wid=
declare -A titles=([en_US.UTF-8]="Snowflake ID Generator" [tr_TR.UTF-8]="Snowflake Kimlik Oluşturucu")
start_app() { # theme locale name
	use_theme "$1"
	start_visible "${titles[$2]}" "$work/app-$3.log" env FYNE_THEME="$1" LANG="$2" "$bin"
	local ok=$?
	app=$started
	wid=$(xdotool search --onlyvisible --name "${titles[$2]}" | head -n1)
	[[ $ok -eq 0 && -n $wid ]]
}
stop_app() {
	stop_pid "$app"
	app=
}

prefs_file=$XDG_CONFIG_HOME/fyne/io.snowflakeid.generator/preferences.json

# Light and dark in English, then dark in Turkish, started over a
# preferences file that is not JSON at all: the app must fall back to its
# defaults and work as before.
runs=("light en_US.UTF-8 light" "dark en_US.UTF-8 dark" "dark tr_TR.UTF-8 tr-dark")
# Renewing the screenshots takes Turkish in the light theme too.
[[ -n ${SHOTS_DIR:-} ]] && runs+=("light tr_TR.UTF-8 tr-light")
for run in "${runs[@]}"; do
	read -r fyne_theme locale theme <<<"$run"
	mark_clipboard "no-id-$theme" # the last run's IDs are not to be offered at the start
	if [[ $locale == tr_* ]]; then
		mkdir -p "$(dirname "$prefs_file")"
		printf '{"datacenter": "7", "machine": [oops' >"$prefs_file"
	fi
	if ! start_app "$fyne_theme" "$locale" "$theme"; then
		fail "$theme: window appears" "$(tail -n 5 "$work/app-$theme.log")"
		continue
	fi
	pass "$theme: window appears"
	if [[ $locale == tr_* ]]; then
		# What Fyne logs is written out once the first frame is drawn.
		expect "$theme: the broken preferences file was read, reported and survived" \
			poll grep -q "Preferences load error" "$work/app-$theme.log"
	fi
	xdotool windowmove "$wid" 0 0
	xdotool mousemove 1390 1040 # off the window: a hovered button changes colour
	xdotool windowsize --sync "$wid" 1240 800 2>/dev/null # the default size
	poll copy_button_shown "start-$theme" || fail "$theme: the first frame shows an enabled Copy button"
	keep_shot "start-$theme"
	xdotool windowsize --sync "$wid" 1300 800 2>/dev/null
	poll copy_button_shown "start-$theme"

	keyboard_checks "$theme"

	# The Copy button, clicked with the mouse.
	mark_clipboard "not-an-id-$theme-2"
	poll copy_button_shown "wide-$theme"
	read -r cx cy < <(copy_button_centre "wide-$theme")
	if [[ -z ${cx:-} ]]; then
		fail "$theme: find the Copy button on screen"
	else
		xdotool mousemove "$cx" "$cy" click 1
		expect_copied "$theme: clicking Copy copies the shown ID" 1382350606417817605
		xdotool mousemove 1390 1040
	fi
	keep_shot "wide-$theme"
	keep_shot "invalid-$theme"

	xdotool windowsize --sync "$wid" 700 800 2>/dev/null
	poll settled_after "narrow-$theme" "wide-$theme"
	keep_shot "narrow-$theme"

	# The window fits a laptop screen: it may be made as small as 680×560.
	expect "$theme: the minimum size is 680×560" min_size_is 680 560
	xdotool windowsize --sync "$wid" 680 560 2>/dev/null
	poll settled_after "small-$theme" "narrow-$theme"
	expect "$theme: at 680×560 the window is 680×560" window_size_is 680 560
	keep_shot "small-$theme"
	for s in "wide-$theme" "narrow-$theme"; do
		expect "$theme: the bit grid is drawn in $s" grid_drawn "$s"
	done

	# A fast typist: across all five fields and back, with no delay between
	# keys, then each field's own text copied with Ctrl+A, Ctrl+C. Paste ID
	# (Ctrl+Shift+V) puts the focus in the ID field, four fields after Timestamp.
	xdotool windowsize --sync "$wid" 1300 800 2>/dev/null
	xdotool key --clearmodifiers ctrl+shift+v shift+Tab shift+Tab shift+Tab shift+Tab
	fast() { xdotool key --clearmodifiers ctrl+a && xdotool type --delay 0 "$1"; }
	fast 1288834975657 && xdotool key Tab && fast 3 && xdotool key Tab && fast 4 && xdotool key Tab && fast 5 &&
		xdotool key Tab && fast 1382350606417817604 && xdotool key shift+Tab && fast 9 &&
		xdotool key shift+Tab && fast 8 && xdotool key --clearmodifiers ctrl+shift+c
	# The typed ID's timestamp and datacenter (1618413042059, 10), machine 8, sequence 9.
	expect_copied "$theme: fast typing: Ctrl+Shift+C copies the ID of the fields" 1382350606417821705
	field_copied() { xdotool key --clearmodifiers ctrl+a ctrl+c && poll clipboard_is "$1"; }
	expect "$theme: fast typing: machine shows 8" field_copied 8
	xdotool key shift+Tab
	expect "$theme: fast typing: datacenter shows 10, from the typed ID" field_copied 10
	xdotool key shift+Tab
	expect "$theme: fast typing: timestamp shows the typed ID's 1618413042059" field_copied 1618413042059
	xdotool key Tab Tab Tab Tab
	expect "$theme: fast typing: the ID field shows the same ID" field_copied 1382350606417821705

	# A link to a Discord message, pasted with Ctrl+Shift+V: its ID, read
	# with Discord's epoch. Then a link to a post on X, which goes back to
	# Twitter's for the next run (the scheme is remembered).
	mark_clipboard "https://discord.com/channels/81384788765712384/81384788765712384/175928847299117063"
	xdotool key --clearmodifiers ctrl+shift+v
	xdotool key --clearmodifiers ctrl+shift+c
	expect_copied "$theme: a pasted Discord link copies its message ID" 175928847299117063
	poll copy_button_shown "discord-$theme"
	keep_shot "discord-$theme"
	xdotool key shift+Tab shift+Tab shift+Tab shift+Tab
	expect "$theme: the Discord message's time is 2016-04-30T11:18:25.796Z (1462015105796 ms)" field_copied 1462015105796
	# RFC 9562's example UUIDv7, in capitals, pasted with Ctrl+Shift+V: taken
	# apart on the Build tab in UUIDv7's layout, its grid of 128 bits
	# painted; Ctrl+Shift+C copies it as the RFC writes it, Ctrl+Shift+D its
	# time as Discord markup. The X link after it goes back to 64 bits.
	mark_clipboard "017F22E2-79B0-7CC3-98C4-DC0C0C07398F"
	xdotool key --clearmodifiers ctrl+shift+v
	xdotool key --clearmodifiers ctrl+shift+c
	expect_copied "$theme: a pasted UUIDv7 copies as RFC 9562 writes it" 017f22e2-79b0-7cc3-98c4-dc0c0c07398f
	xdotool key --clearmodifiers ctrl+shift+d
	expect_copied "$theme: Ctrl+Shift+D copies the UUIDv7's time as Discord markup" "<t:1645557742:f>"
	expect "$theme: the UUIDv7's grid of 128 bits is painted" poll wide_grid_drawn "uuidv7-$theme"
	keep_shot "uuidv7-$theme"
	mark_clipboard "x.com/someone/status/1382350606417817604?s=20"
	xdotool key --clearmodifiers ctrl+shift+v
	xdotool key --clearmodifiers ctrl+shift+c
	expect_copied "$theme: a pasted X link copies its post ID" 1382350606417817604
	xdotool key shift+Tab shift+Tab shift+Tab shift+Tab
	expect "$theme: with Twitter's epoch again, the post's time is 1618413042059 ms" field_copied 1618413042059

	# Five IDs copied in another program, a link to a Discord message among
	# tweets and one tweet twice: as the window comes to the front the bar
	# offers them, Decode all lists them on the Decode many tab, and
	# File > Export Table as CSV (Ctrl+S) saves the table in the home folder.
	mark_clipboard "order 1382350606417817604 paid
1382350606417817606 shipped, see https://x.com/shop/status/1382350606417817605
asked in https://discord.com/channels/1/2/1085985214343565319 about 1382350606417817604"
	to_front
	if ! poll bar_button_shown "bar-$theme"; then
		fail "$theme: the clipboard bar offers the five IDs"
	else
		pass "$theme: the clipboard bar offers the five IDs"
		keep_shot "bar-$theme"
		read -r bx by < <(bar_button_centre "bar-$theme")
		xdotool mousemove "$bx" "$by" click 1
		xdotool mousemove 1390 1040
		poll settled_after "decode-$theme" "bar-$theme"
		keep_shot "decode-$theme"
		export_file=$HOME/snowflake-ids.csv
		rm -f "$export_file"
		xdotool key --clearmodifiers ctrl+s
		poll settled_after "export-$theme" "decode-$theme"
		xdotool key Return # the file name is chosen, and the folder is the home folder
		poll test -s "$export_file"
		# The local and relative times depend on the zone and the day: left out
		# (in Turkish the local time has a decimal comma, so CSV quotes it).
		expect "$theme: the export's header names every column" \
			test "$(head -n1 "$export_file" | tr -d '\r')" == id,time_utc,time_local,relative,datacenter,machine,sequence,gap,flags
		# The Discord message is read with Discord's epoch (2023-03-16, 701 days
		# after the tweets; worker 3, process 5, increment 7), and says so; the
		# repeated tweet is flagged on its second row, not its first.
		expect "$theme: Decode all, then Ctrl+S, exports the five rows as shown" test "$(tail -n +2 "$export_file" |
			sed -E 's/"[^"]*"//g' | cut -d, -f1,2,5-9 | tr -d '\r')" == "1382350606417817604,2021-04-14T15:10:42.059Z,10,7,4,,
1382350606417817606,2021-04-14T15:10:42.059Z,10,7,6,0s,
1382350606417817605,2021-04-14T15:10:42.059Z,10,7,5,0s,
1085985214343565319,2023-03-16T17:57:31.729Z,3,5,7,+701d2h46m49.67s,bulk_delete link_scheme
1382350606417817604,2021-04-14T15:10:42.059Z,10,7,4,-701d2h46m49.67s,duplicate"
		flags_checks "$theme"
		layout_checks "$theme"
		report_checks "$theme"
		# One smallest size whichever tab shows what: the same as at start.
		expect "$theme: with Decode many and its rows shown, the smallest size is still 680×560" min_size_is 680 560
	fi

	services_checks "$theme"
	history_checks "$theme"
	[[ $theme == light ]] && editor_checks "$theme"

	xdotool key --clearmodifiers ctrl+q
	expect "$theme: Ctrl+Q quits" poll exited "$app"
	stop_app
done

# A link read on the Build tab shows its ID in its service's scheme, and
# saves nothing: after a Discord link and Ctrl+Q, no Discord scheme is in
# the preferences, so the app starts in Twitter's again.
rm -f "$prefs_file"
if ! start_app light en_US.UTF-8 scheme; then
	fail "scheme: window appears" "$(tail -n 5 "$work/app-scheme.log")"
else
	mark_clipboard "https://discord.com/channels/1/2/175928847299117063"
	xdotool key --clearmodifiers ctrl+shift+v
	xdotool key --clearmodifiers ctrl+shift+c
	expect_copied "scheme: a pasted Discord link copies its message ID" 175928847299117063
	xdotool key --clearmodifiers ctrl+q
	expect "scheme: Ctrl+Q quits" poll exited "$app"
	stop_app
	expect "scheme: the Discord link left the saved scheme alone" bash -c "! grep -q '\"Discord\"' '$prefs_file' 2>/dev/null"
fi

# Next ID issues through the person's ledger, which all their windows share:
# the app records each ID it issues there, and after an ID that another
# issuer recorded (this script, writing the file as one would), it issues
# the one after it, waiting for the clock to reach that millisecond.
# A record is the last ID's instant in Unix microseconds and its sequence,
# two little-endian 64-bit numbers, in a file named by the layout's epoch,
# its time and sequence fields (bits, unit, place) and its other bits as one
# number: Twitter's, datacenter D, machine M is
# 1288834974657-41t1ms.22-12s.0_N, N = D<<17 | M<<12.
twitter_epoch=1288834974657
ledger_record() { # file: its millisecond and sequence
	local micros seq
	read -r micros seq < <(od -An -t d8 -w16 "$1")
	echo "$((micros / 1000)) $seq"
}
ledger_write() { perl -e 'print pack("q<q<", $ARGV[0] * 1000, $ARGV[1])' "$2" "$3" >"$1"; } # file ms seq
id_record() { echo "$((($1 >> 22) + twitter_epoch)) $(($1 & 4095))"; } # id: its millisecond and sequence
clipboard_is_new_id() { [[ $(clipboard) =~ ^[0-9]{10,19}$ && $(clipboard) != "$1" ]]; }
if ! start_app light en_US.UTF-8 ledger; then
	fail "ledger: window appears" "$(tail -n 5 "$work/app-ledger.log")"
else
	xdotool windowmove "$wid" 0 0
	poll copy_button_shown "ledger-start"
	mark_clipboard "before-next-id"
	xdotool key --clearmodifiers ctrl+shift+g
	if ! poll clipboard_is_new_id before-next-id; then
		fail "ledger: Ctrl+Shift+G copies a new ID"
	else
		id1=$(clipboard)
		file=$XDG_RUNTIME_DIR/snowflakeid/$twitter_epoch-41t1ms.22-12s.0_$((id1 & 0x3ff000))
		expect "ledger: Next ID records the ID it issued" test "$(ledger_record "$file")" == "$(id_record "$id1")"
		# Ahead far enough that the key press lands before it, and by less
		# than the second a generator waits for its clock to catch up (beyond
		# that it refuses, as a clock set back would make it). On a machine
		# so busy that the press is handled after that millisecond, the ID
		# comes after it and proves nothing: the record is written anew, up
		# to three times. An ID before the record fails at once.
		verdict=late
		for _ in 1 2 3; do
			ahead=$(($(date +%s%3N) + 900))
			ledger_write "$file" "$ahead" 4093
			before=$(clipboard)
			xdotool key --clearmodifiers ctrl+shift+g
			poll clipboard_is_new_id "$before"
			read -r ms seq < <(id_record "$(clipboard)")
			if [[ $ms -eq $ahead && $seq -eq 4094 ]]; then
				verdict=ok
				break
			elif [[ $ms -le $ahead ]]; then
				verdict=wrong
				break
			fi
		done
		if [[ $verdict == ok ]]; then
			pass "ledger: after sequence 4093 recorded elsewhere, Next ID issues sequence 4094 of that millisecond"
		else
			fail "ledger: after sequence 4093 recorded elsewhere, Next ID issues sequence 4094 of that millisecond" \
				"copied $(clipboard) ($ms $seq), recorded $ahead 4093 ($verdict)"
		fi
	fi
	xdotool key --clearmodifiers ctrl+q
	expect "ledger: Ctrl+Q quits" poll exited "$app"
	stop_app
fi

# Started where no window can open: one line that says so, and status 1.
mkdir -m 700 "$work/no-display"
no_display=$(env -u DISPLAY -u WAYLAND_DISPLAY XDG_RUNTIME_DIR="$work/no-display" LANG=en_US.UTF-8 "$bin" 2>&1)
rc=$?
expect "without a display the app exits with status 1 (got $rc)" test "$rc" -eq 1
if [[ $(wc -l <<<"$no_display") -eq 1 && $no_display == *"cannot open its window"* ]]; then
	pass "without a display the app says so in one line"
else
	fail "without a display the app says so in one line" "$no_display"
fi

# A full disk refuses to replace a file: the export of the table over a
# file on a 4 KB tmpfs, which that file fills, fails with a message, and
# the file is byte for byte as it was, with nothing left beside it.
full=$work/full
full_mounted=
sudo=()
[[ $(id -u) -eq 0 ]] || sudo=(sudo)
trap '[[ -n $full_mounted ]] && "${sudo[@]}" umount "$full"; cleanup' EXIT
mkdir -p "$full"
if ! "${sudo[@]}" mount -t tmpfs -o size=4k,mode=0777 tmpfs "$full"; then
	fail "mount a 4 KB tmpfs for the full-disk test (needs root or sudo)"
else
	full_mounted=1
	printf 'id\n1382350606417817604\n' >"$full/snowflake-ids.csv"
	cp "$full/snowflake-ids.csv" "$work/kept.csv"
	expect "the 4 KB disk is full" bash -c "! printf x >'$full/probe' 2>/dev/null"
	rm -f "$full/probe"
	mkdir -p "$(dirname "$prefs_file")"
	printf '{"files.folder": "%s"}' "$full" >"$prefs_file" # the dialogs start in the folder last used
	error_text=$(CGO_ENABLED=0 go run ./scripts/themecolor error light)
	mark_clipboard "1382350606417817604 1382350606417817605"
	if ! start_app light en_US.UTF-8 full; then
		fail "full disk: window appears" "$(tail -n 5 "$work/app-full.log")"
	else
		xdotool windowmove "$wid" 0 0
		xdotool mousemove 1390 1040
		xdotool windowsize --sync "$wid" 1240 800 2>/dev/null
		poll copy_button_shown "full-start"
		to_front
		if poll bar_button_shown "full-bar"; then
			read -r bx by < <(bar_button_centre "full-bar")
			xdotool mousemove "$bx" "$by" click 1
			xdotool mousemove 1390 1040
			poll settled_after "full-table" "full-bar"
			xdotool key --clearmodifiers ctrl+s
			poll settled_after "full-dialog" "full-table"
			xdotool key Return # replace the file already there
			poll settled_after "full-confirm" "full-dialog"
			read -r yx yy < <(new_button_centre "full-confirm" "full-dialog")
			if [[ -z ${yx:-} ]]; then
				fail "full disk: find the dialog's Yes button"
			else
				xdotool mousemove "$yx" "$yy" click 1
				xdotool mousemove 1390 1040
				# The save fails: a dialog says so, and once it is closed (Tab
				# to its OK, Space), the status line still does, in the error colour.
				poll settled_after "full-failed" "full-confirm"
				xdotool key Tab space
				# The status line: the strip under the buttons, at the foot of
				# the 1240×800 window. The message is there, in the error colour.
				status_line=1240x36+0+764
				error_shown() { shot full-status && [[ $(colour_pixels full-status "$error_text" "$status_line") -gt 20 ]]; }
				expect "full disk: the failed save is reported in the status line, in the error colour" poll error_shown
				expect "full disk: the status line says the disk is full" \
					grep -q "no space left" <(ocr_region full-status 0 764 1240 36)
				keep_shot full-status
				expect "full disk: the file is byte for byte as it was" cmp -s "$full/snowflake-ids.csv" "$work/kept.csv"
				expect "full disk: nothing else is left in its folder" test "$(ls -A "$full")" == snowflake-ids.csv
			fi
		else
			fail "full disk: the clipboard bar offers the IDs"
		fi
		xdotool key --clearmodifiers ctrl+q
		expect "full disk: Ctrl+Q quits" poll exited "$app"
		stop_app
	fi
	"${sudo[@]}" umount "$full" && full_mounted=
fi

echo "e2e: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
