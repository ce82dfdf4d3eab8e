#!/usr/bin/env bash
# Builds the web app with Trunk (release): the main page (index.html) into
# DIST, then the pages made from it: each game's guest page
# (guest-<game>.html, src/bin/guest-<game>.rs: that game's guest screen
# alone) and lab.html (the whole app with the lab and the replay viewer,
# src/bin/keep-lab-page.rs). index.html sends an invitation link, or a lab or
# replay link, there before its own wasm loads; guest.html, where older
# invitation links point, is a copy of index.html, which sends them on.
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
#   guest-<game>.html  src/bin/guest-<game>.rs   that game's invitation links' page
#   lab.html           src/bin/keep-lab-page.rs  the lab and the replay viewer
PAGES=("keep-lab-page lab.html")
for game in card-keeper star-crew keep-n-swap keep; do PAGES+=("guest-$game guest-$game.html"); done
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
  echo "$PAGE: $(ls "$PAGE_DIST" | grep -c "^$BIN-") files added to $DIST"
  # A guest page's first paint says it is joining, not the picker.
  case "$PAGE" in
    guest-*) perl -0pi -e 's{<div id="boot" class="app">.*?\n      </main>\n    </div>}{<div id="boot" class="app">\n      <header class="app-header"><h1 class="app-title"><button class="link-button">Keep Table</button></h1><p class="tagline">Playtest Card Keeper and its sibling games, against bots or pass-and-play.</p></header>\n      <main><section class="table-missing" role="status"><p>Joining the table&#8230;</p></section></main>\n    </div>}s' "$DIST/$PAGE"
      grep -q "Joining the table" "$DIST/$PAGE" || { echo "build-web.sh: $PAGE kept the picker's first paint" >&2; exit 1; } ;;
  esac
done
cp "$DIST/index.html" "$DIST/guest.html"
# Every page names its files relative to itself; nothing else may name the
# placeholder.
for page in "$DIST"/*.html; do sed -i "s#$BASE#./#g" "$page"; done
if grep -rl "$BASE" "$DIST" >/dev/null; then
  echo "build-web.sh: the placeholder public URL is left in: $(grep -rl "$BASE" "$DIST")" >&2
  exit 1
fi
