#!/usr/bin/env bash
# Sets up the machine (Debian packages) and runs the whole test suite: the README's test command.
# Built by scripts/build.sh (optimized, in .build-fast), the same build the demo and benchmarks use.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test
bash scripts/build.sh --build-tests
# The tests take about 7 minutes on 2 cores; a run still going after 30 has hung, and the watchdog
# prints what was running and where each test thread waits instead of leaving CI to time out.
bash scripts/watchdog.sh 1800 bash scripts/build.sh test --skip-build --parallel --num-workers 2
# CI also runs the cluster recipe on a real, throwaway single-node Slurm (about 30 s, plus the
# package install on a fresh machine).
if [ "${CI:-}" = true ]; then
  bash scripts/cluster/test-slurm.sh
fi
