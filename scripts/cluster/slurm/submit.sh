#!/usr/bin/env bash
# Renders a scene on a Slurm cluster: an N-task job array (one shard each) and a merge job that
# depends on all of them (afterok). PARTS must be on storage every node shares.
#   usage: scripts/cluster/slurm/submit.sh SCENE PARTS/ OUT N [-- render options…]
#   e.g.   scripts/cluster/slurm/submit.sh scenes/intro.swift-dsl /shared/parts/ /shared/intro.mp4 8
# Set ANIMRENDER to the binary's path if it is not on the nodes' PATH. Prints both job ids.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 4 ] || { echo "usage: $0 SCENE PARTS/ OUT N [-- render options…]" >&2; exit 2; }
scene=$1 parts=$2 out=$3 n=$4
shift 4
[ "${1:-}" = -- ] && shift
array=$(sbatch --parsable --array="1-$n" "$here/render-shard.sbatch" "$scene" "$parts" --threads 1 "$@")
merge=$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=no "$here/merge.sbatch" "$parts" "$out" --threads 1)
echo "array=$array merge=$merge"
