# Sourced by the scripts that run the real app: a scratch folder, a private
# virtual X display with its own HOME, a cleanup that stops every process
# listed in pids, by PID, however the script ends, and start_visible, which
# starts a program and waits for its window. The display runs with
# -noreset: by default Xvfb resets when its last client leaves, and a
# program connecting during the reset fails to start.

work=$(mktemp -d)
pids=()

# stop_pid PID: asks a process to end, and makes it after 5 s. A Fyne app
# quits on SIGTERM through its event loop, which now and then misses it.
stop_pid() {
	kill "$1" 2>/dev/null || return 0
	for _ in $(seq 50); do
		kill -0 "$1" 2>/dev/null || break
		sleep 0.1
	done
	kill -9 "$1" 2>/dev/null
	wait "$1" 2>/dev/null
	return 0
}

cleanup() {
	local p
	for p in "${pids[@]}"; do
		stop_pid "$p"
	done
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

display=
for n in $(seq 90 150); do
	[[ -e /tmp/.X$n-lock || -e /tmp/.X11-unix/X$n ]] || { display=:$n; break; }
done
if [[ -z $display ]]; then
	echo "xvfb.sh: no free X display between :90 and :150" >&2
	exit 1
fi
Xvfb "$display" -screen 0 1400x1050x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
pids+=("$xvfb_pid")
xvfb_ready=
for _ in $(seq 100); do
	if DISPLAY=$display xdpyinfo >/dev/null 2>&1; then
		xvfb_ready=1
		break
	fi
	kill -0 "$xvfb_pid" 2>/dev/null || break # it gave up
	sleep 0.1
done
if [[ -z $xvfb_ready ]]; then
	echo "xvfb.sh: Xvfb did not start on $display:" >&2
	cat "$work/xvfb.log" >&2
	exit 1
fi

# Go keeps its caches under HOME by default: pin them before HOME moves.
GOPATH=$(go env GOPATH) GOCACHE=$(go env GOCACHE) GOMODCACHE=$(go env GOMODCACHE)
export GOPATH GOCACHE GOMODCACHE
export DISPLAY=$display LANG=en_US.UTF-8 HOME=$work/home XDG_CONFIG_HOME=$work/home/.config
mkdir -p "$HOME"

# start_visible TITLE LOG COMMAND...: starts COMMAND in the background, its
# output in LOG and its PID in started, and returns once a window titled
# TITLE is mapped, or fails after a minute. mapwait listens on the display
# before the program starts, so nothing else connects to the display while
# the program does: a test tool polling for the window in its first instant
# made GLFW find no display in 3 to 8 starts out of 40.
started=
start_visible() {
	local title=$1 log=$2 waiter mapped
	shift 2
	[[ -x $work/mapwait ]] || go build -o "$work/mapwait" ./scripts/mapwait || return 1
	coproc MAPWAIT { "$work/mapwait" "$title"; }
	waiter=$MAPWAIT_PID
	pids+=("$waiter")
	read -r _ <&"${MAPWAIT[0]}" # "ready": it listens
	"$@" >"$log" 2>&1 &
	started=$!
	pids+=("$started")
	read -r mapped <&"${MAPWAIT[0]}" || mapped=
	wait "$waiter" 2>/dev/null
	[[ -n $mapped ]]
}
