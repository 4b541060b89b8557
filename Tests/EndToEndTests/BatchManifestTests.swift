import Foundation
import Testing

/// The batch manifest: one entry per output however its folder is typed, and batches sharing an
/// output folder keep each other's entries.
@Suite struct BatchManifestTests {
  static func workspace() throws -> URL {
    let dir = try CommandLineTool.temporaryDirectory()
    try BatchCommandTests.scene(seconds: 1, color: "red").write(to: dir.appendingPathComponent("a.swift-dsl"), atomically: true, encoding: .utf8)
    try BatchCommandTests.scene(seconds: 1, color: "blue").write(to: dir.appendingPathComponent("b.swift-dsl"), atomically: true, encoding: .utf8)
    return dir
  }

  static func entries(_ dir: URL) throws -> [String: String] {
    try JSONDecoder().decode([String: String].self, from: Data(contentsOf: dir.appendingPathComponent("demos/.animrender-batch.json")))
  }

  @Test func anOutputTypedAnotherWayIsTheSameEntry() throws {
    let dir = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: dir) }
    let first = try CommandLineTool.run(["batch", "a.swift-dsl", "--out", "demos"], in: dir)
    #expect(first.stdout.contains("batch: 1 rendered, 0 unchanged, 0 failed"), "\(first.stdout) \(first.stderr)")
    try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link").path, withDestinationPath: "demos")
    for (scene, out) in [(dir.appendingPathComponent("a.swift-dsl").path, dir.appendingPathComponent("demos").path),
                         ("./a.swift-dsl", "sub/../demos/"), ("a.swift-dsl", "link")] {
      try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
      let again = try CommandLineTool.run(["batch", scene, "--out", out], in: dir)
      #expect(again.status == 0, "\(again.stderr)")
      #expect(again.stdout.contains("batch: 0 rendered, 1 unchanged, 0 failed"), "\(scene) --out \(out): \(again.stdout)")
    }
    let real = dir.appendingPathComponent("demos/a.mp4").standardizedFileURL.resolvingSymlinksInPath().path
    #expect(Array(try Self.entries(dir).keys) == [real], "one entry, by its canonical path")
  }

  @Test func twoBatchesAtOnceKeepBothEntries() throws {
    let dir = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: dir) }
    let a = try SignalTests.Running(["batch", "a.swift-dsl", "--out", "demos", "--format", "mp4,gif"], in: dir)
    let b = try SignalTests.Running(["batch", "b.swift-dsl", "--out", "demos", "--format", "mp4,gif"], in: dir)
    defer { try? FileManager.default.removeItem(at: a.stderr); try? FileManager.default.removeItem(at: b.stderr) }
    #expect(a.waitForExit(timeout: 120) == 0, "\(a.errorText)")
    #expect(b.waitForExit(timeout: 120) == 0, "\(b.errorText)")
    #expect(try Self.entries(dir).count == 4, "a.mp4, a.gif, b.mp4, b.gif")
    let both = try CommandLineTool.run(["batch", "a.swift-dsl", "b.swift-dsl", "--out", "demos", "--format", "mp4,gif"], in: dir)
    #expect(both.stdout.contains("batch: 0 rendered, 4 unchanged, 0 failed"), "\(both.stdout) \(both.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("demos").path)
    #expect(!names.contains { $0.hasSuffix(".tmp") }, "no temporary manifest left: \(names)")
  }
}
