#!/usr/bin/env bash
# Starts a real Nostr relay (PyPI's nostr-relay, which checks every
# event's signature) on 127.0.0.1:PORT, with its own empty store under
# target/nostr-relay-PORT, for the networked tests (playwright.net.config.mjs
# starts two, inside the tests' network namespace). scripts/setup.sh --test
# installs it in target/nostr-relay-venv.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PORT="${1:?usage: nostr-relay.sh PORT}"
VENV="${NOSTR_RELAY_VENV:-$ROOT/target/nostr-relay-venv}"
DIR="$ROOT/target/nostr-relay-$PORT"
rm -rf "$DIR" && mkdir -p "$DIR"
SRC="$("$VENV/bin/python" -c 'import nostr_relay, os; print(os.path.join(os.path.dirname(nostr_relay.__file__), "config.yaml"))')"
sed -e "s#sqlite+aiosqlite:///nostr.sqlite3#sqlite+aiosqlite:///$DIR/store.sqlite3#" \
    -e "s#127.0.0.1:6969#127.0.0.1:$PORT#" -e "s#port: 6969#port: $PORT#" \
    -e "s#ws://localhost:6969#ws://localhost:$PORT#" -e "s#ws://127.0.0.1:6969#ws://127.0.0.1:$PORT#" \
    "$SRC" > "$DIR/config.yaml"
grep -q "127.0.0.1:$PORT" "$DIR/config.yaml"
grep -q "nostr_relay.validators.is_signed" "$DIR/config.yaml"
cd "$DIR"
exec "$VENV/bin/nostr-relay" -c "$DIR/config.yaml" serve
