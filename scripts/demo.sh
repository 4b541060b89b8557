#!/usr/bin/env bash
# Sets up the machine, builds animrender (scripts/build.sh: optimized) and renders the demo clip:
# the README's demo command.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh --product animrender
mkdir -p out
"$(bash scripts/build.sh --show-bin-path)/animrender" demo --out out/demo.mp4
