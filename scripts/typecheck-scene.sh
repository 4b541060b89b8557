#!/usr/bin/env bash
# Type-checks gallery scenes against the SwiftUI module, as the compiled front end will see them:
# the Scene(…) line (to the end of the file) removed, `import SwiftUI` added when the file has none.
# Prints one row per scene: name, ok|FAIL|TIMEOUT, wall and CPU (user+sys) seconds of swiftc, first error.
#   scripts/typecheck-scene.sh [--errors] [scene.swift-dsl …]   (default: scenes/gallery/app-*.swift-dsl)
#   --errors: after each row, every distinct error message of that scene, indented (for counting gaps).
# Needs the module built first: swift build --target SwiftUI --scratch-path .build-dev
# A check is stopped after TYPECHECK_TIMEOUT seconds (120): a missing name can send the solver far.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
modules=${MODULES:-$root/.build-dev/debug/Modules}
limit=${TYPECHECK_TIMEOUT:-120}
all=0; [ "${1:-}" = --errors ] && { all=1; shift; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
[ $# -gt 0 ] || set -- "$root"/scenes/gallery/app-*.swift-dsl
for scene in "$@"; do
  name=$(basename "$scene" .swift-dsl)
  copy=$tmp/$name.swift
  { grep -q '^import SwiftUI' "$scene" || echo 'import SwiftUI'
    awk '/^Scene\(/ { exit } { print }' "$scene"; } >"$copy"
  out=$(/usr/bin/time -f '%e %U %S' -o "$tmp/time" timeout "$limit" \
        swiftc -typecheck -swift-version 5 -I "$modules" "$copy" 2>&1); rc=$?
  read -r wall user sys < <(tail -n 1 "$tmp/time")
  cpu=$(echo "$user + $sys" | bc)
  errors=$(printf '%s\n' "$out" | grep -E '^[^ ]+:[0-9]+:[0-9]+: error:' | sed "s|$tmp/||")
  if [ $rc -eq 0 ]; then status=ok; elif [ $rc -eq 124 ]; then status=TIMEOUT; else status=FAIL; fi
  printf '%s\t%s\t%.2f\t%.2f\t%s\n' "$name" "$status" "$wall" "$cpu" "$(printf '%s\n' "$errors" | head -n 1)"
  [ $all -eq 1 ] && [ -n "$errors" ] && printf '%s\n' "$errors" | sed -E 's/^[^ ]+ error: //' | sort -u | sed 's/^/    /'
done
exit 0
