#!/usr/bin/env bash
# Fingerprints of `keeper simulate --json` for every game: the md5 of each
# report with its timing fields (seconds, games_per_second) removed, then of
# all of them together. A change that must not change behaviour leaves every
# line the same. Usage: scripts/fingerprint.sh [GAMES]   (default 3000 games)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
GAMES="${1:-3000}"
cargo build --release --locked --bin keeper >/dev/null 2>&1
KEEPER="$ROOT/target/release/keeper"
SETTINGS=(
  "--players 4 --bots random"
  "--players 2 --bots basic,random"
  "--players 6 --bots random,basic --V2 burn_pile --V3 draw"
  "--players 3 --bots basic --V1 random"
  "--game star-crew --players 4 --bots basic,random"
  "--game star-crew --players 2 --bots random"
  "--game keep-n-swap --bots basic,random"
  "--game keep --players 4 --bots basic"
  "--game keep --players 3 --bots random,basic"
)
strip='import json,sys
def clean(v):
    if isinstance(v, dict):
        return {k: clean(x) for k, x in v.items() if k not in ("seconds", "games_per_second")}
    if isinstance(v, list):
        return [clean(x) for x in v]
    return v
print(json.dumps(clean(json.load(sys.stdin)), indent=1))'
all=""
for s in "${SETTINGS[@]}"; do
  # shellcheck disable=SC2086
  sum=$("$KEEPER" simulate $s --games "$GAMES" --seed 7 --threads 2 --json | python3 -c "$strip" | md5sum | cut -d' ' -f1)
  printf '%s  %s\n' "$sum" "$s"
  all="$all$sum"
done
printf '%s  all\n' "$(printf '%s' "$all" | md5sum | cut -d' ' -f1)"
