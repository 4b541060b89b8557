import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run in its own process group with its output in a file, killed with all its descendants
/// when it outlives its time limit or we are stopped by a signal. swiftc's driver starts each
/// frontend job in a process group of its own (swift-tools-support-core's `Process` does by
/// default), so killing swiftc's group alone would leave a frontend compiling on.
enum ChildProcess {
  struct Result {
    /// The exit status, or nil when the process was killed for running too long.
    var status: Int32?
    var output: String
  }

  /// The signal that asked us to stop while the child runs (set by the handlers, acted on by the
  /// wait loop, which may allocate and print: a handler may not).
  nonisolated(unsafe) static var stopSignal: Int32 = 0

  /// The children running now, for `stopAll()`.
  private static let running = NSLock()
  nonisolated(unsafe) private static var pids: Set<pid_t> = []

  /// Kills every child running now with its descendants. For a command that ends on a signal by its
  /// own means (`preview` stops its server and returns) while another thread waits for a compile:
  /// the process would end and leave the compiler running.
  static func stopAll() {
    for pid in running.withLock({ pids }) { killTree(pid) }
  }

  static func run(_ executable: String, _ arguments: [String], timeLimit: Double) throws -> Result {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-swiftc-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).log").path
    defer { unlink(log) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    InheritedDescriptors.close(from: 3, in: &actions)
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
    running.withLock { _ = pids.insert(pid) }
    defer { running.withLock { _ = pids.remove(pid) } }
    // Its own group keeps a terminal's Ctrl-C from reaching it directly; on SIGINT, SIGTERM or SIGHUP
    // we kill the compiler with its frontends and end: a stopped render leaves no compiler running.
    let previous = [SIGINT, SIGTERM, SIGHUP].map { sig in
      signal(sig) { s in ChildProcess.stopSignal = s }
    }
    defer {
      for (sig, handler) in zip([SIGINT, SIGTERM, SIGHUP], previous) { signal(sig, handler) }
    }

    let deadline = Date().addingTimeInterval(timeLimit)
    var status: Int32 = 0
    var timedOut = false
    while true {
      let r = waitpid(pid, &status, WNOHANG)
      if r == pid { break }
      if r < 0 && errno != EINTR { break }
      if stopSignal != 0 {
        killTree(pid)
        _ = waitpid(pid, &status, 0)
        FileHandle.standardError.write(Data("error: stopped by signal \(stopSignal) while compiling the scene; nothing was written\n".utf8))
        _exit(128 + stopSignal)
      }
      if Date() >= deadline {
        killTree(pid)
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

  /// Kills `root`'s group and every process descended from it, found in /proc before any is killed
  /// (a killed parent's children are re-parented and could no longer be told apart).
  static func killTree(_ root: pid_t) {
    var children: [pid_t: [pid_t]] = [:]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")") else { continue }
      // After "pid (comm) ": the state, then the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = pid_t(fields[1]) { children[parent, default: []].append(pid) }
    }
    var tree: [pid_t] = [], queue = [root]
    while let next = queue.popLast() {
      tree.append(next)
      queue += children[next] ?? []
    }
    kill(-root, SIGKILL)
    for pid in tree { kill(pid, SIGKILL) }
  }
}
