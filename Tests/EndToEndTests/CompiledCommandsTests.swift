import CairoRenderer
import Foundation
import Graphics
import MediaIO
import Testing

/// `batch`, `plot`, `--shard` and `--watch` with compiled scenes, run through the built binary: each
/// scene runs in a worker, and a scene that does not compile or traps fails alone, leaving no file
/// and no process behind.
@Suite(.serialized) struct CompiledCommandsTests {
  /// A trap in scene code when the body is first evaluated.
  static let trap = """
    func boom() -> String { fatalError("boom") }
    struct Trap: View {
      var body: some View { Text(boom()) }
    }
    Scene(width: 80, height: 60, fps: 10, duration: 0.5) { Trap() }
    """

  static let broken = "struct B: View {\n  var body: some View { Text(undefinedName) }\n}\nScene(width: 80, height: 60) { B() }\n"

  /// A square that is red, or `color`, on white.
  static func square(_ color: String) -> String {
    """
    struct Square: View {
      var body: some View { Color.\(color).frame(width: 40, height: 40) }
    }
    Scene(width: 80, height: 60, fps: 10, duration: 0.5, background: .white) { Square() }
    """
  }

  static func run(_ arguments: [String], in dir: URL) throws -> CommandLineTool.Result {
    try CompiledSceneTests.run(arguments, in: dir)
  }

  /// Processes whose command line names `dir`: a worker or render child left running.
  static func processes(mentioning dir: URL) -> [String] {
    let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return pids.filter { Int($0) != nil && Int32($0) != getpid() }.compactMap { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
      return line.contains(dir.path) ? "\(pid): \(line)" : nil
    }
  }

  @Test func batchFailsScenesThatDoNotCompileOrTrapAndRendersTheRest() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scenes = dir.appendingPathComponent("scenes"), out = dir.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
    try CompiledSceneTests.scene(Self.square("red"), in: scenes, name: "a-good.swift-dsl")
    try CompiledSceneTests.scene(Self.broken, in: scenes, name: "b-broken.swift-dsl")
    try CompiledSceneTests.scene(Self.trap, in: scenes, name: "c-trap.swift-dsl")
    let r = try Self.run(["batch", scenes.path, "--out", out.path, "--format", "mp4", "--jobs", "2"], in: dir)
    #expect(r.status == 1, "\(r.stdout)\n\(r.stderr)")
    #expect(r.stdout.contains("batch: 1 rendered, 0 unchanged, 2 failed"), "\(r.stdout)")
    #expect(r.stderr.hasSuffix("error: 2 of 3 renders failed\n"), "\(r.stderr)")
    let rows = r.stdout.split(separator: "\n").map(String.init)
    let broken = rows.first { $0.hasPrefix("b-broken.mp4") } ?? ""
    #expect(broken.contains("failed") && broken.contains("b-broken.swift-dsl:2:30: error: cannot find 'undefinedName' in scope"), "\(r.stdout)")
    let trapped = rows.first { $0.hasPrefix("c-trap.mp4") } ?? ""
    #expect(trapped.contains("failed") && trapped.contains("error: scene code crashed: Fatal error: boom"), "\(r.stdout)")
    // One output, whole; no partial file beside it; no worker left running.
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == [".animrender-batch.json", "a-good.mp4"], "\(names)")
    // 0.5 s at 10 fps.
    let video = try MediaProbe.inspect(out.appendingPathComponent("a-good.mp4"))
    #expect(video.codecName == "h264" && video.frameCount == 5 && video.width == 80 && video.height == 60)
    #expect(Self.processes(mentioning: dir).isEmpty, "\(Self.processes(mentioning: dir))")

    // Unchanged: skipped on the next run; the failed ones are tried again and fail again.
    let again = try Self.run(["batch", scenes.path, "--out", out.path, "--format", "mp4"], in: dir)
    #expect(again.stdout.contains("batch: 0 rendered, 1 unchanged, 2 failed"), "\(again.stdout)")
  }

  /// `--assets` names the catalog of a compiled scene: its generated symbols are compiled with the
  /// scene (`Color(.brand)`) and `Color("brand")` reads it; a folder that is not there is refused
  /// before anything is compiled or written.
  @Test func assetsOptionNamesTheCatalog() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let set = dir.appendingPathComponent("Other.xcassets/Brand.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.000","green":"0.500","blue":"1.000","alpha":"1.000"}}}]}"#
      .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    try CompiledSceneTests.scene("""
      Scene(width: 80, height: 60, duration: 0.5) {
        HStack(spacing: 0) { Color(.brand); Color("Brand") }
      }
      """, in: dir)
    let r = try Self.run(["scene.swift-dsl", "--out", "a.png", "--at", "0", "--assets", "Other.xcassets"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let f = try PNGFile.read(dir.appendingPathComponent("a.png").path)
    for x in [20, 60] {
      let p = f.pixel(x: x, y: 30)
      #expect(p.r < 3 && abs(Int(p.g) - 128) < 3 && p.b > 252, "x \(x): \(p)")
    }
    let missing = try Self.run(["scene.swift-dsl", "--out", "b.png", "--at", "0", "--assets", "Nowhere.xcassets"], in: dir)
    #expect(missing.status == 1)
    #expect(missing.stderr.hasPrefix("error: --assets: no asset catalog folder at 'Nowhere.xcassets'"), "\(missing.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("b.png").path))
  }

  /// Scripts from the time of two front ends keep working with `--front-end compiled`; the removed
  /// interpreter is a usage error that says so, before anything is compiled or written.
  @Test func theFrontEndOptionAcceptsOnlyCompiled() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try CompiledSceneTests.scene(Self.square("red"), in: dir)
    let ok = try Self.run(["scene.swift-dsl", "--out", "a.png", "--at", "0", "--front-end", "compiled"], in: dir)
    #expect(ok.status == 0, "\(ok.stderr)")
    let red = try PNGFile.read(dir.appendingPathComponent("a.png").path).pixel(x: 40, y: 30)
    #expect(red.r > 200 && red.g < 80 && red.b < 80, "\(red)")
    let removed = try Self.run(["scene.swift-dsl", "--out", "b.png", "--at", "0", "--front-end", "interpreted"], in: dir)
    #expect(removed.status == 2, "\(removed.status)")
    #expect(removed.stderr.hasPrefix("error: --front-end interpreted was removed: every scene is compiled by swiftc"), "\(removed.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("b.png").path))
  }

  /// `plot` in a worker: one panel per animated value, sampled once per frame, and a chart whose
  /// height is the layout's for that many panels; the same scene plots the same bytes again.
  @Test func plotOfACompiledScene() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try CompiledSceneTests.scene(CompiledSceneTests.small, in: dir)
    let first = try Self.run(["plot", "scene.swift-dsl", "--out", "c.png"], in: dir)
    let second = try Self.run(["plot", "scene.swift-dsl", "--out", "d.png"], in: dir)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(second.status == 0, "\(second.stderr)")
    // A sample per frame: 1 s at the default 60 fps.
    #expect(first.stdout.hasPrefix("wrote c.png: "), "\(first.stdout)")
    #expect(first.stdout.contains("from 60 samples"), "\(first.stdout)")
    let panels = try #require(Int(first.stdout.dropFirst("wrote c.png: ".count).prefix { $0.isNumber }), "\(first.stdout)")
    // The tap at 0.25 s moves the orange view 40 points right: at least that curve.
    #expect(panels >= 1)
    let chart = try PNGFile.read(dir.appendingPathComponent("c.png").path)
    // ChartLayout: 720 wide; 36 above the panels, 110 per panel plus a gap of 34, 10 below.
    #expect(chart.width == 720 && chart.height == 36 + panels * (110 + 34) + 10, "\(chart.width)x\(chart.height), \(panels) panels")
    let a = try Data(contentsOf: dir.appendingPathComponent("c.png")), b = try Data(contentsOf: dir.appendingPathComponent("d.png"))
    #expect(a.count > 1000 && a == b)

    let trap = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: trap) }
    try CompiledSceneTests.scene(Self.trap, in: trap)
    let crashed = try Self.run(["plot", "scene.swift-dsl", "--out", "t.png"], in: trap)
    #expect(crashed.status == 1)
    #expect(crashed.stderr.hasPrefix("error: scene code crashed: Fatal error: boom"), "\(crashed.stderr)")
    #expect(!FileManager.default.fileExists(atPath: trap.appendingPathComponent("t.png").path))
  }

  /// Two compiled shards merge into the clip one compiled render writes; a shard whose scene traps
  /// fails with one line and leaves no temporary in the parts folder.
  @Test func compiledShardsMergeToTheSingleRenderAndATrapLeavesNoPart() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try CompiledSceneTests.scene(CompiledSceneTests.small, in: dir)
    for k in 1...2 {
      let r = try Self.run(["scene.swift-dsl", "--shard", "\(k)/2", "--out", "parts", "--quiet"], in: dir)
      #expect(r.status == 0, "shard \(k): \(r.stderr)")
    }
    let merged = try Self.run(["merge", "parts", "--out", "merged.gif", "--threads", "1", "--quiet", "--report", "json"], in: dir)
    #expect(merged.status == 0, "\(merged.stderr)")
    // 1 s at the default 60 fps, from both shards.
    #expect(merged.stdout.contains("\"frames\":60") && merged.stdout.contains("\"shards\":2"), "\(merged.stdout)")
    let single = try Self.run(["scene.swift-dsl", "--out", "single.gif", "--threads", "1", "--quiet"], in: dir)
    #expect(single.status == 0, "\(single.stderr)")
    let a = try Data(contentsOf: dir.appendingPathComponent("merged.gif")), b = try Data(contentsOf: dir.appendingPathComponent("single.gif"))
    #expect(a.count > 1000 && a == b, "\(a.count) vs \(b.count) bytes")

    // The trap comes at the tap at 0.8 s, after shard 2/2 (frames 30 to 59) has written frames.
    try CompiledSceneTests.scene("""
      struct Late: View {
        @State private var on = false
        var body: some View {
          let value: Int? = on ? nil : 1
          Text(String(value!)).onTapGesture { on = true }
        }
      }
      Scene(width: 80, height: 60, duration: 1, taps: [0.8]) { Late() }
      """, in: dir, name: "trap.swift-dsl")
    let r = try Self.run(["trap.swift-dsl", "--shard", "2/2", "--out", "trap-parts/", "--quiet"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.hasPrefix("error: scene code crashed: Fatal error: Unexpectedly found nil"), "\(r.stderr)")
    let left = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("trap-parts").path)) ?? []
    #expect(left.isEmpty, "\(left)")
  }

  /// `--watch`: each change compiles and renders in a new worker; a compile error and a trap are
  /// printed and the watch goes on; the fixed file renders again.
  @Test func watchRecompilesEachChangeAndSurvivesErrorsAndTraps() throws {
    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try CompiledSceneTests.scene(Self.square("red"), in: dir)
    let scene = dir.appendingPathComponent("scene.swift-dsl")
    let log = dir.appendingPathComponent("log.txt")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let process = Process()
    process.executableURL = CommandLineTool.binary
    process.currentDirectoryURL = dir
    process.arguments = ["scene.swift-dsl", "--out", "w.png", "--at", "0", "--watch"]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = CommandLineTool.sharedCache.path
    process.environment = environment
    let handle = try FileHandle(forWritingTo: log)
    process.standardError = handle
    process.standardOutput = handle
    try process.run()
    defer { ProcessEnd.killTree(process) }
    func logText() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
    func wrote() -> Int { logText().components(separatedBy: "wrote w.png").count - 1 }
    let out = dir.appendingPathComponent("w.png").path

    #expect(CommandLineTool.wait(timeout: 90) { wrote() == 1 }, "\(logText())")
    let red = try PNGFile.read(out).pixel(x: 40, y: 30)
    #expect(red.r > 200 && red.g < 60 && red.b < 60)

    try Data(Self.broken.utf8).write(to: scene)
    #expect(CommandLineTool.wait(timeout: 90) { logText().contains("scene.swift-dsl:2:30: error: cannot find 'undefinedName'") }, "\(logText())")
    #expect(process.isRunning)
    try Data(Self.trap.utf8).write(to: scene)
    #expect(CommandLineTool.wait(timeout: 90) { logText().contains("error: scene code crashed: Fatal error: boom") }, "\(logText())")
    #expect(process.isRunning)

    try Data(Self.square("blue").utf8).write(to: scene)
    #expect(CommandLineTool.wait(timeout: 90) { wrote() == 2 }, "\(logText())")
    let blue = try PNGFile.read(out).pixel(x: 40, y: 30)
    #expect(blue.b > 200 && blue.r < 60)
    // Between changes only the watcher runs: every worker has ended.
    let workers = Self.processes(mentioning: dir).filter { $0.contains("--scene-library") }
    #expect(workers.isEmpty, "\(workers)")
  }
}
