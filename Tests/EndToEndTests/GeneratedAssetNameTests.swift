import CairoRenderer
import Foundation
import Graphics
import Testing
import ViewRuntime

/// Xcode's generated asset names (`Color.studioPurple`, `.fill(.textPrimary)`, `Image(.loveReaction)`):
/// compiled with the symbols of the catalog beside the scene, so with the catalog each name draws its set;
/// a name the catalog lacks is a placeholder (`GeneratedAssetPlaceholderTests` has the scenes with no catalog).
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

  private func write() throws -> String {
    let dir = try CommandLineTool.temporaryDirectory()
    let path = dir.appendingPathComponent("card.swift-dsl").path
    try Self.source.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// A catalog with `colors` as colour sets (all (0, 0.5, 1)) and `images` as copies of the fixture's
  /// `bear` (8×6 points, red at 1x).
  private func catalog(beside path: String, colors: [String], images: [String] = []) throws {
    let root = (path as NSString).deletingLastPathComponent + "/Assets.xcassets"
    for name in colors {
      let set = root + "/\(name).colorset"
      try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
      try #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.000","green":"0.500","blue":"1.000","alpha":"1.000"}}}]}"#
        .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
    }
    let bear = CommandLineTool.packageRoot.appendingPathComponent("Tests/SceneRenderingTests/Fixtures/Assets.xcassets/bear.imageset").path
    for name in images { try FileManager.default.copyItem(atPath: bear, toPath: root + "/\(name).imageset") }
  }

  /// A catalog that lacks some of the names: those draw placeholders, each warned once at its first use
  /// naming the catalog (drawing them does not warn again), and the sets it has draw as before.
  @Test func namesTheCatalogLacksArePlaceholders() throws {
    let path = try write()
    try catalog(beside: path, colors: ["StudioPurple"])
    let catalogPath = (path as NSString).deletingLastPathComponent + "/Assets.xcassets"
    let out = (path as NSString).deletingLastPathComponent + "/card.png"
    let r = try CommandLineTool.run(["render", path, "--at", "0", "-o", out])
    #expect(r.status == 0, "\(r.stderr)")
    let warnings = r.stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
    #expect(warnings == [
      "\(path):6:31: warning: no color set for the generated name '.textPrimary' in the asset catalog \(catalogPath); drawing a placeholder",
      "\(path):8:20: warning: no image set for the generated name '.loveReaction' in the asset catalog \(catalogPath); drawing a placeholder",
    ], "\(r.stderr)")
    let f = try PNGFile.read(out)
    let inspect = try CommandLineTool.run(["inspect", path, "--at", "0"])
    #expect(inspect.status == 0, "\(inspect.stderr)")
    let nodes = try JSONDecoder().decode(FrameInspection.self, from: Data(inspect.stdout.utf8)).nodes
    let bands = nodes.filter { $0.kind == .shape }.map { Int($0.bounds[1] + $0.bounds[3] / 2) }
    try #require(bands.count == 4, "\(nodes)")
    // The first band is the catalog's (0, 0.5, 1); the second the placeholder grey (0.56, 0.56, 0.58).
    let blue = f.pixel(x: 60, y: bands[0]), grey = f.pixel(x: 60, y: bands[1])
    #expect(Int(blue.r) == 0 && abs(Int(blue.g) - 128) <= 1 && Int(blue.b) == 255, "\(blue)")
    let greyRGB: [Int] = [Int(grey.r), Int(grey.g), Int(grey.b)]
    #expect(greyRGB == [143, 143, 148], "\(grey)")
  }

  /// With the catalog beside it, every generated name draws its set: the two colours (0, 0.5, 1), the
  /// scene's own `Color.brand` red, SwiftUI's orange and the image's 8×6 points. `--strict` has nothing
  /// to refuse when every name is in the catalog.
  @Test func generatedNamesDrawTheirSets() throws {
    let path = try write()
    try catalog(beside: path, colors: ["StudioPurple", "TextPrimary"], images: ["LoveReaction"])
    let out = (path as NSString).deletingLastPathComponent + "/card.png"
    let r = try CommandLineTool.run(["render", path, "--at", "0", "-o", out, "--strict"])
    #expect(r.status == 0, "\(r.stderr)")
    let f = try PNGFile.read(out)
    // 120 wide: the 20-point bands are centred (x 50…70); the VStack of 10+10+10+image+10 points is centred too.
    func rgb(_ y: Int) -> [Int] { let p = f.pixel(x: 60, y: y); return [Int(p.r), Int(p.g), Int(p.b)] }
    let inspect = try CommandLineTool.run(["inspect", path, "--at", "0"])
    #expect(inspect.status == 0, "\(inspect.stderr)")
    let nodes = try JSONDecoder().decode(FrameInspection.self, from: Data(inspect.stdout.utf8)).nodes
    let bands = nodes.filter { $0.kind == .shape }.map { Int($0.bounds[1] + $0.bounds[3] / 2) }
    try #require(bands.count == 4, "\(nodes)")
    let colours = bands.map(rgb)
    let blue = colours[0], primary = colours[1], brand = colours[2], orange = colours[3]
    #expect(abs(blue[1] - 128) <= 1 && blue[2] == 255 && blue == primary, "\(colours)")
    #expect(brand[0] > 240 && brand[1] < 80 && brand[2] < 80, "\(colours)")
    #expect(orange[0] > 240 && orange[1] > 120 && orange[1] < 180 && orange[2] < 40, "\(colours)")
    let image = try #require(nodes.first { $0.kind == .image }, "\(nodes)")
    #expect(Array(image.bounds[2...]) == [8, 6], "\(image)")
    #expect(image.modifiers.first { $0.name == "assetImage" }?.values["missing"] == nil, "\(image)")
  }
}
