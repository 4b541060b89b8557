#!/usr/bin/env bash
# Rendering benchmark (not a test), built like everything else by scripts/build.sh.
#
# Demo rows: the demo scene (the seed's keyframe tracks) rendered to H.264 preset medium / CRF 20
# through the pipeline (RenderBench), then ffmpeg timed encoding the very same frames from raw BGRA with
# the same settings: both wall times, their ratio, and animrender's peak memory.
#
# Many-views rows: scenes/gallery/dot-grid.swift-dsl with 250, 500, 1000 and 2000 pulsing dots (rows × 25
# columns, edited into a temporary copy), 1080×1080, 60 fps, 2 s, rendered by the animrender binary
# itself from the compile cache (wall time and peak RSS of the process: load, evaluate, rasterize, encode) against ffmpeg
# encoding the same frames (raw BGRA dumped by RenderBench from the same scene); then evaluation alone
# (display lists of every frame, no rasterizing or encoding) and how it grows from 250 to 500 views; last,
# what a render costs besides its frames (a 3-frame render of 500 views); last, mostly still scenes
# (still_rows).
# Targets (issue 20): 500 views within 1.2× of ffmpeg, 1000 within 1.4×, 2000 listed, evaluation
# 500/250 ≤ 2.1× (issue 9's were 1.5×, 2× and 2.4×).
#
# Scene rows (scene_row): one gallery scene each, 1080×1080, 60 fps, 2 s, by the animrender binary against
# ffmpeg encoding the same frames, as above. Target: within 1.5× of ffmpeg.
#   time-orbit-field: a TimelineView(.animation) placing 100 dots from context.date every frame (issue 10);
#   draw-confetti-canvas: 200 pieces drawn by a Canvas renderer every frame (issue 11);
#   fx-bench-material: three material panels blurring drifting blobs (issue 11);
#   fx-bench-card-flip: a 520 × 740 card turning in perspective (issue 11);
#   ui-symbol-wall: 100 symbols from the icon font with symbol effects; glyphs decoded once (issue 12).
#   usage: scripts/bench.sh [quick|scenes|views|still]   (quick: the 1080p 2 s demo cases, the many-views
#                                             rows and the scene rows; scenes: only the scene rows; views: only
#                                             the many-views rows; still: only the mostly still scenes)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
command -v ffmpeg >/dev/null || { echo "bench: installing ffmpeg (reference encoder)" >&2; apt-get install -y -qq ffmpeg >/dev/null; }
bin=$(bash scripts/build.sh --show-bin-path)
bash scripts/build.sh --product RenderBench 2>&1 | tail -1
bash scripts/build.sh --product animrender 2>&1 | tail -1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Seconds ffmpeg takes to encode raw BGRA frames of side $1 from $2 with the benchmark's x264 settings.
ffmpeg_encode() {
  local t0 t1
  t0=$(date +%s.%N)
  ffmpeg -loglevel error -y -f rawvideo -pix_fmt bgra -s "${1}x${1}" -r 60 -i "$2" \
    -c:v libx264 -preset medium -crf 20 -pix_fmt yuv420p -movflags +faststart "$tmp/ref.mp4"
  t1=$(date +%s.%N)
  awk "BEGIN{print $t1 - $t0}"
}
field() { sed -n "s/^$1=//p" <<<"$2"; }

# A scene rendered by the CLI at 1080×1080, 60 fps, 2 s against ffmpeg encoding its frames: one table row.
# measure_scene SCENE: sets wall and rss (kB) of the CLI as users run it (/usr/bin/time: the whole
# process) and ref, ffmpeg's time encoding the same frames (dumped raw by RenderBench); each side is
# the fastest of three runs, as single runs on this 2-core machine scatter by ±5–10 %.
# The rows measure the runtime, the scene's compiled code, the rasterizer and the encoder: the scene is
# compiled first (an inspect at 0, untimed) so the timed render finds it in the compile cache and swiftc's
# own time stays out of the row (it is scripts/bench-compiled.sh's). The wall time includes the worker
# process the CLI starts. RenderBench loads the same cached library in process.
measure_scene() {
  local w r
  "$bin/animrender" inspect "$1" --at 0 >/dev/null
  "$bin/RenderBench" --scene "$1" --size 1080 --fps 60 --duration 2 --raw --out "$tmp/frames.bgra" >/dev/null
  wall=999 ref=999
  # The two sides take turns, so a slow spell slows both rather than one.
  for _ in 1 2 3; do
    /usr/bin/time -f '%e %M' -o "$tmp/time" "$bin/animrender" render "$1" --size 1080x1080 --fps 60 --duration 2 \
      --crf 20 --preset medium --out "$tmp/a.mp4" --quiet
    read -r w r <"$tmp/time"
    if awk "BEGIN{exit !($w < $wall)}"; then wall=$w; rss=$r; fi
    w=$(ffmpeg_encode 1080 "$tmp/frames.bgra")
    ref=$(awk "BEGIN{print ($w < $ref) ? $w : $ref}")
  done
  rm -f "$tmp/frames.bgra"
}

scene_row() {
  local label=$1 scene=$2 target=$3
  measure_scene "$scene"
  printf '%-20s %7s %9.2fs %9.2fs %6.2f %6sMB %7s\n' "$label" 120 "$wall" "$ref" "$(awk "BEGIN{print $wall / $ref}")" "$((rss / 1024))" "$target"
}

scene_rows() {
  printf '%-20s %7s %10s %10s %6s %8s %7s\n' scene frames animrender ffmpeg ratio peakRSS target
  scene_row "100 orbiting" scenes/gallery/time-orbit-field.swift-dsl 1.5
  scene_row "200 particles" scenes/gallery/draw-confetti-canvas.swift-dsl 1.5
  scene_row "material panels" scenes/gallery/fx-bench-material.swift-dsl 1.5
  scene_row "3D card flip" scenes/gallery/fx-bench-card-flip.swift-dsl 1.5
  scene_row "100 symbols" scenes/gallery/ui-symbol-wall.swift-dsl 1.5
}
if [ "${1:-}" = scenes ]; then scene_rows; exit 0; fi

# The many-views rows. Evaluation alone is short (about 0.1 s for 250 views) and this 2-core machine's
# timings drift by ±10 % from one moment to the next, so each evaluation is the fastest of seven runs,
# the sizes taking turns (a slow spell then slows every size, not one), and all of them run before the
# render rows (measured right after a row, which writes 560 MB of raw frames and encodes them, the
# 500-view evaluation was up to 15 % slower than on its own).
views_rows() {
  declare -A evaluate frames
  for views in 250 500 1000 2000; do
    rows=$((views / 25))
    scene="$tmp/dot-grid-$views.swift-dsl"
    sed -e "s/var rows = [0-9]*/var rows = $rows/" -e "s/var columns = [0-9]*/var columns = 25/" scenes/gallery/dot-grid.swift-dsl >"$scene"
    grep -q "var rows = $rows\$" "$scene" || { echo "bench: could not set rows in dot-grid.swift-dsl" >&2; exit 1; }
    "$bin/animrender" inspect "$scene" --at 0 >/dev/null
    evaluate[$views]=99
  done
  for _ in 1 2 3 4 5 6 7; do
    for views in 250 500 1000 2000; do
      evaluated=$("$bin/RenderBench" --scene "$tmp/dot-grid-$views.swift-dsl" --size 1080 --fps 60 --duration 2 --evaluate-only)
      evaluate[$views]=$(awk "BEGIN{w = $(field wall "$evaluated"); print (w < ${evaluate[$views]}) ? w : ${evaluate[$views]}}")
      frames[$views]=$(field frames "$evaluated")
    done
  done
  printf '%-6s %7s %10s %10s %6s %8s %7s %10s\n' views frames animrender ffmpeg ratio peakRSS target evaluate
  for views in 250 500 1000 2000; do
    measure_scene "$tmp/dot-grid-$views.swift-dsl"
    target=-; [ "$views" = 500 ] && target=1.2; [ "$views" = 1000 ] && target=1.4
    printf '%-6s %7s %9.2fs %9.2fs %6.2f %6sMB %7s %9.3fs\n' "$views" "${frames[$views]}" "$wall" "$ref" \
      "$(awk "BEGIN{print $wall / $ref}")" "$((rss / 1024))" "$target" "${evaluate[$views]}"
  done
  printf 'evaluation 500/250 views: %.2f (target <= 2.1)\n' "$(awk "BEGIN{print ${evaluate[500]} / ${evaluate[250]}}")"
  counted_growth
  # What every render pays before and after its frames: both processes' starts, the scene's load, the
  # first frame (all 500 views resolved), the encoder's start and end: a 3-frame render, fastest of five.
  local start=99 t0 t1
  for _ in 1 2 3 4 5; do
    t0=$(date +%s.%N)
    "$bin/animrender" render "$tmp/dot-grid-500.swift-dsl" --size 1080x1080 --fps 60 --duration 0.05 --out "$tmp/start.mp4" --quiet
    t1=$(date +%s.%N)
    start=$(awk "BEGIN{w = $t1 - $t0; print (w < $start) ? w : $start}")
  done
  printf 'a 3-frame render of 500 views (start, first frame, end): %.3fs\n' "$start"
  still_rows
}

# The evaluation's growth from 250 to 500 views in counts that do not drift with the machine: cachegrind's
# instructions and last-level misses, with a 512 KB last level (this machine's second-level cache per
# core), of the frames after the third (a 2 s evaluation less a 3-frame one), per view per frame. The
# wall-time ratio above is these instructions plus what the misses cost on the machine at the time.
# Skipped without valgrind, which is a diagnostic here, not a dependency.
counted_growth() {
  command -v valgrind >/dev/null || { echo "evaluation counts: skipped (valgrind is not installed)"; return; }
  # valgrind cannot read the debug build's DWARF: a copy without it (told where the SwiftUI module is).
  strip -g -o "$tmp/RenderBench" "$bin/RenderBench"
  local views d
  declare -A ir misses
  for views in 250 500; do
    for d in 2 0.05; do
      ANIMRENDER_SWIFTUI_MODULES="$bin/Modules" valgrind --tool=cachegrind --cache-sim=yes --LL=524288,8,64 --cachegrind-out-file=/dev/null --log-file="$tmp/cg.log" \
        "$tmp/RenderBench" --scene "$tmp/dot-grid-$views.swift-dsl" --size 1080 --fps 60 --duration "$d" --evaluate-only >/dev/null
      ir[$views-$d]=$(sed -n 's/.*I *refs: *//p' "$tmp/cg.log" | tr -d ,)
      misses[$views-$d]=$(sed -n 's/.*LLd misses: *\([0-9,]*\).*/\1/p' "$tmp/cg.log" | tr -d ,)
    done
  done
  for views in 250 500; do
    printf 'evaluation counts, %s views: %.0f instructions and %.1f last-level misses per view per frame\n' "$views" \
      "$(awk "BEGIN{print (${ir[$views-2]} - ${ir[$views-0.05]}) / 117 / $views}")" \
      "$(awk "BEGIN{print (${misses[$views-2]} - ${misses[$views-0.05]}) / 117 / $views}")"
  done
  printf 'evaluation counts 500/250: instructions %.2f, last-level misses %.2f\n' \
    "$(awk "BEGIN{print (${ir[500-2]} - ${ir[500-0.05]}) / (${ir[250-2]} - ${ir[250-0.05]})}")" \
    "$(awk "BEGIN{print (${misses[500-2]} - ${misses[500-0.05]}) / (${misses[250-2]} - ${misses[250-0.05]})}")"
}

# Frames drawn in parts (issue 20, "a frame costs what changed"): scenes where a few views move among
# many still ones. Evaluation alone of 300 s (18,000 frames) less that of the first 3 frames, per later
# frame, fastest of five each: what a frame costs once the scene is resolved and only animations run
# (a long clip, so the machine's drift of ±10 ms is under a microsecond a frame).
still_rows() {
  local scene label d w
  printf '%-34s %14s %14s\n' "mostly still scene" "first 3 frames" "later frame"
  for scene in ui-contribution-graph ui-inbox-syncing; do
    declare -A best=([0.05]=99 [300]=99)
    for _ in 1 2 3 4 5; do
      for d in 0.05 300; do
        w=$(field wall "$("$bin/RenderBench" --scene "scenes/gallery/$scene.swift-dsl" --size 1080 --fps 60 --duration "$d" --evaluate-only)")
        best[$d]=$(awk "BEGIN{print ($w < ${best[$d]}) ? $w : ${best[$d]}}")
      done
    done
    printf '%-34s %13.3fs %12.1fµs\n' "$scene" "${best[0.05]}" "$(awk "BEGIN{print (${best[300]} - ${best[0.05]}) / 17997 * 1e6}")"
  done
}
if [ "${1:-}" = views ]; then views_rows; exit 0; fi
if [ "${1:-}" = still ]; then still_rows; exit 0; fi

cases=("rectangle 1080 2" "emoji 1080 2")
[ "${1:-}" = quick ] || cases+=("rectangle 1080 10" "emoji 2160 2")
printf '%-10s %5s %4s %7s %10s %10s %6s %8s\n' subject size dur frames animrender ffmpeg ratio peakRSS
for c in "${cases[@]}"; do
  read -r subject size dur <<<"$c"
  out=$("$bin/RenderBench" --subject "$subject" --size "$size" --duration "$dur" --fps 60 --out "$tmp/a.mp4")
  wall=$(field wall "$out"); frames=$(field frames "$out"); rss=$(field peak_rss_mb "$out")
  "$bin/RenderBench" --subject "$subject" --size "$size" --duration "$dur" --fps 60 --raw --out "$tmp/frames.bgra" >/dev/null
  ref=$(ffmpeg_encode "$size" "$tmp/frames.bgra")
  printf '%-10s %5s %4s %7s %9.2fs %9.2fs %6.2f %6sMB\n' "$subject" "$size" "$dur" "$frames" "$wall" "$ref" "$(awk "BEGIN{print $wall / $ref}")" "$rss"
  rm -f "$tmp/frames.bgra"
done

echo
views_rows

echo
scene_rows
# Sharding row (issue 14): 4K 10 s as 1 shard vs 4 shards two at a time + merge; not in quick runs.
[ "${1:-}" = quick ] || bash scripts/cluster/bench-shards.sh "$bin"

# Compiled front end rows (issue 24): type-check, first and cached stills per scene (scripts/bench-compiled.sh).
[ "${1:-}" = scenes ] || bash scripts/bench-compiled.sh
