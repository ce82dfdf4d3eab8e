#!/usr/bin/env bash
# Builds the web app with Trunk (release): the main page (index.html) into
# DIST, then the guest page: the same page made from index.html with the wasm
# of src/bin/keep-guest.rs (the app and every game's guest page, which only
# an invitation link needs), built beside it and added to DIST as
# guest.html with its own script and wasm. index.html sends an invitation
# link there before its own wasm loads.
# Usage: scripts/build-web.sh [--dist DIR] [other `trunk build` options]
#        (default DIR: dist; `--release --offline` are always given)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
DIST=dist
ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --dist) DIST="$2"; shift 2 ;;
    *) ARGS+=("$1"); shift ;;
  esac
done
trunk build --release --offline ${ARGS[@]+"${ARGS[@]}"} --dist "$DIST"
GUEST_DIST="target/dist-guest"
trap 'rm -f guest.html' EXIT
sed 's/data-bin="keep-table"/data-bin="keep-guest"/' index.html > guest.html
trunk build guest.html --release --offline ${ARGS[@]+"${ARGS[@]}"} --dist "$GUEST_DIST"
# The guest page's own files (its page, which Trunk writes as index.html,
# script and wasm); the rest (style, worker, icons) is the main page's, the
# same files.
cp "$GUEST_DIST/index.html" "$DIST/guest.html"
for f in "$GUEST_DIST"/keep-guest-*; do cp "$f" "$DIST/"; done
echo "guest page: $(ls "$DIST" | grep -c '^keep-guest-') files and guest.html added to $DIST"
