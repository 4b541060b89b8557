import CairoRenderer
import Foundation
import Graphics
import Testing

/// Xcode's generated asset names with no catalog to give them a set (issue 22): the built binary
/// renders the missing-asset placeholder for each, warns once per name at its first use, and
/// `--strict` refuses the scene; anything else swiftc reports is still the compile error it was.
@Suite struct GeneratedAssetPlaceholderTests {
  static let gallery = "scenes/gallery/settings-without-catalog/settings.swift-dsl"
  /// The missing-colour grey of docs/assets.md ("a missing colour is grey"): 0.56, 0.56, 0.58.
  static let placeholderGrey = [0.56, 0.56, 0.58]

  /// `file:line:col` of the first `.name` in `source`'s code (the column of the name, as swiftc places it).
  static func firstUse(_ name: String, in source: String, file: String) -> String? {
    for (i, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
      let bytes = Array(line.utf8), needle = Array(("." + name).utf8)
      guard bytes.count >= needle.count else { continue }
      for start in 0...(bytes.count - needle.count) where Array(bytes[start..<start + needle.count]) == needle {
        let after = start + needle.count
        if after < bytes.count, Character(UnicodeScalar(bytes[after])).isLetter || Character(UnicodeScalar(bytes[after])).isNumber { continue }
        return "\(file):\(i + 1):\(start + 2)"
      }
    }
    return nil
  }

  static func warnings(_ stderr: String) -> [String] { stderr.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") } }

  static func nodes(_ json: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return object?["nodes"] as? [[String: Any]] ?? []
  }

  static func bounds(_ node: [String: Any]?) -> [Double] { (node?["bounds"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? [] }

  private func write(_ source: String, name: String = "scene.swift-dsl") throws -> String {
    let dir = try CommandLineTool.temporaryDirectory()
    let path = dir.appendingPathComponent(name).path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The gallery's settings screen: four generated names, each one warning at its first use (a name
  /// used twice, `.textPrimary`, warns once), the placeholder image and grey where the assets would be,
  /// and the scene's own `Color.danger` in its colour.
  @Test func settingsScreenRendersPlaceholdersWithOneWarningPerName() throws {
    let root = CommandLineTool.packageRoot
    let source = try String(contentsOf: root.appendingPathComponent(Self.gallery), encoding: .utf8)
    let out = try CommandLineTool.temporaryDirectory().appendingPathComponent("settings.png").path
    let r = try CommandLineTool.run(["render", Self.gallery, "--at", "0", "-o", out], in: root)
    #expect(r.status == 0, "\(r.stderr)")
    var expected: [String] = []
    for (kind, name) in [("color", "textPrimary"), ("image", "heroBanner"), ("color", "accentInk"), ("color", "cardBackground")] {
      let place = try #require(Self.firstUse(name, in: source, file: Self.gallery))
      expected.append("\(place): warning: no \(kind) set for the generated name '.\(name)' (the scene has no asset catalog); drawing a placeholder")
    }
    #expect(Self.warnings(r.stderr) == expected, "\(r.stderr)")

    let inspect = try CommandLineTool.run(["inspect", Self.gallery, "--at", "0"], in: root)
    #expect(inspect.status == 0, "\(inspect.stderr)")
    #expect(Self.warnings(inspect.stderr) == expected, "inspect warns the same")
    let nodes = try Self.nodes(inspect.stdout)
    // The hero image: the missing-image placeholder named after the symbol, at the frame it was given.
    let image = try #require(nodes.first { $0["kind"] as? String == "image" })
    #expect(image["symbol"] as? String == "heroBanner" && Self.bounds(image) == [0, 0, 320, 96], "\(image)")
    let assetImage = (image["modifiers"] as? [[String: Any]])?.first { $0["name"] as? String == "assetImage" }
    #expect((assetImage?["missing"] as? NSNumber)?.intValue == 1, "\(image)")
    // The card's fill: the placeholder grey at the scene's 0.3 opacity; the title in placeholder grey.
    let card = try #require(nodes.first { $0["shape"] as? String == "RoundedRectangle" })
    let fill = ((card["modifiers"] as? [[String: Any]])?.first?["rgba"] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }
    #expect(fill == Self.placeholderGrey + [0.3], "\(card)")

    let png = try PNGFile.read(out)
    func rgb(_ x: Double, _ y: Double) -> [Int] { let p = png.pixel(x: Int(x), y: Int(y)); return [Int(p.r), Int(p.g), Int(p.b)] }
    let grey = Self.placeholderGrey.map { Int(($0 * 255).rounded()) }
    // `Color.accentInk`: an 8-point band under the image, all placeholder grey.
    let band = Self.bounds(nodes.first { $0["shape"] as? String == "Color" })
    try #require(band.count == 4 && band[3] == 8, "\(band)")
    #expect(zip(rgb(band[0] + band[2] / 2, band[1] + 4), grey).allSatisfy { abs($0 - $1) <= 1 }, "\(rgb(band[0] + band[2] / 2, band[1] + 4))")
    // The card over the white background: 0.3 of the grey, 0.7 of white.
    let cardBounds = Self.bounds(card)
    let blended = Self.placeholderGrey.map { Int((255 * (0.3 * $0 + 0.7)).rounded()) }
    #expect(zip(rgb(cardBounds[0] + 20, cardBounds[1] + 6), blended).allSatisfy { abs($0 - $1) <= 1 }, "\(rgb(cardBounds[0] + 20, cardBounds[1] + 6)) vs \(blended)")
    // `Color.danger` (0.86, 0.16, 0.16): the scene's own colour, beside the "Sign Out" text.
    let capsule = try #require(nodes.last { $0["shape"] as? String == "Capsule" })
    let c = Self.bounds(capsule)
    #expect(zip(rgb(c[0] + 30, c[1] + c[3] / 2), [219, 41, 41]).allSatisfy { abs($0 - $1) <= 1 }, "\(rgb(c[0] + 30, c[1] + c[3] / 2))")
  }

  /// `--strict`: the first generated name (in file order) is an error at its place; no file is written.
  @Test func strictRefusesTheSceneAndWritesNothing() throws {
    let root = CommandLineTool.packageRoot
    let source = try String(contentsOf: root.appendingPathComponent(Self.gallery), encoding: .utf8)
    let out = try CommandLineTool.temporaryDirectory().appendingPathComponent("strict.png").path
    let r = try CommandLineTool.run(["render", Self.gallery, "--at", "0", "-o", out, "--strict"], in: root)
    #expect(r.status != 0)
    let place = try #require(Self.firstUse("textPrimary", in: source, file: Self.gallery))
    #expect(r.stderr.contains("\(place): error: no color set for the generated name '.textPrimary' (the scene has no asset catalog)"), "\(r.stderr)")
    #expect(Self.warnings(r.stderr).isEmpty, "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// A scene's own `extension Color { static let accentInk }` is what `Color.accentInk` means: red,
  /// no warning for it; only the name it does not declare is a placeholder.
  @Test func aScenesOwnColourKeepsWinning() throws {
    let path = try write("""
      extension Color { static let accentInk = Color(red: 1, green: 0, blue: 0) }
      struct Bands: View {
          var body: some View {
              VStack(spacing: 0) {
                  Color.accentInk.frame(width: 40, height: 20)
                  Color(.cardBackground).frame(width: 40, height: 20)
              }
          }
      }
      Scene(width: 40, height: 40) { Bands() }
      """)
    let out = (path as NSString).deletingLastPathComponent + "/bands.png"
    let r = try CommandLineTool.run(["render", path, "--at", "0", "-o", out])
    #expect(r.status == 0, "\(r.stderr)")
    let place = try #require(Self.firstUse("cardBackground", in: try String(contentsOfFile: path, encoding: .utf8), file: path))
    #expect(Self.warnings(r.stderr) == ["\(place): warning: no color set for the generated name '.cardBackground' (the scene has no asset catalog); drawing a placeholder"], "\(r.stderr)")
    let png = try PNGFile.read(out)
    let top = png.pixel(x: 20, y: 10), bottom = png.pixel(x: 20, y: 30)
    let topRGB: [Int] = [Int(top.r), Int(top.g), Int(top.b)], bottomRGB: [Int] = [Int(bottom.r), Int(bottom.g), Int(bottom.b)]
    #expect(topRGB == [255, 0, 0])
    #expect(bottomRGB == Self.placeholderGrey.map { Int(($0 * 255).rounded()) })
  }

  /// What package and UIKit code writes: `bundle: .module`, `Label(_:image:)`, `UIColor`'s and
  /// `UIImage`'s generated members and `UIImage(resource:)`; each compiles, and each generated name
  /// is a placeholder with its warning (the literal names, with no catalog, draw placeholders silently
  /// as before).
  @Test func packageAndUIKitFormsCompileAndDegrade() throws {
    let path = try write("""
      struct Row: View {
          var body: some View {
              VStack {
                  Color("Brand", bundle: .module).frame(width: 10, height: 10)
                  Image("logo", bundle: .module).resizable().frame(width: 10, height: 10)
                  Label("Wi-Fi", image: .wifiGlyph)
                  Color(uiColor: .brandInk).frame(width: 10, height: 10)
                  Image(uiImage: UIImage(resource: .avatar)).resizable().frame(width: 10, height: 10)
                  Image(uiImage: .badge).resizable().frame(width: 10, height: 10)
              }
          }
      }
      Scene(width: 200, height: 300) { Row() }
      """)
    let r = try CommandLineTool.run(["inspect", path, "--at", "0"])
    #expect(r.status == 0, "\(r.stderr)")
    let named = Self.warnings(r.stderr).compactMap { line in line.range(of: "generated name '.").map { String(line[$0.upperBound...].prefix { $0 != "'" }) } }
    #expect(named == ["wifiGlyph", "brandInk", "avatar", "badge"], "\(r.stderr)")
    let place = try #require(Self.firstUse("wifiGlyph", in: try String(contentsOfFile: path, encoding: .utf8), file: path))
    #expect(Self.warnings(r.stderr).first?.hasPrefix("\(place): warning: no image set") == true, "\(r.stderr)")
    let images = try Self.nodes(r.stdout).filter { $0["kind"] as? String == "image" }.compactMap { $0["symbol"] as? String }
    #expect(images == ["logo", "wifiGlyph", "avatar", "badge"], "\(images)")
  }

  /// Any other error is reported as before, so a typo outside the asset types is not hidden.
  @Test func otherErrorsStayCompileErrors() throws {
    let path = try write("""
      struct Broken: View {
          var body: some View { Color.accentInk.frame(width: count) }
          let count: Int = "seven"
      }
      Scene(width: 40, height: 40) { Broken() }
      """)
    let out = (path as NSString).deletingLastPathComponent + "/broken.png"
    let r = try CommandLineTool.run(["render", path, "--at", "0", "-o", out])
    #expect(r.status == 1)
    #expect(r.stderr.contains("\(path):3:22: error: cannot convert value of type 'String' to specified type 'Int'"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// The names swiftc reported are kept beside the cache: the second render of the same scene runs
  /// no compiler, loads the library that compiled, and warns the same.
  @Test func theSecondRenderComesFromTheCache() throws {
    let path = try write("""
      struct Swatch: View { var body: some View { Color.swatchInk.frame(width: 10, height: 10) } }
      Scene(width: 20, height: 20) { Swatch() }
      """)
    let cache = try CommandLineTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let environment = ["XDG_CACHE_HOME": cache.path]
    let first = try CommandLineTool.run(["inspect", path, "--at", "0", "--verbose"], environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr.contains("running swiftc") && first.stderr.contains("as placeholders: swatchInk"), "\(first.stderr)")
    let second = try CommandLineTool.run(["inspect", path, "--at", "0", "--verbose"], environment: environment)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(!second.stderr.contains("running swiftc") && second.stderr.contains("compiled scene from the cache"), "\(second.stderr)")
    #expect(Self.warnings(second.stderr) == Self.warnings(first.stderr) && Self.warnings(first.stderr).count == 1, "\(second.stderr)")
  }
}
