#!/usr/bin/env bash
# A real Slurm, throwaway: installs slurmctld/slurmd/slurm-client from Debian when missing, starts a
# single-node cluster as the current user in a temporary folder (no systemd, auth/none: nothing
# leaves this machine), and runs the recipe in slurm/: a 3-task array + a dependent merge, whose
# file must equal a single-machine render byte for byte; then an array with a failing task, whose
# merge must never run. Every daemon it started is stopped on exit.
#   usage: scripts/cluster/test-slurm.sh [ANIMRENDER_BINARY]   (default: the scripts/build.sh build)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=${1:-$(bash "$root/scripts/build.sh" --show-bin-path)/animrender}
[ -x "$bin" ] || { echo "test-slurm: no animrender binary at $bin (build first)" >&2; exit 1; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null; then
  echo "test-slurm: installing Slurm (Debian packages slurmctld slurmd slurm-client)" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurmctld slurmd slurm-client >/dev/null
fi

tmp=$(mktemp -d /tmp/animrender-slurm.XXXXXX)
pids=()
cleanup() {
  local status=$?
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
  if [ $status -ne 0 ]; then
    echo "test-slurm: failed; daemon logs:" >&2
    tail -n 20 "$tmp"/slurmctld.log "$tmp"/slurmd.log "$tmp"/work/*.out 2>/dev/null >&2 || true
  fi
  rm -rf "$tmp"
  exit $status
}
trap cleanup EXIT INT TERM

host=$(hostname -s)
user=$(id -un)
port=$((20000 + RANDOM % 20000))
mkdir -p "$tmp/state" "$tmp/spool" "$tmp/work"
cat >"$tmp/slurm.conf" <<CONF
ClusterName=animrender-test
SlurmctldHost=$host(127.0.0.1)
SlurmUser=$user
SlurmdUser=$user
AuthType=auth/none
CredType=cred/none
SlurmctldPort=$port
SlurmdPort=$((port + 1))
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
ReturnToService=2
SlurmdTimeout=30
MinJobAge=600
NodeName=$host NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$tmp/slurm.conf

slurmctld -D -c -f "$SLURM_CONF" >"$tmp/slurmctld.stdout" 2>&1 &
pids+=($!)
slurmd -D -f "$SLURM_CONF" -N "$host" >"$tmp/slurmd.stdout" 2>&1 &
pids+=($!)
for _ in $(seq 100); do
  state=$(sinfo -h -N -o %t 2>/dev/null | head -1 || true)
  [ "$state" = idle ] && break
  sleep 0.2
done
[ "$state" = idle ] || { echo "test-slurm: the node never became idle (state '$state')" >&2; exit 1; }

# Waits until job $1 has left the queue or sits pending for reason $2; prints its last state.
wait_job() {
  local line
  for _ in $(seq 600); do
    line=$(squeue -h -j "$1" -o '%T %r' 2>/dev/null | sort -u | tr '\n' ' ' || true)
    if [ -z "$line" ]; then echo done; return; fi
    if [ -n "${2:-}" ] && [[ "$line" == *"$2"* ]]; then echo "$line"; return; fi
    sleep 0.2
  done
  echo "timeout: $line"
}

scene="$tmp/work/orbit.swift-dsl"
cat >"$scene" <<'SCENE'
struct Orbit: View {
    @State private var on = false
    var body: some View {
        ZStack {
            Circle().stroke(.gray, lineWidth: 2).frame(width: 60, height: 60)
            Circle().fill(on ? .pink : .teal).frame(width: 14, height: 14)
                .offset(x: 30).rotationEffect(.degrees(on ? 360 : 0))
        }
        .onTapGesture { withAnimation(.spring(duration: 0.8, bounce: 0.25)) { on.toggle() } }
    }
}

Scene(width: 120, height: 90, fps: 20, duration: 1.5, background: .white, taps: [0.3]) {
    Orbit()
}
SCENE
cd "$tmp/work"
export ANIMRENDER=$bin
"$bin" render "$scene" --out single.mp4 --threads 1 --quiet

ids=$(bash "$root/scripts/cluster/slurm/submit.sh" "$scene" "$tmp/work/parts/" "$tmp/work/merged.mp4" 3)
array=${ids#array=}; array=${array%% *}; merge=${ids##*merge=}
[ "$(wait_job "$array")" = done ] || { echo "test-slurm: the array did not finish" >&2; exit 1; }
[ "$(wait_job "$merge")" = done ] || { echo "test-slurm: the merge did not finish" >&2; exit 1; }
ls parts/shard-000{1,2,3}-of-0003.json >/dev/null
cmp single.mp4 merged.mp4 || { echo "test-slurm: merged.mp4 differs from the single-machine render" >&2; exit 1; }
grep -h "SLURM_ARRAY_TASK" animrender-shard-*.out >/dev/null 2>&1 || true
echo "test-slurm: 3-task array + afterok merge: merged.mp4 ($(stat -c %s merged.mp4) bytes) equals the single-machine render"

# Task 2 fails: the merge must stay pending (DependencyNeverSatisfied) and write nothing.
cat >flaky <<FLAKY
#!/usr/bin/env bash
if [ "\${SLURM_ARRAY_TASK_ID:-}" = 2 ] && [ "\$1" = render ]; then echo "task 2 fails on purpose" >&2; exit 3; fi
exec "$bin" "\$@"
FLAKY
chmod +x flaky
export ANIMRENDER=$tmp/work/flaky
ids=$(bash "$root/scripts/cluster/slurm/submit.sh" "$scene" "$tmp/work/parts2/" "$tmp/work/never.mp4" 3)
array=${ids#array=}; array=${array%% *}; merge=${ids##*merge=}
[ "$(wait_job "$array")" = done ] || { echo "test-slurm: the failing array did not finish" >&2; exit 1; }
reason=$(wait_job "$merge" DependencyNeverSatisfied)
[[ "$reason" == *"PENDING DependencyNeverSatisfied"* ]] || { echo "test-slurm: merge after a failed task: '$reason'" >&2; exit 1; }
[ ! -e never.mp4 ] || { echo "test-slurm: the merge ran after a failed task" >&2; exit 1; }
scancel "$merge"
echo "test-slurm: a failed task keeps the merge from running (PENDING, DependencyNeverSatisfied)"
echo "test-slurm: ok"
