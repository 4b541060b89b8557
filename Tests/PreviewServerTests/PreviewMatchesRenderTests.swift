import CairoRenderer
import Foundation
import Graphics
import SceneRendering
import Testing

/// The issue's own scene through the preview: its frames are the renderer's pixels and its
/// inspect lines are `animrender inspect`'s, frame for frame.
@Suite(.timeLimit(.minutes(2))) struct PreviewMatchesRenderTests {
  static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenes/keyframe-reaction.swift-dsl").path

  @Test func keyframeReactionFramesAndValuesMatchTheStillsPath() async throws {
    let f = try await PreviewFixture.start(scene: try String(contentsOfFile: Self.scene, encoding: .utf8), fileName: "keyframe-reaction.swift-dsl")
    defer { f.stop() }
    let port = f.port
    let stills = try SceneStills(path: Self.scene)

    let info = try await PreviewFixture.offPool { try RawHTTP.request("GET", "/api/scene", port: port) }
    let json = try JSONSerialization.jsonObject(with: Data(info.body)) as? [String: Any] ?? [:]
    // Scene(width: 300, height: 300, fps: 60, duration: 3.4, taps: [0.2]): 204 frames, the last at 203/60 s.
    #expect(json["frames"] as? Int == 204)
    #expect(abs((json["lastFrameTime"] as? Double ?? 0) - 203.0 / 60) < 1e-12)
    #expect(json["sceneTaps"] as? [Double] == [0.2])

    for t in [0.0, 0.2, 0.9, 1.5, 3.4] {
      let served = try await PreviewFixture.offPool { try RawHTTP.request("GET", "/api/frame?t=\(t)", port: port) }
      #expect(served.status == 200)
      let image = try ScenePreviewTests.decode(served.body)
      // The preview shows the frame nearest t (3.4 s is past the last frame: frame 203).
      let frameTime = min(stills.frameTime(t), stills.lastFrameTime)
      let expected = try stills.frame(at: frameTime)
      #expect(image.width == expected.width && image.height == expected.height)
      #expect(image.pixels == expected.pixels, "frame at \(t) s differs from the renderer's")
      let inspect = try await PreviewFixture.offPool { try RawHTTP.request("GET", "/api/inspect?t=\(t)", port: port) }
      #expect(inspect.text == (try stills.inspect(at: frameTime)).jsonLine())
    }
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
