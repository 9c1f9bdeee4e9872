# Sourced by the scripts that package and check the app: reads the
# [Details] of FyneApp.toml once and sets APP_NAME, APP_ID, APP_VERSION and
# APP_BUILD, and APP_EXE, the name of the binary (the Go module's).
while IFS='=' read -r key value; do
	key=${key//[[:space:]]/}
	value=${value#"${value%%[![:space:]]*}"} # trim, then unquote
	value=${value%"${value##*[![:space:]]}"}
	value=${value#\"}
	value=${value%\"}
	case $key in
	Name) APP_NAME=$value ;;
	ID) APP_ID=$value ;;
	Version) APP_VERSION=$value ;;
	Build) APP_BUILD=$value ;;
	esac
done < <(sed -n '/^\[Details\]/,/^\[[A-Za-z]/p' FyneApp.toml)
APP_EXE=$(basename "$(go list -m)")
if [[ -z ${APP_NAME:-} || -z ${APP_ID:-} || -z ${APP_VERSION:-} || -z ${APP_BUILD:-} ]]; then
	echo "appinfo.sh: FyneApp.toml lacks Name, ID, Version or Build under [Details]" >&2
	exit 1
fi
