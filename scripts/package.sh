#!/usr/bin/env bash
# Builds the release packages into dist/: a Linux .tar.xz (binary, desktop
# entry, icon and an installing Makefile) and a 64-bit Windows .exe (GUI
# subsystem, icon and version resources), both stripped and stamped with the
# version in FyneApp.toml.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build package
source scripts/build.env

work=$(mktemp -d)
# fyne package raises Build in FyneApp.toml on every run; the committed
# number is the one to release, so put the file back afterwards.
cp FyneApp.toml "$work/FyneApp.toml"
trap 'cp "$work/FyneApp.toml" FyneApp.toml; rm -rf "$work"' EXIT

source scripts/appinfo.sh
name=$APP_NAME version=$APP_VERSION exe=$APP_EXE
mkdir -p dist

# The packager runs on this machine; only the app is built for Windows.
go build -o "$work/fyne" fyne.io/tools/cmd/fyne

echo "== Linux package"
"$work/fyne" package --target linux --release --tags "$APP_TAGS"
mv "$name.tar.xz" "dist/$exe-$version-linux-amd64.tar.xz"

echo "== Windows package"
CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 "$work/fyne" package --target windows --release --tags "$APP_TAGS"
mv "$name.exe" "dist/$exe-$version-windows-amd64.exe"

ls -l dist
