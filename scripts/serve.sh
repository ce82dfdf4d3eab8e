#!/usr/bin/env bash
# Installs whatever is missing, builds the app (the main page, the guest
# page an invitation link opens and the lab page: scripts/build-web.sh) and
# serves dist/ at
# http://127.0.0.1:8080 (PORT to change it). For a quick loop on the main
# page alone, with reloads on every change: `trunk serve --offline`.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/setup.sh"
cd "$ROOT"
scripts/build-web.sh
PORT="${PORT:-8080}" exec node tests/e2e/serve.mjs
