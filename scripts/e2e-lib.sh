# Sourced by the real-window tests (scripts/e2e.sh for Linux and
# scripts/e2e-windows.sh for the Windows build under Wine): counting checks,
# reading the X clipboard, screenshots, finding the Copy button, and the
# keyboard checks both passes make. The sourcing script has sourced
# scripts/xvfb.sh, and sets wid to the window under test.

# The Copy button is painted in the theme's primary colour, which the app
# darkens a little more in the dark theme than in the light one so that its
# white text reads under the pointer too; it is read from the app's theme
# rather than written here. use_theme light|dark picks the one to look for.
# The same goes for the colour of a disabled button, and for the colours
# the bit grid paints the 1-bits of Twitter's fields in (timestamp blue,
# datacenter orange, machine teal, sequence magenta), by which a screenshot
# shows that the grid is drawn.
theme_colours=(primary disabledButton snowflakeBlue snowflakeOrange snowflakeTeal snowflakeMagenta)
mapfile -t colours_light < <(CGO_ENABLED=0 go run ./scripts/themecolor "${theme_colours[@]}" light)
mapfile -t colours_dark < <(CGO_ENABLED=0 go run ./scripts/themecolor "${theme_colours[@]}" dark)
[[ ${#colours_light[@]} -eq 6 && ${#colours_dark[@]} -eq 6 ]] || exit 1
use_theme() {
	local -n colours=colours_$1
	primary=${colours[0]} disabled_button=${colours[1]} field_colours=("${colours[@]:2}")
}
use_theme light

# linux_app: puts the Linux program under test in bin (APP_BIN, or the
# source, built) and gives it a scratch runtime folder, where the app keeps
# its ledger of issued IDs and its place as the one running app.
linux_app() {
	bin=${APP_BIN:-}
	if [[ -z $bin ]]; then
		bin=$work/snowflakeid
		source scripts/build.env
		go build -tags "$APP_TAGS" -o "$bin" . || return 1
	fi
	export XDG_RUNTIME_DIR=$work/run
	mkdir -m 700 -p "$XDG_RUNTIME_DIR"
}

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
# poll_not COMMAND...: poll until the command fails.
poll_not() {
	for _ in $(seq 100); do "$@" || return 0; sleep 0.1; done
	return 1
}

# poll_long COMMAND...: poll for 30 s, for what Wine may take long over on
# a busy machine.
poll_long() {
	for _ in $(seq 300); do "$@" && return 0; sleep 0.1; done
	return 1
}

wid= # the window under test

# exited PID: the process has ended (a zombie not yet waited for counts).
exited() {
	local state
	state=$(ps -o stat= -p "$1" 2>/dev/null)
	[[ -z $state || $state == Z* ]]
}

# xclip waits for the clipboard's owner to answer; one that never does must
# not hang the test, so each read gives up after 2 s.
clipboard() { timeout 2 xclip -o -selection clipboard 2>/dev/null; }
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

# colour_pixels NAME COLOUR [WxH+X+Y]: how many pixels of screenshot NAME,
# or of a region of it, are exactly COLOUR.
colour_pixels() {
	convert "$work/$1.png" ${3:+-crop "$3" +repage} -fill black +opaque "$2" -fill white -opaque "$2" \
		-format '%[fx:int(mean*w*h+0.5)]' info: 2>/dev/null
}

# grid_drawn NAME: the bit grid is on screen: each field of an ID with 1-bits
# in every field has at least one whole cell (about 14×22 pixels) painted
# in that field's colour. A blank screen, or one without the grid, has none.
grid_drawn() {
	local c n
	for c in "${field_colours[@]}"; do
		n=$(colour_pixels "$1" "$c")
		[[ ${n:-0} -ge 250 ]] || { echo "grid_drawn $1: $n pixels of $c" >&2; return 1; }
	done
}

# wide_grid_drawn NAME: a new screenshot shows a UUIDv7's grid: its
# time's 1-bits blue and its random bits' teal, several whole cells of each.
wide_grid_drawn() {
	shot "$1" || return 1
	local c n
	for c in "${field_colours[0]}" "${field_colours[2]}"; do
		n=$(colour_pixels "$1" "$c")
		[[ ${n:-0} -ge 250 ]] || { echo "wide_grid_drawn $1: $n pixels of $c" >&2; return 1; }
	done
}

# primary_areas NAME [below] [COLOUR]: the button-shaped areas filled with
# the theme's primary colour (or COLOUR), below the y given, one a line:
# centre x and y, the size in pixels, then the box as WxH+X+Y. Buttons of
# high importance, such as Copy, are such areas; an entry's focus ring is
# too thin and wide, and a dialog's question mark too square.
primary_areas() { # name [below] [colour]
	local colour=${3:-$primary}
	convert "$work/$1.png" -fill white -opaque "$colour" -fill black +opaque white \
		-define connected-components:verbose=true -connected-components 8 null: 2>/dev/null |
		awk -v below="${2:-80}" '/srgb\(255,255,255\)|gray\(255\)/ {
			split($2, g, /[x+]/); w = g[1]; h = g[2]; x = g[3]; y = g[4]
			if (w < 300 && h > 20 && w > 1.4 * h && y >= below) printf "%d %d %d %dx%d+%d+%d\n", x + w / 2, y + h / 2, $4, w, h, x, y
		}'
}

# Finds the Copy button: the largest primary area, below the y given: by
# default below the clipboard bar's strip.
copy_button_centre() { # name [below]
	primary_areas "$@" | sort -k3,3nr | awk 'NR == 1 {print $1, $2}'
}

# new_button_centre NEW OLD: a primary area of screenshot NEW that OLD does
# not have, such as the button of a dialog that opened in between.
new_button_centre() {
	awk 'NR == FNR {seen[$1 " " $2] = 1; next} !seen[$1 " " $2] {print $1, $2; exit}' \
		<(primary_areas "$2" 0) <(primary_areas "$1" 0)
}

# The clipboard bar's button, primary like Copy, is the one in the strip
# between the menu bar and the tabs, 28 to 80 pixels down a window at 0,0.
bar_button_centre() { # name
	copy_button_centre "$1" 0 | awk '$2 > 28 && $2 < 80'
}
bar_button_shown() { # name
	shot "$1" && [[ -n $(bar_button_centre "$1") ]]
}

# to_front: takes the focus away from the window and gives it back, as
# switching to another program and back does.
to_front() {
	xdotool windowfocus --sync "$(LC_ALL=C xwininfo -root | awk '/Window id:/ {print $4}')"
	xdotool windowfocus --sync "$wid"
}

# Keeps a screenshot in SHOTS_DIR, cut to the window's current size.
keep_shot() { # name
	[[ -n ${SHOTS_DIR:-} ]] || return 0
	mkdir -p "$SHOTS_DIR"
	local size
	size=$(xdotool getwindowgeometry --shell "$wid" | awk -F= '/WIDTH/{w=$2} /HEIGHT/{h=$2} END{print w "x" h}')
	convert "$work/$1.png" -crop "$size+0+0" +repage "$SHOTS_DIR/$1.png"
}

# copy_button_shown NAME: takes a screenshot and finds an enabled Copy
# button in it; its box (WxH+X+Y) is kept in copy_box.
copy_box=
copy_button_shown() {
	shot "$1" || return 1
	local box
	box=$(primary_areas "$1" | sort -k3,3nr | awk 'NR == 1 {print $4}')
	[[ -n $box ]] && copy_box=$box
}
# copy_button_greyed NAME: takes a screenshot in which no enabled Copy
# button shows, and a button-shaped area in the disabled button's fill
# stands where Copy was last seen enabled (copy_box): the same width, the
# same place across (a message that wraps may move it down or up).
copy_button_greyed() {
	[[ -n $copy_box ]] && shot "$1" || return 1
	[[ -z $(copy_button_centre "$1") ]] || return 1
	local w x
	IFS=x+ read -r w _ x _ <<<"$copy_box"
	primary_areas "$1" 80 "$disabled_button" | awk -v w="$w" -v cx=$((x + w / 2)) '{
		split($4, g, /[x+]/)
		if (g[1] >= w - 4 && g[1] <= w + 4 && $1 >= cx - 4 && $1 <= cx + 4) found = 1
	} END {exit !found}'
}

# min_size_is W H: the window's minimum size hint is exactly W×H.
min_size_is() {
	local w h
	read -r w h < <(xprop -id "$wid" WM_NORMAL_HINTS | awk '/minimum size/ {print $5, $7}')
	[[ $w == "$1" && $h == "$2" ]]
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

# keyboard_checks NAME: with the focus in Timestamp of a fresh window, types
# the worked example in focus order and copies it with Ctrl+Shift+C; makes
# the sequence invalid and checks that Copy greys out and the shortcut
# leaves the clipboard alone; then types an ID into the ID field and checks
# that editing the sequence re-encodes it. Screenshots wide-NAME and
# invalid-NAME are left in $work.
keyboard_checks() {
	local theme=$1
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

	# An out-of-range sequence greys out Copy, where it was just seen
	# enabled (its place depends on the ID beside it).
	poll copy_button_shown "valid-$theme"
	retype 4096
	expect "$theme: sequence 4096 disables Copy" poll copy_button_greyed "invalid-$theme"

	# Pressing Ctrl+Shift+C then must leave the clipboard alone. Events are
	# handled in order, so once the fix typed after it shows on screen, the
	# shortcut has been handled too.
	mark_clipboard "not-an-id-$theme"
	xdotool key --clearmodifiers ctrl+shift+c
	retype 0
	expect "$theme: sequence 0 enables Copy again" poll copy_button_shown "wide-$theme"
	expect_copied "$theme: an invalid sequence is never copied" "not-an-id-$theme"

	# An ID typed into the ID field fills the inputs; editing one re-encodes.
	xdotool key Tab
	retype 1382350606417817604
	xdotool key shift+Tab
	retype 5
	xdotool key --clearmodifiers ctrl+shift+c
	expect_copied "$theme: a typed ID, then sequence 5, copies 1382350606417817605" 1382350606417817605
}

# click_at X Y: a click there, then the pointer off the window, where it
# changes no button's colour.
click_at() {
	xdotool mousemove "$1" "$2" click 1
	xdotool mousemove 1390 1040
}

# ocr_words NAME W H X Y: the words tesseract reads in a region of
# screenshot NAME, one a line: the centre x and y of each on the screen,
# then the word. The region is read at twice its size, which small UI text
# needs, and alone, so that nothing around it changes how lines are found.
ocr_words() {
	convert "$work/$1.png" -crop "$2x$3+$4+$5" +repage -resize 200% "$work/$1-ocr.png" &&
		tesseract "$work/$1-ocr.png" - tsv 2>/dev/null |
		awk -F'\t' -v x="$4" -v y="$5" 'NR > 1 && $12 ~ /[^ ]/ {
			printf "%d %d %s\n", x + ($7 + $9 / 2) / 2, y + ($8 + $10 / 2) / 2, $12 }'
}

# ocr_region NAME X Y W H: the text tesseract reads in a region of a screenshot.
ocr_region() {
	convert "$work/$1.png" -crop "$4x$5+$2+$3" +repage -resize 200% "$work/$1-region.png" &&
		tesseract "$work/$1-region.png" - 2>/dev/null
}

# tip_shown NAME X Y: a copy button's tip ("Copy: …") reads near X,Y,
# under it.
tip_shown() {
	shot "$1"
	ocr_words "$1" 440 150 $(($2 - 420)) $(($3 - 40)) | grep -qE " (Copy|Kopyala):"
}

# menu_open NAME: the View menu's theme items are on screen.
menu_open() {
	shot "$1"
	ocr_words "$1" 400 200 0 20 | grep -qE " (Theme|Tema)"
}

# tip_checks NAME X Y: the copy button at X,Y shows its tip where the
# pointer rests on it, after a menu of the menu bar has been opened and
# closed, and takes it down as the pointer leaves.
tip_checks() {
	local theme=$1 mx my
	shot "menubar-$theme"
	read -r mx my < <(ocr_words "menubar-$theme" 400 30 0 0 | awk '$3 ~ /^(View|G.*m)$/ {print $1, $2; exit}')
	if [[ -z ${my:-} ]]; then
		fail "$theme: find the View menu"
		return
	fi
	# As a person does: the pointer stays on the menu's name as Escape
	# closes it, then goes to the button.
	xdotool mousemove "$mx" "$my" click 1
	expect "$theme: the View menu opens" poll menu_open "menu-$theme"
	xdotool key Escape
	xdotool mousemove "$2" "$3"
	expect "$theme: after a menu, a copy button's tip shows where the pointer rests" poll tip_shown "tip-$theme" "$2" "$3"
	# Off the button, to a note inside the window (leaving the window
	# altogether tells Fyne's widgets nothing: its own hover stays too).
	xdotool mousemove $(($2 - 300)) $(($3 + 40))
	expect "$theme: the tip goes as the pointer leaves" poll_not tip_shown "tip-gone-$theme" "$2" "$3"
	xdotool mousemove 1390 1040
}

# flags_checks NAME: at the window's default size, 1240×800, Decode many's
# warnings are in sight, whole: the Flags column's name and the words of a
# repeated ID's flag and of a link read in its own scheme, read with OCR.
flags_checks() {
	local theme=$1 words
	xdotool windowsize --sync "$wid" 1240 800 2>/dev/null
	poll settled_after "flags-$theme" "export-$theme"
	keep_shot "flags-$theme"
	words=$(ocr_words "flags-$theme" 1240 560 0 150 | awk '{print $3}' | tr '\n' ' ')
	expect "$theme: at 1240×800 the Flags column is in sight" grep -qE "(^| )(Flags|.?.aretler)( |$)" <<<"$words"
	expect "$theme: at 1240×800 a repeated ID's flag reads whole" grep -qE "(^| )(duplicate|yinelenen)( |$)" <<<"$words"
	expect "$theme: at 1240×800 the Discord link's flag reads whole" grep -qE "(^| )(scheme|.emas.)( |$)" <<<"$words"
	xdotool windowsize --sync "$wid" 1300 800 2>/dev/null
}

# layout_checks NAME: on the Decode many tab with the five IDs of the
# export listed, choosing Instagram in the Layout chooser (found and
# chosen by OCR, as a person reads it) reads them as Instagram's, and
# Ctrl+S exports Instagram's columns: each number's shard and sequence,
# worked out here with the shell's own arithmetic (timestamp = id >> 23,
# shard = id >> 10 & 8191, sequence = id & 1023), and the two links
# flagged as another service's.
layout_checks() {
	local theme=$1 id want="" rows
	if ! choose_layout "layout-$theme" Twitter Instagram; then
		fail "$theme: Instagram chosen in the Layout chooser showing Twitter"
		return
	fi
	xdotool mousemove 1390 1040
	poll settled_after "layout-$theme" "layout-$theme-open"
	keep_shot "layout-$theme"
	rm -f "$export_file"
	xdotool key --clearmodifiers ctrl+s
	poll settled_after "layout-export-$theme" "layout-$theme"
	xdotool key Return
	poll test -s "$export_file"
	expect "$theme: in Instagram's layout the export names its fields" \
		test "$(head -n1 "$export_file" | tr -d '\r')" == id,timestamp,shard,sequence,time_utc,time_local,relative,gap,flags
	for id in 1382350606417817604 1382350606417817606 1382350606417817605 1085985214343565319 1382350606417817604; do
		want+="$id,$((id >> 23)),$((id >> 10 & 8191)),$((id & 1023))"$'\n'
	done
	rows=$(tail -n +2 "$export_file" | tr -d '\r')
	expect "$theme: each ID's Instagram fields, as the shell works them out" \
		test "$(cut -d, -f1-4 <<<"$rows")" == "${want%$'\n'}"
	expect "$theme: the two links are flagged as another service's" \
		test "$(grep -c 'other_service' <<<"$rows")" == 2
}

# choose_layout NAME FROM TO: on Decode many, opens the Layout chooser
# showing FROM, found by OCR as a person reads it, and chooses TO in its
# list, which opens up or down; screenshots NAME-before and NAME-open.
choose_layout() {
	local x y
	shot "$1-before"
	read -r x y < <(ocr_words "$1-before" 400 140 0 60 | awk -v w="$2" '$3 == w {print $1, $2; exit}')
	[[ -n ${y:-} ]] || return 1
	click_at "$x" "$y"
	poll settled_after "$1-open" "$1-before"
	read -r x y < <(ocr_words "$1-open" 400 760 0 0 | awk -v w="$3" '$3 == w {print $1, $2; exit}')
	if [[ -z ${y:-} ]]; then
		xdotool key Escape
		return 1
	fi
	click_at "$x" "$y"
}

# history_checks NAME: History keeps each ID with the scheme it was copied
# in. With a Discord link shown on the Build tab, the worked example, copied
# earlier in Twitter's scheme, is still listed at its Twitter time, and its
# Load button shows it in Twitter's scheme again: its Discord timestamp is
# Twitter's reading, not Discord's (<t:1420070401:f>).
history_checks() {
	local theme=$1 x y row words
	mark_clipboard "https://discord.com/channels/1/2/175928847299117063"
	xdotool key --clearmodifiers ctrl+shift+v
	shot "history-before-$theme"
	read -r x y < <(ocr_words "history-before-$theme" 1300 40 0 30 | awk '$3 ~ /^(History|Ge.mi.)$/ {print $1, $2; exit}')
	if [[ -z ${y:-} ]]; then
		fail "$theme: find the History tab"
		return
	fi
	click_at "$x" "$y"
	poll settled_after "history-$theme" "history-before-$theme"
	keep_shot "history-$theme"
	words=$(ocr_words "history-$theme" 1300 700 0 80)
	row=$(awk '$3 == "4194439168" {print $2; exit}' <<<"$words")
	if [[ -z $row ]]; then
		fail "$theme: find the worked example on the History tab"
		return
	fi
	expect "$theme: History lists the worked example at its Twitter time, 2010-11-04" \
		grep -q "2010-11-04" <(awk -v y="$row" '$2 > y - 8 && $2 < y + 8 {print $3}' <<<"$words")
	x=$(awk -v y="$row" '$2 > y - 8 && $2 < y + 8 && $3 ~ /^(Load|Y.kle)$/ {print $1; exit}' <<<"$words")
	if [[ -z $x ]]; then
		fail "$theme: find the worked example's Load button"
		return
	fi
	click_at "$x" "$row"
	mark_clipboard "not-a-stamp-history-$theme"
	xdotool key --clearmodifiers ctrl+shift+d
	expect_copied "$theme: Load shows the worked example in the scheme it was copied in, Twitter's" "<t:1288834975:f>"
}

# services_checks NAME: the services' own languages in the real window, read
# off the screen with OCR. The worked example's Discord timestamp is copied
# by the menu's shortcut and by its row's button; a pasted link to a
# Mastodon status is read as Mastodon's first, and once the readings that
# cannot be right are unfolded, the Twitter reading says it is impossible.
services_checks() {
	local theme=$1 width x y
	width=$(xdotool getwindowgeometry --shell "$wid" | awk -F= '/WIDTH/ {print $2}')
	mark_clipboard 4194439168
	xdotool key --clearmodifiers ctrl+shift+v ctrl+shift+d
	expect_copied "$theme: Ctrl+Shift+D copies the worked example as a Discord timestamp" "<t:1288834975:f>"
	mark_clipboard "not-a-stamp-$theme"
	shot "stamp-$theme"
	# The Discord row of the forms: its label right of the readings, its
	# copy button at the window's right edge, as every form's.
	read -r x y < <(ocr_words "stamp-$theme" 200 500 450 150 | awk '$3 == "Discord" {print $1, $2; exit}')
	if [[ -z ${y:-} ]]; then
		fail "$theme: find the Discord timestamp row on screen"
	else
		click_at $((width - 27)) "$y"
		expect_copied "$theme: the Discord timestamp row's button copies the same" "<t:1288834975:f>"
		tip_checks "$theme" $((width - 27)) "$y"
	fi

	mark_clipboard "https://mastodon.social/@Gargron/103270115826048975"
	xdotool key --clearmodifiers ctrl+shift+v
	poll settled_after "mastodon-$theme" "stamp-$theme"
	keep_shot "mastodon-$theme"
	# The first reading: the first label under the list's title, and the
	# words on its line (OCR reads the time's Z as a 2, so it is left out).
	local first
	first=$(ocr_words "mastodon-$theme" 460 600 0 200 | awk '$1 < 60' | awk 'NR == 1 {t = $2} $2 > t + 20 {print $2, $3; exit}')
	read -r y first <<<"$first"
	expect "$theme: a Mastodon link is read as Mastodon's first (${first:-nothing})" test "${first:-}" == Mastodon
	expect "$theme: its time is 2019-12-08T03:48:33.849Z" grep -q "2019-12-08T03:48:33.849" \
		<(ocr_words "mastodon-$theme" 460 600 0 200 | awk -v y="${y:-0}" '$2 > y - 8 && $2 < y + 8')
	read -r x y < <(ocr_words "mastodon-$theme" 460 600 0 200 | awk '$3 ~ /^(cannot|olamayacak)$/ {print $1, $2; exit}')
	if [[ -z ${y:-} ]]; then
		fail "$theme: find the fold of the readings that cannot be right"
		return
	fi
	click_at "$x" "$y"
	poll settled_after "unfolded-$theme" "mastodon-$theme"
	keep_shot "unfolded-$theme"
	# The Twitter reading's rows: from its name down to the next reading's
	# (Discord's), where the words say it is impossible, and why.
	local top= bottom= rows
	read -r top bottom < <(ocr_words "unfolded-$theme" 460 600 0 200 |
		awk -v fold="$y" '$1 < 100 && $2 > fold && $3 == "Twitter" {t = $2} t && $2 > t && $1 < 100 && $3 == "Discord" {print t, $2; exit}')
	if [[ -z $top || -z $bottom ]]; then
		fail "$theme: find the Twitter and Discord readings once unfolded"
		return
	fi
	rows=$(ocr_region "unfolded-$theme" 0 $((top - 12)) 450 $((bottom - top)))
	expect "$theme: unfolded, the Twitter reading of a Mastodon link is marked impossible" \
		grep -qE "(impossible|olanaks).*Mastodon" <<<"${rows//$'\n'/ }"
}

# ocr_click NAME W H X Y WORD: clicks the first word of a region of
# screenshot NAME that starts with WORD; fails when there is none.
ocr_click() {
	local x y
	read -r x y < <(ocr_words "$1" "$2" "$3" "$4" "$5" | awk -v w="$6" 'index($3, w) == 1 {print $1, $2; exit}')
	[[ -n ${y:-} ]] || return 1
	click_at "$x" "$y"
}

# ocr_click_anew NAME W H X Y WORD: ocr_click on a screenshot taken anew,
# up to five times while the word is not yet there (a dialog closing, a
# list opening on a busy machine).
ocr_click_anew() {
	for _ in 1 2 3 4 5; do
		shot "$1" && ocr_click "$@" && return 0
	done
	return 1
}

# editor_checks NAME: a layout of the person's own, made in the layout
# editor by keyboard from Twitter's (New Layout…, Ctrl+Shift+L): named
# Shard, from 2020, its fields ms 41, shard 10, kind 2 and sequence 10,
# saved with Enter. The Build tab then takes its values; the ID copied is
# the one the shell works out; exported as a file, the ID decoded with
# `snowflakeid decode --layout FILE` gives the same parts. Twitter is
# chosen again for the runs after.
editor_checks() {
	local theme=$1 id file=$HOME/Shard.toml
	mark_clipboard "x.com/someone/status/1382350606417817604" # the Build tab in Twitter's layout
	xdotool key --clearmodifiers ctrl+shift+v
	shot "editor-before-$theme"
	xdotool key --clearmodifiers ctrl+shift+l
	poll settled_after "editor-open-$theme" "editor-before-$theme"
	retype Shard
	xdotool key Tab
	retype 2020-01-01T00:00:00Z
	xdotool key Tab
	retype ms # the first field's name; its 41 bits and 1 ms stay
	# From a field's width, its kind, unit (a time field's alone), up (not
	# the first field's), down and remove come before the next field's name.
	xdotool key Tab Tab Tab Tab Tab Tab
	retype shard
	xdotool key Tab
	retype 10
	xdotool key Tab Tab Tab Tab Tab
	retype kind
	xdotool key Tab
	retype 2
	xdotool key Tab Tab Tab Tab Tab Tab
	retype 10 # the sequence's width
	shot "editor-$theme"
	keep_shot "editor-$theme"
	xdotool key Return # Save
	mark_clipboard 1 # a plain number pasted puts the focus in the ID field, keeping the layout
	xdotool key --clearmodifiers ctrl+shift+v shift+Tab shift+Tab shift+Tab shift+Tab
	retype 2026-01-02T03:04:05.678Z
	xdotool key Tab
	retype 513
	xdotool key Tab
	retype 2
	xdotool key Tab
	retype 300
	xdotool key --clearmodifiers ctrl+shift+c
	# 2026-01-02T03:04:05.678Z is 1767323045678 ms; 2020 began at 1577836800000.
	id=$(((1767323045678 - 1577836800000) << 22 | 513 << 12 | 2 << 10 | 300))
	expect_copied "$theme: a layout made in the editor by keyboard gives the ID of its fields" "$id"
	shot "editor-build-$theme"
	keep_shot "editor-build-$theme"

	# Exported from the editor, where it opens on the layout shown.
	rm -f "$file"
	xdotool key --clearmodifiers ctrl+shift+l
	poll settled_after "editor-again-$theme" "editor-build-$theme"
	retype Shard
	if ocr_click "editor-again-$theme" 1300 350 0 550 Export; then
		poll settled_after "editor-export-$theme" "editor-again-$theme"
		xdotool key Return # the file name is chosen, and the folder is the home folder
		poll test -s "$file"
	fi
	expect "$theme: the layout exported from the editor decodes the ID into the parts typed" \
		test "$("$bin" decode --csv --no-header --layout "$file" "$id" | cut -d, -f1-5 | tr -d '\r')" == "$id,189486245678,513,2,300"
	shot "editor-done-$theme"
	ocr_click_anew "editor-done-$theme" 1300 350 0 550 Cancel || xdotool key Escape

	# Twitter again, chosen as a person does.
	poll settled_after "editor-closed-$theme" "editor-done-$theme"
	if ocr_click_anew "editor-closed-$theme" 900 200 400 60 Shard; then
		poll settled_after "editor-chooser-$theme" "editor-closed-$theme"
		# The list of layouts is taller than the window: it opens at the top.
		ocr_click_anew "editor-chooser-$theme" 400 780 400 0 Twitter
	fi
	expect "$theme: Twitter is chosen again on the Build tab, and remembered" \
		poll grep -qE '"scheme": ?"Twitter"' "$prefs_file"
}
