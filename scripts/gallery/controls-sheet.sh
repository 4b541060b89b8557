#!/usr/bin/env bash
# The README's contact sheet of controls: one scene rendered light and dark with the built CLI, side by side
# (ffmpeg's hstack). Usage: scripts/gallery/controls-sheet.sh [path/to/animrender]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${1:-.build/debug/animrender}"
scene=scenes/gallery/ctl-controls-sheet.swift-dsl
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$bin" "$scene" --out "$tmp/light.png" --at 0.3 --scale 2 --color-scheme light
"$bin" "$scene" --out "$tmp/dark.png" --at 0.3 --scale 2 --color-scheme dark
ffmpeg -loglevel error -y -i "$tmp/light.png" -i "$tmp/dark.png" -filter_complex hstack=inputs=2 scripts/gallery/controls-sheet.png
ls -l scripts/gallery/controls-sheet.png
