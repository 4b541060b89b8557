#!/usr/bin/env bash
# Sets up the machine, builds animrender and renders the demo clip: the README's demo command.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --product animrender
mkdir -p out
.build/debug/animrender demo --out out/demo.mp4
