#!/usr/bin/env bash
# Runs every check: formatting, go vet and staticcheck (also of the Windows
# build), the size limits of files, functions and structs (scripts/sizes),
# the unit tests with the race detector, each fuzz target for 100,000 inputs
# (FUZZ_TIME, 100000x: 2–4 s each), the monkey test for a minute, then builds the packages and
# checks them as people use them: the Debian package installed with apt-get
# and driven in a real window, the Windows installer run, driven and
# uninstalled under Wine. Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
scripts/deps.sh build display package wine
export LANG=en_US.UTF-8

stage "gofmt"
unformatted=$(gofmt -l main.go core gui assets scripts)
if [[ -n $unformatted ]]; then
	echo "gofmt would change: $unformatted" >&2
	exit 1
fi
# Vet and staticcheck compile what they check as the packager will
# (scripts/packager-env.sh), so that the Linux package's build reuses it.
mapfile -t packager_env < <(scripts/packager-env.sh)
stage "go vet"
env "${packager_env[@]}" go vet ./...
stage "staticcheck"
env "${packager_env[@]}" go tool staticcheck ./...
# The packages that reach Fyne's OpenGL binding (the main package and the
# bare window) and the others: compiling the binding's C takes minutes
# cold, so the checks below that would compile it once more leave those two
# to a build that compiles it anyway.
deps=$(go list -f '{{.ImportPath}} {{join .Deps " "}}' ./...)
mapfile -t gl_packages < <(grep ' github.com/go-gl/gl/' <<<"$deps" | cut -d' ' -f1)
mapfile -t other_packages < <(grep -v ' github.com/go-gl/gl/' <<<"$deps" | cut -d' ' -f1)
# The Windows-only files, with cgo and the cross compiler the Windows build
# uses; the two packages above are compiled for Windows by the Windows
# program's build in "packages", and their files are the same on both.
windows=(env CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 GOOS=windows)
stage "go vet, Windows"
"${windows[@]}" go vet "${other_packages[@]}"
stage "staticcheck, Windows"
staticcheck=$(go tool -n staticcheck) # built for this machine, not for GOOS
"${windows[@]}" "$staticcheck" "${other_packages[@]}"
stage "sizes: files of at most 400 lines, functions of 60, structs of 16 fields"
go run ./scripts/sizes
# The two that reach the binding (the main package's tests read files: the
# metadata, the docs) are tested without the race detector, compiled as the
# packager does.
stage "go test -race"
go test -race "${other_packages[@]}"
env "${packager_env[@]}" go test "${gl_packages[@]}"
# A count rather than a time: Go 1.26's fuzzing can fail a target with a bare
# "context deadline exceeded" when a time budget runs out while a worker is
# busy (go.dev/issue/75804, mended in Go 1.27); a count has no deadline.
stage "fuzzing: each target for ${FUZZ_TIME:=100000x} beyond its seeds"
for pkg in $(grep -rl --include='*_test.go' '^func Fuzz' . | xargs -n1 dirname | sort -u); do
	for target in $(go test -list '^Fuzz' "$pkg" | grep '^Fuzz'); do
		# The last lines of a target that passes; all of one that fails,
		# which say what failed and where its input was written.
		status=0
		out=$(go test "$pkg" -run '^$' -fuzz "^$target\$" -fuzztime "$FUZZ_TIME" 2>&1) || status=$?
		if ((status)); then
			printf '%s\n' "$out" | sed "s/^/$target: /"
			exit "$status"
		fi
		printf '%s\n' "$out" | tail -n 3 | sed "s/^/$target: /"
	done
done
stage "monkey test, 60 s: the fixed seed, then a random one"
go test ./gui -run '^TestMonkey$' -monkey.duration 60s -count=1 -v | grep -v '^=== RUN'
stage "packages"
scripts/package.sh
scripts/check-packages.sh
stage ""
