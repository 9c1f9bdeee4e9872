#!/usr/bin/env bash
# Mutation testing with gremlins (a tool in go.mod): small changes are made
# to the code one at a time (a < for a <=, a + for a -, a condition
# negated), and the tests run against each; a change no test notices has
# "lived". Over the format (core, core/textform), the ledger's files
# (core/ledger), the window's model (gui/model.go) and the Decode many
# list model (decoded/list.go) and what a list says (stats). Not part of CI: it takes about half an hour on two
# cores (docs/testing.md has the figures). Writes a JSON report of each
# package to mutate-out/ and prints gremlins' summaries.
#
#   scripts/mutate.sh                     every package above
#   scripts/mutate.sh ./core              one of them
#   scripts/mutate.sh --diff main ./core  only the lines changed since main, for a quick look
#   scripts/mutate.sh --files core/a.go core/b.go
#                                         only those files of one package (not of
#                                         the packages under it), with its tests
#
# The tests run with the build tag "mutation", which makes the peer
# libraries' hundred thousand IDs two thousand (core/peers_count_*_test.go):
# the package's tests take about 2.5 s a mutant instead of 4.
# Timed-out mutants on a busy machine are counted as neither killed nor
# lived; the timeout coefficient is raised because a mutant's test binary
# is built afresh, which takes longer than the test run gremlins times.
set -euo pipefail
cd "$(dirname "$0")/.."
export LANG=en_US.UTF-8
out=mutate-out
mkdir -p "$out"

# keep_only FILE...: gremlins' options that leave out every Go file of the
# package but those named.
keep_only() {
	local dir f
	dir=$(dirname "$1")
	for f in "$dir"/*.go; do
		[[ $f == *_test.go ]] && continue
		[[ " $* " == *" $f "* ]] || printf -- '-E\n(^|/)%s$\n' "$(basename "${f//./\\.}")"
	done
}

run() { # package [options...]
	local pkg=$1 name
	shift
	name=$(tr / - <<<"${pkg#./}")${suffix:-}
	echo "== $pkg"
	go tool gremlins unleash --timeout-coefficient 20 --tags mutation "${diff[@]}" -o "$out/$name.json" "$@" "$pkg" | tail -n 6
}

diff=()
if [[ ${1:-} == --files ]]; then
	shift
	dir=$(dirname "$1")
	mapfile -t only < <(keep_only "$@")
	# The packages under it are mutated with its own unless left out.
	for sub in "$dir"/*/; do
		[[ -d $sub ]] && only+=(-E "(^|/)$(basename "$sub")/")
	done
	suffix=-files run "./$dir" "${only[@]}"
	exit
fi
if [[ ${1:-} == --diff ]]; then
	diff=(--diff "$2")
	shift 2
fi
packages=("${@:-./core ./core/find ./core/issue ./core/textform ./core/ledger ./gui ./decoded ./stats}")
for pkg in ${packages[*]}; do
	case $pkg in
	./gui) mapfile -t only < <(keep_only gui/model.go) ;;
	./decoded) mapfile -t only < <(keep_only decoded/list.go) ;;
	*) only=() ;;
	esac
	run "$pkg" "${only[@]}"
done
