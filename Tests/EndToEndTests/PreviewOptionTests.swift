import Foundation
import Testing

/// `--preview NAME` through the built binary: the preview's body is the root; an unknown name is a
/// one-line error listing the file's previews.
///
/// Interpreted: this scene is an `@main` app with a `PreviewProvider` and no `Scene(…)`, which the
/// compiled front end's pre-pass does not take yet (`--preview` itself is tested compiled in
/// CompiledSceneTests).
@Suite struct PreviewOptionTests {
  static let interpreted = ["--front-end", "interpreted"]
  let scene = CommandLineTool.packageRoot.appendingPathComponent("scenes/gallery/swift-main-app.swift-dsl").path

  @Test func inspectAndRenderAPreview() throws {
    let app = try CommandLineTool.run(["inspect", scene, "--at", "1"] + Self.interpreted)
    #expect(app.status == 0)
    #expect(app.stdout.contains("\"text\":\"Lisbon\""))
    let rainy = try CommandLineTool.run(["inspect", scene, "--at", "1", "--preview", "Rainy"] + Self.interpreted)
    #expect(rainy.status == 0)
    #expect(rainy.stdout.contains("\"text\":\"Bergen\"") && !rainy.stdout.contains("Lisbon"))

    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let still = dir.appendingPathComponent("rainy.png").path
    let render = try CommandLineTool.run([scene, "--preview", "Rainy", "--at", "1", "--out", still, "--quiet"] + Self.interpreted)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(FileManager.default.fileExists(atPath: still))
  }

  @Test func anUnknownPreviewListsTheNames() throws {
    let r = try CommandLineTool.run(["inspect", scene, "--preview", "Sunny"] + Self.interpreted)
    #expect(r.status == 1)
    #expect(r.stderr.contains("swift-main-app.swift-dsl:1:1: error: no preview named 'Sunny'; the file's previews: 'ForecastView_Previews', 'Rainy', 'Preview'"))
  }
}
