#!/usr/bin/env bash
# Prints how the packager (fyne package --release, scripts/package.sh)
# compiles the Linux program, as NAME=value lines to export: its Go flags
# (GOFLAGS: -trimpath and its tags) and its C compiler's flags (CGO_CFLAGS,
# CGO_LDFLAGS, which it works out from the compiler). A check run with
# them compiles the app's packages as the package's build will, so that
# the two share Go's build cache: Fyne's OpenGL binding alone takes about
# three minutes to compile cold.
#
# The packager is asked to build with a stand-in for go that writes down
# what it was given instead of building.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/build.env

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/fyne" fyne.io/tools/cmd/fyne

cat >"$work/go" <<'EOF'
#!/usr/bin/env bash
flags=()
while (($#)); do
	case $1 in
	-trimpath) flags+=(-trimpath) ;;
	-tags) flags+=("-tags=$2") && shift ;;
	esac
	shift
done
{
	echo "GOFLAGS=${flags[*]}"
	echo "CGO_CFLAGS=${CGO_CFLAGS:-}"
	echo "CGO_LDFLAGS=${CGO_LDFLAGS:-}"
} >"$PACKAGER_ENV_OUT"
EOF
chmod +x "$work/go"

PACKAGER_ENV_OUT=$work/env GO=$work/go "$work/fyne" build --release --tags "$APP_TAGS" -o "$work/app" >/dev/null
cat "$work/env"
