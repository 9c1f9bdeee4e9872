#!/usr/bin/env bash
# Renews the screenshots in docs/ from the real app, through the real-window
# tests: the Linux build from source, and the Windows build's installer in
# dist/ (made by scripts/package.sh) under Wine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/appinfo.sh
SHOTS_DIR=docs scripts/e2e.sh
setup=dist/$APP_EXE-$APP_VERSION-windows-amd64-setup.exe
if [[ -f $setup ]]; then
	SHOTS_DIR=docs scripts/e2e-windows.sh "$setup"
else
	echo "screenshots.sh: no $setup; run scripts/package.sh first for docs/windows.png" >&2
fi
# The runs keep every screenshot they take; docs/ keeps those the README
# and the docs show.
for shot in docs/*.png; do
	grep -qF "$(basename "$shot")" README.md docs/*.md || rm "$shot"
done
