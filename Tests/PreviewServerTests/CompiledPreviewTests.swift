import Foundation
import Graphics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `animrender preview` on the compiled front end (the default), through the built binary: each
/// save compiles the scene and a new worker process serves it; compiler errors, crashes and stalls
/// show in the page while the server keeps serving; stopping the server leaves no process behind.
@Suite(.serialized, .timeLimit(.minutes(8))) struct CompiledPreviewTests {
  typealias T = ScenePreviewTests

  /// The processes started by `pid` and their descendants (from /proc).
  static func descendants(of pid: pid_t) -> [pid_t] {
    var parents: [pid_t: pid_t] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let child = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")") else { continue }
      // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so split after the last `)`.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = pid_t(fields[1]) { parents[child] = parent }
    }
    var found: [pid_t] = [], frontier = [pid]
    while let p = frontier.popLast() {
      let children = parents.filter { $0.value == p }.map(\.key)
      found += children
      frontier += children
    }
    return found
  }

  /// True while `pid` is a process that has not ended (a zombie has ended).
  static func alive(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
    return !stat[stat.index(after: close)...].hasPrefix(" Z")
  }

  static func problem(_ r: RawHTTP.Response) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(r.body)) as? [String: Any])?["problem"] as? [String: Any]
  }

  @Test func aSaveCompilesAgainAndTheNewWorkerServesTheNewFrame() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    let events = try await PreviewFixture.offPool { try RawHTTP.webSocket(port: f.port) }
    _ = try await PreviewFixture.offPool { try events.nextMessage() }  // hello
    let red = try await f.get("/api/frame?t=0.5")
    #expect(try red.status == 200 && T.isRed(T.decode(red.body), 20, 50))
    let workers = Self.descendants(of: f.server.processIdentifier)
    #expect(workers.count == 1, "one worker serves: \(workers)")

    try f.edit(PreviewFixture.scene.replacingOccurrences(of: "Color.red", with: "Color.blue"))
    _ = try await PreviewFixture.offPool { try events.waitForMessage { $0.contains("\"type\":\"reload\"") } }
    let blue = try await f.get("/api/frame?t=0.5")
    let p = try T.decode(blue.body).pixel(x: 20, y: 50)
    #expect(p.b > 200 && p.r < 60, "\(p)")
    #expect(Int(blue.header("X-Generation") ?? "") ?? 0 > Int(red.header("X-Generation") ?? "") ?? 0)
    // The old worker was retired: one worker again, a new one. The server retires it in the background
    // (it has up to a second to exit), so a loaded machine may still list it for a moment.
    var now = Self.descendants(of: f.server.processIdentifier)
    for _ in 0..<50 where now.count != 1 {
      try await Task.sleep(for: .milliseconds(100))
      now = Self.descendants(of: f.server.processIdentifier)
    }
    #expect(now.count == 1 && Set(now).isDisjoint(with: workers), "before \(workers), now \(now)")
    #expect(!workers.contains(where: Self.alive))
  }

  @Test func aCompilerErrorShowsAtItsPlaceAndTheLastGoodVersionServes() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    let events = try await PreviewFixture.offPool { try RawHTTP.webSocket(port: f.port) }
    _ = try await PreviewFixture.offPool { try events.nextMessage() }
    _ = try await f.post("/api/tap?t=0")
    let broken = PreviewFixture.scene.replacingOccurrences(of: ".frame(width: 20, height: 20)", with: ".frame(width: 20, height: missing)")
    try f.edit(broken)
    let line = broken.split(separator: "\n", omittingEmptySubsequences: false)[5]
    let column = line.distance(from: line.startIndex, to: line.range(of: "missing")!.lowerBound) + 1
    let error = try await PreviewFixture.offPool { try events.waitForMessage { $0.contains("\"type\":\"error\"") } }
    // swiftc's own message, at the user's file, line and column.
    #expect(error.contains("mover.swift-dsl:6:\(column): error: cannot find 'missing' in scope"), "\(error)")
    let info = try await f.json("/api/scene")
    let problem = info["error"] as? [String: Any]
    #expect(problem?["location"] as? String == f.path + ":6:\(column)", "\(info)")
    #expect((problem?["excerpt"] as? String)?.contains("height: missing") == true, "\(String(describing: problem))")
    // The last good version still serves, with the tap added before the edit (square at +30 after 1 s).
    let still = try await f.get("/api/frame?t=1.5")
    #expect(try still.status == 200 && T.isRed(T.decode(still.body), 80, 50))

    try f.edit(PreviewFixture.scene.replacingOccurrences(of: "Color.red", with: "Color.green"))
    _ = try await PreviewFixture.offPool { try events.waitForMessage { $0.contains("\"type\":\"reload\"") } }
    let fixed = try await f.json("/api/scene")
    #expect(fixed["error"] == nil)
    // The page's tap carried over to the new worker.
    #expect(fixed["userTaps"] as? [Double] == [0])
    let green = try T.decode(try await f.get("/api/frame?t=1.5").body).pixel(x: 80, y: 50)
    #expect(green.g > 100 && green.r < 60, "\(green)")
  }

  @Test func aTrapEndsItsWorkerWithItsPlaceAndTheNextSaveWorks() async throws {
    // The tap's action force-unwraps nil; the page's tap at 1 s runs it.
    let scene = PreviewFixture.scene
      .replacingOccurrences(of: "withAnimation(.linear(duration: 1)) { x = 30 }", with: "let steps: [Double]? = nil\n                    x = steps!.first!")
    let f = try await PreviewFixture.start(scene: scene, arguments: ["--scene-timeout", "20"])
    defer { f.stop() }
    let events = try await PreviewFixture.offPool { try RawHTTP.webSocket(port: f.port) }
    _ = try await PreviewFixture.offPool { try events.nextMessage() }
    #expect(try await f.get("/api/frame?t=0.2").status == 200)
    let worker = Self.descendants(of: f.server.processIdentifier)
    let crashed = try await f.post("/api/tap?t=1")
    #expect(crashed.status == 422)
    let header = Self.problem(crashed)?["header"] as? String ?? ""
    #expect(header.contains("scene code crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value"), "\(crashed.text)")
    #expect(header.contains("mover.swift-dsl:10)"), "the line of `steps!`: \(header)")
    #expect(!worker.isEmpty && !worker.contains(where: Self.alive), "the crashed worker is gone")
    let message = try await PreviewFixture.offPool { try events.waitForMessage { $0.contains("\"type\":\"error\"") } }
    #expect(message.contains("Unexpectedly found nil"))
    // The server still serves its page, and the error stays until the next save.
    #expect(try await f.get("/").status == 200)
    #expect(try await f.get("/api/frame?t=0.2").status == 422)

    try f.edit(PreviewFixture.scene)
    _ = try await PreviewFixture.offPool { try events.waitForMessage { $0.contains("\"type\":\"reload\"") } }
    let after = try await f.get("/api/frame?t=1.5")
    #expect(try after.status == 200 && T.isRed(T.decode(after.body), 20, 50))
  }

  @Test func aBodyThatNeverReturnsIsStoppedAfterTheTimeout() async throws {
    let scene = PreviewFixture.scene
      .replacingOccurrences(of: "withAnimation(.linear(duration: 1)) { x = 30 }", with: "while x < 100 { x = min(x, 0) }")
    let f = try await PreviewFixture.start(scene: scene, arguments: ["--scene-timeout", "2"])
    defer { f.stop() }
    #expect(try await f.get("/api/frame?t=0.2").status == 200)
    let worker = Self.descendants(of: f.server.processIdentifier)
    let stalled = try await f.post("/api/tap?t=1")
    #expect(stalled.status == 422)
    #expect((Self.problem(stalled)?["header"] as? String)?.contains("made no progress for 2 s") == true, "\(stalled.text)")
    #expect(!worker.contains(where: Self.alive))
    #expect(try await f.get("/").status == 200)
  }

  @Test func sigtermDuringACompileLeavesNoWorkerOrCompiler() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    #expect(try await f.get("/api/frame?t=0").status == 200)
    // A text never compiled before: the save runs swiftc.
    try f.edit(PreviewFixture.scene.replacingOccurrences(of: "Color.red", with: "Color(red: 0.9, green: 0.1, blue: Double(\(UInt32.random(in: 0...UInt32.max))) / 1e10)"))
    var seen = Set(Self.descendants(of: f.server.processIdentifier))
    let end = Date().addingTimeInterval(20)
    // Wait until the compiler runs beside the worker (or the time runs out), collecting every process.
    while Date() < end {
      let now = Self.descendants(of: f.server.processIdentifier)
      seen.formUnion(now)
      if now.count >= 2 { break }
      try await Task.sleep(nanoseconds: 20_000_000)
    }
    #expect(seen.count >= 2, "a worker and swiftc: \(seen)")
    #expect(PreviewFixture.end(f.server, with: SIGTERM, timeout: 20) != nil, "still running 20 s after SIGTERM")
    let gone = Date().addingTimeInterval(5)
    while Date() < gone, seen.contains(where: Self.alive) { try await Task.sleep(nanoseconds: 50_000_000) }
    #expect(!seen.contains(where: Self.alive), "left running: \(seen.filter(Self.alive))")
  }

  @Test func sigintWhileServingEndsTheWorkers() async throws {
    let f = try await PreviewFixture.start()
    #expect(try await f.get("/api/frame?t=0").status == 200)
    let workers = Self.descendants(of: f.server.processIdentifier)
    #expect(workers.count == 1)
    #expect(f.stop() == 0)
    #expect(!workers.contains(where: Self.alive))
  }

  @Test func aFolderPreviewByName() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "import SwiftUI\n\nstruct Badge: View {\n  var tint: Color\n  var body: some View { tint.frame(width: 40, height: 40) }\n}\n"
      .write(to: folder.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
    let previews = folder.appendingPathComponent("Previews.swift")
    try "import SwiftUI\n\n#Preview(\"Red\") { Badge(tint: .red) }\n#Preview(\"Blue\") { Badge(tint: .blue) }\n"
      .write(to: previews, atomically: true, encoding: .utf8)
    let temporary = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let (server, port) = try await PreviewFixture.offPool {
      try PreviewFixture.launch(["preview", folder.path, "--preview", "Blue", "--port", "0"], temporary: temporary)
    }
    defer { PreviewFixture.end(server, with: SIGINT, timeout: 10) }
    let info = try await PreviewFixture.offPool { try RawHTTP.request("GET", "/api/scene", port: port) }
    let size = try JSONSerialization.jsonObject(with: Data(info.body)) as? [String: Any]
    let (w, h) = (size?["pixelWidth"] as? Int ?? 0, size?["pixelHeight"] as? Int ?? 0)
    #expect(w > 0 && h > 0, "\(info.text)")
    let frame = try T.decode(try await PreviewFixture.offPool { try RawHTTP.request("GET", "/api/frame?t=0", port: port) }.body)
    let centre = frame.pixel(x: frame.width / 2, y: frame.height / 2)
    #expect(centre.b > 200 && centre.r < 60, "\(centre)")
    // Editing another file of the folder reloads it.
    let events = try await PreviewFixture.offPool { try RawHTTP.webSocket(port: port) }
    _ = try await PreviewFixture.offPool { try events.nextMessage() }
    try "import SwiftUI\n\nstruct Badge: View {\n  var tint: Color\n  var body: some View { Color.green.frame(width: 40, height: 40) }\n}\n"
      .write(to: folder.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
    _ = try await PreviewFixture.offPool { try events.waitForMessage { $0.contains("\"type\":\"reload\"") } }
    let green = try T.decode(try await PreviewFixture.offPool { try RawHTTP.request("GET", "/api/frame?t=0", port: port) }.body)
    let g = green.pixel(x: green.width / 2, y: green.height / 2)
    // SwiftUI's green is (0.2, 0.78, 0.35).
    #expect(g.g > 180 && g.r < 80 && g.b < 120, "\(g)")
  }
}
