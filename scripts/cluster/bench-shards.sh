#!/usr/bin/env bash
# The sharding row of scripts/bench.sh: a 4K (3840×2160), 10 s, 60 fps clip of the 500-dot grid
# (scenes/gallery/dot-grid.swift-dsl at 1920×1080 points, scale 2) rendered
#   1. on one machine (one process, the usual render),
#   2. as 4 lossless shards run two at a time (this machine has 2 cores: a 2-node cluster in small),
#   3. merged into one MP4 (the only serial step: decode the parts, encode once),
#   4. for scale, ffmpeg encoding the same frames once from raw BGRA (as scripts/bench.sh's
#      ffmpeg_encode: libx264 medium, CRF 20, the settings of animrender's default quality).
# Wall time, CPU time and peak memory (GNU time's maximum resident set size) of each step. The
# target (issue 14): the merge stays under the time of encoding the clip once, so a cluster's wall
# time is about render/nodes + one encode.
#   usage: scripts/cluster/bench-shards.sh [BIN_DIR]   (default: the scripts/build.sh build)
#          SECONDS_OF_CLIP=2 scripts/cluster/bench-shards.sh   (a shorter clip, for a loaded machine)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${1:-$(bash "$root/scripts/build.sh" --show-bin-path)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
scene=$root/scenes/gallery/dot-grid.swift-dsl
seconds=${SECONDS_OF_CLIP:-10}
opts=(--size 1920x1080 --scale 2 --fps 60 --duration "$seconds" --quiet)
timed() {  # timed NAME command…: GNU time's wall seconds, peak RSS (kB) and CPU seconds into $tmp/NAME
  /usr/bin/time -f '%e %M %U %S' -o "$tmp/$1" "${@:2}"
}
cpu() { awk '{ s += $3 + $4 } END { print s }' "$@"; }

timed single "$bin/animrender" render "$scene" "${opts[@]}" --out "$tmp/single.mp4"
read -r single_wall single_rss _ <"$tmp/single"

t0=$(date +%s.%N)
for pair in "1 2" "3 4"; do
  for k in $pair; do
    timed "shard$k" "$bin/animrender" render "$scene" "${opts[@]}" --shard "$k/4" --out "$tmp/parts/" &
  done
  wait
done
t1=$(date +%s.%N)
shards_wall=$(awk "BEGIN{print $t1 - $t0}")
shards_rss=$(cat "$tmp"/shard? | awk '{ if ($2 > m) m = $2 } END { print m }')
parts_mb=$(du -sm "$tmp/parts" | cut -f1)

timed merge "$bin/animrender" merge "$tmp/parts/" --out "$tmp/merged.mp4" --quiet
read -r merge_wall merge_rss _ <"$tmp/merge"

# The same frames as raw BGRA (decoded from the parts, outside the timing) for ffmpeg to encode.
for part in "$tmp"/parts/shard-*.mkv; do
  ffmpeg -loglevel error -i "$part" -f rawvideo -pix_fmt bgra -
done >"$tmp/frames.bgra"
timed encode ffmpeg -loglevel error -y -f rawvideo -pix_fmt bgra -s 3840x2160 -r 60 -i "$tmp/frames.bgra" \
  -c:v libx264 -preset medium -crf 20 -pix_fmt yuv420p -movflags +faststart "$tmp/ref.mp4"
read -r encode_wall encode_rss _ <"$tmp/encode"
rm -f "$tmp/frames.bgra"

echo
# CPU seconds too: on a shared machine they vary less than wall time.
printf '%-38s %9s %9s %9s\n' "4K $seconds s 60 fps, 500 dots" wall cpu peakRSS
printf '%-38s %8.2fs %8.2fs %7dMB\n' "1 machine (render + encode)" "$single_wall" "$(cpu "$tmp/single")" $((single_rss / 1024))
printf '%-38s %8.2fs %8.2fs %7dMB\n' "4 shards, 2 at a time ($parts_mb MB parts)" "$shards_wall" "$(cpu "$tmp"/shard?)" $((shards_rss / 1024))
printf '%-38s %8.2fs %8.2fs %7dMB\n' "merge (decode parts, encode once)" "$merge_wall" "$(cpu "$tmp/merge")" $((merge_rss / 1024))
printf '%-38s %8.2fs %8.2fs %7dMB\n' "ffmpeg encoding the same frames once" "$encode_wall" "$(cpu "$tmp/encode")" $((encode_rss / 1024))
ratio() { awk "BEGIN{printf \"%.2f\", $1 / $2}"; }
printf 'merge / encode once: %s wall, %s cpu (target < 1 wall)\n' "$(ratio "$merge_wall" "$encode_wall")" \
  "$(ratio "$(cpu "$tmp/merge")" "$(cpu "$tmp/encode")")"
printf 'merge / single render: %s wall, %s cpu\n' "$(ratio "$merge_wall" "$single_wall")" \
  "$(ratio "$(cpu "$tmp/merge")" "$(cpu "$tmp/single")")"
