#!/usr/bin/env bash
# Re-records every scene golden in Tests/EndToEndTests/SceneGoldens with `animrender test --record all`:
# start, middle and last frame of each scene in scenes/ that renders (a scene that fails to load is
# reported and gets no goldens). Look at the changed PNGs before committing:
#   git status Tests/EndToEndTests/SceneGoldens
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh --product animrender 2>&1 | tail -1
bin=$(bash scripts/build.sh --show-bin-path)
rm -rf Tests/EndToEndTests/SceneGoldens
# Recording exits 1 by design (a recording is never a pass), so the status is not checked here.
log=$("$bin/animrender" test scenes/*.swift-dsl --golden Tests/EndToEndTests/SceneGoldens --record all --quiet 2>&1 || true)
# A scene that fails part-way keeps no goldens: the suite covers only scenes that render.
for scene in $(sed -n 's/^FAIL scenes\/\([^:]*\)\.swift-dsl:.*/\1/p' <<<"$log" | sort -u); do
  echo "not recorded: $scene ($(grep -m1 "^FAIL scenes/$scene.swift-dsl" <<<"$log" | cut -c1-200))"
  rm -f Tests/EndToEndTests/SceneGoldens/"$scene"-[0-9]*s.png
done
echo "recorded $(ls Tests/EndToEndTests/SceneGoldens | wc -l) goldens"
