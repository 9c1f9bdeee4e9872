#!/usr/bin/env bash
# Walks the monkey test (gui/monkey_test.go) for as long as asked: walks
# of at most 5 minutes, the first with the fixed seed and then each with a
# random one, every walk in a process of its own, until the time is up or a
# walk fails. A failure prints its seed and step and the command that walks
# the same way.
#
#   scripts/monkey.sh [DURATION]   (default 10m: seconds, minutes or hours, as 90s, 30m, 2h)
#
# Why walks of 5 minutes: under Fyne's test driver a walk's heap grows by
# about 130 MB every thousand steps and is not given back (each restart and
# each theme switch keeps about 3 MB), so a long walk slows to a standstill.
set -euo pipefail
cd "$(dirname "$0")/.."
total=${1:-10m}
if [[ ! $total =~ ^([0-9]+)([smh]?)$ ]]; then
	echo "usage: scripts/monkey.sh [DURATION], as 90s, 30m or 2h" >&2
	exit 2
fi
case ${BASH_REMATCH[2]} in
h) seconds=$((BASH_REMATCH[1] * 3600)) ;;
m) seconds=$((BASH_REMATCH[1] * 60)) ;;
*) seconds=${BASH_REMATCH[1]} ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go test -c -o "$work/gui.test" ./gui

end=$((SECONDS + seconds))
seed=20101104
walks=0
while ((SECONDS < end)); do
	left=$((end - SECONDS))
	walk=$((left < 300 ? left : 300))
	walks=$((walks + 1))
	echo "== walk $walks: seed $seed, ${walk}s"
	(cd gui && "$work/gui.test" -test.run '^TestMonkey$' -test.v -test.timeout 0 \
		-monkey.seed "$seed" -monkey.duration "${walk}s") | grep -v '^=== RUN'
	seed=$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')
done
echo "monkey: $walks walks in ${seconds}s, none failed"
