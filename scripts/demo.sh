#!/usr/bin/env bash
# Sets up the machine, builds animrender (scripts/build.sh: optimized) and renders Apple's keyframe
# reaction scene through the normal command line, as a video and a GIF: the README's demo command.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh render
bash scripts/build.sh --product animrender
mkdir -p out
bin="$(bash scripts/build.sh --show-bin-path)/animrender"
"$bin" scenes/keyframe-reaction.swift-dsl --out out/reaction.mp4
"$bin" scenes/keyframe-reaction.swift-dsl --out out/reaction.gif --size 300x300 --fps 30
