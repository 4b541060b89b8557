#!/usr/bin/env bash
# Re-records every scene golden in Tests/EndToEndTests/SceneGoldens with `animrender test --record all`
# (start, middle and last frame of each scene in scenes/). Look at the changed PNGs before committing:
#   git status Tests/EndToEndTests/SceneGoldens
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product animrender 2>&1 | tail -1
# Recording exits 1 by design (a recording is never a pass); a scene that fails to load also shows up here.
.build/debug/animrender test scenes/*.swift-dsl --golden Tests/EndToEndTests/SceneGoldens --record all --quiet || true
