#!/usr/bin/env bash
# Builds the web app with Trunk (release): the main page (index.html) into
# DIST, then two pages made from it, each the whole app with what only some
# visitors need: guest.html (every game's guest page, src/bin/keep-guest.rs)
# and lab.html (the lab and the replay viewer, src/bin/keep-lab-page.rs).
# index.html sends an invitation link, or a lab or replay link, there before
# its own wasm loads.
# The pages name their files relative to themselves (./main-….css), so one
# build serves / and any sub-path (GitHub Pages' /<repo>/): Trunk is given a
# placeholder public URL, which is then replaced by ./ in every page. (Trunk's
# own relative public URL repeats path segments after 0.19: TOOLCHAIN.md.)
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
    --public-url) echo "build-web.sh: the pages serve any path; --public-url is not needed" >&2; exit 2 ;;
    *) ARGS+=("$1"); shift ;;
  esac
done
BASE=/__keep_table_base__/
ARGS+=(--public-url "$BASE")
trunk build --release --offline ${ARGS[@]+"${ARGS[@]}"} --dist "$DIST"
# Each other page: made from index.html with its own binary, built beside
# it, and added to DIST with its own script and wasm; the rest (style,
# worker, icons) is the main page's, the same files.
#   guest.html  src/bin/keep-guest.rs     an invitation link's page
#   lab.html    src/bin/keep-lab-page.rs  the lab and the replay viewer
PAGES=("keep-guest guest.html" "keep-lab-page lab.html")
trap 'for p in "${PAGES[@]}"; do rm -f "${p#* }"; done' EXIT
for p in "${PAGES[@]}"; do
  BIN="${p% *}"
  PAGE="${p#* }"
  PAGE_DIST="target/dist-$BIN"
  sed "s/data-bin=\"keep-table\"/data-bin=\"$BIN\"/" index.html > "$PAGE"
  trunk build "$PAGE" --release --offline ${ARGS[@]+"${ARGS[@]}"} --dist "$PAGE_DIST"
  # Trunk writes the page as index.html.
  cp "$PAGE_DIST/index.html" "$DIST/$PAGE"
  for f in "$PAGE_DIST/$BIN"-*; do cp "$f" "$DIST/"; done
  echo "$PAGE: $(ls "$DIST" | grep -c "^$BIN-") files added to $DIST"
done
# Every page names its files relative to itself; nothing else may name the
# placeholder.
for page in "$DIST"/*.html; do sed -i "s#$BASE#./#g" "$page"; done
if grep -rl "$BASE" "$DIST" >/dev/null; then
  echo "build-web.sh: the placeholder public URL is left in: $(grep -rl "$BASE" "$DIST")" >&2
  exit 1
fi
