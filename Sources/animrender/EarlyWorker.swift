import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The scene worker of a `render`, `inspect`, `sheet` or `plot`, started before this process parses
/// its own arguments and finds the compiled scene, the paths of whose libraries follow on a pipe.
///
/// Each process spends about 50 ms loading its libraries and another 50–70 ms on swift-argument-
/// parser's checks of the command's options (run in debug builds, which `scripts/build.sh` makes
/// for `@testable import`). Started one after the other, supervisor and worker paid that twice
/// before the first frame; started together, the worker's share runs on the other core while we
/// parse, hash the scene and look it up in the compile cache.
///
/// The worker parses the same arguments, then waits for the libraries (`receiveLibraries()`). If we
/// end without sending them (a usage error, `--help`, a scene that does not compile, a signal), it
/// reads the end of the pipe and exits quietly; nothing is left running.
final class EarlyWorker: @unchecked Sendable {
  /// The environment variable naming, in the worker, the descriptor the library paths come on.
  static let librariesVariable = "ANIMRENDER_WORKER_LIBRARIES_FD"

  let arguments: [String]
  let backtraces: Bool
  let started: WorkerSupervisor.Started
  private let librariesWrite: Int32
  private var writeOpen = true

  private init(arguments: [String], backtraces: Bool, started: WorkerSupervisor.Started, librariesWrite: Int32) {
    self.arguments = arguments
    self.backtraces = backtraces
    self.started = started
    self.librariesWrite = librariesWrite
  }

  /// The worker started by `startIfUseful`, until a supervisor takes it.
  nonisolated(unsafe) private static var waiting: EarlyWorker?

  /// The commands whose worker runs with our own arguments plus the libraries
  /// (`FrontEndOptions.runInWorkerIfCompiled`); `render` is also the default command.
  static let commands: Set<String> = ["render", "inspect", "sheet", "plot"]

  /// In `main`, before parsing: starts the worker when the arguments name one of `commands` (or none:
  /// the default) and nothing that ends the command without one or runs it differently
  /// (`--watch` runs a worker per change, with other arguments).
  static func startIfUseful(_ commandLine: [String]) {
    let arguments = Animrender.naming(commandLine)
    guard wouldUse(arguments), ProcessInfo.processInfo.environment[WorkerSupervisor.supervisorVariable] == nil else { return }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return }
    // Both ends above the descriptors the spawn places (2, 3, 4), and ours closed in any child.
    let read = fcntl(fds[0], F_DUPFD_CLOEXEC, 10), write = fcntl(fds[1], F_DUPFD_CLOEXEC, 10)
    close(fds[0]); close(fds[1])
    guard read >= 0, write >= 0 else { close(read); close(write); return }
    let backtraces = arguments.contains("--verbose")
    let started = WorkerSupervisor.start(arguments: arguments, backtraces: backtraces, extra: read)
    close(read)
    guard case .success(let worker) = started else { close(write); return }
    waiting = EarlyWorker(arguments: arguments, backtraces: backtraces, started: worker, librariesWrite: write)
  }

  static func wouldUse(_ arguments: [String]) -> Bool {
    guard let first = arguments.first, commands.contains(first) else { return false }
    let ending = Animrender.helpWords.union(["--watch", "--scene-library"])
    // The parser's own tools print while parsing: the worker would print them too.
    return !arguments.contains {
      ending.contains($0) || $0.hasPrefix("--scene-library=") || $0.hasPrefix("--generate-completion") || $0.hasPrefix("--experimental-")
    }
  }

  /// For a supervisor about to start a worker with `arguments`: the early worker if it was started
  /// with the same ones (it is taken once; one started with others is let go).
  static func take(arguments: [String], backtraces: Bool) -> EarlyWorker? {
    guard let early = waiting else { return nil }
    waiting = nil
    guard early.arguments == arguments, early.backtraces == backtraces else {
      early.dismiss()
      return nil
    }
    return early
  }

  /// Sends the libraries' paths (each ended by a NUL: a scene that did not compile is an empty one)
  /// and closes the pipe. False when the worker is gone already.
  func send(libraries: [String]) -> Bool {
    let bytes = Array(libraries.map { $0 + "\0" }.joined().utf8)
    defer { closeWrite() }
    // A worker that died meanwhile makes the write fail (EPIPE) instead of ending us with SIGPIPE;
    // the caller then starts a worker the usual way.
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes { Glibc.write(librariesWrite, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else {
        dismiss()
        return false
      }
      offset += n
    }
    return true
  }

  private func closeWrite() {
    if writeOpen { close(librariesWrite) }
    writeOpen = false
  }

  /// Lets the worker go: it reads the end of the pipe and exits; we reap it.
  private func dismiss() {
    closeWrite()
    close(started.errRead)
    close(started.beatRead)
    var status: Int32 = 0
    _ = waitpid(started.pid, &status, 0)
  }

  /// Whether this process is a worker `startIfUseful` started that has not received its libraries:
  /// it must say nothing (its supervisor speaks for it).
  static var waitsForLibraries: Bool { ProcessInfo.processInfo.environment[librariesVariable] != nil }

  /// In a worker `startIfUseful` started: the libraries' paths once the supervisor sends them; exits
  /// quietly when it ends without. Nil in any other process.
  static func receiveLibraries() -> [String]? {
    guard let fd = ProcessInfo.processInfo.environment[librariesVariable].flatMap({ Int32($0) }) else { return nil }
    // Not for processes we start: the descriptor is ours alone.
    unsetenv(librariesVariable)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = read(fd, &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      bytes += buffer[0..<n]
    }
    close(fd)
    guard bytes.last == 0 else { Foundation.exit(0) }
    return bytes.dropLast().split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
  }
}

/// A command whose scene runs in a worker with the command's own arguments, so that an early
/// worker can be given its libraries after parsing them.
protocol CompiledSceneCommand: ParsableCommand {
  var frontEnd: FrontEndOptions { get set }
}
