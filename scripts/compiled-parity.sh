#!/usr/bin/env bash
# The compiled front end's progress meter: for each scene, does it compile, and is its `inspect`
# output the interpreter's?
#   usage: scripts/compiled-parity.sh [SCENE...]   (default: scenes/*.swift-dsl and scenes/gallery/*.swift-dsl)
#   env:   ANIMRENDER  the binary (default .build-dev/debug/animrender, then .build/debug/animrender)
#          TIMES       the inspect times (default 0,0.5,1,2)
# Prints one line per scene — `compiles  same  scene  [first error]` — and `N of M compile, K identical`.
# A scene that compiles but fails to run (a crash, a missing runtime feature) counts as compiling.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin=${ANIMRENDER:-}
if [ -z "$bin" ]; then
  for candidate in "$root/.build-dev/debug/animrender" "$root/.build/debug/animrender"; do
    [ -x "$candidate" ] && { bin=$candidate; break; }
  done
fi
[ -x "${bin:-}" ] || { echo "compiled-parity: no animrender binary; build it (swift build --product animrender) or set ANIMRENDER" >&2; exit 2; }
times=${TIMES:-0,0.5,1,2}
if [ $# -gt 0 ]; then scenes=("$@"); else scenes=("$root"/scenes/*.swift-dsl "$root"/scenes/gallery/*.swift-dsl); fi

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
total=0 compiled=0 identical=0
printf '%-9s %-5s %s\n' compiles same scene
for scene in "${scenes[@]}"; do
  total=$((total + 1))
  name=${scene#"$root"/}
  "$bin" inspect "$scene" --at "$times" --front-end compiled >"$tmp/c.out" 2>"$tmp/c.err"; cs=$?
  "$bin" inspect "$scene" --at "$times" --front-end interpreted >"$tmp/i.out" 2>"$tmp/i.err"; is=$?
  # The first diagnostic at a place (`file:line:col: error:`), else the first error line.
  first=$(grep -m1 -E ':[0-9]+:[0-9]+: error:' "$tmp/c.err" || grep -m1 -E 'error:' "$tmp/c.err" || true)
  # swiftc's diagnostics and the pre-pass's name the scene (`file:line:col: error:`); anything else
  # (`error: scene code crashed`, a runtime error) happened after the scene compiled.
  if [ $cs -eq 0 ] || { [ -n "$first" ] && [[ $first == error:* ]] && [[ $first != *"command failed"* ]]; }; then
    ok=yes; compiled=$((compiled + 1))
  else
    ok=no
  fi
  if [ $cs -eq 0 ] && [ $is -eq 0 ] && cmp -s "$tmp/c.out" "$tmp/i.out"; then
    same=yes; identical=$((identical + 1))
  elif [ $is -ne 0 ]; then
    same="-"  # the interpreter fails too: nothing to compare
  else
    same=no
  fi
  printf '%-9s %-5s %s%s\n' "$ok" "$same" "$name" "${first:+  ${first#"$scene":}}"
done
echo "$compiled of $total compile, $identical identical"
