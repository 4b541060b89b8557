import CairoRenderer
import Foundation
import Graphics
import Testing
import ViewRuntime

/// Pixel goldens of the controls, light and dark (looked at before they were recorded), stored beside the
/// rasterizer's goldens as `Tests/CairoRendererTests/Goldens/controls-*.png`.
@Suite struct ControlGoldenTests {
  static let cases: [(scene: String, time: Double)] = [
    ("ctl-controls-sheet", 0.3), ("ctl-settings-toggles", 0.525), ("ctl-like-button", 0.7), ("ctl-sign-in", 0.3),
  ]

  @Test(arguments: cases.map(\.scene), [ColorScheme.light, .dark])
  func matchesGolden(scene name: String, scheme: ColorScheme) throws {
    let time = try #require(Self.cases.first { $0.scene == name }).time
    // The scene in the appearance `--color-scheme` gives it (the scenes' own is light).
    let runtime = try LoadedScene("gallery/\(name)", arguments: ["--color-scheme", scheme.rawValue]).runtime
    let list = try runtime.displayList(at: time)
    let frame = try CairoRasterizer().render(list, scale: 2)
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("CairoRendererTests/Goldens/controls-\(name)-\(scheme.rawValue).png").path
    let mode = try GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment)
    if let failure = try GoldenFile.check(frame, against: path, mode: mode) {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
