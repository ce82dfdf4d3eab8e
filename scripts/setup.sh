#!/usr/bin/env bash
# Installs whatever is missing to build (and, with --test, to test) Keep Table
# on a fresh Debian machine with rustup and Node 20. Skips what is there.
# Sourced by scripts/serve.sh and scripts/test.sh.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
TRUNK_VERSION="0.21.14"
WANT_TEST="${1:-}"

say() { printf '\n== %s\n' "$*"; }

# Chromium and its driver, from Debian (a tool's own browser download fails here).
if [ "$WANT_TEST" = "--test" ]; then
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    say "installing chromium and chromium-driver (apt)"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
fi

# Rust: the wasm target and the components the checks use.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for c in rustfmt clippy; do
  rustup component list --installed | grep -q "^$c" || rustup component add "$c"
done

# Trunk 0.21.14 (0.22 needs a newer rustc; --locked avoids a cssparser that does not compile).
if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (a few minutes)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# wasm-bindgen CLI at exactly the version in Cargo.lock (without --locked: a locked dependency is gone).
WBG_VERSION="$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/version = |"/,""); print; exit}' "$ROOT/Cargo.lock")"
if ! wasm-bindgen --version 2>/dev/null | grep -q "$WBG_VERSION"; then
  say "installing wasm-bindgen-cli $WBG_VERSION"
  cargo install wasm-bindgen-cli --version "$WBG_VERSION"
fi

# The signalling server the networked tests start (and a group may run to
# play through a room), and iproute2 for the tests' network namespace.
if [ "$WANT_TEST" = "--test" ]; then
  if ! cargo install --list | grep -q "^matchbox_server v0.15.0"; then
    say "installing matchbox_server 0.15.0 (about 1.5 minutes)"
    cargo install matchbox_server --version 0.15.0 --locked
  fi
  # A real Nostr relay for the relay tests (PyPI's nostr-relay, which
  # checks every event's signature), in a venv of its own.
  if [ ! -x "$ROOT/target/nostr-relay-venv/bin/nostr-relay" ]; then
    say "installing nostr-relay 1.14 (PyPI, a venv in target/)"
    if ! python3 -m venv "$ROOT/target/nostr-relay-venv" 2>/dev/null; then
      SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
      $SUDO apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
      python3 -m venv "$ROOT/target/nostr-relay-venv"
    fi
    "$ROOT/target/nostr-relay-venv/bin/pip" install -q nostr-relay==1.14
  fi
  # coturn, the TURN server the relay tests start in their namespace.
  if ! command -v turnserver >/dev/null; then
    say "installing coturn (apt)"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq coturn >/dev/null
  fi
  if ! command -v ip >/dev/null; then
    say "installing iproute2 (apt)"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq iproute2 >/dev/null
  fi
fi

# npm packages from the committed lock file: Playwright, axe-core, nostr-tools (an independent
# reader of sealed records) and binaryen's wasm-opt 132
# (Debian's wasm-opt 108 corrupts current Rust output, so node_modules/.bin comes first on PATH).
if [ ! -f "$ROOT/node_modules/.package-lock.json" ] || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
  say "installing npm packages (npm ci)"
  (cd "$ROOT" && npm ci --no-audit --no-fund)
fi
if ! wasm-opt --version 2>/dev/null | grep -q "version 132"; then
  echo "wasm-opt 132 was not found on PATH (expected node_modules/.bin/wasm-opt from npm's binaryen)" >&2
  exit 1
fi
