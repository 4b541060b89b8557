import Foundation
import Testing

/// `--front-end compiled`: scenes compiled by swiftc against the SwiftUI module, run in a worker.
@Suite(.serialized) struct CompiledSceneTests {
  /// A scene using only what the SwiftUI module has today.
  static let small = """
    struct Badge: View {
      @State private var moved = false
      var body: some View {
        VStack(spacing: 8) {
          Text(moved ? "Moved" : "Home")
          Color.orange
            .offset(x: moved ? 40 : 0, y: 0)
        }
        .onTapGesture { withAnimation(.linear(duration: 0.5)) { moved.toggle() } }
      }
    }

    Scene(height: 120, width: 160, taps: [0.25], duration: 1) {
      Badge()
    }
    """

  /// Runs the binary in `dir`, compiling into the test run's cache, or (`ownCache`) into a cache of
  /// the test's own, for a test that must see swiftc run.
  static func run(_ arguments: [String], in dir: URL, ownCache: Bool = false) throws -> CommandLineTool.Result {
    let cache = ownCache ? dir.appendingPathComponent("cache") : CommandLineTool.sharedCache
    return try CommandLineTool.run(arguments, in: dir, environment: ["XDG_CACHE_HOME": cache.path])
  }

  static func scene(_ text: String, in dir: URL, name: String = "scene.swift-dsl") throws {
    try Data(text.utf8).write(to: dir.appendingPathComponent(name))
  }

  @Test func typeErrorIsReportedAtTheUsersLine() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.scene("""
      struct Broken: View {
        var body: some View {
          let count: Int = "three"
          Text("\\(count)")
        }
      }
      Scene { Broken() }
      """, in: dir)
    let r = try Self.run(["inspect", "scene.swift-dsl", "--front-end", "compiled"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.contains("scene.swift-dsl:3:22: error:"), "\(r.stderr)")
    #expect(r.stdout.isEmpty)
  }

  @Test func unknownSceneArgumentIsLocated() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.scene("struct A: View { var body: some View { Text(\"a\") } }\nScene(wdth: 10) { A() }\n", in: dir)
    let r = try Self.run(["inspect", "scene.swift-dsl", "--front-end", "compiled"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.hasPrefix("scene.swift-dsl:2:7: error: unknown Scene argument 'wdth'"), "\(r.stderr)")
  }

  @Test func crashInABodyEndsTheRenderWithOneLineAndNoFiles() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.scene("""
      struct Crashy: View {
        @State private var on = false
        var body: some View {
          let value: Int? = on ? nil : 1
          Text(String(value!))
            .onTapGesture { on = true }
        }
      }
      Scene(width: 80, height: 60, duration: 1, taps: [0.5]) { Crashy() }
      """, in: dir)
    let r = try Self.run(["render", "scene.swift-dsl", "--out", "out.mp4", "--front-end", "compiled", "--quiet"], in: dir)
    #expect(r.status == 1)
    let lines = r.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(r.stderr)")
    #expect(lines.first?.hasPrefix("error: scene code crashed: Fatal error: Unexpectedly found nil") == true, "\(r.stderr)")
    #expect(lines.first?.contains("scene.swift-dsl:5") == true, "\(r.stderr)")
    let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "scene.swift-dsl" && $0 != "cache" }
    #expect(left.isEmpty, "\(left)")
  }

  @Test func smallSceneRendersAndInspectsAsRecorded() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.scene(Self.small, in: dir)
    let render = try Self.run(["render", "scene.swift-dsl", "--at", "0.5", "--out", "still.png", "--front-end", "compiled", "--verbose"], in: dir,
                              ownCache: true)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stderr.contains("running swiftc"), "\(render.stderr)")
    let png = try Data(contentsOf: dir.appendingPathComponent("still.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))

    let times = ["inspect", "scene.swift-dsl", "--at", "0,0.3,0.5,0.9"]
    let compiled = try Self.run(times + ["--front-end", "compiled", "--verbose"], in: dir, ownCache: true)
    #expect(compiled.status == 0, "\(compiled.stderr)")
    #expect(compiled.stdout.split(separator: "\n").count == 4)
    // The interpreter's inspect of this scene, recorded before it was removed.
    let recorded = RecordedInspect.url(suite: "CompiledSceneTests", name: "small")
    let mismatch = RecordedInspect.mismatch(compiled.stdout, recordedAt: recorded)
    #expect(mismatch == nil, "\(mismatch ?? "")")
    #expect(compiled.stdout.contains("Moved"))
    // The second run of the same scene is served from the cache: swiftc does not run again.
    #expect(compiled.stderr.contains("compiled scene from the cache"), "\(compiled.stderr)")
    #expect(!compiled.stderr.contains("running swiftc"), "\(compiled.stderr)")
  }

  /// A body that never returns: the watchdog stops the worker, with one line, exit 1, nothing left.
  @Test func bodyThatNeverReturnsIsStoppedByTheWatchdog() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.scene("""
      struct Loop: View {
        @State private var on = false
        var body: some View {
          if on { Text(String(spin())) } else { Text("x").onTapGesture { on = true } }
        }
        func spin() -> Int { var i = 0; while true { i &+= 1; if i == -1 { break } }; return i }
      }
      Scene(width: 80, height: 60, duration: 1, taps: [0.2]) { Loop() }
      """, in: dir)
    let start = Date()
    let r = try Self.run(["render", "scene.swift-dsl", "--out", "loop.mp4", "--front-end", "compiled", "--scene-timeout", "2", "--quiet"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.hasPrefix("error: scene code made no progress for 2 s"), "\(r.stderr)")
    #expect(Date().timeIntervalSince(start) < 120)
    let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "scene.swift-dsl" && $0 != "cache" }
    #expect(left.isEmpty, "\(left)")
  }

  /// `--preview NAME` picks a `#Preview` block (what it shows is the interpreter's, recorded).
  @Test func previewIsSelectedByName() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.scene("""
      struct Card: View {
        var title: String
        var body: some View { VStack { Text(title); Color.blue } }
      }
      Scene(width: 120, height: 90) { Card(title: "Scene") }
      #Preview("Other") {
        Card(title: "Preview")
      }
      """, in: dir)
    let arguments = ["inspect", "scene.swift-dsl", "--preview", "Other"]
    let compiled = try Self.run(arguments + ["--front-end", "compiled"], in: dir)
    #expect(compiled.status == 0, "\(compiled.stderr)")
    #expect(compiled.stdout.contains("\"Preview\""))
    let recorded = RecordedInspect.url(suite: "CompiledSceneTests", name: "preview-other")
    let mismatch = RecordedInspect.mismatch(compiled.stdout, recordedAt: recorded)
    #expect(mismatch == nil, "\(mismatch ?? "")")
    let missing = try Self.run(["inspect", "scene.swift-dsl", "--preview", "Nope", "--front-end", "compiled"], in: dir)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("no #Preview or PreviewProvider named 'Nope'"), "\(missing.stderr)")
  }

  /// `Tap(at:on:)` in `Scene(events:)` taps the view it names (every frame as the interpreter's, recorded).
  @Test func scriptedEventsReachTheNamedView() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.scene(Self.small.replacingOccurrences(of: "taps: [0.25]", with: "events: [Tap(at: 0.25, on: \"Home\")]"), in: dir)
    let arguments = ["inspect", "scene.swift-dsl", "--at", "0,0.9"]
    let compiled = try Self.run(arguments + ["--front-end", "compiled"], in: dir)
    #expect(compiled.status == 0, "\(compiled.stderr)")
    #expect(compiled.stdout.split(separator: "\n").last?.contains("\"Moved\"") == true, "\(compiled.stdout)")
    let recorded = RecordedInspect.url(suite: "CompiledSceneTests", name: "scripted-events")
    let mismatch = RecordedInspect.mismatch(compiled.stdout, recordedAt: recorded)
    #expect(mismatch == nil, "\(mismatch ?? "")")
  }

  /// `test` goes on past a scene that does not compile: its diagnostics, a FAIL line, the others run.
  @Test func testCommandGoesOnPastASceneThatDoesNotCompile() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.scene(Self.small, in: dir, name: "good.swift-dsl")
    try Self.scene("struct B: View {\n  var body: some View { Text(undefinedName) }\n}\nScene { B() }\n", in: dir, name: "bad.swift-dsl")
    let r = try Self.run(["test", "good.swift-dsl", "bad.swift-dsl", "--golden", "goldens", "--record", "missing", "--front-end", "compiled"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.contains("bad.swift-dsl:2:30: error: cannot find 'undefinedName' in scope"), "\(r.stderr)")
    #expect(r.stdout.contains("FAIL bad.swift-dsl: error: 'bad.swift-dsl' did not compile"), "\(r.stdout)")
    #expect(r.stdout.contains("RECORD good @"), "\(r.stdout)")
  }
}
