import Foundation
import Testing

/// `--out` can never destroy an input or something of another kind, and every bad option is one
/// `error:` line with exit 2 before any work (and, with `--report json`, a JSON object on stdout).
@Suite struct OutputSafetyTests {
  static let scene = """
    struct Dot: View {
        @State private var on = false
        var body: some View {
            Circle().fill(.blue).frame(width: 10, height: 10).opacity(on ? 1 : 0.2)
                .onAppear { withAnimation(.linear(duration: 0.5)) { on = true } }
        }
    }
    Scene(width: 40, height: 30, fps: 10, duration: 0.5) { Dot() }
    """

  /// A folder holding `s.swift-dsl` (the scene) and `other.swift-dsl` (another scene).
  static func folder() throws -> URL {
    let dir = try CommandLineTool.temporaryDirectory()
    try Data(scene.utf8).write(to: dir.appendingPathComponent("s.swift-dsl"))
    try Data(scene.utf8).write(to: dir.appendingPathComponent("other.swift-dsl"))
    return dir
  }

  static func expectUsageError(_ r: CommandLineTool.Result, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(r.status == 2, "\(r.stderr)", sourceLocation: sourceLocation)
    let lines = r.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].hasPrefix("error: "), "one error line: \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stderr.contains(message), "\(r.stderr)", sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    (["s.swift-dsl", "--out", "s.swift-dsl", "--format", "mp4"], "is the input 's.swift-dsl'"),
    (["s.swift-dsl", "--out", "./sub/../s.swift-dsl", "--format", "gif"], "is the input"),
    (["s.swift-dsl", "--out", "link.mp4"], "is the input"),
    (["s.swift-dsl", "--out", "hard.mp4"], "is the input"),
    (["s.swift-dsl", "--out", "other.swift-dsl", "--format", "mp4"], "is a scene file"),
    (["s.swift-dsl", "--out", "folder.mp4"], "is a folder"),
    (["s.swift-dsl", "--out", "plain.txt", "--format", "png-sequence"], "is a file: PNG frames go into a folder"),
    (["s.swift-dsl", "--out", "old.mp4", "--no-overwrite"], "exists and --no-overwrite is set"),
  ] as [([String], String)])
  func outputThatWouldDestroySomethingIsRefused(arguments: [String], message: String) throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fm = FileManager.default
    try fm.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try fm.createDirectory(at: dir.appendingPathComponent("folder.mp4"), withIntermediateDirectories: true)
    try fm.createSymbolicLink(atPath: dir.appendingPathComponent("link.mp4").path, withDestinationPath: "s.swift-dsl")
    try fm.linkItem(at: dir.appendingPathComponent("s.swift-dsl"), to: dir.appendingPathComponent("hard.mp4"))
    try Data("keep".utf8).write(to: dir.appendingPathComponent("plain.txt"))
    try Data("old video".utf8).write(to: dir.appendingPathComponent("old.mp4"))
    let before = try Self.snapshot(dir)

    let r = try CommandLineTool.run(arguments, in: dir)
    Self.expectUsageError(r, message)
    #expect(try Self.snapshot(dir) == before, "nothing changed in the folder")
  }

  @Test func withoutNoOverwriteAnOlderOutputIsReplaced() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data("old video".utf8).write(to: dir.appendingPathComponent("old.mp4"))
    let r = try CommandLineTool.run(["s.swift-dsl", "--out", "old.mp4", "--quiet"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try Data(contentsOf: dir.appendingPathComponent("old.mp4")).count > 100)
  }

  /// Numbers out of range, bad frame selections and misspelt values: exit 2, one line, no file.
  @Test(arguments: [
    (["--size", "-5x5"], "--size takes a positive width and height"),
    (["--size", "1e19x5"], "exceeds the 8192 px limit"),
    (["--duration", "-1"], "--duration takes seconds in (0, 3600]"),
    (["--duration", "nan"], "--duration takes seconds"),
    (["--at", "-1", "--out", "x.png"], "--at takes seconds from 0 to 3600"),
    (["--at", "1e19", "--out", "x.png"], "--at takes seconds from 0 to 3600"),
    (["--frames", "1000-2000"], "frame range '1000-2000' starts past the end of the clip (frames 0-4)"),
    (["--frames", "99999999999999999999"], "bad frame number"),
    (["--fps", "-3"], "--fps takes 1 to 240"),
    (["--scale", "inf"], "--scale takes a number in (0, 8]"),
    (["--crf", "99"], "--crf takes 0 to 51"),
    (["--threads", "100000"], "--threads takes 0 (automatic) to 64"),
    (["--loop", "-2", "--out", "x.gif"], "--loop takes -1, 0 or a repeat count"),
    (["--preset", "bogus"], "unknown --preset 'bogus'"),
    (["--out", "clip"], "--out 'clip' has no extension"),
    (["--bogus"], "Unknown option '--bogus'"),
  ] as [([String], String)])
  func badNumbersAreUsageErrors(extra: [String], message: String) throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = extra.contains("--out") ? [] : ["--out", "x.mp4"]
    let r = try CommandLineTool.run(["s.swift-dsl"] + out + extra, in: dir)
    Self.expectUsageError(r, message)
    #expect(try Set(FileManager.default.contentsOfDirectory(atPath: dir.path)) == ["s.swift-dsl", "other.swift-dsl"])
  }

  @Test func inspectRejectsHugeTimes() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    Self.expectUsageError(try CommandLineTool.run(["inspect", "s.swift-dsl", "--at", "1e19"], in: dir), "--at takes seconds from 0 to 3600")
    Self.expectUsageError(try CommandLineTool.run(["inspect", "s.swift-dsl", "--at", "-1"], in: dir), "--at takes seconds from 0 to 3600")
    Self.expectUsageError(try CommandLineTool.run(["inspect", "s.swift-dsl", "--fps", "0"], in: dir), "--fps takes 1 to 240")
  }

  @Test func jsonReportAlsoOnFailure() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let usage = try CommandLineTool.run(["s.swift-dsl", "--out", "x.mp4", "--fps", "0", "--report", "json"], in: dir)
    #expect(usage.status == 2)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(usage.stdout.utf8)) as? [String: Any])
    #expect(report["exitCode"] as? Int == 2)
    #expect(report["error"] as? String == "--fps takes 1 to 240 (got 0)")

    // The content on a line of its own: the pre-pass keeps the closure's lines, not the column of
    // its first line (swiftc sees it inside a generated function).
    try Data("Scene(width: 10) {\n    Nope()\n}\n".utf8).write(to: dir.appendingPathComponent("broken.swift-dsl"))
    let failed = try CommandLineTool.run(["broken.swift-dsl", "--out", "y.mp4", "--report=json"], in: dir)
    #expect(failed.status == 1)
    let failure = try #require(try JSONSerialization.jsonObject(with: Data(failed.stdout.utf8)) as? [String: Any])
    #expect(failure["exitCode"] as? Int == 1)
    #expect((failure["error"] as? String)?.contains("Nope") == true, "\(failed.stdout)")
    // Scene errors lead with file:line:col (the source line and a caret follow).
    #expect(failed.stderr.hasPrefix("broken.swift-dsl:2:5: error: cannot find 'Nope' in scope"), "\(failed.stderr)")
  }

  /// Names, kinds and contents of everything in a folder (links not followed).
  static func snapshot(_ dir: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let fm = FileManager.default
    for name in try fm.contentsOfDirectory(atPath: dir.path) {
      let path = dir.appendingPathComponent(name).path
      if let target = try? fm.destinationOfSymbolicLink(atPath: path) { result[name] = "link → \(target)"; continue }
      var isDir: ObjCBool = false
      _ = fm.fileExists(atPath: path, isDirectory: &isDir)
      result[name] = isDir.boolValue ? "folder" : String(decoding: fm.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
    return result
  }
}
