#!/usr/bin/env bash
# Contact sheet of many scenes: one still of each (its last frame by default), fitted into a labelled
# 240 px square, tiled into one PNG with ffmpeg's tile filter. For README's gallery pictures.
#   usage: scripts/contact-sheet.sh [--at last|mid|SECONDS] [--columns N] [--bin PATH] OUT.png SCENE...
#   e.g.   scripts/contact-sheet.sh scripts/gallery/language-sheet.png scenes/gallery/{swift,model,time}-*.swift-dsl
# The binary is the debug build (.build/debug/animrender) unless --bin names another.
set -euo pipefail
cd "$(dirname "$0")/.."
at=last columns=8 bin=.build/debug/animrender
while [ $# -gt 0 ]; do
  case "$1" in
    --at) at=$2; shift 2 ;;
    --columns) columns=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    -h|--help) sed -n '2,6p' "$0"; exit 0 ;;
    *) break ;;
  esac
done
[ $# -ge 2 ] || { echo "usage: scripts/contact-sheet.sh [--at last|mid|SECONDS] [--columns N] [--bin PATH] OUT.png SCENE..." >&2; exit 2; }
out=$1; shift
[ -x "$bin" ] || { echo "contact-sheet: no animrender binary at $bin (swift build --product animrender)" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "contact-sheet: ffmpeg is needed (apt-get install ffmpeg)" >&2; exit 1; }
font=$(fc-match -f '%{file}' 'Inter:style=Medium' 2>/dev/null || true)
[ -f "$font" ] || font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=0
for scene in "$@"; do
  name=$(basename "$scene" .swift-dsl)
  # The scene's last frame time: the last line of an inspection at 10 fps (cheap, no drawing).
  last=$("$bin" inspect "$scene" --every-frame --fps 10 | tail -1 | sed -n 's/^{"time":\([0-9.e+-]*\),.*/\1/p')
  [ -n "$last" ] || { echo "contact-sheet: $scene did not inspect" >&2; exit 1; }
  case "$at" in
    last) t=$last ;;
    mid) t=$(awk "BEGIN{print $last / 2}") ;;
    *) t=$at ;;
  esac
  still="$tmp/still.png"
  "$bin" render "$scene" --at "$t" --out "$still" --quiet
  # Fit into 240 × 212 on a light grey card and write the name (and time) under it.
  label="$name  ($(printf '%.2g' "$t") s)"
  ffmpeg -loglevel error -y -i "$still" -vf "scale=232:204:force_original_aspect_ratio=decrease,\
pad=240:240:(ow-iw)/2:4+(204-ih)/2:color=0xe8e8ec,\
drawtext=fontfile=$font:text='${label//:/\\:}':fontsize=11:fontcolor=0x333333:x=(w-tw)/2:y=218" \
    "$tmp/tile-$(printf '%03d' "$n").png"
  n=$((n + 1))
done
[ "$n" -lt "$columns" ] && columns=$n
rows=$(( (n + columns - 1) / columns ))
ffmpeg -loglevel error -y -framerate 1 -i "$tmp/tile-%03d.png" \
  -vf "tile=${columns}x${rows}:padding=4:margin=4:color=0xffffff" -frames:v 1 -pix_fmt rgb24 "$out"
echo "contact-sheet: $n scenes -> $out ($(du -k "$out" | cut -f1) KB)"
