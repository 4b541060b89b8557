import Foundation
import PreviewServer
import SceneCompiler
#if canImport(Glibc)
import Glibc
#endif

/// One loaded version of a compiled scene behind `animrender preview`: this executable run again as
/// `preview SCENE --scene-library LIB` (`PreviewWorkerLoop`), answering `PreviewRequest`s on its pipes.
///
/// As `WorkerSupervisor`'s render workers: its own process group, fixed hashing, time zone and locale,
/// a heartbeat pipe (a byte per frame) and its standard error passed through `CrashReport`. A trap
/// ends the process (its pipe closes), and a request with neither a reply nor a frame for `timeout`
/// seconds kills it: either way the worker is dead, with the problem the page shows. Its pipes are
/// close-on-exec here, so a later worker or swiftc never holds them open.
final class PreviewWorkerProcess: @unchecked Sendable {
  let pid: pid_t
  let scene: String
  let timeout: Double
  private let requests: Int32, replies: Int32, beats: Int32
  /// One exchange at a time on the pipes.
  private let lock = NSLock()
  private var buffer: [UInt8] = []
  private let stateLock = NSLock()
  private var report = CrashReport()
  private let errorsDone = DispatchSemaphore(value: 0)
  private var _death: PreviewProblem?
  private var reaped = false
  private var requestsOpen = true

  /// Why the worker is gone (a crash, a stall, an exit), nil while it serves.
  var death: PreviewProblem? { stateLock.withLock { _death } }

  /// Starts the worker; it loads the scene and sends the load's reply first (read it with `reply()`).
  /// - Parameter backtraces: symbolicated backtraces on a crash (`--verbose`), as `WorkerSupervisor.backtraces`.
  init(arguments: [String], scene: String, timeout: Double, backtraces: Bool = false) throws {
    self.scene = scene
    self.timeout = timeout
    var input: [Int32] = [0, 0], output: [Int32] = [0, 0], errors: [Int32] = [0, 0], beat: [Int32] = [0, 0]
    guard pipe(&input) == 0, pipe(&output) == 0, pipe(&errors) == 0, pipe(&beat) == 0 else {
      throw PreviewError("cannot create pipes for the scene worker")
    }
    // (pipe2 needs _GNU_SOURCE, which Glibc's module lacks; workers start from one queue, so no spawn races this.)
    for fd in input + output + errors + beat { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    environment["TZ"] = "UTC"
    environment["LANG"] = "C.UTF-8"
    environment[WorkerSupervisor.heartbeatVariable] = "3"
    environment[WorkerSupervisor.supervisorVariable] = String(getpid())
    if environment["SWIFT_BACKTRACE"] == nil {
      environment["SWIFT_BACKTRACE"] = backtraces
        ? "enable=yes,interactive=no,color=no,limit=24,top=0,images=none,registers=none,threads=crashed" : "enable=no"
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 clears close-on-exec on the copies: the worker gets exactly these four.
    posix_spawn_file_actions_adddup2(&actions, input[0], 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
    posix_spawn_file_actions_adddup2(&actions, beat[1], 3)
    // And nothing this process inherited (our parent's pipes and sockets): see InheritedDescriptors.
    InheritedDescriptors.close(from: 4, in: &actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own group: a terminal's Ctrl-C reaches the server only, which then ends its workers.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let argv = ([CommandLine.arguments[0]] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for p in argv + envp { free(p) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, argv, envp)
    for fd in [input[0], output[1], errors[1], beat[1]] { close(fd) }
    guard spawned == 0 else {
      for fd in [input[1], output[0], errors[0], beat[0]] { close(fd) }
      throw PreviewError("cannot start the scene worker: \(String(cString: strerror(spawned)))")
    }
    self.pid = pid
    requests = input[1]; replies = output[0]; beats = beat[0]
    _ = fcntl(beats, F_SETFL, O_NONBLOCK)
    let errorFd = errors[0]
    // Standard error: the scene's prints pass through; a crash report is kept for the summary.
    Thread { [self] in
      var chunk = [UInt8](repeating: 0, count: 65536)
      while true {
        let n = read(errorFd, &chunk, chunk.count)
        if n > 0 { stateLock.withLock { report.take(Array(chunk[0..<n])) } } else if n == 0 || errno != EINTR { break }
      }
      close(errorFd)
      stateLock.withLock { report.flush() }
      errorsDone.signal()
    }.start()
  }

  deinit {
    if requestsOpen { close(requests) }
    close(replies); close(beats)
  }

  /// Sends `request` and waits for the reply; a dead worker answers with its problem (422).
  func exchange(_ request: PreviewRequest) -> PreviewReply {
    lock.withLock {
      if let death { return .problem(death) }
      guard requestsOpen else { return .problem(PreviewProblem(message: "error: this version of the scene was replaced")) }
      guard let line = try? request.line(), writeAll(line) else { return .problem(died()) }
      return readReply()
    }
  }

  /// The next reply: the load's, after start. Starting a process and loading the library draw no
  /// frame, and a busy machine makes that slow, so the load has at least `startTime` seconds.
  func reply(startTime: Double = 30) -> PreviewReply { lock.withLock { readReply(limit: max(timeout, startTime)) } }

  private func readReply(limit: Double? = nil) -> PreviewReply {
    let timeout = limit ?? self.timeout
    var lastProgress = Date()
    var stalled = false
    let reply = try? PreviewReply.read(using: { count in
      var chunk = [UInt8](repeating: 0, count: count)
      while true {
        var fds = [pollfd(fd: replies, events: Int16(POLLIN), revents: 0), pollfd(fd: beats, events: Int16(POLLIN), revents: 0)]
        _ = poll(&fds, 2, 100)
        if fds[1].revents & Int16(POLLIN) != 0 {
          var sink = [UInt8](repeating: 0, count: 4096)
          if read(beats, &sink, sink.count) > 0 { lastProgress = Date() }
        }
        if fds[0].revents != 0 {
          let n = read(replies, &chunk, count)
          if n > 0 { lastProgress = Date(); return Array(chunk[0..<n]) }
          if n == 0 || errno != EINTR { return [] }
        }
        if Date().timeIntervalSince(lastProgress) > timeout {
          stalled = true
          return []
        }
      }
    }, buffer: &buffer)
    if let reply { return reply }
    return .problem(stalled ? stop(stalled: true, after: timeout) : died())
  }

  private func writeAll(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { write(requests, $0.baseAddress, $0.count) }
      if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return false }
    }
    return true
  }

  /// The worker's pipe closed: wait for it and say why it ended.
  private func died() -> PreviewProblem { stop(stalled: false, after: timeout) }

  private func stop(stalled: Bool, after seconds: Double) -> PreviewProblem {
    if stalled { kill(-pid, SIGKILL) }
    let status = reap()
    _ = errorsDone.wait(timeout: .now() + 2)
    let problem: PreviewProblem
    if stalled {
      problem = PreviewProblem(message: "error: scene code made no progress for \(WorkerSupervisor.seconds(seconds)) s (a body or action that never returns?); the worker was stopped (--scene-timeout changes the limit); save the file to load it again")
    } else if status & 0x7f != 0 {
      let summary = stateLock.withLock { report.summary(signal: status & 0x7f, scenes: [scene]) }
      problem = PreviewProblem(message: "error: scene code crashed: \(summary); save the file to load it again")
    } else {
      problem = PreviewProblem(message: "error: the scene worker ended (status \((status >> 8) & 0xff)); save the file to load it again")
    }
    stateLock.withLock { _death = problem }
    return problem
  }

  /// Waits for the process (once); its wait status.
  @discardableResult
  private func reap() -> Int32 {
    var status: Int32 = 0
    let done = stateLock.withLock { let d = reaped; reaped = true; return d }
    if done { return 0 }
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status
  }

  /// The server is done with this version: its input closes, and it is given a second to end.
  func retire() {
    lock.withLock {
      if requestsOpen { close(requests) }
      requestsOpen = false
    }
    if stateLock.withLock({ reaped }) { return }
    let end = Date().addingTimeInterval(1)
    var status: Int32 = 0
    while Date() < end {
      if waitpid(pid, &status, WNOHANG) == pid { stateLock.withLock { reaped = true }; return }
      usleep(10_000)
    }
    terminate()
  }

  /// Ends the worker now (the server is stopping): its whole group, then waits for it.
  func terminate() {
    kill(-pid, SIGKILL)
    reap()
  }
}
