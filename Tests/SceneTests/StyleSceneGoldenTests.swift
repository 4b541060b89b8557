import CairoRenderer
import Foundation
import Graphics
import Testing

/// Pixel goldens (1× and 2×, looked at before they were recorded) of the drawing gallery scenes that
/// sample the whole surface: every gradient kind, strokes and shapes, and two canvases. Stored beside
/// the rasterizer's goldens as `Tests/CairoRendererTests/Goldens/styles-scene-*.png`.
@Suite struct StyleSceneGoldenTests {
  static let cases: [(scene: String, time: Double)] = [
    ("draw-gradient-swatches", 0.5), ("draw-shape-sampler", 0.5), ("draw-canvas-rating", 1.0), ("draw-confetti-canvas", 0.5),
    ("draw-progress-ring", 1.0), ("draw-marching-ants", 0.2),
  ]

  @Test(arguments: cases.map(\.scene), [1.0, 2.0])
  func matchesGolden(scene name: String, scale: Double) throws {
    let time = try #require(Self.cases.first { $0.scene == name }).time
    let scene = try LoadedScene("gallery/" + name)
    let frame = try CairoRasterizer().render(try scene.displayList(time), scale: scale)
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("CairoRendererTests/Goldens/styles-scene-\(name)\(scale == 1 ? "" : "-scale2").png").path
    let mode = try GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment)
    if let failure = try GoldenFile.check(frame, against: path, mode: mode) {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
