#!/usr/bin/env bash
# How small the web app's download could get by splitting it: the gzipped
# download (as `bench-web.mjs --only size` counts it) of release builds of
# HEAD's main page (the lab and the replay viewer are on a page of their
# own, lab.html) with every game and with one game only (the one line in
# src/games/mod.rs), and of a minimal Leptos 0.8 app
# (a button, a keyed list, a <Show>) built with the same profile and flags:
# the floor the framework sets. Nothing is asserted; it prints a table.
#
# Usage: scripts/size-floor.sh   (16 minutes the first time: its own target dir)
# Needs what `trunk build --release --offline` needs (scripts/setup.sh).
# Builds in a scratch copy of HEAD (git archive) with its own target dir
# (target/size-floor), so the working tree and its build are untouched.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
export CARGO_TARGET_DIR="$ROOT/target/size-floor"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

size() { node "$ROOT/scripts/bench-web.mjs" --only size --dist "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["download_gzipped_bytes"]["total"])'; }

build() { # build DIR NAME: trunk build of the copy in DIR into $WORK/dist-NAME
  (cd "$1" && trunk build --release --offline --dist "$WORK/dist-$2" >"$WORK/log-$2" 2>&1) ||
    { tail -30 "$WORK/log-$2"; echo "size-floor: the build '$2' failed" >&2; exit 1; }
  printf '%-40s %9s bytes\n' "$2" "$(size "$WORK/dist-$2")"
}

replace() { # replace FILE PATTERN REPLACEMENT: one regex edit (. matches newlines) that must match
  python3 - "$@" <<'EOF'
import re, sys
path, pattern, replacement = sys.argv[1:]
s = open(path).read()
t = re.sub(pattern, replacement, s, flags=re.S)
if t == s:
    sys.exit(f"size-floor: {path} no longer matches {pattern[:60]!r}; update scripts/size-floor.sh")
open(path, "w").write(t)
EOF
}

only_game() { # only_game DIR MODULE::TYPE: the app of DIR with that game alone
  replace "$1/src/games/mod.rs" 'games!\[.*?\];' "games![\n    $2,\n];"
}

copy() { # copy NAME: a fresh copy of HEAD in $WORK/NAME
  mkdir -p "$WORK/$1"
  git -C "$ROOT" archive HEAD | tar -x -C "$WORK/$1"
  echo "$WORK/$1"
}

echo "gzipped download of HEAD ($(git -C "$ROOT" rev-parse --short HEAD)), by what is built in"
GAMES=(card_keeper::CardKeeper star_crew::StarCrew keep_n_swap::KeepNSwap keep::Keep)
d=$(copy all); build "$d" "all four games"
for g in "${GAMES[@]}"; do
  d=$(copy "${g%%::*}"); only_game "$d" "$g"; build "$d" "${g%%::*} alone"
done

# The framework's floor: a minimal Leptos app, same Cargo.lock, profile,
# `erase_components` and wasm-opt level as the app.
m="$WORK/leptos-min"
mkdir -p "$m/src" "$m/.cargo"
cp "$ROOT/Cargo.lock" "$ROOT/Trunk.toml" "$m/"
cp "$ROOT/.cargo/config.toml" "$m/.cargo/"
cat >"$m/Cargo.toml" <<'EOF'
[package]
name = "leptos-min"
version = "0.1.0"
edition = "2021"

[dependencies]
leptos = { version = "0.8", features = ["csr"] }

[profile.release]
opt-level = "z"
lto = true
codegen-units = 1
panic = "abort"
EOF
cat >"$m/src/main.rs" <<'EOF'
use leptos::prelude::*;

#[component]
fn App() -> impl IntoView {
    let count = RwSignal::new(0);
    let items = RwSignal::new(vec![1u64, 2, 3]);
    view! {
        <main>
            <button on:click=move |_| count.update(|c| *c += 1)>{move || count.get()}</button>
            <ul><For each=move || items.get() key=|k| *k let:k><li>{k}</li></For></ul>
            <Show when=move || count.get() % 2 == 0><p>"even"</p></Show>
        </main>
    }
}

fn main() {
    mount_to_body(App);
}
EOF
echo '<!DOCTYPE html><html><head><link data-trunk rel="rust" data-wasm-opt="z" /></head><body></body></html>' >"$m/index.html"
CARGO_TARGET_DIR="$CARGO_TARGET_DIR-min" build "$m" "minimal Leptos 0.8 app"
