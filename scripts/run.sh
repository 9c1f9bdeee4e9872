#!/usr/bin/env bash
# Installs what building the app needs, then builds and starts it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build
source scripts/build.env
exec go run -tags "$APP_TAGS" . "$@"
