import Foundation
import Testing

/// Deeply nested scenes end in a render or a clear one-line error with exit status 1, never a signal
/// (a stack overflow killed the debug build with SIGSEGV before the runtime had a depth budget).
@Suite struct DepthTests {
  static func paddedScene(_ levels: Int) -> String {
    "struct Deep: View {\n  var body: some View {\n    Text(\"x\")" + String(repeating: ".padding(0)", count: levels)
      + "\n  }\n}\nScene(width: 100, height: 100, fps: 10, duration: 0.2) { Deep() }\n"
  }

  /// A view struct whose body nests itself `levels` times.
  static func recursiveScene(_ levels: Int) -> String {
    """
    struct Nest: View {
      let n: Int
      var body: some View {
        if n == 0 { Text("x") } else { Nest(n: n - 1).padding(0) }
      }
    }
    Scene(width: 100, height: 100, fps: 10, duration: 0.2) { Nest(n: \(levels)) }
    """
  }

  /// Runs `arguments` on `scene` and returns whether it rendered; otherwise checks the failure is one
  /// clear line with status 1 and leaves no output (nor a `.partial`) behind.
  static func renderOrFailCleanly(_ scene: String, out: String, _ extra: [String] = []) throws -> Bool {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(scene.utf8).write(to: dir.appendingPathComponent("deep.swift-dsl"))
    let r = try CommandLineTool.run(["deep.swift-dsl", "--out", out] + extra, in: dir)
    let files = Set((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
    #expect(r.status == 0 || r.status == 1, "status \(r.status): \(r.stderr)")
    if r.status == 0 {
      #expect(files.contains(out))
      return true
    }
    let lines = r.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(r.stderr)")
    #expect(files == ["deep.swift-dsl"], "\(files)")
    return false
  }

  @Test func fourHundredPaddingsRenderAsAStillAndAVideo() throws {
    #expect(try Self.renderOrFailCleanly(Self.paddedScene(400), out: "d.png", ["--at", "0"]))
    // Videos are drawn on the pipeline's producer thread (its own 8 MiB stack), not the main thread.
    #expect(try Self.renderOrFailCleanly(Self.paddedScene(400), out: "d.mp4"))
  }

  @Test func fiveThousandPaddingsFailWithOneLine() throws {
    #expect(try !Self.renderOrFailCleanly(Self.paddedScene(5_000), out: "d.png", ["--at", "0"]))
    #expect(try !Self.renderOrFailCleanly(Self.paddedScene(5_000), out: "d.mp4"))
  }

  @Test func aViewRecursingTwoHundredLevelsNeverCrashes() throws {
    _ = try Self.renderOrFailCleanly(Self.recursiveScene(200), out: "d.png", ["--at", "0"])
    _ = try Self.renderOrFailCleanly(Self.recursiveScene(200), out: "d.mp4")
    #expect(try !Self.renderOrFailCleanly(Self.recursiveScene(5_000), out: "d.png", ["--at", "0"]))
  }
}
