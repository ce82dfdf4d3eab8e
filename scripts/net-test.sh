#!/usr/bin/env bash
# Runs the networked end-to-end tests (playwright.net.config.mjs) in a network
# namespace of their own: loopback plus a veth pair whose only addresses are
# 10.200.0.1/.2, with a default route into it, so that Chromium's WebRTC finds
# a host candidate while nothing can leave the machine (../shared/TOOLCHAIN.md).
# Needs root (CI here runs as root; elsewhere, as on GitHub's runners, it asks
# sudo for the namespace and keeps PATH) and matchbox_server on PATH
# (scripts/setup.sh).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
AS_ROOT=""
[ "$(id -u)" -ne 0 ] && AS_ROOT="sudo --preserve-env=PATH,HOME,CHROMIUM,NET_FIGURES,NET_DEBUG"
exec $AS_ROOT unshare --net sh -c '
  set -e
  ip link set lo up
  ip link add v0 type veth peer name v1
  ip addr add 10.200.0.1/24 dev v0
  ip addr add 10.200.0.2/24 dev v1
  ip link set v0 up
  ip link set v1 up
  ip route add default via 10.200.0.2 dev v0
  exec npx playwright test -c playwright.net.config.mjs "$@"' sh "$@"
