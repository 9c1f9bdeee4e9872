#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages that the named groups need, only those
# that are missing. Groups: build (cgo and GLFW headers), display (a virtual
# X server and the tools that drive a real window), package (Linux and
# Windows packaging and their checks), wine (to run the Windows build).
set -euo pipefail

declare -A group=(
	[build]="gcc libc6-dev pkg-config libgl1-mesa-dev xorg-dev libwayland-dev libxkbcommon-dev wayland-protocols"
	[display]="xvfb xauth libgl1-mesa-dri xdotool xclip x11-utils imagemagick dbus-daemon libglib2.0-bin tesseract-ocr tesseract-ocr-eng"
	[package]="xz-utils man-db make desktop-file-utils binutils-mingw-w64-x86-64 gcc-mingw-w64-x86-64 nsis dpkg-dev lintian appstream librsvg2-bin imagemagick"
	[wine]="wine wine64"
)

wanted=()
for g in "$@"; do
	[[ -n "${group[$g]:-}" ]] || { echo "deps.sh: unknown group '$g'" >&2; exit 2; }
	read -ra pkgs <<<"${group[$g]}"
	wanted+=("${pkgs[@]}")
done

missing=()
for p in "${wanted[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if ! command -v apt-get >/dev/null; then
	echo "Missing packages: ${missing[*]}. Install them with your system's package manager." >&2
	exit 1
fi
sudo=()
[[ $(id -u) -eq 0 ]] || sudo=(sudo)
echo "Installing ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
