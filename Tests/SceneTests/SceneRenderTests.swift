import CairoRenderer
import Foundation
import Testing
import ViewRuntime

/// Every scene file that loads renders through the Cairo rasterizer at several times, each frame
/// showing something besides the background (a transform reaching scale 0 or an animating frame
/// must never make a frame fail or go blank).
@Suite("Scene rendering")
struct SceneRenderTests {
  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: LoadedScene.directory.path)) ?? []
    return files.filter { $0.hasSuffix(".swift-dsl") }.map { String($0.dropLast(".swift-dsl".count)) }.sorted()
  }()

  @Test func everySceneIsChecked() {
    #expect(Self.names.count == 26, "\(Self.names)")
  }

  @Test(arguments: names)
  func rendersNonBlankFrames(name: String) throws {
    try render(name)
  }

  private func render(_ name: String) throws {
    let scene = try LoadedScene(name)
    let rasterizer = try CairoRasterizer()
    let duration = scene.duration
    for t in [0, 0.1, 0.5, 1.0, duration * 0.75, duration] where t <= duration {
      let list = try scene.displayList(t)
      let frame = try rasterizer.render(list, scale: 1)
      let blank = try rasterizer.render(DisplayList(size: list.size, background: list.background, items: []), scale: 1)
      #expect(frame.pixels != blank.pixels, "\(name) at \(t) is blank")
    }
  }
}
