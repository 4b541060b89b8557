import CairoRenderer
import Foundation
import Graphics
import MediaIO
import Testing
@testable import PreviewServer

/// The server over real sockets: pages, frames, values, taps, reloads, exports and bad requests.
@Suite(.serialized, .timeLimit(.minutes(8))) struct ScenePreviewTests {
  /// A frame's PNG decoded by Cairo, for pixel checks.

  static func decode(_ bytes: [UInt8]) throws -> FrameBuffer {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-frame-\(UUID().uuidString).png")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try PNGFile.read(url.path)
  }

  static func isRed(_ f: FrameBuffer, _ x: Int, _ y: Int) -> Bool {
    let p = f.pixel(x: x, y: y)
    return p.r > 200 && p.g < 60 && p.b < 60
  }

  static func isWhite(_ f: FrameBuffer, _ x: Int, _ y: Int) -> Bool {
    let p = f.pixel(x: x, y: y)
    return p.r > 240 && p.g > 240 && p.b > 240
  }

  @Test func servesThePageAndItsAssetsOnly() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    let page = try await f.get("/")
    #expect(page.status == 200)
    #expect(page.header("Content-Type")?.hasPrefix("text/html") == true)
    #expect(page.text.contains("<canvas id=\"canvas\""))
    #expect(try await f.get("/preview.js").text.contains("new WebSocket"))
    #expect(try await f.get("/preview.css").status == 200)
    // Path traversal never leaves the embedded assets: the scene's own folder, /etc, the package.
    for path in ["/../mover.swift-dsl", "/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/api/../../../etc/passwd",
                 "/preview.js/../../Package.swift", "/..%2f..%2fetc%2fpasswd", "/mover.swift-dsl", "//etc/passwd"] {
      let r = try await f.get(path)
      #expect(r.status == 404 || r.status == 400, "\(path) answered \(r.status)")
      #expect(!r.text.contains("root:"), "\(path) leaked a file")
      #expect(!r.text.contains("Rectangle()"), "\(path) leaked the scene")
    }
  }

  @Test func sceneInfoDescribesTheClip() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    let info = try await f.json("/api/scene")
    #expect(info["width"] as? Double == 100)
    #expect(info["height"] as? Double == 100)
    #expect(info["fps"] as? Int == 10)
    #expect(info["duration"] as? Double == 2)
    // 2 s at 10 fps: frames 0…19, the last at 1.9 s.
    #expect(info["frames"] as? Int == 20)
    #expect(info["lastFrameTime"] as? Double == 1.9)
    #expect(info["background"] as? [Double] == [1, 1, 1, 1])
    #expect(info["tapsLine"] as? String == "taps: []")
  }

  @Test func framesAreTheRenderersPixelsAndCached() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    let first = try await f.get("/api/frame?t=0.5")
    #expect(first.status == 200)
    #expect(first.header("Content-Type") == "image/png")
    #expect(first.header("X-Frame") == "5")
    #expect(first.header("X-Cache") == "miss")
    let image = try Self.decode(first.body)
    #expect(image.width == 100 && image.height == 100)
    // No tap: the square stays centred at (20, 50), covering x 10…30, y 40…60.
    #expect(Self.isRed(image, 20, 50))
    #expect(Self.isRed(image, 12, 42))
    #expect(Self.isWhite(image, 35, 50))
    #expect(Self.isWhite(image, 80, 50))
    let again = try await f.get("/api/frame?t=0.52")  // the same frame (round(5.2) = 5)
    #expect(again.header("X-Frame") == "5")
    #expect(again.header("X-Cache") == "hit")
    #expect(again.body == first.body)
  }

  @Test func timesOutsideTheClipAreRefusedClearly() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    for (query, fragment) in [("t=2.5", "outside the clip (0 to 2 s)"), ("t=-1", "must not be negative"),
                              ("t=abc", "must be a number"), ("t=nan", "must be a number"), ("t=inf", "must be a number"), ("", "missing ?t=")] {
      for endpoint in ["/api/frame", "/api/inspect"] {
        let r = try await f.get("\(endpoint)?\(query)")
        #expect(r.status == 400, "\(endpoint)?\(query) answered \(r.status)")
        #expect(r.text.contains(fragment), "\(endpoint)?\(query): \(r.text)")
      }
    }
    // The clip's own end is fine: 2 s shows the last frame (19).
    #expect(try await f.get("/api/frame?t=2").header("X-Frame") == "19")
    #expect(try await f.post("/api/tap?t=3").status == 400)
    #expect(try await f.get("/api/export?format=png&t=9").status == 400)
    #expect(try await f.get("/api/export?format=avi").text.contains("format takes mp4, gif, png"))
  }

  @Test func tapsChangeWhatIsDrawnAndTheTapsLine() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    let before = try Self.decode(try await f.get("/api/frame?t=1.2").body)
    #expect(Self.isRed(before, 20, 50))
    #expect(try await f.json("/api/scene")["rests"] as? [Double] == [])
    let info = try await f.json("/api/tap?t=0.2", method: "POST")
    #expect(info["userTaps"] as? [Double] == [0.2])
    // The 1 s linear move from 0.2 s ends at 1.2 s: the rest marker is that frame or, if the
    // runtime counts the end instant as moving, the next one (frames are 0.1 s apart).
    let rest = info["rests"] as? [Double] ?? []
    #expect(rest.count == 1 && [1.2, 1.3].contains { abs($0 - rest[0]) < 1e-9 }, "\(rest)")
    #expect(info["tapsLine"] as? String == "taps: [0.2]")
    // Tapped at 0.2 s, linear over 1 s from −30 to +30: at 0.7 s the offset is 0 (centre 50); from 1.2 s on, +30 (centre 80).
    let middle = try Self.decode(try await f.get("/api/frame?t=0.7").body)
    #expect(Self.isRed(middle, 50, 50))
    #expect(Self.isWhite(middle, 20, 50))
    let after = try Self.decode(try await f.get("/api/frame?t=1.2").body)
    #expect(Self.isRed(after, 80, 50))
    #expect(Self.isWhite(after, 20, 50))
    // inspect agrees: the leaf's bounds at 0.7 s start at x = 50 − 10.
    let inspect = try await f.json("/api/inspect?t=0.7")
    let node = (inspect["nodes"] as? [[String: Any]])?.first
    #expect((node?["bounds"] as? [Double])?.first == 40)
    let cleared = try await f.json("/api/taps/clear", method: "POST")
    #expect(cleared["userTaps"] as? [Double] == [])
    #expect(Self.isRed(try Self.decode(try await f.get("/api/frame?t=1.2").body), 20, 50))
  }

  @Test func clickingTapsOnlyOnAView() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    let miss = try await f.json("/api/tap?t=0.3&x=80&y=80", method: "POST")
    #expect(miss["hit"] as? Bool == false)
    #expect((miss["scene"] as? [String: Any])?["userTaps"] as? [Double] == [])
    let hit = try await f.json("/api/tap?t=0.3&x=20&y=50", method: "POST")
    #expect(hit["hit"] as? Bool == true)
    #expect(hit["bounds"] as? [Double] == [10, 40, 20, 20])
    // A click taps that view alone: recorded as a targeted event (the square has no name: its point).
    #expect(hit["line"] as? String == "Tap(at: 0.3, x: 20, y: 50)")
    #expect((hit["scene"] as? [String: Any])?["clickTimes"] as? [Double] == [0.3])
    #expect((hit["scene"] as? [String: Any])?["userTaps"] as? [Double] == [])
  }

  @Test func plotHasTheAnimatedValuesAfterATap() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    let still = try await f.json("/api/plot")
    #expect((still["curves"] as? [Any])?.isEmpty == true)
    _ = try await f.post("/api/tap?t=0")
    let plot = try await f.json("/api/plot")
    let curves = plot["curves"] as? [[String: Any]] ?? []
    let x = curves.first { ($0["name"] as? String) == "#0 Rectangle bounds.x" }
    #expect(x != nil, "\(curves.map { $0["name"] ?? "" })")
    let values = x?["values"] as? [Double] ?? []
    // 20 samples; x = 10 + 60·t for t in [0, 1], then 70.
    #expect(values.count == 20)
    #expect(values.first == 10)
    #expect(abs((values.count > 5 ? values[5] : 0) - 40) < 1e-6)
    #expect(values.last == 70)
  }

  @Test func concurrentClientsGetTheirOwnFrames() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    _ = try await f.post("/api/tap?t=0")
    let port = f.port
    let frames = try await withThrowingTaskGroup(of: (Int, RawHTTP.Response).self) { group in
      for n in 0..<16 {
        group.addTask { (n, try await PreviewFixture.offPool { try RawHTTP.request("GET", "/api/frame?t=\(Double(n % 8) / 10)", port: port) }) }
      }
      var out: [Int: RawHTTP.Response] = [:]
      for try await (n, r) in group { out[n] = r }
      return out
    }
    for n in 0..<16 {
      #expect(frames[n]?.status == 200)
      #expect(frames[n]?.header("X-Frame") == String(n % 8))
      #expect(frames[n]?.body == frames[n % 8]?.body)
    }
    // Frame 0 (square at −30) and frame 5 (at 0) differ.
    #expect(frames[0]?.body != frames[5]?.body)
  }

  @Test func aClientLeavingMidStreamLeavesTheServerServing() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    let port = f.port
    let hello = try await PreviewFixture.offPool { () -> String in
      let socket = try RawHTTP.webSocket(port: port)
      return try socket.nextMessage()
    }  // the socket is closed without a close frame
    #expect(hello.contains("\"type\":\"hello\""))
    try await PreviewFixture.offPool {
      // A request abandoned before its answer.
      try RawHTTP(port: port).send("GET /api/frame?t=1.5 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      // Half a request, then gone.
      try RawHTTP(port: port).send("GET /api/fra")
    }
    #expect(try await f.get("/api/frame?t=1.0").status == 200)
    #expect(try await PreviewFixture.offPool { try RawHTTP.webSocket(port: port).nextMessage() }.contains("hello"))
  }

  // Reloads, compiler errors at their place and a crash in scene code (which ends the worker) are
  // CompiledPreviewTests'.

  @Test func exportsDecode() async throws {
    let f = try await PreviewFixture.start()
    defer { f.stop() }
    _ = try await f.post("/api/tap?t=0")
    // What the load left (`swiftc -version`, asked for the compiled library's cache key, leaves a
    // `TemporaryDirectory.*` of its driver there); the exports must add nothing.
    let before = Set(try FileManager.default.contentsOfDirectory(atPath: f.temporary.path))
    for (format, codec, frames) in [("mp4", "h264", 20), ("gif", "gif", 20), ("png", "png", 1)] {
      let r = try await f.get("/api/export?format=\(format)&t=1.5")
      #expect(r.status == 200, "\(format): \(r.text.prefix(200))")
      #expect(r.header("Content-Disposition")?.contains("attachment; filename=\"mover") == true)
      let url = f.folder.appendingPathComponent("export.\(format)")
      try Data(r.body).write(to: url)
      let info = try MediaProbe.inspect(url)
      #expect(info.codecName == codec, "\(format): \(info.codecName)")
      #expect(info.width == 100 && info.height == 100)
      // The GIF encoder merges repeated frames (the square rests after 1 s) into longer ones: its duration counts.
      if format == "mp4" { #expect(info.frameCount == frames, "\(format): \(info.frameCount) frames") }
      if format == "gif" { #expect(abs(info.duration - 2) < 0.05, "gif lasts \(info.duration) s") }
    }
    // The still at 1.5 s (after the tap's animation): the square at +30.
    let still = try Self.decode(try await f.get("/api/export?format=png&t=1.5").body)
    #expect(Self.isRed(still, 80, 50))
    // Nothing is left behind in the server's temporary folder.
    let leftovers = Set(try FileManager.default.contentsOfDirectory(atPath: f.temporary.path)).subtracting(before)
    #expect(leftovers.isEmpty, "\(leftovers)")
  }

  /// An export loads the scene's asset catalog as the preview does (`Scene(assets:)`): the catalog
  /// colour (0, 0.5, 1) fills the still, not the missing-asset grey.
  @Test func exportsUseTheScenesAssetCatalog() async throws {
    let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("preview-assets-\(UUID().uuidString).xcassets")
    let set = catalog.appendingPathComponent("Brand.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: catalog) }
    try #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.000","green":"0.500","blue":"1.000","alpha":"1.000"}}}]}"#
      .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    let f = try await PreviewFixture.start(scene: "Scene(width: 100, height: 100, duration: 1, assets: \"\(catalog.path)\") { Color(\"Brand\") }")
    defer { f.stop() }
    let still = try Self.decode(try await f.get("/api/export?format=png&t=0.5").body)
    let p = still.pixel(x: 50, y: 50)
    #expect(p.r < 3 && abs(Int(p.g) - 128) < 3 && p.b > 252, "\(p)")
  }
}
