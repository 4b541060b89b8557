#!/usr/bin/env bash
# Takes the README's screenshot of `animrender preview`: the page for SCENE with the playhead at TIME,
# drawn by headless Chromium (Debian's `chromium`, installed by `scripts/setup.sh test`).
#   usage: scripts/preview/screenshot.sh [SCENE] [TIME] [OUT.png]
# Uses the debug build (.build/debug/animrender); build it first with `swift build`.
set -euo pipefail
cd "$(dirname "$0")/../.."
scene=${1:-scenes/keyframe-reaction.swift-dsl}
time=${2:-0.9}
out=${3:-scripts/preview/preview-page.png}
binary=${ANIMRENDER:-.build/debug/animrender}
log=$(mktemp)
"$binary" preview "$scene" --port 0 >"$log" 2>&1 &
server=$!
trap 'kill -INT $server 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 50); do grep -q "http://" "$log" && break; sleep 0.1; done
url=$(grep -o 'http://[^ ]*' "$log" | head -1)
[ -n "$url" ] || { echo "screenshot: the preview did not start: $(cat "$log")" >&2; exit 1; }
# Virtual time lets the page fetch its frame, curves and inspect values before the shot.
timeout 60 chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,820 \
  --virtual-time-budget=8000 --screenshot="$out" "${url}#t=${time}" 2>/dev/null
echo "wrote $out"
