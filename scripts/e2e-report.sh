# The real-window checks of Decode many's report, sourced by e2e.sh after
# e2e-lib.sh.

# planted_log: ten minutes of an order service's log from three Twitter
# generators, the IDs worked out with the shell's arithmetic (time since
# Twitter's epoch << 22 | datacenter << 17 | machine << 12 | sequence).
# Machine 1 issues an ID every second, machine 2 four a second from
# minute 3 to minute 5 and one a second otherwise, datacenter 2 one every
# two seconds. Planted: machine 1's ID of second 100 issued again on a
# line of other text (rows 251 and 252), its line of second 200 logged
# twice (row 563), and machine 2's clock 6 s behind at second 400
# (row 1,364, 5.003 s before its ID before).
planted_log() {
	local epoch=1288834974657 t0=1767225600000 s k n ms dc m id line
	for ((s = 0; s < 600; s++)); do
		for dc_m in 11 12 21; do
			dc=${dc_m:0:1} m=${dc_m:1:1} n=1
			((dc_m == 12 && s >= 180 && s < 300)) && n=4
			((dc_m == 21 && s % 2 == 1)) && n=0
			for ((k = 0; k < n; k++)); do
				ms=$((t0 + s * 1000 + k * 150 + m * 37 + dc * 11))
				((dc_m == 12 && s == 400)) && ms=$((ms - 6003))
				id=$((((ms - epoch) << 22) | (dc << 17) | (m << 12) | k))
				printf -v line '2026-01-01T00:%02d:%02dZ INFO orders: dc=%d m=%d placed order id=%d' $((s / 60)) $((s % 60)) "$dc" "$m" "$id"
				echo "$line"
				((dc_m == 11 && s == 200)) && echo "$line"
				((dc_m == 11 && s == 100)) && echo "2026-01-01T00:01:41Z INFO orders: dc=1 m=1 placed order id=$id"
			done
		done
	done
}

# report_shown NAME: a new screenshot shows the report's finding of the
# clock that went back, over the table.
report_shown() {
	shot "$1" && ocr_words "$1" 780 260 0 140 | grep -qE " (clock|saati)$"
}

# report_checks NAME: on Decode many, with Twitter chosen again in the
# Layout chooser (layout_checks leaves Instagram there), the planted log
# pasted with Ctrl+V gives a report over the table that names the worst
# first; its chart draws the three generators in the grid's blue, orange
# and teal; a click on the finding of the clock that went back selects its
# row (the status line names row 1,364); Copy report copies the report,
# its headline first.
report_checks() {
	local theme=$1 x y n c headline="1,862 IDs read (3 generators); 2 rows repeat an earlier ID." clock=clock copy=report
	if [[ $theme == tr-* ]]; then
		headline="1.862 kimlik okundu (3 üretici); 2 satır önceki bir kimliği yineliyor." clock=saati copy=Rapor
	fi
	if ! choose_layout "report-layout-$theme" Instagram Twitter; then
		fail "$theme: Twitter chosen again in the Layout chooser"
		return
	fi
	mark_clipboard "$(planted_log)"
	xdotool key --clearmodifiers ctrl+v
	if ! poll report_shown "report-$theme"; then
		fail "$theme: the report of the planted log shows over the table"
		return
	fi
	pass "$theme: the report of the planted log shows over the table"
	poll settled_after "report-$theme" "report-layout-$theme-open"
	keep_shot "report-$theme"
	for c in "${field_colours[@]:0:3}"; do
		n=$(colour_pixels "report-$theme" "$c" 520x260+780+140)
		expect "$theme: the chart draws a generator's line in $c ($n pixels)" test "${n:-0}" -ge 100
	done
	read -r x y < <(ocr_words "report-$theme" 780 260 0 140 | awk -v w="$clock" '$3 == w {print $1, $2; exit}')
	click_at "${x:-0}" "${y:-0}"
	expect "$theme: the clock's finding selects row 1,364, as the status line says" poll status_names_row "report-row-$theme"
	# OCR reads a button's two words as one ("Copyreport"): the word holding it.
	read -r x y < <(ocr_words "report-row-$theme" 1240 40 0 710 | awk -v w="$copy" 'index($3, w) > 0 {print $1, $2; exit}')
	expect "$theme: Copy report is under the table" test -n "${y:-}"
	click_at "${x:-0}" "${y:-0}"
	expect "$theme: Copy report copies the report, its headline first" poll clipboard_begins "$headline"
}

# status_names_row NAME: a new screenshot's status line names row 1,364.
status_names_row() {
	shot "$1" && ocr_region "$1" 0 755 900 45 | grep -qE "1[,.]364"
}

# clipboard_begins LINE: the clipboard's first line is LINE.
clipboard_begins() { [[ $(clipboard | head -n1) == "$1" ]]; }
