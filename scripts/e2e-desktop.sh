#!/usr/bin/env bash
# Drives the app outside its window, in a virtual X display with a private
# D-Bus session: the tray's menu, read and clicked over D-Bus as a desktop
# does; one app per person (later starts hand their ID, link or file to the
# running window and end); the terminal commands; and no ID issued twice
# while the window and four commands issue IDs for the same datacenter and
# machine at once.
#
# APP_BIN names a binary to test; by default the source is built.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build display || exit 1

source scripts/xvfb.sh

source scripts/e2e-lib.sh
linux_app || exit 1
bus=$(dbus-daemon --session --fork --print-address=1 --print-pid=1) || exit 1
export DBUS_SESSION_BUS_ADDRESS=${bus%%$'\n'*}
pids+=("${bus##*$'\n'}")

title="Snowflake ID Generator"
app=
start_app() { # name
	start_visible "$title" "$work/app-$1.log" "$bin"
	local ok=$?
	app=$started
	wid=$(xdotool search --onlyvisible --name "$title" | head -n1)
	[[ $ok -eq 0 && -n $wid ]]
}
windows_shown() { xdotool search --onlyvisible --name "^$title\$" 2>/dev/null | wc -l; }
shown_count_is() { [[ $(windows_shown) -eq $1 ]]; }

# menu: the tray menu's layout, as a desktop reads it.
menu() {
	gdbus call --session --dest "org.kde.StatusNotifierItem-$app-1" --object-path /StatusNotifierItem/menu \
		--method com.canonical.dbusmenu.GetLayout -- 0 -1 "@as []" 2>/dev/null
}
menu_has() { menu | grep -qF "'label': <'$1'>"; }
# menu_click LABEL: sends "clicked" to the item with that label.
menu_click() {
	local id
	id=$(menu | grep -oP "\((\d+), \{[^}]*'label': <'\Q$1\E'>" | grep -oP '^\(\K\d+' | head -n1)
	[[ -n $id ]] && gdbus call --session --dest "org.kde.StatusNotifierItem-$app-1" --object-path /StatusNotifierItem/menu \
		--method com.canonical.dbusmenu.Event -- "$id" clicked "<''>" 0 >/dev/null
}
# field ID COLUMN: a column of the ID decoded by the terminal command
# (2 time_utc, 5 datacenter, 6 machine).
field() { "$bin" decode --csv "$1" | tail -n 1 | cut -d, -f"$2"; }

prefs=$XDG_CONFIG_HOME/fyne/io.snowflakeid.generator/preferences.json
mkdir -p "$(dirname "$prefs")"
printf '{"datacenter": "7", "machine": "9"}' >"$prefs"

echo "== the tray"
if ! start_app tray; then
	fail "window appears" "$(tail -n 5 "$work/app-tray.log")"
	echo "e2e-desktop: $passed passed, $failed failed"
	exit 1
fi
pass "window appears, with a private session bus"
expect "the tray item's menu is on the bus" poll menu_has "Copy new ID"
for label in "Decode the clipboard" "Show window" "Quit"; do
	expect "the tray menu has $label" menu_has "$label"
done
mark_clipboard "before-tray"
menu_click "Copy new ID"
if poll bash -c "[[ \$(timeout 2 xclip -o -selection clipboard) =~ ^[0-9]{18,19}\$ ]]"; then
	tray_id=$(clipboard)
	pass "Copy new ID in the tray puts a new ID on the clipboard"
	expect "it is of the remembered datacenter 7 and machine 9" \
		test "$(field "$tray_id" 5) $(field "$tray_id" 6)" == "7 9"
	now_ms=$(date +%s%3N)
	id_ms=$(date -d "$(field "$tray_id" 2)" +%s%3N)
	expect "it was made now" test $((now_ms - id_ms)) -ge 0 -a $((now_ms - id_ms)) -lt 60000
	expect "the tray menu offers it again among the last copied" poll menu_has "$tray_id"
	expect "it was copied without raising a second window" test "$(windows_shown)" -eq 1
else
	fail "Copy new ID in the tray puts a new ID on the clipboard" "clipboard holds '$(clipboard)'"
fi

echo "== no ID issued twice: Next ID in the window and four commands at once"
# Two commands are told the datacenter and machine; two take the person's,
# 7 and 9, from the preferences the window reads them from. Four million IDs
# of one datacenter and machine take the format at least 0.98 s to issue
# (4,096 a millisecond), so the window's key presses fall among them.
for i in 1 2 3 4; do
	if ((i <= 2)); then given=(--datacenter 7 --machine 9); else given=(); fi
	"$bin" new -n 1000000 "${given[@]}" >"$work/new-$i.txt" 2>"$work/new-$i.err" &
	issuers[i]=$!
done
: >"$work/window-ids.txt"
to_front
for _ in $(seq 25); do
	xdotool key --clearmodifiers ctrl+shift+g
	poll bash -c "! grep -qx \"\$(timeout 2 xclip -o -selection clipboard)\" '$work/window-ids.txt' && timeout 2 xclip -o -selection clipboard | grep -qE '^[0-9]+\$'"
	clipboard >>"$work/window-ids.txt"
	echo >>"$work/window-ids.txt"
done
statuses=0
for i in 1 2 3 4; do wait "${issuers[i]}" || statuses=1; done
expect "the four commands end with status 0" test $statuses -eq 0
for i in 1 2 3 4; do
	expect "command $i wrote 1000000 IDs, each greater than the one before" \
		bash -c "[[ \$(wc -l <'$work/new-$i.txt') -eq 1000000 ]] && sort -n -c -u '$work/new-$i.txt'"
done
expect "the window issued 25 IDs" test "$(grep -c . "$work/window-ids.txt")" -eq 25
# The window's first ID is older than the commands' last: they issued at once.
first_window_id=$(grep -m1 . "$work/window-ids.txt")
last_command_id=$(cat "$work"/new-*.txt | sort -n | tail -n1)
expect "the window issued while the commands did" test "$((first_window_id >> 22))" -le "$((last_command_id >> 22))"
expect "all 4000025 IDs are different" \
	test "$(cat "$work"/new-*.txt "$work/window-ids.txt" | grep . | sort -u | wc -l)" -eq 4000025
# Each ID's datacenter and machine, read from its bits (perl's integers are
# 64-bit), counted: one line, all 4000025 of them 7,9.
dc_machine_counts() {
	cat "$work"/new-*.txt "$work/window-ids.txt" | grep . |
		perl -ne 'chomp; printf "%d,%d\n", $_ >> 17 & 31, $_ >> 12 & 31' | sort | uniq -c | awk '{print $1, $2}'
}
expect "they are all of datacenter 7 and machine 9" test "$(dc_machine_counts)" == "4000025 7,9"

echo "== one app per person"
"$bin" >"$work/second.log" 2>&1
expect "a second start ends at once with status 0" test $? -eq 0
expect "one window is on screen" test "$(windows_shown)" -eq 1
timeout 10 "$bin" https://discord.com/channels/1/2/175928847299117063 >"$work/third.log" 2>&1
expect "a start with a Discord link ends with status 0" test $? -eq 0
expect "still one window" test "$(windows_shown)" -eq 1
xdotool key --clearmodifiers ctrl+shift+c
expect_copied "the running window took the link's ID" 175928847299117063
for _ in 1 2 3 4; do xdotool key shift+Tab; done
xdotool key --clearmodifiers ctrl+a ctrl+c
expect_copied "and read it in Discord's scheme: its timestamp field" $(((175928847299117063 >> 22) + 1420070400000))
expect "the window is in front" test "$(xdotool getwindowfocus 2>/dev/null)" == "$wid"

echo "== a crashed app leaves nothing in the way; keep running in the tray"
kill -9 "$app"
wait "$app" 2>/dev/null
expect "its socket is left behind" test -S "$XDG_RUNTIME_DIR/snowflakeid/instance.sock"
# From now on the desktop shows a tray (something owns the watcher's name),
# and the person has turned on keeping the app in it.
go build -o "$work/desktop" ./scripts/desktop || exit 1
"$work/desktop" tray >"$work/watcher.out" 2>&1 &
pids+=($!)
poll grep -q ready "$work/watcher.out"
sed -i 's/^{/{"tray.keepRunning":true,/' "$prefs"
if start_app after-crash; then
	pass "the next start opens its window"
	"$bin"
	expect "and a start after it hands over, status 0" test $? -eq 0
	expect "one window" test "$(windows_shown)" -eq 1
	poll menu_has Quit
	"$work/desktop" close "$wid"
	expect "closing the window hides it" poll shown_count_is 0
	expect "and the app keeps running" bash -c "! (ps -o stat= -p $app | grep -q Z) && kill -0 $app"
	menu_click "Show window"
	expect "Show window in the tray brings it back" poll shown_count_is 1
	menu_click Quit
	expect "Quit in the tray ends the app" poll exited "$app"
else
	fail "the next start opens its window" "$(tail -n 5 "$work/app-after-crash.log")"
fi

echo "== the terminal, with no window and no display"
out=$(DISPLAY= "$bin" decode 4194439168 2>&1)
expect "decode writes the worked example's row with no display" \
	test "$(printf '%s\n' "$out" | sed -n 2p | cut -f1,2,5,6,7)" == "$(printf '4194439168\t2010-11-04T01:42:55.657Z\t1\t1\t0')"
DISPLAY= "$bin" decode 12x >"$work/bad.out" 2>"$work/bad.err"
expect "bad input: status 1, the window's message, nothing on stdout" \
	bash -c "[[ $? -eq 1 && ! -s '$work/bad.out' ]] && grep -q 'Enter the ID in decimal' '$work/bad.err'"
DISPLAY= "$bin" decode --nope >/dev/null 2>&1
expect "bad usage: status 2" test $? -eq 2
expect "range gives the first and last ID of a second" \
	test "$(DISPLAY= "$bin" range 2024-01-01T00:00:00Z 2024-01-01T00:00:00.999Z | cut -f2 | tr '\n' ' ')" == "1741610183685046272 1741610187879350271 "
expect "range --sql gives a UUIDv7 second's PostgreSQL condition" \
	test "$(DISPLAY= "$bin" range --sql --layout uuidv7 2022-02-22T19:22:22Z)" == "WHERE id BETWEEN '017f22e2-79b0-7000-8000-000000000000' AND '017f22e2-7d97-7fff-bfff-ffffffffffff'"
expect "--version names the version" bash -c "DISPLAY= '$bin' --version | grep -qE '^snowflakeid [0-9]+\.[0-9]+\.[0-9]+\$'"
expect "LANG=tr_TR speaks Turkish" bash -c "LANG=tr_TR.UTF-8 DISPLAY= '$bin' decode 12x 2>&1 | grep -q 'Kimliği onluk'"
DISPLAY= "$bin" nwe -n 5 >"$work/typo.out" 2>"$work/typo.err"
expect "a mistyped command: status 2, did you mean, nothing on stdout" \
	bash -c "[[ $? -eq 2 && ! -s '$work/typo.out' ]] && grep -q 'did you mean \"new\"' '$work/typo.err'"
expect "fresh IDs piped into decode: 1000 rows, none called future" \
	test "$(DISPLAY= "$bin" new -n 1000 | DISPLAY= "$bin" decode --csv --columns flags --no-header | grep -vc future)" == 1000
# One line of JSON of 6 MB, as jq -c writes: every ID, none cut in two.
perl -e 'print "[", join(",", map { "{\"id\":\"" . (1382350606417817604 + $_ * 4099) . "\",\"t\":\"a b\"}" } 0 .. 149999), "]"' >"$work/one-line.json"
expect "a one-line JSON of 150,000 IDs reads them all and nothing else" \
	test "$(DISPLAY= "$bin" decode --columns id --no-header <"$work/one-line.json" | perl -ne 'chomp; $n++ if $_ == 1382350606417817604 + ($. - 1) * 4099; END { print "$n $." }')" == "150000 150000"
# A stream that pauses, as tail -f: the row comes while the input is open.
mkfifo "$work/stream"
DISPLAY= "$bin" decode --columns id --no-header <"$work/stream" >"$work/stream.out" &
streaming=$!
exec 3>"$work/stream"
echo "started 1382350606417817604" >&3
expect "decode writes a row while its input is still open" poll grep -q '^1382350606417817604$' "$work/stream.out"
exec 3>&-
wait "$streaming"

echo "e2e-desktop: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
