#!/usr/bin/env bash
# Sets up the machine (Debian packages) and runs the whole test suite: the README's test command.
# Built by scripts/build.sh (optimized, in .build-fast), the same build the demo and benchmarks use.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh --build-tests
bash scripts/build.sh test --skip-build --parallel --num-workers 2
