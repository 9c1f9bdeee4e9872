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

bin=${APP_BIN:-}
if [[ -z $bin ]]; then
	bin=$work/snowflake
	source scripts/build.env
	go build -tags "$APP_TAGS" -o "$bin" . || exit 1
fi

# The Copy button is painted in the theme's primary colour, the same in
# light and dark; it is read from Fyne rather than written here.
primary=$(CGO_ENABLED=0 go run ./scripts/themecolor primary light) || exit 1

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok    $1"; }
fail() { failed=$((failed + 1)); echo "FAIL  $1${2:+: $2}"; }
# expect DESCRIPTION COMMAND...: passes when the command succeeds.
expect() {
	local what=$1
	shift
	if "$@"; then pass "$what"; else fail "$what"; fi
}
# expect_copied DESCRIPTION TEXT: passes once the clipboard holds TEXT.
expect_copied() {
	if poll clipboard_is "$2"; then pass "$1"; else fail "$1" "clipboard holds '$(clipboard)'"; fi
}

# poll COMMAND... until it succeeds or about 10 s pass; UI changes land a frame later.
poll() {
	for _ in $(seq 100); do "$@" && return 0; sleep 0.1; done
	return 1
}

app=
wid=
start_app() { # theme locale name
	FYNE_THEME=$1 LANG=$2 "$bin" >"$work/app-$3.log" 2>&1 &
	app=$!
	pids+=("$app")
	wid=$(timeout 20 xdotool search --sync --onlyvisible --name 'Snowflake' | head -n1)
	[[ -n $wid ]]
}
stop_app() {
	stop_pid "$app"
	app=
}

clipboard() { xclip -o -selection clipboard 2>/dev/null; }
clipboard_is() { [[ $(clipboard) == "$1" ]]; }

# Puts a marker on the clipboard, served by an xclip that stays in the
# foreground so it can be stopped by PID.
mark_clipboard() {
	printf '%s' "$1" | xclip -quiet -selection clipboard -i >/dev/null 2>&1 &
	pids+=($!)
	poll clipboard_is "$1"
}

# retype KEYS: select all in the focused entry and type TEXT.
retype() {
	xdotool key --clearmodifiers ctrl+a
	xdotool type --delay 15 "$1"
}

shot() { # name
	import -window root "$work/$1.png" 2>/dev/null
}

# The screenshot has real content: many colours, not one flat fill.
shot_has_content() { # name
	local colours
	colours=$(convert "$work/$1.png" -format %k info: 2>/dev/null)
	[[ ${colours:-0} -gt 50 ]]
}

# Finds the Copy button: the largest compact area filled with the theme's
# primary colour (an entry's focus ring has the colour too, but is thin and wide).
copy_button_centre() { # name
	convert "$work/$1.png" -fill white -opaque "$primary" -fill black +opaque white \
		-define connected-components:verbose=true -connected-components 8 null: 2>/dev/null |
		awk '/srgb\(255,255,255\)|gray\(255\)/ {
			split($2, g, /[x+]/); w = g[1]; h = g[2]; x = g[3]; y = g[4]
			if (w < 300 && h > 20 && $4 > best) { best = $4; cx = x + w / 2; cy = y + h / 2 }
		} END { if (best) printf "%d %d\n", cx, cy }'
}

# Keeps a screenshot in SHOTS_DIR, cut to the window's current size.
keep_shot() { # name
	[[ -n ${SHOTS_DIR:-} ]] || return 0
	mkdir -p "$SHOTS_DIR"
	local size
	size=$(xdotool getwindowgeometry --shell "$wid" | awk -F= '/WIDTH/{w=$2} /HEIGHT/{h=$2} END{print w "x" h}')
	convert "$work/$1.png" -crop "$size+0+0" +repage "$SHOTS_DIR/$1.png"
}

copy_button_shown() { # name: takes a screenshot and finds an enabled Copy button in it
	shot "$1" && [[ -n $(copy_button_centre "$1") ]]
}
copy_button_greyed() { # name
	shot "$1" && [[ -z $(copy_button_centre "$1") ]]
}
# min_size_at_most W H: the window's minimum size hint is at most W×H.
min_size_at_most() {
	local w h
	read -r w h < <(xprop -id "$wid" WM_NORMAL_HINTS | awk '/minimum size/ {print $5, $7}')
	[[ -n $w && $w -le $1 && $h -le $2 ]]
}
window_size_is() {
	[[ $(xdotool getwindowgeometry "$wid" | awk '/Geometry/ {print $2}') == "$1x$2" ]]
}
same_image() { compare -metric AE "$1" "$2" null: >/dev/null 2>&1; }
# settled_after NAME OTHER: takes screenshot NAME until it differs from OTHER
# and two in a row are the same, so a resize has been drawn completely.
settled_after() {
	[[ -f "$work/$1.png" ]] && cp "$work/$1.png" "$work/$1-previous.png"
	shot "$1" && ! same_image "$work/$1.png" "$work/$2.png" &&
		[[ -f "$work/$1-previous.png" ]] && same_image "$work/$1.png" "$work/$1-previous.png"
}

prefs_file=$XDG_CONFIG_HOME/fyne/io.snowflakeid.generator/preferences.json

# Light and dark in English, then dark in Turkish, started over a
# preferences file that is not JSON at all: the app must fall back to its
# defaults and work as before.
for run in "light en_US.UTF-8 light" "dark en_US.UTF-8 dark" "dark tr_TR.UTF-8 tr-dark"; do
	read -r fyne_theme locale theme <<<"$run"
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
		expect "$theme: the broken preferences file was read, reported and survived" \
			grep -q "Preferences load error" "$work/app-$theme.log"
	fi
	xdotool windowmove "$wid" 0 0
	xdotool mousemove 1390 1040 # off the window: a hovered button changes colour
	xdotool windowsize --sync "$wid" 1240 800 2>/dev/null
	poll copy_button_shown "start-$theme" || fail "$theme: the first frame shows an enabled Copy button"

	# The worked example, typed in focus order, copied with the menu shortcut.
	xdotool type --delay 15 1288834975657
	xdotool key Tab
	retype 1
	xdotool key Tab
	retype 1
	xdotool key Tab
	retype 0
	xdotool key --clearmodifiers ctrl+shift+c
	expect_copied "$theme: Ctrl+Shift+C copies the worked example" 4194439168

	# An out-of-range sequence greys out Copy.
	retype 4096
	expect "$theme: sequence 4096 disables Copy" poll copy_button_greyed "invalid-$theme"

	# Pressing Ctrl+Shift+C then must leave the clipboard alone. Events are
	# handled in order, so once the fix typed after it shows on screen, the
	# shortcut has been handled too.
	mark_clipboard "not-an-id-$theme"
	xdotool key --clearmodifiers ctrl+shift+c
	retype 0
	poll copy_button_shown "wide-$theme"
	expect_copied "$theme: an invalid sequence is never copied" "not-an-id-$theme"

	# An ID typed into the ID field fills the inputs; editing one re-encodes.
	xdotool key Tab
	retype 1382350606417817604
	xdotool key shift+Tab
	retype 5
	xdotool key --clearmodifiers ctrl+shift+c
	expect_copied "$theme: a typed ID, then sequence 5, copies 1382350606417817605" 1382350606417817605

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

	xdotool windowsize --sync "$wid" 980 900 2>/dev/null
	poll settled_after "narrow-$theme" "wide-$theme"
	keep_shot "narrow-$theme"

	# The window fits a laptop screen: it may be made as small as 680×560.
	expect "$theme: the minimum size is at most 680×560" min_size_at_most 680 560
	xdotool windowsize --sync "$wid" 680 560 2>/dev/null
	poll settled_after "small-$theme" "narrow-$theme"
	expect "$theme: at 680×560 the window is 680×560" window_size_is 680 560
	keep_shot "small-$theme"
	for s in "wide-$theme" "narrow-$theme" "invalid-$theme" "small-$theme"; do
		expect "$theme: screenshot $s has content" shot_has_content "$s"
	done

	# A fast typist: across all five fields and back, with no delay between
	# keys, then each field's own text copied with Ctrl+A, Ctrl+C. Paste ID
	# (Ctrl+Shift+V) puts the focus in the ID field, four fields after Timestamp.
	xdotool windowsize --sync "$wid" 1240 800 2>/dev/null
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
	stop_app
done

echo "e2e: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
