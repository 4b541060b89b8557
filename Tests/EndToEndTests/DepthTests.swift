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

  /// Runs the scene to `out` and returns nil if it rendered, else the error line. A failure must be
  /// status 1 with the message on stderr's first line (scene errors add a source excerpt below it)
  /// and must leave no output (nor a `.partial`) behind; a signal fails the test.
  static func render(_ scene: String, out: String, _ extra: [String] = []) throws -> String? {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(scene.utf8).write(to: dir.appendingPathComponent("deep.swift-dsl"))
    let r = try CommandLineTool.run(["deep.swift-dsl", "--out", out] + extra, in: dir)
    let files = Set((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
    #expect(r.status == 0 || r.status == 1, "status \(r.status): \(r.stderr.prefix(500))")
    if r.status == 0 {
      #expect(files.contains(out))
      return nil
    }
    #expect(files == ["deep.swift-dsl"], "\(files)")
    let first = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.contains("error: "), "\(r.stderr.prefix(500))")
    return first
  }

  static let tooDeep = "view tree too deep (more than 200 nested views and modifiers)"

  /// 400 paddings compile (in about 17 s on the 2-core machine under load) but exceed the runtime's
  /// budget of 200 levels: the runtime's error, whether drawn on the main thread (a still) or the
  /// pipeline's producer thread (a video). The same source compiles once (the second run is cached).
  @Test func fourHundredPaddingsEndInTheDepthError() throws {
    #expect(try Self.render(Self.paddedScene(400), out: "d.png", ["--at", "0"]) == "error: " + Self.tooDeep)
    #expect(try Self.render(Self.paddedScene(400), out: "d.mp4") == "error: " + Self.tooDeep)
    // Within the budget the same chain renders.
    #expect(try Self.render(Self.paddedScene(190), out: "d.png", ["--at", "0"]) == nil)
    #expect(try Self.render(Self.paddedScene(190), out: "d.mp4") == nil)
  }

  /// 5,000 paddings would keep swiftc type-checking for minutes (measured: not done after 200 s), so
  /// the pre-pass refuses the chain at its 1,001st link (SourceBudget), before swiftc runs.
  @Test func fiveThousandPaddingsFailWithAnError() throws {
    // Line 3 is `    Text("x")` and then the chain: 4 spaces, 9 characters, then 11 per `.padding(0)`.
    let place = "deep.swift-dsl:3:\(4 + 9 + 1 + 1_000 * 11): error: more than 1000 chained member accesses and calls in one expression"
    let still = try Self.render(Self.paddedScene(5_000), out: "d.png", ["--at", "0"])
    #expect(still?.hasPrefix(place) == true, "\(still ?? "rendered")")
    let video = try Self.render(Self.paddedScene(5_000), out: "d.mp4")
    #expect(video?.hasPrefix(place) == true, "\(video ?? "rendered")")
  }

  /// A view struct nesting itself: each level is several views (component, branch, padding), so 200
  /// levels pass the compiler and end in the runtime's depth error, and so do 5,000 (the budget stops
  /// the resolution long before the native stack could overflow).
  @Test func aViewRecursingItselfEndsInAnError() throws {
    for out in ["d.png", "d.mp4"] {
      let extra = out == "d.png" ? ["--at", "0"] : []
      let r200 = try Self.render(Self.recursiveScene(200), out: out, extra)
      #expect(r200?.hasSuffix(Self.tooDeep) == true, "\(r200 ?? "rendered")")
    }
    let r5000 = try Self.render(Self.recursiveScene(5_000), out: "d.png", ["--at", "0"])
    #expect(r5000?.hasSuffix(Self.tooDeep) == true, "\(r5000 ?? "rendered")")
    #expect(try Self.render(Self.recursiveScene(20), out: "d.png", ["--at", "0"]) == nil)
  }
}
