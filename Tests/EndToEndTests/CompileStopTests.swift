import Foundation
import XCTest

/// A render stopped while the scene compiles leaves no compiler running: swiftc's driver starts its
/// frontend jobs in process groups of their own, so the CLI kills the compiler's whole process tree.
/// The "compiler" here is a script that does what the driver does (a child in a new session, then
/// wait), named by `ANIMRENDER_SWIFTC`, so the test does not depend on how long swiftc takes.
final class CompileStopTests: XCTestCase {
  func testSignalDuringCompileKillsTheCompilersWholeTree() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let marker = "\(Int.random(in: 100_000...999_999))"
    let compiler = dir.appendingPathComponent("slow-swiftc")
    try "#!/bin/sh\nsetsid sleep 3\(marker) &\nwait\n".write(to: compiler, atomically: true, encoding: .utf8)
    chmod(compiler.path, 0o755)
    let scene = dir.appendingPathComponent("scene.swift-dsl")
    try "Scene(width: 40, height: 40, duration: 1) { Text(\"hi\") }\n".write(to: scene, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = CommandLineTool.binary
    process.arguments = [scene.path, "--out", dir.appendingPathComponent("out.png").path, "--at", "0"]
    var env = ProcessInfo.processInfo.environment
    env["ANIMRENDER_SWIFTC"] = compiler.path
    env["XDG_CACHE_HOME"] = dir.appendingPathComponent("cache").path
    process.environment = env
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    XCTAssertTrue(CommandLineTool.wait(timeout: 30) { !Self.processes(matching: "sleep 3\(marker)").isEmpty },
                  "the fake compiler's child never started")
    // The scene worker starts with the command (its arguments name the command) and waits for the library.
    let worker = "render \(scene.path)"
    XCTAssertFalse(Self.processes(matching: worker).isEmpty, "no early scene worker")
    let status = ProcessEnd.stop(process, with: SIGTERM, timeout: 30)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    XCTAssertEqual(status, 128 + SIGTERM, "nil: still running 30 s after SIGTERM; \(stderr)")
    XCTAssertTrue(stderr.contains("stopped by signal \(SIGTERM) while compiling"), stderr)
    XCTAssertTrue(CommandLineTool.wait(timeout: 5) { Self.processes(matching: "sleep 3\(marker)").isEmpty },
                  "left running: \(Self.processes(matching: "sleep 3\(marker)"))")
    XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
    XCTAssertTrue(CommandLineTool.wait(timeout: 5) { Self.processes(matching: worker).filter { ProcessEnd.alive(pid_t($0) ?? 0) }.isEmpty },
                  "worker left running: \(Self.processes(matching: worker))")
  }

  /// `preview` stops on SIGINT or SIGTERM by its own means (it ends its server and returns); a load
  /// compiling at that moment must not leave its compiler running, nor its build folder behind for good.
  func testSignalDuringPreviewCompileKillsTheCompiler() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let marker = "\(Int.random(in: 100_000...999_999))"
    let compiler = dir.appendingPathComponent("slow-swiftc")
    // It answers the version query (part of the cache key) and hangs in the compile proper.
    try "#!/bin/sh\n[ \"$1\" = -version ] && { echo 'Swift version 0.0 (fake)'; exit 0; }\nsetsid sleep 3\(marker) &\nwait\n"
      .write(to: compiler, atomically: true, encoding: .utf8)
    chmod(compiler.path, 0o755)
    let scene = dir.appendingPathComponent("scene.swift-dsl")
    try "Scene(width: 40, height: 40, duration: 1) { Text(\"hi\") }\n".write(to: scene, atomically: true, encoding: .utf8)
    let cache = dir.appendingPathComponent("cache")
    for signal in [SIGINT, SIGTERM] {
      let process = Process()
      process.executableURL = CommandLineTool.binary
      process.arguments = ["preview", scene.path, "--port", "0"]
      var env = ProcessInfo.processInfo.environment
      env["ANIMRENDER_SWIFTC"] = compiler.path
      env["XDG_CACHE_HOME"] = cache.path
      process.environment = env
      process.standardError = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      defer { ProcessEnd.killTree(process) }
      XCTAssertTrue(CommandLineTool.wait(timeout: 30) { !Self.processes(matching: "sleep 3\(marker)").isEmpty },
                    "the fake compiler's child never started")
      XCTAssertNotNil(ProcessEnd.stop(process, with: signal, timeout: 30), "still running 30 s after signal \(signal)")
      XCTAssertTrue(CommandLineTool.wait(timeout: 5) { Self.processes(matching: "sleep 3\(marker)").isEmpty },
                    "left running after signal \(signal): \(Self.processes(matching: "sleep 3\(marker)"))")
    }
    // The second run's compile removed the first run's abandoned build folder; only the second's is left.
    let builds = (try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("animrender").path)).filter { $0.hasPrefix("build-") }
    XCTAssertLessThanOrEqual(builds.count, 1, "\(builds)")
  }

  /// Pids whose command line contains `text` (arguments joined by spaces).
  static func processes(matching text: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { entry in
      guard Int(entry) != nil, let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return false }
      return String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(text)
    }
  }
}
