#!/usr/bin/env bash
# Rendering benchmark (not a test). For each case it renders the demo scene (the seed's keyframe
# tracks) to H.264 preset medium / CRF 20 through animrender's pipeline, then times ffmpeg encoding
# the very same frames from raw BGRA with the same settings, and prints both wall times, their
# ratio and animrender's peak memory.
#   usage: scripts/bench.sh [quick]   (quick: only the 1080p 2 s cases)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
command -v ffmpeg >/dev/null || { echo "bench: installing ffmpeg (reference encoder)" >&2; apt-get install -y -qq ffmpeg >/dev/null; }
swift build -c release --product RenderBench 2>&1 | tail -1
bin=.build/release/RenderBench
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cases=("rectangle 1080 2" "emoji 1080 2")
[ "${1:-}" = quick ] || cases+=("rectangle 1080 10" "emoji 2160 2")
printf '%-10s %5s %4s %7s %10s %10s %6s %8s\n' subject size dur frames animrender ffmpeg ratio peakRSS
for c in "${cases[@]}"; do
  read -r subject size dur <<<"$c"
  out=$($bin --subject "$subject" --size "$size" --duration "$dur" --fps 60 --out "$tmp/a.mp4")
  wall=$(sed -n 's/^wall=//p' <<<"$out"); frames=$(sed -n 's/^frames=//p' <<<"$out"); rss=$(sed -n 's/^peak_rss_mb=//p' <<<"$out")
  $bin --subject "$subject" --size "$size" --duration "$dur" --fps 60 --raw --out "$tmp/frames.bgra" >/dev/null
  t0=$(date +%s.%N)
  ffmpeg -loglevel error -y -f rawvideo -pix_fmt bgra -s "${size}x${size}" -r 60 -i "$tmp/frames.bgra" \
    -c:v libx264 -preset medium -crf 20 -pix_fmt yuv420p -movflags +faststart "$tmp/ref.mp4"
  t1=$(date +%s.%N)
  ref=$(awk "BEGIN{print $t1 - $t0}")
  ratio=$(awk "BEGIN{print $wall / $ref}")
  printf '%-10s %5s %4s %7s %9.2fs %9.2fs %6.2f %6sMB\n' "$subject" "$size" "$dur" "$frames" "$wall" "$ref" "$ratio" "$rss"
  rm -f "$tmp/frames.bgra"
done
