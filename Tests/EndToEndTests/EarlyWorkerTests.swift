import Foundation
import XCTest

/// The scene worker of `render`, `inspect`, `sheet` and `plot` starts before the command parses its
/// arguments (`EarlyWorker`), so its own start overlaps ours; the compiled libraries follow on a pipe.
/// A command that ends without needing it (a usage error, a scene that does not compile) leaves
/// nothing running, and says nothing more than it did before.
final class EarlyWorkerTests: XCTestCase {
  private func scene(_ source: String) throws -> (dir: URL, path: String) {
    let dir = try CommandLineTool.temporaryDirectory()
    let path = dir.appendingPathComponent("early-\(UUID().uuidString.prefix(8)).swift-dsl").path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return (dir, path)
  }

  private let dots = """
    Scene(width: 48, height: 48, duration: 0.5) {
      Circle().fill(Color.orange).frame(width: 20, height: 20)
    }

    """

  /// Processes still running whose command line names `path` (the scene is in every worker's).
  private func leftRunning(_ path: String) -> [String] {
    var left: [String] = []
    _ = CommandLineTool.wait(timeout: 5) {
      left = CompileStopTests.processes(matching: path).filter { ProcessEnd.alive(pid_t($0) ?? 0) }
      return left.isEmpty
    }
    return left
  }

  func testRenderAndTheDefaultCommandRunInTheEarlyWorker() throws {
    let (dir, path) = try scene(dots)
    defer { try? FileManager.default.removeItem(at: dir) }
    for command in [["render"], []] {
      let out = dir.appendingPathComponent("still-\(command.count).png").path
      let result = try CommandLineTool.run(command + [path, "--at", "0.25", "--out", out, "--verbose"])
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertTrue(result.stderr.contains("started while the arguments were parsed"), "\(command): \(result.stderr)")
      XCTAssertTrue(FileManager.default.fileExists(atPath: out))
    }
    let inspect = try CommandLineTool.run(["inspect", path, "--at", "0", "--verbose"])
    XCTAssertEqual(inspect.status, 0, inspect.stderr)
    XCTAssertTrue(inspect.stderr.contains("started while the arguments were parsed"), inspect.stderr)
    XCTAssertTrue(inspect.stdout.contains("\"shape\":\"Circle\""), inspect.stdout)
    XCTAssertEqual(leftRunning(path), [])
  }

  func testAUsageErrorEndsTheWaitingWorkerSilently() throws {
    let (dir, path) = try scene(dots)
    defer { try? FileManager.default.removeItem(at: dir) }
    // The worker parses the same arguments and fails the same way; only we report it (a second JSON
    // report on the shared standard output would spoil the first).
    let result = try CommandLineTool.run(["render", path, "--out", dir.appendingPathComponent("a.mp4").path, "--fps", "-3", "--report", "json"])
    XCTAssertEqual(result.status, 2, result.stderr)
    XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
    XCTAssertEqual(result.stdout.split(separator: "\n").count, 1, result.stdout)
    XCTAssertEqual(leftRunning(path), [])
  }

  func testASceneThatDoesNotCompileEndsTheWaitingWorker() throws {
    let (dir, path) = try scene("Scene(width: 48, height: 48) {\n  Circle().fill(Color.orange).frame(width: \"wide\")\n}\n")
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("a.png").path
    let result = try CommandLineTool.run(["render", path, "--at", "0", "--out", out])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stderr.contains(":2:"), result.stderr)
    XCTAssertFalse(result.stderr.contains("worker"), result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    XCTAssertEqual(leftRunning(path), [])
  }

  /// An early worker that dies while it waits (here: killed while the scene compiles) is replaced by
  /// one started the usual way; writing to its pipe must not end the command with SIGPIPE.
  func testAWorkerThatDiedWhileWaitingIsReplaced() throws {
    let (dir, path) = try scene(dots.replacingOccurrences(of: "width: 20", with: "width: \(Int.random(in: 10...40))"))
    defer { try? FileManager.default.removeItem(at: dir) }
    // The toolchain's compiler, two seconds late: time to find the waiting worker and kill it.
    let compiler = dir.appendingPathComponent("slow-swiftc")
    try "#!/bin/sh\n[ \"$1\" = -version ] || sleep 2\nexec swiftc \"$@\"\n".write(to: compiler, atomically: true, encoding: .utf8)
    chmod(compiler.path, 0o755)
    let out = dir.appendingPathComponent("still.png").path
    let process = Process()
    process.executableURL = CommandLineTool.binary
    process.arguments = [path, "--at", "0.25", "--out", out, "--verbose"]  // the default command: the worker's arguments name it
    var environment = CommandLineTool.environment
    environment["ANIMRENDER_SWIFTC"] = compiler.path
    process.environment = environment
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    defer { ProcessEnd.killTree(process) }
    var worker: [String] = []
    XCTAssertTrue(CommandLineTool.wait(timeout: 30) { worker = CompileStopTests.processes(matching: " render \(path)"); return !worker.isEmpty })
    for pid in worker { kill(pid_t(pid) ?? 0, SIGKILL) }
    XCTAssertTrue(ProcessEnd.wait(for: process, timeout: 120))
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    XCTAssertEqual(process.terminationStatus, 0, stderr)
    XCTAssertFalse(stderr.contains("started while the arguments were parsed"), stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: out), stderr)
    XCTAssertEqual(leftRunning(path), [])
  }
}
