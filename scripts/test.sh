#!/usr/bin/env bash
# Installs whatever is missing, then runs every check of Keep Table and ends
# with one summary line per stage. Exits non-zero if anything failed.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/setup.sh" --test || { echo "setup failed"; exit 1; }
set +e
cd "$ROOT"
export CHROMEDRIVER=/usr/bin/chromedriver

declare -a NAMES=() RESULTS=() TIMES=()
stage() {
  local name="$1"; shift
  printf '\n==== %s\n' "$name"
  local t0=$SECONDS
  "$@"
  local rc=$?
  NAMES+=("$name"); TIMES+=($((SECONDS - t0)))
  if [ $rc -eq 0 ]; then RESULTS+=("ok"); else RESULTS+=("FAILED (exit $rc)"); fi
  return $rc
}

# The download budget (bytes, gzipped) of everything the main page loads
# (its picker, with no wasm until backups or a kept game's report are asked
# for); README "Latest figures" says where it stands, docs/MEASUREMENTS.md
# how it came to be.
SIZE_BUDGET=21000
# The same for each game's own page (play-<game>.html), from the picker's
# link to a playable table against bots.
PLAY_BUDGET=459000
# The same for each game's host page (host-<game>.html), which a table with
# a seat played from another device opens.
HOST_BUDGET=578500
# The same for each game's guest page (guest-<game>.html), from an
# invitation link to the guest's table.
GUEST_BUDGET=370500
# What a visitor pays on a first visit, counted at a test server of its own
# (tests/e2e/firstvisit.spec.mjs: every response's gzipped bytes, the service
# worker's requests included): from the app's address to a playable table
# against bots and 30 s more (every game); from an invitation to the
# guest's table and 30 s more; a second visit to a game already opened.
FIRST_VISIT_BUDGET=472500
GUEST_VISIT_BUDGET=360000
SECOND_VISIT_BUDGET=15000

summary() {
  echo
  echo "==== summary"
  local failed=0
  for i in "${!NAMES[@]}"; do
    printf '%-40s %-18s %4ss\n' "${NAMES[$i]}" "${RESULTS[$i]}" "${TIMES[$i]}"
    [ "${RESULTS[$i]}" = "ok" ] || failed=$((failed + 1))
  done
  echo "stages: $(( ${#NAMES[@]} - failed )) passed, $failed failed"
  [ $failed -eq 0 ]
}

# The inner loop (`scripts/test.sh --quick [revision]`): format, layers and
# glyphs; clippy and the native tests of the packages the change touches
# (scripts/changed-packages.py: the work tree against HEAD, else the last
# commit, or against the revision given) and of every package depending on
# them; one whole game end-to-end on the pages already built (built again
# only when dist/ is missing: `scripts/build-web.sh` after a change to the
# app). Not a substitute for the whole run before a change lands.
if [ "${1:-}" = "--quick" ]; then
  mapfile -t PKGS < <(python3 scripts/changed-packages.py ${2:+"$2"})
  echo "packages the change touches: ${PKGS[*]:-none}"
  PFLAGS=(); for p in "${PKGS[@]}"; do PFLAGS+=(-p "$p"); done
  stage "cargo fmt --check" cargo fmt --all --check
  stage "app layers (check-layers.py)" python3 scripts/check-layers.py
  stage "the lists of games made from games.txt (gen-lists.py --check)" python3 scripts/gen-lists.py --check
  stage "every glyph has a font (check-glyphs.py)" python3 scripts/check-glyphs.py
  if [ ${#PKGS[@]} -gt 0 ]; then
    stage "clippy (native, the packages touched)" cargo clippy "${PFLAGS[@]}" --all-targets --locked -- -D warnings
    if printf '%s\n' "${PKGS[@]}" | grep -qx keep-table; then
      stage "clippy (wasm app)" cargo clippy -p keep-table --target wasm32-unknown-unknown --all-targets --locked -- -D warnings
    fi
    stage "native tests (the packages touched)" cargo test "${PFLAGS[@]}" --locked
  fi
  [ -f dist/index.html ] || stage "release build (no dist/ yet)" scripts/build-web.sh
  if [ -n "$(find src style crates -newer dist/index.html -type f 2>/dev/null | head -1)" ]; then
    echo "note: the pages in dist/ are older than the sources; the smoke game plays the old pages"
  fi
  stage "one whole game end-to-end (smoke)" npx playwright test tests/e2e/game.spec.mjs -g "2-player game against bots plays to the end"
  summary
  exit $?
fi

stage "cargo fmt --check" cargo fmt --all --check
stage "rustfmt reaches every .rs file (check-fmt-reach.py)" python3 scripts/check-fmt-reach.py
stage "app layers (check-layers.py)" python3 scripts/check-layers.py
stage "the lists of games made from games.txt (gen-lists.py --check)" python3 scripts/gen-lists.py --check
stage "every glyph has a font (check-glyphs.py)" python3 scripts/check-glyphs.py
stage "clippy (native, all targets)" cargo clippy --workspace --all-targets --locked -- -D warnings
stage "clippy (wasm app)" cargo clippy -p keep-table --target wasm32-unknown-unknown --all-targets --locked -- -D warnings
stage "native tests (every crate)" cargo test --workspace --locked
stage "nostr-tools opens what keep-net seals (tests/interop)" node tests/interop/nostr-tools.mjs
# gen-lists: begin scenarios (from games.txt)
stage "Card Keeper scenarios via keeper check" cargo run --release --locked --bin keeper -- check --game card-keeper tests/scenarios/card-keeper/*.json
stage "Star Crew scenarios via keeper check" cargo run --release --locked --bin keeper -- check --game star-crew tests/scenarios/star-crew/*.json
stage "Keep'n Swap scenarios via keeper check" cargo run --release --locked --bin keeper -- check --game keep-n-swap tests/scenarios/keep-n-swap/*.json
stage "Keep scenarios via keeper check" cargo run --release --locked --bin keeper -- check --game keep tests/scenarios/keep/*.json
# gen-lists: end
stage "wasm tests in headless Chromium" cargo test -p keep-table --target wasm32-unknown-unknown --locked --test web
stage "release build, main, game, guest, lab pages (build-web.sh)" scripts/build-web.sh
stage "download sizes within their budgets" node scripts/bench-web.mjs --only size --budget "$SIZE_BUDGET" --play-budget "$PLAY_BUDGET" --host-budget "$HOST_BUDGET" --guest-budget "$GUEST_BUDGET"
stage "Playwright end-to-end (Chromium)" env FIRST_VISIT_BUDGET="$FIRST_VISIT_BUDGET" GUEST_VISIT_BUDGET="$GUEST_VISIT_BUDGET" SECOND_VISIT_BUDGET="$SECOND_VISIT_BUDGET" npx playwright test
stage "Playwright several devices (netns, WebRTC)" scripts/net-test.sh

summary
