import Foundation
import Testing

/// A signal during a GIF's second pass stops it between frames: the render winds down through its
/// own error path (so `--report json` still prints its error object) instead of waiting out the
/// trap's grace period and being cut off.
@Suite(.serialized) struct GIFSignalTests {
  @Test func aSignalInTheSecondPassEndsThroughTheNormalErrorPath() throws {
    let (root, dir) = try SignalTests.workspace(SignalTests.scene(seconds: 4))
    defer { try? FileManager.default.removeItem(at: root) }
    let stdout = root.appendingPathComponent("stdout"), stderr = root.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: stdout.path, contents: nil)
    FileManager.default.createFile(atPath: stderr.path, contents: nil)
    let process = Process()
    process.executableURL = CommandLineTool.binary
    process.arguments = ["s.swift-dsl", "--out", "clip.gif", "--quiet", "--report", "json"]
    process.environment = CommandLineTool.environment
    process.currentDirectoryURL = dir
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    try process.run()
    // The second pass writes the hidden `.clip.gif.<tag>.partial`; the first pass only the spool.
    let secondPass = CommandLineTool.wait(timeout: 120) {
      SignalTests.names(dir).contains { $0.hasPrefix(".clip.gif.") && $0.hasSuffix(".partial") }
    }
    #expect(secondPass, "the second pass started")
    #expect(ProcessEnd.stop(process, with: SIGINT, timeout: 30) == 130)
    let out = try String(contentsOf: stdout, encoding: .utf8)
    #expect(out.contains("\"exitCode\":130"), "the JSON error object of the normal path: '\(out)'")
    #expect(SignalTests.names(dir) == ["s.swift-dsl"], "no GIF and no temporary")
  }
}
