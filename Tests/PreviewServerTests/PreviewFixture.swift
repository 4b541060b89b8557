import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `animrender preview` of a scene written to a temporary folder, served on a free loopback port.
///
/// The scene: a 20×20 red square on a 100×100 white canvas at x offset −30 (centre (20, 50)); a tap
/// animates the offset linearly to +30 over 1 s (centre (80, 50)). 10 fps, 2 s: 20 frames.
struct PreviewFixture {
  static let scene = """
    struct Mover: View {
        @State private var x = -30.0
        var body: some View {
            Rectangle()
                .fill(Color.red)
                .frame(width: 20, height: 20)
                .offset(x: x)
                .onTapGesture {
                    withAnimation(.linear(duration: 1)) { x = 30 }
                }
        }
    }

    Scene(width: 100, height: 100, fps: 10, duration: 2, background: .white) {
        Mover()
    }
    """

  let folder: URL
  /// The server's TMPDIR (exports render there).
  var temporary: URL { folder.appendingPathComponent("tmp") }
  let path: String
  let server: Process
  let port: Int

  /// Runs `animrender preview` (the built binary beside the test bundle) on a free port. Out of
  /// process on purpose: inside the test process the server's tasks would share Swift's cooperative
  /// pool with hundreds of tests that block it, and time out for reasons that are not the server's.
  static func start(scene: String = scene, arguments: [String] = [], fileName: String = "mover.swift-dsl") async throws -> PreviewFixture {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(fileName).path
    try Data(scene.utf8).write(to: URL(fileURLWithPath: path))
    // Its own temporary folder, so a test can see what the server leaves there.
    let temporary = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let (server, port) = try await offPool { try launch(["preview", path, "--port", "0"] + arguments, temporary: temporary) }
    return PreviewFixture(folder: folder, path: path, server: server, port: port)
  }

  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("animrender")
  }

  /// Starts the binary and reads its address line (at most 30 s).
  static func launch(_ arguments: [String], temporary: URL) throws -> (Process, Int) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    // The test run's compile cache in the build folder, shared with SceneTests and EndToEndTests
    // (see `CommandLineTool.sharedCache` there), apart from the user's.
    environment["XDG_CACHE_HOME"] = binary.deletingLastPathComponent().appendingPathComponent("test-caches/scenes").path
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let handle = out.fileHandleForReading
    var text = ""
    let end = Date().addingTimeInterval(30)
    while Date() < end, !text.contains("\n") {
      var ready = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 200) > 0 else { continue }
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard let address = text.split(separator: " ").first(where: { $0.hasPrefix("http://") }),
          let port = URL(string: String(address))?.port else {
      process.terminate()
      throw RawHTTP.Failure("animrender preview printed no address: '\(text)'")
    }
    return (process, port)
  }

  /// SIGINT, as Ctrl-C; the exit status (nil if it had to be killed after 10 s).
  @discardableResult
  func stop() -> Int32? {
    defer { try? FileManager.default.removeItem(at: folder) }
    return Self.end(server, with: SIGINT, timeout: 10)
  }

  /// Sends `signal` to `process` and waits up to `timeout` seconds; then SIGKILL to it and the
  /// processes it started, and up to 10 s more. Never `waitUntilExit()` alone: Foundation sees a
  /// process end only once every holder of the socket it gave it has closed it (swift-corelibs-
  /// foundation, Process.swift), so a descendant left running would hold the test forever.
  /// The exit status, or nil if it had to be killed.
  @discardableResult
  static func end(_ process: Process, with signal: Int32, timeout: Double) -> Int32? {
    func ended(within seconds: Double) -> Bool {
      let end = Date().addingTimeInterval(seconds)
      while process.isRunning && Date() < end { Thread.sleep(forTimeInterval: 0.02) }
      return !process.isRunning
    }
    guard process.isRunning else { return process.terminationStatus }
    kill(process.processIdentifier, signal)
    if ended(within: timeout) { return process.terminationStatus }
    for pid in [process.processIdentifier] + CompiledPreviewTests.descendants(of: process.processIdentifier) { kill(pid, SIGKILL) }
    _ = ended(within: 10)
    return nil
  }

  func get(_ path: String) async throws -> RawHTTP.Response { try await Self.offPool { try RawHTTP.request("GET", path, port: port) } }
  func post(_ path: String) async throws -> RawHTTP.Response { try await Self.offPool { try RawHTTP.request("POST", path, port: port) } }

  func json(_ path: String, method: String = "GET") async throws -> [String: Any] {
    let r = try await Self.offPool { try RawHTTP.request(method, path, port: port) }
    return (try JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any]) ?? [:]
  }

  /// Runs blocking socket work on a thread of its own: blocked on Swift's cooperative pool (two
  /// threads here), it would starve the server running in this same process.
  static func offPool<T>(_ body: @escaping () throws -> T) async throws -> T {
    let box = UncheckedBox(body)
    return try await withCheckedThrowingContinuation { (c: CheckedContinuation<T, Error>) in
      let out = UncheckedBox(c)
      Thread { out.value.resume(with: Result { try box.value() }) }.start()
    }
  }

  /// Writes the scene file as an editor would: a new file renamed over the old one.
  func edit(_ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}

/// Hands a value to another thread; the tests make sure only one thread uses it at a time.
final class UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
