#!/usr/bin/env bash
# Runs a command with a time limit. A test run that hangs (a process waiting forever on another)
# would otherwise hold CI until its own limit and print nothing useful; past LIMIT seconds this
# prints what was running (the process tree, and every thread's stack of the test binaries when gdb
# is there), kills the command with all its descendants, and exits 124, as timeout(1) does.
#   usage: scripts/watchdog.sh LIMIT_SECONDS COMMAND [ARGUMENTS...]
set -uo pipefail
[ $# -ge 2 ] || { echo "usage: scripts/watchdog.sh LIMIT_SECONDS COMMAND [ARGUMENTS...]" >&2; exit 2; }
limit=$1; shift
case $limit in ''|*[!0-9]*|0*) echo "watchdog: LIMIT_SECONDS must be a positive whole number, not '$limit'" >&2; exit 2 ;; esac

# The command's process and every process descended from it, from /proc (children of a process
# that already ended are re-parented, so the tree is read before anything is killed).
descendants() {
  # After "pid (comm) ": the state, then the parent's pid (comm may hold spaces or parentheses).
  cat /proc/[0-9]*/stat 2>/dev/null | sed -E 's/^([0-9]+) \(.*\) [A-Za-z] ([0-9]+) .*$/\1 \2/' |
    awk -v root="$1" '{ kids[$2] = kids[$2] " " $1 }
      END { n = 1; queue[1] = root
            for (i = 1; i <= n; i++) { print queue[i]; c = split(kids[queue[i]], k, " "); for (j = 1; j <= c; j++) queue[++n] = k[j] } }'
}

# The command runs in the foreground (a background job of a script would start with SIGINT ignored,
# and so would every process it starts); a watcher in the background times it.
marker=$(mktemp "${TMPDIR:-/tmp}/watchdog.XXXXXX")
main=$$
(
  # Ends by itself once the command has (the marker says "done"): killing it instead would have bash
  # report the kill, and a test runner may hand us an ignored SIGTERM.
  end=$((SECONDS + limit))
  while [ $SECONDS -lt $end ]; do
    [ -s "$marker" ] && exit 0
    sleep 1
  done
  echo "watchdog: '$*' still running after $limit s; what runs now:" >&2
  # Everything the command started: the script's descendants but this watcher and its own.
  self=$BASHPID
  tree=$(grep -v -x -F -f <(echo "$main"; descendants "$self") <(descendants "$main"))
  # shellcheck disable=SC2086
  ps -o pid,ppid,stat,etime,wchan:24,args -p "$(echo $tree | tr ' ' ',')" 2>/dev/null | cut -c1-220 >&2
  if command -v gdb >/dev/null; then
    for pid in $tree; do
      case $({ tr '\0' ' ' <"/proc/$pid/cmdline"; } 2>/dev/null) in
        *.xctest*|*animrender\ *)
          echo "watchdog: threads of $pid:" >&2
          timeout 60 gdb -p "$pid" -batch -ex 'thread apply all bt 16' 2>/dev/null | grep -E '^(Thread|#)' | cut -c1-200 >&2 ;;
      esac
    done
  fi
  echo fired >"$marker"
  # shellcheck disable=SC2086
  kill -KILL $tree 2>/dev/null
  echo "watchdog: stopped after $limit s" >&2
) &
watcher=$!
"$@"
status=$?
# The watcher fired if it wrote "fired" first; otherwise tell it the command is done.
if [ "$(cat "$marker")" = fired ]; then status=124; else echo done >"$marker"; fi
wait "$watcher" 2>/dev/null
if [ "$(cat "$marker")" = fired ]; then status=124; fi
rm -f "$marker"
exit $status
