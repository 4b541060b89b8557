#!/usr/bin/env bash
# Sets up the machine (Debian packages) and runs the whole test suite: the README's test command.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests
swift test --skip-build --parallel --num-workers 2
