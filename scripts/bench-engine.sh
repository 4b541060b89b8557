#!/usr/bin/env bash
# Builds the engine benchmark in release mode and runs it: samples/second of the seed keyframe
# timeline (1 million samples) and of a spring-animated property sampled per frame.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product EngineBench
"$(swift build -c release --show-bin-path)/EngineBench"
