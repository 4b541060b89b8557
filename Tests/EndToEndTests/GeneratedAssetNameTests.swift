import CairoRenderer
import Foundation
import Graphics
import SceneRendering
import Testing
import ViewRuntime

/// Xcode's generated asset names in a snippet shared without its catalog: placeholders and one warning
/// per place instead of an unknown-member error; `--strict` makes them errors.
@Suite struct GeneratedAssetNameTests {
  static let source = """
    extension Color { static let brand = Color.red }
    struct Card: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.studioPurple.frame(width: 20, height: 10)
                Rectangle().fill(.textPrimary).frame(width: 20, height: 10)
                Color.brand.frame(width: 20, height: 10)
                Image(.loveReaction)
                Rectangle().fill(.orange).frame(width: 20, height: 10)
            }
        }
    }
    Scene(width: 120, height: 160) { Card() }
    """

  final class WarningLog: @unchecked Sendable { var lines: [String] = [] }

  private func write() throws -> String {
    let dir = try CommandLineTool.temporaryDirectory()
    let path = dir.appendingPathComponent("card.swift-dsl").path
    try Self.source.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func generatedNamesWithoutACatalogDrawPlaceholdersAndWarn() throws {
    let path = try write()
    let log = WarningLog()
    let file = try SceneFile(path: path, printSink: { _ in }, assets: SceneFile.assetOptions(warn: { log.lines.append($0) }))
    let settings = try file.baseSettings(deriveDuration: false)
    let rasterizer = try CairoRasterizer()
    let runtime = try file.makeRuntime(settings: settings, measurer: rasterizer.makeTextMeasurer())
    let list = try runtime.displayList(at: 0)
    // The missing colours are the placeholder grey; the scene's own `Color.brand` stays red, SwiftUI's `.orange` orange.
    let grey = RGBAColor(red: 0.56, green: 0.56, blue: 0.58)
    let solids = list.items.compactMap { item -> RGBAColor? in
      if case .fill(_, .solid(let c), _, _) = item { return c }
      return nil
    }
    func isGrey(_ c: RGBAColor) -> Bool { abs(c.red - grey.red) < 0.005 && abs(c.green - grey.green) < 0.005 && abs(c.blue - grey.blue) < 0.005 }
    #expect(solids.filter(isGrey).count == 2, "\(solids)")
    #expect(solids.contains { $0.red > 0.9 && $0.green < 0.3 && $0.blue < 0.3 }, "\(solids)")
    #expect(solids.contains { $0.red > 0.9 && $0.green > 0.5 && $0.green < 0.7 && $0.blue < 0.1 }, "\(solids)")
    let placeholderImage = try runtime.inspect(at: 0).nodes.first { $0.kind == .image }
    #expect(placeholderImage?.modifiers.first { $0.name == "assetImage" }?.values["missing"] == [1])
    // One warning per place, at the name's line: studioPurple (5), textPrimary (6), loveReaction (8).
    #expect(log.lines.count == 3, "\(log.lines)")
    #expect(log.lines.contains { $0.hasPrefix("\(path):5:") && $0.contains("no color named 'studioPurple'") }, "\(log.lines)")
    #expect(log.lines.contains { $0.hasPrefix("\(path):6:") && $0.contains("no color named 'textPrimary'") }, "\(log.lines)")
    #expect(log.lines.contains { $0.hasPrefix("\(path):8:") && $0.contains("no image named 'loveReaction'") }, "\(log.lines)")
  }

  @Test func theBinaryRendersThemAndStrictFails() throws {
    let path = try write()
    let out = (path as NSString).deletingLastPathComponent + "/card.png"
    // The interpreter's leniency: compiled, a generated name exists only when a catalog has the asset
    // (as with Xcode's generated symbols), so the same scene is a compile error at its line, checked below.
    let ok = try CommandLineTool.run(["render", path, "--at", "0", "-o", out, "--front-end", "interpreted"])
    #expect(ok.status == 0, "\(ok.stderr)")
    #expect(ok.stderr.contains("warning: no color named 'studioPurple'"), "\(ok.stderr)")
    let strict = try CommandLineTool.run(["render", path, "--at", "0", "-o", out, "--strict", "--front-end", "interpreted"])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("error: no color named 'studioPurple'"), "\(strict.stderr)")
    let compiled = try CommandLineTool.run(["render", path, "--at", "0", "-o", out])
    #expect(compiled.status == 1)
    #expect(compiled.stderr.contains("\(path):5:19: error: type 'Color' has no member 'studioPurple'"), "\(compiled.stderr)")
  }
}
