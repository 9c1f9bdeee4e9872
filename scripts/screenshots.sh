#!/usr/bin/env bash
# Renews the screenshots in docs/ from the real app, through the real-window test.
set -euo pipefail
cd "$(dirname "$0")/.."
SHOTS_DIR=docs scripts/e2e.sh
