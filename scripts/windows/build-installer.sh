#!/usr/bin/env bash
# Builds the Windows installer for a Windows build of the app with NSIS
# (scripts/windows/installer.nsi), with the app's icon, name and version.
#
#   scripts/windows/build-installer.sh PROGRAM.exe OUTPUT.exe [VERSION]
#
# VERSION is FyneApp.toml's unless given; the Windows test gives a later one
# to check that an installer upgrades an older installation in place.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/appinfo.sh
program=$(realpath "$1")
out=$(realpath -m "$2")
version=${3:-$APP_VERSION}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
convert assets/icon.png -define icon:auto-resize=256,128,64,48,32,16 "$work/icon.ico"
makensis -V2 -INPUTCHARSET UTF8 \
	-DNAME="$APP_NAME" -DAPP_ID="$APP_ID" -DVERSION="$version" -DVI_VERSION="$version.$APP_BUILD" \
	-DEXE="$program" -DEXE_NAME="$APP_EXE.exe" -DICON="$work/icon.ico" \
	-DPUBLISHER="Snowflake ID Generator developers" -DOUTFILE="$out" \
	scripts/windows/installer.nsi
echo "built $out"
