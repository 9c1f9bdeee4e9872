#!/usr/bin/env bash
# Checks the packages in dist/ the way a user meets them: installs the Linux
# package into a temporary prefix with its own Makefile, validates the
# desktop entry, runs the real-window test against the installed binary, and
# reads the Windows executable's PE headers.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build display package || exit 1

source scripts/appinfo.sh
version=$APP_VERSION id=$APP_ID exe=$APP_EXE
tarball=dist/$exe-$version-linux-amd64.tar.xz
winexe=dist/$exe-$version-windows-amd64.exe

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
check() { # description command...
	local what=$1
	shift
	if "$@" >"$work/out" 2>&1; then
		passed=$((passed + 1))
		echo "ok    $what"
	else
		failed=$((failed + 1))
		echo "FAIL  $what"
		sed 's/^/      /' "$work/out" | tail -n 20
	fi
}

root=$work/root
entry=$root/usr/share/applications/$id.desktop
check "Linux package unpacks" tar -xJf "$tarball" -C "$work"
check "its Makefile installs into a prefix" make -C "$work/$exe" install DESTDIR="$root" PREFIX=/usr
check "desktop entry is valid" desktop-file-validate "$entry"
exec_line() { sed -n 's/^Exec=//p' "$entry" | awk '{print $1}'; }
check "Exec names the installed binary" test -x "$root/usr/bin/$(exec_line)" -a "$(exec_line)" = "$exe"
icon_line() { sed -n 's/^Icon=//p' "$entry"; }
check "the entry's icon is installed" test -s "$root/usr/share/pixmaps/$(icon_line).png"
check "the binary is stripped" bash -c "readelf -h '$root/usr/bin/$exe' >/dev/null && ! readelf -S '$root/usr/bin/$exe' | grep -q '\.symtab'"
check "the binary carries the version" grep -q "$version" "$root/usr/bin/$exe"

pe() { x86_64-w64-mingw32-objdump -p "$winexe"; }
# Resource types at the top of the .rsrc table: 0x3 icon, 0xe icon group, 0x10 version.
rsrc_type() { pe | sed -n '/The .rsrc Resource Directory section/,$p' | grep -qE "^0[0-9a-f]{2}   Entry: ID: 0x0000$1,"; }
check "Windows executable is 64-bit" bash -c "x86_64-w64-mingw32-objdump -f '$winexe' | grep -q 'pei-x86-64'"
check "it opens no console (GUI subsystem)" bash -c "x86_64-w64-mingw32-objdump -p '$winexe' | grep -qE 'Subsystem\s+00000002'"
check "it embeds an icon" rsrc_type 03
check "it embeds an icon group" rsrc_type 0e
check "it embeds version information" rsrc_type 10

echo "== real-window test of the installed Linux binary"
if APP_BIN=$root/usr/bin/$exe scripts/e2e.sh; then
	passed=$((passed + 1))
else
	failed=$((failed + 1))
	echo "FAIL  real-window test of the installed binary"
fi

echo "packages: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
