#!/usr/bin/env bash
# Type-checks gallery scenes against the SwiftUI module, as the compiled front end will see them:
# the Scene(…) line (to the end of the file) removed, `import SwiftUI` added when the file has none.
# Prints one row per scene: name, ok|FAIL, wall and CPU (user+sys) seconds of swiftc, first error.
#   scripts/typecheck-scene.sh [scene.swift-dsl …]     (default: scenes/gallery/app-*.swift-dsl)
# Needs the module built first: swift build --target SwiftUI --scratch-path .build-dev
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
modules=${MODULES:-$root/.build-dev/debug/Modules}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
[ $# -gt 0 ] || set -- "$root"/scenes/gallery/app-*.swift-dsl
for scene in "$@"; do
  name=$(basename "$scene" .swift-dsl)
  copy=$tmp/$name.swift
  { grep -q '^import SwiftUI' "$scene" || echo 'import SwiftUI'
    awk '/^Scene\(/ { exit } { print }' "$scene"; } >"$copy"
  out=$(/usr/bin/time -f '%e %U %S' -o "$tmp/time" swiftc -typecheck -swift-version 5 -I "$modules" "$copy" 2>&1); rc=$?
  read -r wall user sys < <(tail -n 1 "$tmp/time")
  cpu=$(echo "$user + $sys" | bc)
  if [ $rc -eq 0 ]; then status=ok; err=; else
    status=FAIL; err=$(printf '%s\n' "$out" | grep -m1 'error:' | sed "s|$tmp/||"); fi
  printf '%s\t%s\t%.2f\t%.2f\t%s\n' "$name" "$status" "$wall" "$cpu" "$err"
done
