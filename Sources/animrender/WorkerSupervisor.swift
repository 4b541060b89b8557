import Foundation
import MediaIO
import SceneCompiler
#if canImport(Glibc)
import Glibc
#endif

/// Runs this command again in a worker process that loads the compiled scene, and watches it.
///
/// Scene code is native code: a trap (force-unwrapping nil, `fatalError`, an index out of range) or a
/// stack overflow ends its process. The worker is this executable (`/proc/self/exe`, `posix_spawn`,
/// never `fork`) in its own process group, with fixed hashing, time zone and locale. Its standard
/// output is ours; its standard error passes through us, so a crash report is turned into one line
/// (`error: scene code crashed: …`). Frames are reported on a heartbeat pipe: without one for
/// `timeout` seconds (a body that never returns) the worker is killed. SIGINT, SIGTERM and SIGHUP are
/// forwarded; nothing is left running.
struct WorkerSupervisor {
  let arguments: [String]
  let scenes: [String]
  let outputs: [String]
  let timeout: Double
  /// Symbolicated backtraces on a crash: they find the scene's line behind a trap in the standard
  /// library (an index out of range), but take seconds; the runtime's own message names the line of
  /// a force-unwrap, `fatalError` or `precondition` without them.
  var backtraces = false
  /// A file the worker's standard output goes to instead of ours (parallel preview tests print each
  /// case's lines in case order once it is done); nil: ours.
  var standardOutput: String?
  /// `--verbose`: which worker runs the scene.
  var log: (String) -> Void = { _ in }

  /// The environment variable naming the heartbeat pipe's write end in the worker.
  static let heartbeatVariable = "ANIMRENDER_WORKER_HEARTBEAT_FD"
  /// The environment variable naming the supervisor's process id in the worker.
  static let supervisorVariable = "ANIMRENDER_WORKER_SUPERVISOR"

  struct Outcome {
    var status: Int32
    /// One line to print (the worker printed its own errors otherwise).
    var message: String?
  }

  nonisolated(unsafe) static var workerPid: pid_t = 0
  /// The workers running now, to which a signal is forwarded.
  static let running = WorkerTable()
  nonisolated(unsafe) static var forwarded: Int32 = 0

  /// The compiled scene libraries, one per scene: `--scene-library` arguments of a worker started
  /// now, or sent to the worker `EarlyWorker` started before we parsed our own arguments.
  var libraries: [String] = []

  /// A worker process started, with our ends of its standard error and heartbeat pipes.
  struct Started {
    var pid: pid_t
    var errRead: Int32
    var beatRead: Int32
  }

  func run() -> Outcome {
    let before = Set(outputs.flatMap { Self.temporaries(of: $0) })
    if !libraries.isEmpty, standardOutput == nil, let early = EarlyWorker.take(arguments: arguments, backtraces: backtraces),
       early.send(libraries: libraries) {
      log("scene worker \(early.started.pid) started while the arguments were parsed; its libraries sent")
      return supervise(early.started, before: before)
    }
    switch Self.start(arguments: arguments + libraries.flatMap { ["--scene-library", $0] }, backtraces: backtraces, standardOutput: standardOutput) {
    case .success(let started): return supervise(started, before: before)
    case .failure(let failure): return Outcome(status: 1, message: failure.message)
    }
  }

  /// Starts this executable with `arguments` as a worker: standard error and the heartbeat on pipes
  /// of ours, `extra` (an early worker's libraries pipe) as descriptor 4.
  static func start(arguments: [String], backtraces: Bool, standardOutput: String? = nil, extra: Int32? = nil) -> Result<Started, CLIFailure> {
    var errPipe: [Int32] = [0, 0], beatPipe: [Int32] = [0, 0]
    guard pipe(&errPipe) == 0, pipe(&beatPipe) == 0 else { return .failure(CLIFailure(message: "error: cannot create pipes for the scene worker")) }
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    environment["TZ"] = "UTC"
    environment["LANG"] = "C.UTF-8"
    environment[Self.heartbeatVariable] = "3"
    environment[Self.supervisorVariable] = String(getpid())
    environment[EarlyWorker.librariesVariable] = extra == nil ? nil : "4"
    if environment["SWIFT_BACKTRACE"] == nil {
      environment["SWIFT_BACKTRACE"] = backtraces
        ? "enable=yes,interactive=no,color=no,limit=24,top=0,images=none,registers=none,threads=crashed" : "enable=no"
    }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    posix_spawn_file_actions_adddup2(&actions, beatPipe[1], 3)
    if let extra { posix_spawn_file_actions_adddup2(&actions, extra, 4) }
    // The worker gets standard input and output, these pipes and nothing else we hold: not the
    // other pipes of a `test --jobs` run, nor the socket by which the program that started us
    // learns that we ended (see InheritedDescriptors).
    InheritedDescriptors.close(from: extra == nil ? 4 : 5, in: &actions)
    if let standardOutput { posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own group: a terminal's Ctrl-C reaches us only, and we forward it once.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    let exe = "/proc/self/exe"
    let argv = ([CommandLine.arguments[0]] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for p in argv + envp { free(p) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, exe, &actions, &attributes, argv, envp)
    close(errPipe[1]); close(beatPipe[1])
    guard spawned == 0 else {
      close(errPipe[0]); close(beatPipe[0])
      return .failure(CLIFailure(message: "error: cannot start the scene worker: \(String(cString: strerror(spawned)))"))
    }
    return .success(Started(pid: pid, errRead: errPipe[0], beatRead: beatPipe[0]))
  }

  /// Watches a started worker to its end: passes its standard error on (a crash report as one line),
  /// forwards signals, and stops it when no frame comes for `timeout` seconds.
  /// - Parameter before: temporaries beside the outputs before the worker began writing.
  func supervise(_ started: Started, before: Set<String>) -> Outcome {
    let pid = started.pid, errRead = started.errRead, beatRead = started.beatRead
    Self.workerPid = pid
    Self.unblockStopSignals()
    Self.running.add(pid)
    for sig in [SIGINT, SIGTERM, SIGHUP] {
      signal(sig) { s in
        WorkerSupervisor.forwarded = s
        WorkerSupervisor.running.kill(s)
      }
    }

    var report = CrashReport()
    var lastBeat = Date()
    var status: Int32 = 0
    var exited = false, stalled = false
    var buffer = [UInt8](repeating: 0, count: 65536)
    var fds = [pollfd(fd: errRead, events: Int16(POLLIN), revents: 0), pollfd(fd: beatRead, events: Int16(POLLIN), revents: 0)]
    var errOpen = true
    while errOpen || !exited {
      fds[0].fd = errOpen ? errRead : -1
      _ = poll(&fds, 2, 100)
      if errOpen, fds[0].revents != 0 {
        let n = read(errRead, &buffer, buffer.count)
        if n > 0 { report.take(Array(buffer[0..<n])) } else if n == 0 || errno != EINTR { errOpen = false }
      }
      if fds[1].revents & Int16(POLLIN) != 0, read(beatRead, &buffer, buffer.count) > 0 { lastBeat = Date() }
      if !exited {
        let r = waitpid(pid, &status, WNOHANG)
        if r == pid { exited = true }
      }
      if !exited && Date().timeIntervalSince(lastBeat) > timeout {
        stalled = true
        kill(-pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        exited = true
      }
      if exited && !stalled, errOpen {
        // The worker is gone; what is left in the pipe is all there is.
        while case let n = read(errRead, &buffer, buffer.count), n > 0 { report.take(Array(buffer[0..<n])) }
        errOpen = false
      }
      if stalled { errOpen = false }
    }
    close(errRead); close(beatRead)
    // The last of several workers running at once (`test --jobs`) puts the default handlers back.
    if Self.running.remove(pid) { for sig in [SIGINT, SIGTERM, SIGHUP] { signal(sig, SIG_DFL) } }
    report.flush()

    let signalled = status & 0x7f
    if stalled {
      removePartials(before: before)
      return Outcome(status: 1, message: "error: scene code made no progress for \(Self.seconds(timeout)) s (a body or action that never returns?); the worker was stopped (--scene-timeout changes the limit)")
    }
    if signalled == 0 { return Outcome(status: (status >> 8) & 0xff, message: nil) }
    removePartials(before: before)
    if Self.forwarded != 0 && signalled == Self.forwarded {
      return Outcome(status: 128 + signalled, message: "error: stopped by signal \(signalled); nothing was written")
    }
    return Outcome(status: 1, message: "error: scene code crashed: " + report.summary(signal: signalled, scenes: scenes))
  }

  /// A parent may start us with these signals blocked (a test runner's threads do): a blocked
  /// SIGINT would never be forwarded, and the worker would run on.
  static func unblockStopSignals() {
    var set = sigset_t()
    sigemptyset(&set)
    for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, sig) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Before the worker starts (the scene compiling), a signal ends the command with the line a
  /// stopped render prints: nothing has been written yet. (While swiftc runs, `ChildProcess` stops
  /// it and ends the command itself.)
  static func stopOnSignalsWhileCompiling() {
    unblockStopSignals()
    _ = stoppedLines
    for sig in [SIGINT, SIGTERM, SIGHUP] {
      signal(sig) { s in
        let lines = WorkerSupervisor.stoppedLines
        let line = s == SIGINT ? lines.0 : s == SIGTERM ? lines.1 : lines.2
        _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
        _exit(128 + s)
      }
    }
  }

  /// Made before any signal can come, so the handler only writes bytes.
  static let stoppedLines = (line(SIGINT), line(SIGTERM), line(SIGHUP))
  private static func line(_ sig: Int32) -> [UInt8] { Array("error: stopped by \(SignalTrap.name(of: sig)); nothing was written\n".utf8) }

  /// Temporaries a crashed worker left beside the outputs (named as `TemporaryOutput` names them).
  func removePartials(before: Set<String>) {
    for output in outputs {
      for path in Self.temporaries(of: output) where !before.contains(path) {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }

  /// Paths of the temporaries of `output`; an output ending in `/` is a folder (a shard's parts):
  /// the temporaries of any file in it.
  static func temporaries(of output: String) -> [String] {
    if output.hasSuffix("/") {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
      let files = Set(names.filter { $0.hasPrefix(".") && ($0.hasSuffix(".partial") || $0.hasSuffix(".spool")) }.map { name in
        // `.NAME.TAG.partial` → NAME
        String(name.dropFirst().split(separator: ".").dropLast(2).joined(separator: "."))
      })
      return files.flatMap { temporaries(of: output + $0) }
    }
    let url = URL(fileURLWithPath: output)
    return SignalTrap.temporaries(of: url).map { TemporaryOutput.folder(for: url).appendingPathComponent($0).path }
  }

  static func seconds(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(s) }

  /// In a worker: when the supervisor is gone (killed, so it could neither stop us nor clean up), we
  /// stop as a forwarded signal would stop us, temporaries removed, instead of rendering on for
  /// nobody until the next frame's heartbeat finds the pipe broken, or forever if no frame comes.
  static func endWithSupervisor() {
    guard let supervisor = ProcessInfo.processInfo.environment[supervisorVariable].flatMap({ pid_t($0) }) else { return }
    // A heartbeat written after the supervisor is gone then fails with EPIPE instead of ending us
    // on the spot with SIGPIPE, which would leave the render's temporaries behind.
    signal(SIGPIPE, SIG_IGN)
    Thread {
      // Our parent changes when it ends: we are re-parented to init (or a subreaper).
      while getppid() == supervisor { usleep(200_000) }
      supervisorGone()
    }.start()
  }

  /// Stops this worker once, as the supervisor's forwarded SIGTERM would (SignalTrap cancels the
  /// render and removes its temporaries), and ends it after 5 s whatever happens.
  static func supervisorGone() {
    guard stopping.withLock({ () -> Bool in defer { stopped = true }; return !stopped }) else { return }
    kill(getpid(), SIGTERM)
    Thread { sleep(5); _exit(1) }.start()
  }
  private static let stopping = NSLock()
  nonisolated(unsafe) private static var stopped = false

  /// In the worker: one byte on the heartbeat pipe per frame. When the supervisor is gone (the pipe
  /// is broken), the worker ends too.
  static let heartbeat: @Sendable () -> Void = {
    guard let fd = ProcessInfo.processInfo.environment[heartbeatVariable].flatMap({ Int32($0) }) else { return {} }
    return {
      var byte: UInt8 = 1
      if write(fd, &byte, 1) < 0 && errno == EPIPE { supervisorGone() }
    }
  }()
}
