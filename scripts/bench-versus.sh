#!/usr/bin/env bash
# Click figures of two builds in one run, alternating game by game so that
# whatever else the machine does weighs on both alike:
#   scripts/bench-versus.sh BEFORE_DIST AFTER_DIST [ROUNDS] [OUT_DIR]
# For each game and round, one whole game of BEFORE then one of AFTER
# (`bench-web.mjs --only clicks --game G --games 1`, CPU slowed 4×). Every
# click of each run goes to OUT_DIR (default target/versus); then the
# figures of both sides, per game: median and p95 of a click's work, of a
# card selection's, and the DOM changes per click.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BEFORE="$1"; AFTER="$2"; ROUNDS="${3:-2}"; OUT="${4:-$ROOT/target/versus}"
mkdir -p "$OUT"
for game in ${VERSUS_GAMES:-card-keeper star-crew keep-n-swap keep}; do
  for round in $(seq 1 "$ROUNDS"); do
    for side in before after; do
      dist="$BEFORE"; [ "$side" = after ] && dist="$AFTER"
      BENCH_RAW="$OUT/$game.$side.$round.json" node "$ROOT/scripts/bench-web.mjs" --only clicks \
        --game "$game" --games 1 --dist "$dist" >/dev/null 2>&1
      echo "$game $side $round done"
    done
  done
done
node --input-type=module - "$OUT" <<'JS'
import { readdirSync, readFileSync } from "node:fs";
const dir = process.argv[2];
const q = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] : NaN; };
const r = (x) => Math.round(x * 10) / 10;
const by = {};
for (const f of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const [game, side] = f.split(".");
  ((by[game] ||= {})[side] ||= []).push(...JSON.parse(readFileSync(`${dir}/${f}`)));
}
console.log("| game | build | clicks | work median / p95 ms | card selection median / p95 ms | DOM changes median / p95 |");
console.log("|---|---|---|---|---|---|");
for (const [game, sides] of Object.entries(by)) for (const side of ["before", "after"]) {
  const cs = sides[side] || [];
  const w = cs.map((c) => c.work), sel = cs.filter((c) => c.id === "card").map((c) => c.work), ch = cs.map((c) => c.changes);
  console.log(`| ${game} | ${side} | ${cs.length} | ${r(q(w, 0.5))} / ${r(q(w, 0.95))} | ${r(q(sel, 0.5))} / ${r(q(sel, 0.95))} (${sel.length}) | ${q(ch, 0.5)} / ${q(ch, 0.95)} |`);
}
JS
