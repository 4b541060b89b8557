import Foundation
import Graphics
import ViewRuntime
#if canImport(Glibc)
import Glibc
#endif

/// A scene compiled and loaded by the built `animrender` binary, as users run it, and asked questions
/// over a pipe: `animrender inspect SCENE --serve` answers one JSON line per request
/// (`Sources/animrender/InspectServer.swift`). A compiled scene cannot be loaded into this process
/// (its library binds to the executable's SwiftUI module), and one process per question would load it
/// every time; this is one process per scene.
///
/// The runtime's questions keep their names (`inspect(at:)`, `displayList(at:)`, `nextEventTime(after:)`,
/// `keyframeBoundaries(at:until:)`, `taps`), so tests read as they did in-process.
final class ServedScene: @unchecked Sendable {
  /// What scene code raised (a located scene error), or why the worker could not load or ended.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private struct Reply: Decodable {
    var inspection: FrameInspection?
    var displayList: DisplayList?
    var time: Double?
    var times: [Double]?
    var duration: Double?
    var canvas: [Double]?
    var error: String?
  }

  private let process: Process
  private let requests: FileHandle
  private let replies: Int32
  /// Owns the reply pipe's handles, open as long as this scene.
  private let output: Pipe
  private let errors = ErrorText()
  private let lock = NSLock()
  private var buffer: [UInt8] = []
  /// `Scene(taps:)` and `Scene(duration:)` (or the default), read when the scene loads (its first answer).
  private(set) var taps: [Double] = []
  private(set) var duration: Double = 0
  /// The canvas's width and height in points and its scale.
  private(set) var canvas: [Double] = []

  /// The binary: `ANIMRENDER` if set, else the one beside the test bundle in the build folder.
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["ANIMRENDER"], !path.isEmpty { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("animrender")
  }

  /// The environment of `animrender` runs: scenes compile into the test run's cache in the build
  /// folder, apart from the user's and shared with EndToEndTests (`CommandLineTool.sharedCache`), so
  /// a scene both compile is compiled once and swiftc's module cache is built once.
  static var environment: [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["XDG_CACHE_HOME"] = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("test-caches/scenes").path
    return env
  }

  /// A worker that ended (a crash) closes its input: writing to it must fail with EPIPE, not end the
  /// test process with SIGPIPE. Process-wide, once.
  private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// Starts the worker and waits until the scene is compiled and loaded (a compile error throws here).
  /// - Parameter arguments: more `inspect` options (`--seed`, `--date`, `--preview`, `--color-scheme`).
  /// - Parameter directory: the working directory; `path` may be relative to it, so messages name it as given.
  init(path: String, arguments: [String] = [], directory: URL? = nil) throws {
    _ = Self.ignoreBrokenPipes
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["inspect", path, "--serve"] + arguments
    process.environment = Self.environment
    if let directory { process.currentDirectoryURL = directory }
    let input = Pipe(), output = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    self.process = process
    requests = input.fileHandleForWriting
    replies = output.fileHandleForReading.fileDescriptor
    self.output = output
    let errors = self.errors
    let errorHandle = error.fileHandleForReading
    // Read standard error all along, so a chatty scene never fills the pipe and stalls.
    Thread {
      errors.append(errorHandle.readDataToEndOfFile())
      errors.done.signal()
    }.start()
    let info = try ask(["op": "info"])
    taps = info.times ?? []
    duration = try info.duration.orThrow("no duration")
    canvas = try info.canvas.orThrow("no canvas")
  }

  deinit {
    // End of input ends the worker; Foundation reaps it.
    try? requests.close()
  }

  func inspect(at t: Double) throws -> FrameInspection {
    try ask(["op": "inspect", "time": t]).inspection.orThrow("no inspection")
  }

  func displayList(at t: Double) throws -> DisplayList {
    try ask(["op": "displayList", "time": t]).displayList.orThrow("no display list")
  }

  func nextEventTime(after t: Double) throws -> Double? {
    try ask(["op": "nextEventTime", "time": t]).time
  }

  func keyframeBoundaries(at t: Double, until end: Double) throws -> [Double] {
    try ask(["op": "keyframeBoundaries", "time": t, "until": end]).times.orThrow("no boundaries")
  }

  private func ask(_ request: [String: Any]) throws -> Reply {
    try lock.withLock {
      let line = try JSONSerialization.data(withJSONObject: request) + Data("\n".utf8)
      do { try requests.write(contentsOf: line) } catch { throw ended() }
      guard let data = readLine() else { throw ended() }
      let decoder = JSONDecoder()
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
      let reply = try decoder.decode(Reply.self, from: data)
      if let message = reply.error { throw Failure(description: message) }
      return reply
    }
  }

  private func readLine() -> Data? {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Data(buffer[..<end])
        buffer.removeFirst(end + 1)
        return line
      }
      let n = read(replies, &chunk, chunk.count)
      if n > 0 { buffer += chunk[0..<n] } else if n == 0 || errno != EINTR { return nil }
    }
  }

  /// The worker ended (a compile error, a crash): what it said on standard error.
  private func ended() -> Failure {
    process.waitUntilExit()
    _ = errors.done.wait(timeout: .now() + 5)
    let text = errors.text.trimmingCharacters(in: .whitespacesAndNewlines)
    return Failure(description: text.isEmpty ? "the scene worker ended (status \(process.terminationStatus))" : text)
  }
}

/// Standard error of a worker, filled by its reader thread (the semaphore orders the accesses).
private final class ErrorText: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  let done = DispatchSemaphore(value: 0)
  func append(_ more: Data) { lock.withLock { data.append(more) } }
  var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}

private extension Optional {
  func orThrow(_ what: String) throws -> Wrapped {
    guard let self else { throw ServedScene.Failure(description: "the scene worker's reply had \(what)") }
    return self
  }
}
