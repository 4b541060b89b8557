import CairoRenderer
import Foundation
import Graphics
import SceneLanguage
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
    let url = LoadedScene.directory.appendingPathComponent("gallery/\(name).swift-dsl")
    var text = try String(contentsOf: url, encoding: .utf8)
    if scheme == .dark {
      // The same scene with `colorScheme: .dark` as its last `Scene(…)` argument, as `--color-scheme dark` renders it.
      let scene = try #require(text.range(of: "Scene(width:"))
      let close = try #require(text.range(of: ") {", range: scene.upperBound..<text.endIndex))
      text.replaceSubrange(close, with: ", colorScheme: .dark) {")
    }
    let program = try SceneProgram(swiftUISource: text, fileName: url.path)
    let runtime = try program.makeRuntime(measurer: PangoTextMeasurer(fonts: FontLibrary()))
    let list = try runtime.displayList(at: time)
    try program.checkErrors()
    let frame = try CairoRasterizer().render(list, scale: 2)
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("CairoRendererTests/Goldens/controls-\(name)-\(scheme.rawValue).png").path
    let mode = try GoldenRecordMode.from(environment: ProcessInfo.processInfo.environment)
    if let failure = try GoldenFile.check(frame, against: path, mode: mode) {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
