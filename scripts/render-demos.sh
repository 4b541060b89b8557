#!/usr/bin/env bash
# Renders every scene in scenes/ to out/demos/ (git-ignored) as MP4 and GIF with `animrender batch` (both cores,
# unchanged scenes skipped). Extra arguments go to batch, e.g. --force or --format mp4,gif,webm.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh --product animrender 2>&1 | tail -1
bin=$(bash scripts/build.sh --show-bin-path)
"$bin/animrender" batch scenes/ --out out/demos/ --format mp4,gif "$@"
