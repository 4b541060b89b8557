import Foundation

/// Runs the built `animrender` binary, as a user would, and captures what it says.
struct CommandLineTool {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The binary sits next to the test bundle in the build folder.
  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("animrender")
  }

  /// The package root, for the committed scenes and goldens.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The compile cache (`XDG_CACHE_HOME`) of every scene these tests run, apart from the user's: one
  /// folder in the build folder for the whole test run, shared with SceneTests (`ServedScene`), which
  /// compile many of the same files. XCTest's `--parallel` runs each case in a process of its own,
  /// and each new cache starts with an empty swiftc module cache (its imports' modules, seconds to
  /// build), so a cache per test or per process paid that on every test. Keys cover the source, the
  /// compiler, the module and the flags, so it may outlive a run.
  static var sharedCache: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("test-caches/scenes")
  }

  /// This process's environment with scenes compiled into ``sharedCache``.
  static var environment: [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["XDG_CACHE_HOME"] = sharedCache.path
    return env
  }

  /// - Parameter environment: added to this process's environment; `CI` and `ANIMRENDER_RECORD` are
  ///   removed unless given, so tests of defaults do not depend on where they run. Scenes compile into
  ///   ``sharedCache`` unless it gives `XDG_CACHE_HOME`.
  static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var env = Self.environment
    if let environment {
      env["CI"] = nil
      env["ANIMRENDER_RECORD"] = nil
      env.merge(environment) { $1 }
    }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Both pipes are read on threads of their own, so neither can fill up and stall the child, and
    // the wait has a deadline: a binary that hangs fails its test instead of holding the whole run.
    let outData = DataBox(), errData = DataBox()
    for (pipe, box) in [(out, outData), (err, errData)] {
      Thread { box.data = pipe.fileHandleForReading.readDataToEndOfFile(); box.done.signal() }.start()
    }
    let ended = ProcessEnd.wait(for: process, timeout: timeLimit)
    if !ended { ProcessEnd.killTree(process) }
    func text(_ box: DataBox) -> String {
      box.done.wait(timeout: .now() + 10) == .success ? String(decoding: box.data, as: UTF8.self) : ""
    }
    let stdout = text(outData), stderr = text(errData)
    guard ended else {
      return Result(status: -1, stdout: stdout, stderr: stderr + "\n(the test killed animrender \(arguments.first ?? "") after \(Int(timeLimit)) s)")
    }
    return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
  }

  /// How long one command may run before the test kills it (far beyond any test's command).
  static let timeLimit = 600.0

  static func temporaryDirectory() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Waits up to `timeout` seconds for `condition`.
  static func wait(timeout: Double, until condition: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(timeout)
    while Date() < end {
      if condition() { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return condition()
  }
}

private final class DataBox: @unchecked Sendable {
  var data = Data()
  let done = DispatchSemaphore(value: 0)
}
