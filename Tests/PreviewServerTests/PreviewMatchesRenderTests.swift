import CairoRenderer
import Foundation
import Graphics
import PreviewServer
import Testing

/// The issue's own scene through the preview: its frames are the pixels `animrender render --at`
/// writes and its inspect lines are `animrender inspect`'s, frame for frame.
/// The limit guards against a hang only: on a clean machine the scene's first compile (preview worker,
/// `inspect` and five `render`s share it) runs beside the rest of the suite on two cores (measured 314 s).
@Suite(.timeLimit(.minutes(8))) struct PreviewMatchesRenderTests {
  static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenes/keyframe-reaction.swift-dsl").path

  @Test func keyframeReactionFramesAndValuesMatchTheStillsPath() async throws {
    let f = try await PreviewFixture.start(scene: try String(contentsOfFile: Self.scene, encoding: .utf8), fileName: "keyframe-reaction.swift-dsl")
    defer { f.stop() }
    let port = f.port
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("preview-matches-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }

    let info = try await PreviewFixture.offPool { try RawHTTP.request("GET", "/api/scene", port: port) }
    let json = try JSONSerialization.jsonObject(with: Data(info.body)) as? [String: Any] ?? [:]
    // Scene(width: 300, height: 300, fps: 60, duration: 3.4, taps: [0.2]): 204 frames, the last at 203/60 s.
    #expect(json["frames"] as? Int == 204)
    #expect(abs((json["lastFrameTime"] as? Double ?? 0) - 203.0 / 60) < 1e-12)
    #expect(json["sceneTaps"] as? [Double] == [0.2])

    // The preview shows the frame nearest t (3.4 s is past the last frame: frame 203).
    let times = [0.0, 0.2, 0.9, 1.5, 3.4]
    let frameTimes = times.map { min(($0 * 60).rounded() / 60, 203.0 / 60) }
    let inspected = try await PreviewFixture.offPool {
      try Self.run(["inspect", Self.scene, "--at", frameTimes.map { String($0) }.joined(separator: ",")])
    }.split(separator: "\n").map(String.init)
    #expect(inspected.count == times.count, "\(inspected)")
    for (i, t) in times.enumerated() {
      let served = try await PreviewFixture.offPool { try RawHTTP.request("GET", "/api/frame?t=\(t)", port: port) }
      #expect(served.status == 200)
      let image = try ScenePreviewTests.decode(served.body)
      let still = dir.appendingPathComponent("still-\(i).png").path
      _ = try await PreviewFixture.offPool { try Self.run(["render", Self.scene, "--at", String(frameTimes[i]), "--out", still, "--quiet"]) }
      let expected = try PNGFile.read(still)
      #expect(image.width == expected.width && image.height == expected.height)
      #expect(image.pixels == expected.pixels, "frame at \(t) s differs from the renderer's")
      let inspect = try await PreviewFixture.offPool { try RawHTTP.request("GET", "/api/inspect?t=\(t)", port: port) }
      #expect(i < inspected.count && inspect.text == inspected[i], "at \(t) s")
    }
  }

  /// The built binary's standard output for `arguments`; a non-zero exit throws with its standard error.
  static func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = PreviewFixture.binary
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PreviewProblem(message: "animrender \(arguments.joined(separator: " ")): \(String(decoding: stderr, as: UTF8.self))")
    }
    return String(decoding: stdout, as: UTF8.self)
  }

  /// Timeline markers: scenes/three-phase-reaction.swift-dsl taps at 0.2 s; its `.move` phase runs
  /// `.easeInOut(duration: 0.3)`, so the next phase step is at 0.2 + 0.3 = 0.5 s (the empty `.scale`
  /// phase and the step back follow at the same instant, one marker).
  @Test func phaseStepsAreMarkers() async throws {
    let path = URL(fileURLWithPath: Self.scene).deletingLastPathComponent().appendingPathComponent("three-phase-reaction.swift-dsl").path
    let f = try await PreviewFixture.start(scene: try String(contentsOfFile: path, encoding: .utf8), fileName: "three-phase-reaction.swift-dsl")
    defer { f.stop() }
    let port = f.port
    let info = try await PreviewFixture.offPool { try RawHTTP.request("GET", "/api/scene", port: port) }
    let json = try JSONSerialization.jsonObject(with: Data(info.body)) as? [String: Any] ?? [:]
    #expect(json["sceneTaps"] as? [Double] == [0.2])
    let events = json["events"] as? [Double] ?? []
    #expect(events.count == 1 && abs(events[0] - 0.5) < 1e-9, "\(events)")
  }
}
