#!/usr/bin/env bash
# The compiled front end's benchmark (not a test): per scene, swiftc's type-check time of the generated
# source, the first render of a still with the compiler (empty cache: pre-pass, swiftc, load, render) and
# the second (cached: no compiler). Wall seconds of the whole process.
# Targets (issue "Compile scenes with the Swift compiler"): a 200-line scene's first still ≤ 4 s, cached ≤ 0.5 s.
# Last row: `test --previews` of a folder of 50 previews (10 files) in one variant (dark), once the
# folder is compiled and its goldens recorded; issue 21's target is ≤ 60 s on the 2-core machine.
#   usage: scripts/bench-compiled.sh [SCENE...]   (default: the 200-line dashboard and the seed scenes)
#          scripts/bench-compiled.sh --previews    (only the previews row)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh --product animrender 2>&1 | tail -1
bin=$(bash scripts/build.sh --show-bin-path)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CACHE_HOME="$tmp/cache"
previews_only=no
if [ "${1:-}" = --previews ]; then previews_only=yes; shift; fi
if [ $# -gt 0 ]; then scenes=("$@"); else scenes=(scenes/gallery/app-fitness-dashboard.swift-dsl scenes/*.swift-dsl); fi

# Wall seconds of a command, or "fail".
timed() {
  if /usr/bin/time -f %e -o "$tmp/t" "$@" >/dev/null 2>"$tmp/err"; then cat "$tmp/t"; else echo fail; fi
}

# The first compile on a machine also builds Clang's module cache for Foundation and Glibc: its own row.
printf 'Scene(width: 10, height: 10) { Color.red }\n' >"$tmp/warm.swift-dsl"
echo "first compile on this machine (empty module cache): $(timed "$bin/animrender" "$tmp/warm.swift-dsl" --out "$tmp/w.png" --at 0 --quiet) s"
[ "$previews_only" = yes ] && scenes=()
[ ${#scenes[@]} -gt 0 ] && printf '%-46s %5s %10s %8s %8s\n' scene lines typecheck first cached
for scene in "${scenes[@]}"; do
  lines=$(wc -l <"$scene")
  rm -rf "$XDG_CACHE_HOME/animrender"/scene-*   # keep the Clang module cache: a machine has it after its first scene
  first=$(timed "$bin/animrender" "$scene" --out "$tmp/c.png" --at 0.5 --quiet)
  cached=$(timed "$bin/animrender" "$scene" --out "$tmp/c.png" --at 0.5 --quiet)
  typecheck=fail
  generated=$(ls "$XDG_CACHE_HOME"/animrender/scene-*.swift 2>/dev/null | head -1 || true)
  if [ -n "$generated" ]; then
    # Twice: the first also fills Clang's module cache for these flags (swiftc's own compile used others).
    timed swiftc -typecheck -parse-as-library -swift-version 5 -I "$bin/Modules" \
      -module-cache-path "$XDG_CACHE_HOME/animrender/module-cache" "$generated" >/dev/null
    typecheck=$(timed swiftc -typecheck -parse-as-library -swift-version 5 -I "$bin/Modules" \
      -module-cache-path "$XDG_CACHE_HOME/animrender/module-cache" "$generated")
  fi
  printf '%-46s %5s %9ss %7ss %7ss\n' "${scene#scenes/}" "$lines" "$typecheck" "$first" "$cached"
done

# Preview hot reload (issue target ≤ 3 s): `animrender preview` of the 200-line dashboard; each save
# changes a comment (a new text: swiftc runs), and the time is from the write to the new generation's
# frame served over HTTP (pre-pass, swiftc, a new worker loading the scene, the frame rendered).
hot="$tmp/hot.swift-dsl"
cp scenes/gallery/app-fitness-dashboard.swift-dsl "$hot"
"$bin/animrender" preview "$hot" --port 0 >"$tmp/preview.out" 2>"$tmp/preview.err" &
server=$!
for _ in $(seq 300); do grep -q http "$tmp/preview.out" 2>/dev/null && break; sleep 0.1; done
url=$(grep -o 'http://[0-9.:]*/' "$tmp/preview.out" || true)
times=()
if [ -n "$url" ]; then
  generation() { curl -s "${url}api/scene" | grep -o '"generation":[0-9]*' | cut -d: -f2; }
  for i in 1 2 3 4; do
    before=$(generation)
    start=$(date +%s.%N)
    printf '\n// save %s %s\n' "$i" "$start" >>"$hot"
    for _ in $(seq 3000); do [ "$(generation)" = "$before" ] || break; sleep 0.02; done
    curl -s -o /dev/null "${url}api/frame?t=1"
    times+=("$(echo "$(date +%s.%N) - $start" | bc | xargs printf '%.2f')")
  done
fi
kill -INT "$server"; wait "$server" || true
echo "preview hot reload, save to new frame (app-fitness-dashboard, ${#times[@]} saves): ${times[*]:-fail} s"

# 50 previews: 10 files of a card that springs open on appear, 5 previews each; default times (start,
# middle, last frame), so 150 frames are checked.
mkdir -p "$tmp/app"
for f in $(seq 1 10); do
  {
    printf 'import SwiftUI\n\nstruct Card%d: View {\n  let n: Int\n  @State private var open = false\n' "$f"
    printf '  var body: some View {\n    VStack(spacing: 8) {\n      Text("Card %d.\\(n)").font(.headline)\n' "$f"
    printf '      RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.2 + Double(n) * 0.15))\n'
    printf '        .frame(width: open ? 160 : 80, height: 60)\n    }\n    .padding()\n'
    printf '    .onAppear { withAnimation(.spring(duration: 0.6)) { open = true } }\n  }\n}\n\n'
    # Preview names are unique across the folder.
    for p in 1 2 3 4 5; do printf '#Preview("Card %d.%d", traits: .fixedLayout(width: 240, height: 160)) { Card%d(n: %d) }\n' "$f" "$p" "$f" "$p"; done
  } >"$tmp/app/Card$f.swift"
done
# The first run compiles the folder and records the goldens (it exits 1, as recording does).
/usr/bin/time -f %e -o "$tmp/t" "$bin/animrender" test --previews "$tmp/app" --golden "$tmp/goldens" --color-scheme dark --quiet --record all >/dev/null 2>"$tmp/err" || true
grep -q '0 failed, 150 recorded' "$tmp/err" || { cat "$tmp/err"; exit 1; }
first=$(tail -1 "$tmp/t")
cores=$(nproc)
for jobs in 1 "$cores"; do
  load=$(cut -d' ' -f1 /proc/loadavg)
  # Wall seconds, and the CPU seconds (user + system, workers included) an idle machine would spread over its cores.
  if /usr/bin/time -f '%e %U %S' -o "$tmp/t" "$bin/animrender" test --previews "$tmp/app" --golden "$tmp/goldens" --color-scheme dark --quiet --record never --jobs "$jobs" >/dev/null 2>"$tmp/err"; then
    read -r wall user sys <"$tmp/t"
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }')
  else wall=fail; cpu=fail; fi
  echo "test --previews: 50 previews x 1 variant (dark), 150 frames, cached library, --jobs $jobs: $wall s wall, $cpu s CPU (first run with compile and recording: $first s; load average before: $load)"
done
