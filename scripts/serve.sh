#!/usr/bin/env bash
# Installs whatever is missing, then serves the app at http://127.0.0.1:8080.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/setup.sh"
cd "$ROOT"
exec trunk serve --offline --address 127.0.0.1 --port 8080 "$@"
