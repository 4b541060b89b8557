import Foundation
import Testing

/// `--preview NAME` through the built binary on an `@main` app file with a `PreviewProvider`, two
/// `#Preview`s and no `Scene(…)`: the app is left out (its `WindowGroup` is a window), the file's first
/// preview is the root, `--preview` picks another; an unknown name is a one-line error.
@Suite struct PreviewOptionTests {
  let scene = CommandLineTool.packageRoot.appendingPathComponent("scenes/gallery/swift-main-app.swift-dsl").path

  @Test func inspectAndRenderAPreview() throws {
    let app = try CommandLineTool.run(["inspect", scene, "--at", "1"])
    #expect(app.status == 0, "\(app.stderr)")
    // The first preview in the file: the PreviewProvider's view; never the app's window.
    #expect(app.stdout.contains("\"text\":\"Preview City\"") && !app.stdout.contains("Lisbon"), "\(app.stdout)")
    let rainy = try CommandLineTool.run(["inspect", scene, "--at", "1", "--preview", "Rainy"])
    #expect(rainy.status == 0)
    #expect(rainy.stdout.contains("\"text\":\"Bergen\"") && !rainy.stdout.contains("Lisbon"))

    let dir = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let still = dir.appendingPathComponent("rainy.png").path
    let render = try CommandLineTool.run([scene, "--preview", "Rainy", "--at", "1", "--out", still, "--quiet"])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(FileManager.default.fileExists(atPath: still))
  }

  @Test func anUnknownPreviewListsTheNames() throws {
    let r = try CommandLineTool.run(["inspect", scene, "--preview", "Sunny"])
    #expect(r.status == 1)
    #expect(r.stderr.hasPrefix("error: no #Preview or PreviewProvider named 'Sunny' in the scene"), "\(r.stderr)")
    #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
  }
}
