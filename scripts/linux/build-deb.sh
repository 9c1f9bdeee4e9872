#!/usr/bin/env bash
# Builds the Debian package from the release binary and the desktop entry
# the packager wrote: the program in /usr/bin, the entry under the app ID,
# icons in the hicolor theme (PNG from 16 to 512 px, and the SVG), the
# AppStream metadata software centres read, and the copyright and changelog
# Debian asks for. Depends is computed from the binary: the libraries it
# links, by dpkg-shlibdeps, and those GLFW opens while starting (found by
# their names in the binary and by dpkg -S).
#
#   scripts/linux/build-deb.sh BINARY DESKTOP-ENTRY OUTPUT.deb
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/appinfo.sh
bin=$1 entry=$2 out=$3
umask 022

maintainer="Snowflake ID Generator developers <developers@snowflakeid.io>"
metainfo=scripts/linux/$APP_ID.metainfo.xml
# The newest release in the metadata is this one; its date dates the changelog.
release_date=$(sed -n "s/.*<release version=\"$APP_VERSION\" date=\"\([0-9-]*\)\".*/\1/p" "$metainfo")
if [[ -z $release_date ]]; then
	echo "build-deb.sh: $metainfo has no release $APP_VERSION" >&2
	exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/debian/$APP_EXE # where dpkg-shlibdeps expects a package's files
doc=$root/usr/share/doc/$APP_EXE

install -Dm755 "$bin" "$root/usr/bin/$APP_EXE"
mkdir -p "$root/usr/share/applications"
# The icon theme looks icons up by name: the app ID, as the entry's own name.
# Turkish desktops show the app's Turkish name in their menus.
{
	sed -e "s/^Icon=.*/Icon=$APP_ID/" -e "s/^Exec=.*/Exec=$APP_EXE/" "$entry"
	echo "Name[tr]=Snowflake Kimlik Oluşturucu"
	echo "GenericName[tr]=Kimlik oluşturucu"
	echo "Comment[tr]=Twitter biçimindeki Snowflake kimliklerini oluşturun, kopyalayın ve açıklayın"
} >"$root/usr/share/applications/$APP_ID.desktop"
chmod 644 "$root/usr/share/applications/$APP_ID.desktop"
for size in 16 22 24 32 48 64 128 256 512; do
	dir=$root/usr/share/icons/hicolor/${size}x$size/apps
	mkdir -p "$dir"
	rsvg-convert -w "$size" -h "$size" -o "$dir/$APP_ID.png" assets/icon.svg
	chmod 644 "$dir/$APP_ID.png"
done
install -Dm644 assets/icon.svg "$root/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
install -Dm644 "$metainfo" "$root/usr/share/metainfo/$APP_ID.metainfo.xml"
install -Dm644 scripts/linux/copyright "$doc/copyright"
# The terminal commands' manual page and bash completion.
mkdir -p "$root/usr/share/man/man1"
gzip -9n <scripts/linux/$APP_EXE.1 >"$root/usr/share/man/man1/$APP_EXE.1.gz"
chmod 644 "$root/usr/share/man/man1/$APP_EXE.1.gz"
install -Dm644 scripts/linux/$APP_EXE.bash-completion "$root/usr/share/bash-completion/completions/$APP_EXE"
cat >"$work/changelog" <<CHANGELOG
$APP_EXE ($APP_VERSION) unstable; urgency=medium

  * Release $APP_VERSION; what changed is in the AppStream metadata and README.

 -- $maintainer  $(LC_ALL=C date -u -R -d "$release_date")
CHANGELOG
gzip -9n <"$work/changelog" >"$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"

# dpkg-shlibdeps needs a source package's control file (a minimal one in the
# scratch folder is enough) and finds the package's root by its DEBIAN folder.
mkdir -p "$root/DEBIAN"
printf 'Source: %s\n\nPackage: %s\nArchitecture: amd64\n' "$APP_EXE" "$APP_EXE" >"$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O "debian/$APP_EXE/usr/bin/$APP_EXE" | sed -n 's/^shlibs:Depends=//p')
if [[ -z $depends ]]; then
	echo "build-deb.sh: dpkg-shlibdeps found no libraries" >&2
	exit 1
fi
# GLFW loads the X11 and Wayland client libraries with dlopen, which
# dpkg-shlibdeps cannot see: without them the window cannot open. Their
# names are in the binary; the GL alternatives it may also try (GLES,
# OSMesa, Vulkan) are not needed for Fyne's desktop OpenGL and are left out.
for so in $(strings "$bin" | grep -E '^lib(X[A-Za-z0-9-]*|xkbcommon|wayland-[a-z]+|EGL|GLX)\.so\.[0-9]+$' | sort -u); do
	pkg=$(dpkg -S "*/$so" 2>/dev/null | awk -F: 'NR == 1 {print $1}')
	if [[ -z $pkg ]]; then
		echo "build-deb.sh: no installed package holds $so, which the program opens" >&2
		exit 1
	fi
	[[ ", $depends, " == *", $pkg,"* || ", $depends, " == *", $pkg "* ]] || depends+=", $pkg"
done

cat >"$root/DEBIAN/control" <<CONTROL
Package: $APP_EXE
Version: $APP_VERSION
Architecture: amd64
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: devel
Priority: optional
Homepage: https://snowflakeid.io/
Description: build, take apart and explain Snowflake IDs
 A desktop app for Twitter-format Snowflake IDs: 64-bit numbers made of a
 timestamp in milliseconds, a datacenter ID, a machine ID and a sequence.
 Type the parts and the ID appears; paste an ID and the parts appear; flip
 any of its 64 bits in a coloured grid. Copies the ID and its time in every
 common form, and issues fresh unique IDs, one or a million at a time.
CONTROL
dpkg-deb --build --root-owner-group -Zxz "$root" "$out" >/dev/null
echo "built $out"
