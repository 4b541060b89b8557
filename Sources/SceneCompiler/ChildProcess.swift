import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run in its own process group with its output in a file, killed (the whole group) when
/// it outlives its time limit: swiftc starts the frontend as a child, which must not outlive it.
enum ChildProcess {
  struct Result {
    /// The exit status, or nil when the process was killed for running too long.
    var status: Int32?
    var output: String
  }

  /// The process group being waited for (read by the signal handlers).
  nonisolated(unsafe) static var running: pid_t = 0

  static func run(_ executable: String, _ arguments: [String], timeLimit: Double) throws -> Result {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-swiftc-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).log").path
    defer { unlink(log) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for p in argv + envp { free(p) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw SceneCompileError.cannotRun(executable, String(cString: strerror(spawned))) }
    // Its own group keeps a terminal's Ctrl-C from reaching it directly, so we pass SIGINT, SIGTERM
    // and SIGHUP on to the whole group and end: a stopped render leaves no compiler running.
    running = pid
    let previous = [SIGINT, SIGTERM, SIGHUP].map { sig in
      signal(sig) { s in
        if ChildProcess.running > 0 { kill(-ChildProcess.running, SIGKILL) }
        _exit(128 + s)
      }
    }
    defer {
      running = 0
      for (sig, handler) in zip([SIGINT, SIGTERM, SIGHUP], previous) { signal(sig, handler) }
    }

    let deadline = Date().addingTimeInterval(timeLimit)
    var status: Int32 = 0
    var timedOut = false
    while true {
      let r = waitpid(pid, &status, WNOHANG)
      if r == pid { break }
      if r < 0 && errno != EINTR { break }
      if Date() >= deadline {
        kill(-pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        timedOut = true
        break
      }
      usleep(10_000)
    }
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    if timedOut { return Result(status: nil, output: output) }
    // WIFEXITED / WEXITSTATUS, which Glibc's macros do not bring to Swift.
    let exited = status & 0x7f == 0
    return Result(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output: output)
  }
}
