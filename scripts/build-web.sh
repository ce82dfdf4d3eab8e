#!/usr/bin/env bash
# Builds the web app with Trunk (release): the main page (index.html: the
# picker and backups) into DIST, then the pages made from it: each game's
# own page (play-<game>.html, src/bin/play-<game>.rs: that game alone), its
# host page (host-<game>.html, src/bin/host-<game>.rs: the same with
# hosting, which a table with a seat at another device opens), each game's
# guest page (guest-<game>.html, src/bin/guest-<game>.rs: that game's
# guest screen alone) and lab.html (the whole app with the lab and the replay
# viewer, src/bin/keep-lab-page.rs). index.html sends a game's screen or
# share link, an invitation link, or a lab or replay link, there before its
# own wasm loads; guest.html, where older
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
# Every page's wasm in one cargo run first, so that cargo links them side
# by side (one core each); each page's Trunk build below then finds its
# binary built and only binds and shrinks it, two pages at a time. (Named
# with --bin and no -p, as Trunk names them, so that cargo resolves the
# same features: with -p it would build every binary a second time.)
GAMES=(card-keeper star-crew keep-n-swap keep)
BINS=(--bin keep-table --bin keep-lab-page)
for game in "${GAMES[@]}"; do BINS+=(--bin "play-$game" --bin "host-$game" --bin "guest-$game"); done
cargo build --profile wasm-release --target wasm32-unknown-unknown "${BINS[@]}" --locked
trunk build --release --offline ${ARGS[@]+"${ARGS[@]}"} --dist "$DIST"
# Each other page: made from index.html with its own binary, built beside
# it, and added to DIST with its own script and wasm; the rest (style,
# worker, icons) is the main page's, the same files.
#   play-<game>.html   src/bin/play-<game>.rs    that game's own page, which the picker opens
#   host-<game>.html   src/bin/host-<game>.rs    the same with hosting, which a remote seat opens
#   guest-<game>.html  src/bin/guest-<game>.rs   that game's invitation links' page
#   lab.html           src/bin/keep-lab-page.rs  the lab and the replay viewer
PAGES=("keep-lab-page lab.html")
for game in "${GAMES[@]}"; do
  PAGES+=("play-$game play-$game.html" "host-$game host-$game.html" "guest-$game guest-$game.html")
done
trap 'for p in "${PAGES[@]}"; do rm -f "${p#* }"; done' EXIT
# A page's first paint: the header and one line saying what is coming,
# not the picker (which is the main page's).
first_paint() {
  perl -0pi -e 's{<div id="boot" class="app">.*?\n      </main>\n    </div>}{<div id="boot" class="app">\n      <header class="app-header"><h1 class="app-title"><button class="link-button">Keep Table</button></h1><p class="tagline">Playtest Card Keeper and its sibling games, against bots or pass-and-play.</p></header>\n      <main><section class="table-missing" role="status"><p>'"$2"'</p></section></main>\n    </div>}s' "$1"
  grep -q "$2" "$1" || { echo "build-web.sh: $1 kept the picker's first paint" >&2; return 1; }
}
build_page() {
  local BIN="${1% *}" PAGE="${1#* }"
  local PAGE_DIST="target/dist-$BIN"
  sed "s/data-bin=\"keep-table\"/data-bin=\"$BIN\"/" index.html > "$PAGE"
  trunk build "$PAGE" --release --offline ${ARGS[@]+"${ARGS[@]}"} --dist "$PAGE_DIST" >"target/build-$BIN.log" 2>&1 \
    || { cat "target/build-$BIN.log" >&2; echo "build-web.sh: $PAGE failed" >&2; return 1; }
  # Trunk writes the page as index.html.
  cp "$PAGE_DIST/index.html" "$DIST/$PAGE"
  # The main page's picker script is the main page's alone.
  sed -i 's#<script src="picker.js"></script>##' "$DIST/$PAGE"
  for f in "$PAGE_DIST/$BIN"-*; do cp "$f" "$DIST/"; done
  case "$PAGE" in
    guest-*) first_paint "$DIST/$PAGE" "Joining the table&#8230;" ;;
    # A game's page: its name and line from the picker, in one paragraph
    # larger than any block of its setup screen, so that the setup the app
    # draws over it is no later largest paint (Lighthouse's LCP).
    play-* | host-*)
      local entry name line
      entry=$(grep -o "play-${BIN#*-}\.html#[^\"]*\"><span class=\"game-name\">[^<]*</span><span class=\"game-line\">[^<]*" index.html)
      name=$(sed 's/.*"game-name">\([^<]*\)<.*/\1/' <<<"$entry")
      line=$(sed 's/.*"game-line">//' <<<"$entry")
      [ -n "$name" ] && [ -n "$line" ] || { echo "build-web.sh: no picker entry for $PAGE in index.html" >&2; return 1; }
      first_paint "$DIST/$PAGE" "Opening the game&#8230; <strong>$name<\/strong>: $line Your saved game, your setup as you typed it and your notes come back as you left them." ;;
  esac || return 1
  echo "$PAGE: $(ls "$PAGE_DIST" | grep -c "^$BIN-") files added to $DIST"
}
running=0
failed=0
for p in "${PAGES[@]}"; do
  if [ $running -ge 2 ]; then wait -n || failed=1; running=$((running - 1)); fi
  build_page "$p" &
  running=$((running + 1))
done
while [ $running -gt 0 ]; do wait -n || failed=1; running=$((running - 1)); done
[ $failed -eq 0 ] || { echo "build-web.sh: a page failed to build" >&2; exit 1; }
# The main page runs no wasm until a tap needs it (public/picker.js: backups,
# a kept game's report or replay): Trunk's loader becomes a function the
# picker calls.
node - "$DIST/index.html" <<'JS'
const fs = require("fs");
const file = process.argv[2];
const html = fs.readFileSync(file, "utf8");
const loader = /<script type="module">\s*import init, \* as bindings from '([^']*keep-table-[0-9a-f]+\.js)';\s*const wasm = await init\(\{ module_or_path: '([^']*keep-table-[0-9a-f]+_bg\.wasm)' \}\);[\s\S]*?<\/script>/;
const m = html.match(loader);
if (!m) { console.error("build-web.sh: the main page's loader was not found"); process.exit(1); }
const lazy = `<script>
  // The main page's app, loaded only when a tap needs it (public/picker.js).
  window.keepTableApp = function () {
    return import("${m[1]}").then(function (m) {
      return m.default({ module_or_path: "${m[2]}" }).then(function (wasm) {
        window.wasmBindings = m;
        dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm: wasm } }));
      });
    });
  };
</script>`;
fs.writeFileSync(file, html.replace(loader, lazy));
JS
cp "$DIST/index.html" "$DIST/guest.html"
# Every page names its files relative to itself; nothing else may name the
# placeholder.
# The generated lists' markers (scripts/gen-lists.py) are the sources', not the pages'.
for page in "$DIST"/*.html; do sed -i -e "s#$BASE#./#g" -e "/<!-- gen-lists: /d" "$page"; done
# What "Keep every game for offline" downloads (gzipped, as Pages serves
# it): every page the service worker can keep and every file they name.
node - "$DIST" <<'JS'
const fs = require("fs");
const zlib = require("zlib");
const dist = process.argv[2];
const games = ["card-keeper", "star-crew", "keep-n-swap", "keep"];
const pages = ["index.html", "lab.html", ...games.flatMap((g) => [`play-${g}.html`, `host-${g}.html`])];
const files = new Set(pages);
for (const p of pages) {
  const html = fs.readFileSync(`${dist}/${p}`, "utf8");
  for (const m of html.matchAll(/["']\.?\/?([^"'\/]+\.(?:wasm|js|css|svg|png|webmanifest))["']/g)) {
    if (fs.existsSync(`${dist}/${m[1]}`) && m[1] !== "sw.js") files.add(m[1]);
  }
}
let bytes = 0;
for (const f of files) bytes += zlib.gzipSync(fs.readFileSync(`${dist}/${f}`), { level: 9 }).length;
const index = `${dist}/index.html`;
fs.writeFileSync(index, fs.readFileSync(index, "utf8").replace('data-bytes="0"', `data-bytes="${bytes}"`));
console.log(`keep every game for offline: ${bytes} bytes gzipped, ${files.size} files`);
JS
if grep -rl "$BASE" "$DIST" >/dev/null; then
  echo "build-web.sh: the placeholder public URL is left in: $(grep -rl "$BASE" "$DIST")" >&2
  exit 1
fi
