import CairoRenderer
import Foundation
import Graphics
import Testing

/// Dark materials, tint and the compositing Canvas: value checks on the gallery scenes and pixel goldens
/// (1× and 2×, looked at before they were recorded) stored as `CairoRendererTests/Goldens/draw-scene-*.png`.
@Suite struct DrawSceneTests {
  static let goldens: [(scene: String, time: Double)] = [
    ("fx-materials-dark", 1.0), ("draw-canvas-blend", 0.5), ("draw-tint-accent", 1.5),
  ]

  @Test(arguments: goldens.map(\.scene), [1.0, 2.0])
  func matchesGolden(scene name: String, scale: Double) throws {
    let time = try #require(Self.goldens.first { $0.scene == name }).time
    let scene = try LoadedScene("gallery/" + name)
    let frame = try CairoRasterizer().render(try scene.displayList(time), scale: scale)
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("CairoRendererTests/Goldens/draw-scene-\(name)\(scale == 1 ? "" : "-scale2").png").path
    let mode = try GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment)
    if let failure = try GoldenFile.check(frame, against: path, mode: mode) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// The light column's tiles carry the light tints, the dark column's the dark ones (Material.swift's table),
  /// in the same order: ultraThin, thin, regular, thick, ultraThick, bar.
  @Test func darkColumnUsesDarkTints() throws {
    let scene = try LoadedScene("gallery/fx-materials-dark")
    let frame = try scene.inspect(1)
    let tints = frame.nodes.compactMap { n in n.modifiers.first { $0.name == "material" }?.values["rgba"] }
    #expect(tints.count == 12)
    let light: [[Double]] = [[1, 1, 1, 0.30], [1, 1, 1, 0.45], [1, 1, 1, 0.60], [1, 1, 1, 0.72], [1, 1, 1, 0.84], [0.97, 0.97, 0.97, 0.75]]
    let dark: [[Double]] = [[0.11, 0.11, 0.11, 0.40], [0.11, 0.11, 0.11, 0.55], [0.11, 0.11, 0.11, 0.68], [0.11, 0.11, 0.11, 0.80],
                            [0.11, 0.11, 0.11, 0.90], [0.08, 0.08, 0.08, 0.82]]
    #expect(tints == light + dark, "\(tints)")
  }

  /// The three light circles sit 18 + 14·spread from the centre; a cubic keyframe 0 → 1 over 1 s is at 0.5
  /// halfway (a symmetric ease), so at 0.5 s the red circle's rect starts at y = 95 − 25 − 45 = 25.
  /// Where all three overlap, screen is 1 − Π(1 − c) per channel: with SwiftUI's red (1, 0.231, 0.188),
  /// green (0.204, 0.78, 0.349) and blue (0, 0.478, 1): red 1, green 1 − 0.769 · 0.22 · 0.522 = 0.9117 (232.5),
  /// blue 1: a pinkish white.
  @Test func lightCirclesScreenToWhite() throws {
    let scene = try LoadedScene("gallery/draw-canvas-blend")
    let list = try scene.displayList(0.5)
    let blended = list.items.compactMap { item -> LayerEffect? in if case .beginLayer(let e) = item, e.blendMode == .screen { e } else { nil } }
    #expect(blended.count == 3)
    let frame = try CairoRasterizer().render(list, scale: 1)
    let white = frame.pixel(x: 90, y: 95)
    #expect(white.r >= 253 && abs(Int(white.g) - 232) <= 2 && white.b >= 253, "\(white)")
    // The ring's hole (centre 255, 95) shows the black background; its band shows the stripes.
    #expect(frame.pixel(x: 255, y: 95) == (0, 0, 0, 255))
    let band = frame.pixel(x: 197, y: 95)
    #expect(band.r > 200 && band.b < 60, "\(band)")
    // The grayscale tile is grey: r = g = b within rounding.
    let grey = frame.pixel(x: 65, y: 210)
    #expect(abs(Int(grey.r) - Int(grey.g)) <= 2 && abs(Int(grey.g) - Int(grey.b)) <= 2, "\(grey)")
  }

  /// `.tint(_:)` feeds the `.tint` style and `Color.accentColor`: pink (255, 45, 85) before the theme
  /// changes, mint (0, 199, 190) after; the untinted row stays system blue; the title stays black.
  @Test func tintFeedsTheAccent() throws {
    let scene = try LoadedScene("gallery/draw-tint-accent")
    func strokeColours(_ t: Double) throws -> [RGBAColor] {
      try scene.displayList(t).items.compactMap { if case .stroke(_, .solid(let c), _, _) = $0 { c } else { nil } }
    }
    let before = try strokeColours(0.2), after = try strokeColours(2)
    #expect(before.count == 6 && after.count == 6)
    let pink = RGBAColor(red: 1, green: 0.176, blue: 0.333, alpha: 1), mint = RGBAColor(red: 0, green: 0.78, blue: 0.745, alpha: 1)
    let blue = RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    #expect(Array(before.prefix(3)) == [pink, pink, pink] && Array(after.prefix(3)) == [mint, mint, mint])
    #expect(Array(after.suffix(3)) == [blue, blue, blue])
  }
}
