#!/usr/bin/env bash
# Builds the release packages into dist/, all stamped with the version in
# FyneApp.toml: a Debian package, a Linux .tar.xz for other distributions
# (binary, desktop entry, icon and an installing Makefile), a 64-bit Windows
# program (GUI subsystem, icon and version resources) and its installer.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
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
fyne_package() {
	"$work/fyne" package --release --tags "$APP_TAGS" "$@"
	cp "$work/FyneApp.toml" FyneApp.toml # the scripts after it read the committed Build
}

stage "Linux package"
fyne_package --target linux
tarball=dist/$exe-$version-linux-amd64.tar.xz
mv "$name.tar.xz" "$tarball"

stage "Debian package, from the same binary and desktop entry"
mkdir "$work/tar"
tar -xJf "$tarball" -C "$work/tar"
scripts/linux/build-deb.sh "$(find "$work/tar" -path "*/bin/$exe" -type f)" \
	"$(find "$work/tar" -name '*.desktop' -type f)" "dist/${exe}_${version}_amd64.deb"

stage "Windows program"
CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 fyne_package --target windows
winexe=dist/$exe-$version-windows-amd64.exe
mv "$name.exe" "$winexe"

stage "Windows installer, from the same program"
scripts/windows/build-installer.sh "$winexe" "dist/$exe-$version-windows-amd64-setup.exe"

stage ""
ls -l dist
