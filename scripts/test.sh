#!/usr/bin/env bash
# Runs every check: formatting, go vet, staticcheck, the unit tests with the
# race detector, and the real-window test. Installs what they need first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build display
export LANG=en_US.UTF-8

echo "== gofmt"
unformatted=$(gofmt -l main.go core gui assets)
if [[ -n $unformatted ]]; then
	echo "gofmt would change: $unformatted" >&2
	exit 1
fi
echo "== go vet"
go vet ./...
echo "== staticcheck"
go tool staticcheck ./...
echo "== go test -race"
go test -race ./...
echo "== real window"
scripts/e2e.sh
