#!/usr/bin/env bash
# Runs the Indexed Job of shards, waits until it is Complete (or stops at Failed), then runs the
# merge Job. The scene must already be on the animrender-work volume as /work/scene.swift-dsl.
#   usage: scripts/cluster/kubernetes/run.sh [kubectl options, e.g. -n render]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
kubectl "$@" apply -f "$here/render-job.yaml"
while :; do
  conditions=$(kubectl "$@" get job/animrender-shards -o jsonpath='{range .status.conditions[?(@.status=="True")]}{.type}{" "}{end}')
  case " $conditions " in
    *" Complete "*) break ;;
    *" Failed "*) echo "animrender-shards failed (a shard ran out of retries): not merging" >&2; exit 1 ;;
  esac
  sleep 10
done
kubectl "$@" apply -f "$here/merge-job.yaml"
kubectl "$@" wait --for=condition=complete job/animrender-merge --timeout=1h
