#!/usr/bin/env bash
# The compiled front end's benchmark (not a test): per scene, swiftc's type-check time of the generated
# source, the first render of a still with the compiler (empty cache: pre-pass, swiftc, load, render) and
# the second (cached: no compiler), against the interpreter's still. Wall seconds of the whole process.
# Targets (issue "Compile scenes with the Swift compiler"): a 200-line scene's first still ≤ 4 s, cached ≤ 0.5 s.
#   usage: scripts/bench-compiled.sh [SCENE...]   (default: the 200-line dashboard and the seed scenes)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh --product animrender 2>&1 | tail -1
bin=$(bash scripts/build.sh --show-bin-path)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CACHE_HOME="$tmp/cache"
if [ $# -gt 0 ]; then scenes=("$@"); else scenes=(scenes/gallery/app-fitness-dashboard.swift-dsl scenes/*.swift-dsl); fi

# Wall seconds of a command, or "fail".
timed() {
  if /usr/bin/time -f %e -o "$tmp/t" "$@" >/dev/null 2>"$tmp/err"; then cat "$tmp/t"; else echo fail; fi
}

# The first compile on a machine also builds Clang's module cache for Foundation and Glibc: its own row.
printf 'Scene(width: 10, height: 10) { Color.red }\n' >"$tmp/warm.swift-dsl"
echo "first compile on this machine (empty module cache): $(timed "$bin/animrender" "$tmp/warm.swift-dsl" --out "$tmp/w.png" --at 0 --front-end compiled --quiet) s"
printf '%-46s %5s %10s %8s %8s %8s\n' scene lines typecheck first cached interp
for scene in "${scenes[@]}"; do
  lines=$(wc -l <"$scene")
  rm -rf "$XDG_CACHE_HOME/animrender"/scene-*   # keep the Clang module cache: a machine has it after its first scene
  first=$(timed "$bin/animrender" "$scene" --out "$tmp/c.png" --at 0.5 --front-end compiled --quiet)
  cached=$(timed "$bin/animrender" "$scene" --out "$tmp/c.png" --at 0.5 --front-end compiled --quiet)
  interp=$(timed "$bin/animrender" "$scene" --out "$tmp/i.png" --at 0.5 --quiet --front-end interpreted)
  typecheck=fail
  generated=$(ls "$XDG_CACHE_HOME"/animrender/scene-*.swift 2>/dev/null | head -1 || true)
  if [ -n "$generated" ]; then
    # Twice: the first also fills Clang's module cache for these flags (swiftc's own compile used others).
    timed swiftc -typecheck -parse-as-library -swift-version 5 -I "$bin/Modules" \
      -module-cache-path "$XDG_CACHE_HOME/animrender/module-cache" "$generated" >/dev/null
    typecheck=$(timed swiftc -typecheck -parse-as-library -swift-version 5 -I "$bin/Modules" \
      -module-cache-path "$XDG_CACHE_HOME/animrender/module-cache" "$generated")
  fi
  printf '%-46s %5s %9ss %7ss %7ss %7ss\n' "${scene#scenes/}" "$lines" "$typecheck" "$first" "$cached" "$interp"
done
