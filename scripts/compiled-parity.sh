#!/usr/bin/env bash
# Checks every scene against its recorded `inspect`: does it compile, and does `inspect` at 0, 0.5, 1
# and 2 s print what Tests/EndToEndTests/Expected/<scene path>.jsonl holds? Those files were recorded
# once from the interpreter (the deleted `.swift-dsl` front end), see docs/compiled-scenes.md.
#   usage: scripts/compiled-parity.sh [--record] [SCENE...]
#          (default: scenes/*.swift-dsl and scenes/gallery/*.swift-dsl)
#   --record   write each scene's current output as its reference (after a change meant to alter what
#              scenes show; review the diff). Without it nothing is written.
#   env:   ANIMRENDER  the binary (default .build-fast, .build-dev, then .build: debug/animrender)
# Prints one line per scene — `compiles  same  scene  [first error]`, `same` being `-` for a scene
# without a reference — then `N of M compile, K of R with a reference match it`.
# A scene that compiles but fails to run (a crash, a missing runtime feature) counts as compiling.
# Exit status 0 when every scene compiles and matches its reference, 1 otherwise, 2 on usage errors.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
record=0
if [ "${1:-}" = "--record" ]; then record=1; shift; fi
bin=${ANIMRENDER:-}
if [ -z "$bin" ]; then
  for candidate in "$root/.build-fast/debug/animrender" "$root/.build-dev/debug/animrender" "$root/.build/debug/animrender"; do
    [ -x "$candidate" ] && { bin=$candidate; break; }
  done
fi
[ -x "${bin:-}" ] || { echo "compiled-parity: no animrender binary; build it (scripts/build.sh) or set ANIMRENDER" >&2; exit 2; }
times=0,0.5,1,2
if [ $# -gt 0 ]; then scenes=("$@"); else scenes=("$root"/scenes/*.swift-dsl "$root"/scenes/gallery/*.swift-dsl); fi

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
total=0 compiled=0 referenced=0 identical=0
printf '%-9s %-5s %s\n' compiles same scene
for scene in "${scenes[@]}"; do
  total=$((total + 1))
  absolute=$(cd "$(dirname "$scene")" && pwd)/$(basename "$scene")
  name=${absolute#"$root"/}
  expected="$root/Tests/EndToEndTests/Expected/${name%.swift-dsl}.jsonl"
  "$bin" inspect "$scene" --at "$times" >"$tmp/c.out" 2>"$tmp/c.err"; cs=$?
  # The first diagnostic at a place (`file:line:col: error:`), else the first error line.
  first=$(grep -m1 -E ':[0-9]+:[0-9]+: error:' "$tmp/c.err" || grep -m1 -E 'error:' "$tmp/c.err" || true)
  # swiftc's diagnostics and the pre-pass's name the scene (`file:line:col: error:`); anything else
  # (`error: scene code crashed`, a runtime error) happened after the scene compiled.
  if [ $cs -eq 0 ] || { [ -n "$first" ] && [[ $first == error:* ]] && [[ $first != *"command failed"* ]]; }; then
    ok=yes; compiled=$((compiled + 1))
  else
    ok=no
  fi
  if [ $record -eq 1 ] && [ $cs -eq 0 ]; then
    mkdir -p "$(dirname "$expected")" && cp "$tmp/c.out" "$expected"
  fi
  if [ ! -f "$expected" ]; then
    same="-"
  else
    referenced=$((referenced + 1))
    if [ $cs -eq 0 ] && cmp -s "$tmp/c.out" "$expected"; then same=yes; identical=$((identical + 1)); else same=no; fi
  fi
  printf '%-9s %-5s %s%s\n' "$ok" "$same" "$name" "${first:+  ${first#"$scene":}}"
done
echo "$compiled of $total compile, $identical of $referenced with a reference match it"
[ $compiled -eq $total ] && [ $identical -eq $referenced ]
