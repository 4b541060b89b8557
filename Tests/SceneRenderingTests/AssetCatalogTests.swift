import Foundation
import Graphics
import SceneRendering
import Testing
import ViewRuntime

/// `AssetCatalog` on `Fixtures/Assets.xcassets` beside this file (written by `Fixtures/make-asset-images.py`) and on
/// broken catalogs made per test: colours against the colour-space formulas, image sizes and scales, errors.
@Suite struct AssetCatalogTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Assets.xcassets").path

  /// IEC 61966-2-1's sRGB curves, written out again here (not the implementation's) to check it.
  static func srgbEncode(_ l: Double) -> Double { l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055 }
  static func srgbDecode(_ e: Double) -> Double { e <= 0.04045 ? e / 12.92 : pow((e + 0.055) / 1.055, 2.4) }

  func near(_ a: RGBAColor?, _ b: [Double], _ tolerance: Double = 1e-4) -> Bool {
    guard let a else { return false }
    return zip([a.red, a.green, a.blue, a.alpha], b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func namesFollowNamespaceFolders() throws {
    let catalog = try AssetCatalog(path: Self.fixture)
    // `Icons` provides a namespace; `Plain Group` only groups.
    #expect(catalog.colorNames == ["Glow", "Gold", "Ink", "Leaf", "Mist", "Sand", "brand-primary"])
    #expect(catalog.imageNames == ["Icons/star", "bear", "hero", "mark", "moon", "photo"])
    #expect(try catalog.image(named: "star") == nil)
  }

  @Test func componentFormsAndAppearances() throws {
    let catalog = try AssetCatalog(path: Self.fixture)
    let gold = try #require(try catalog.color(named: "Gold"))
    #expect(near(gold.rgba, [1, 0.843, 0, 1]))                              // floats
    #expect(near(gold.dark, [1, 193.0 / 255, 7.0 / 255, 1]))                // hex 0xFF 0xC1 0x07, dark appearance
    #expect(gold.resolved(.dark) == gold.dark!)
    let ink = try #require(try catalog.color(named: "Ink"))
    #expect(near(ink.rgba, [0.2, 0.4, 0.6, 1]) && ink.dark == nil)          // 8-bit integers 51, 102, 153
    let sand = try #require(try catalog.color(named: "Sand"))
    #expect(near(sand.rgba, [0.9, 0.8, 0.6, 1]))
    // A reference to UIKit's systemPink keeps both of its appearances.
    #expect(try catalog.color(named: "brand-primary") == Color.system["systemPink"])
  }

  @Test func colourSpacesBecomeSRGB() throws {
    let catalog = try AssetCatalog(path: Self.fixture)
    // gray-gamma-22 white 0.5: linear 0.5^2.2 = 0.21764, sRGB-encoded 1.055 · 0.21764^(1/2.4) − 0.055 = 0.50387
    // (alpha 0.8 kept).
    let grey = Self.srgbEncode(pow(0.5, 2.2))
    #expect(abs(grey - 0.50387) < 1e-4)
    #expect(near(try catalog.color(named: "Mist")?.rgba, [grey, grey, grey, 0.8]))
    // extended-linear-srgb (0.5, 0.214, 0): each channel encoded; 0.214 linear is 0.5 encoded (to 1e-3).
    #expect(near(try catalog.color(named: "Glow")?.rgba, [Self.srgbEncode(0.5), Self.srgbEncode(0.214), 0, 1]))
    // display-p3 (0.2, 0.6, 0.4): decode, P3 primaries → XYZ → sRGB primaries (CSS Color 4's matrices
    // multiplied out), encode. R = 1.2249·r − 0.2249·g; G = −0.0421·r + 1.0421·g; B = −0.0196·r − 0.0786·g + 1.0983·b.
    let (r, g, b) = (Self.srgbDecode(0.2), Self.srgbDecode(0.6), Self.srgbDecode(0.4))
    let expected = [1.2249402 * r - 0.2249402 * g, -0.0420570 * r + 1.0420570 * g, -0.0196376 * r - 0.0786360 * g + 1.0982736 * b]
      .map { Self.srgbEncode(max(0, $0)) }
    let leaf = try #require(try catalog.color(named: "Leaf"))
    #expect(near(leaf.rgba, expected + [1], 1e-4), "\(leaf.rgba) vs \(expected)")
    // P3's green is outside sRGB: red goes below zero and is clipped.
    #expect(expected[0] == 0 && leaf.rgba.red == 0)
  }

  @Test func imagesHaveSizesInPointsAndPickTheNearestScale() throws {
    let catalog = try AssetCatalog(path: Self.fixture)
    let bear = try #require(try catalog.image(named: "bear"))
    #expect(bear.size == CGSize(width: 8, height: 6))           // 8x6 px at 1x, 16x12 at 2x, 24x18 at 3x
    #expect(try catalog.image(named: "bear") === bear, "decoded once and kept")
    func width(_ scale: Double) -> Int? {
      if case .bitmap(let b) = bear.representation(forPixelScale: scale).source { return b.width }
      return nil
    }
    #expect([1.0, 1.4, 1.5, 2, 2.6, 3, 8].map(width) == [8, 8, 16, 16, 24, 24, 24])
    // The bitmap is premultiplied BGRA: 1x is opaque red.
    if case .bitmap(let b) = bear.representations[0].source { #expect(Array(b.pixels[0..<4]) == [0, 0, 255, 255]) }
    let photo = try #require(try catalog.image(named: "photo"))  // JPEG through gdk-pixbuf
    #expect(photo.size == CGSize(width: 20, height: 10))
    let hero = try #require(try catalog.image(named: "hero"))    // SVG width/height
    #expect(hero.size == CGSize(width: 240, height: 160) && hero.representations[0].source.isVector)
    let star = try #require(try catalog.image(named: "Icons/star"))  // PDF MediaBox in points
    #expect(star.size == CGSize(width: 48, height: 48))
    #expect(try catalog.image(named: "mark")?.isTemplate == true && !bear.isTemplate)
    // A luminosity-dark entry is the dark variant, a set of its own files.
    let moon = try #require(try catalog.image(named: "moon"))
    #expect(bear.dark == nil && moon.dark?.size == CGSize(width: 4, height: 4) && moon.dark !== moon)
  }

  // MARK: Broken catalogs: one line naming the file

  private func catalog(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)/Broken.xcassets")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  private func error(_ files: [String: String]) throws -> String {
    let root = try catalog(files)
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    do {
      let c = try AssetCatalog(path: root.path)
      for name in c.imageNames { _ = try c.image(named: name) }
    } catch { return "\(error)".replacingOccurrences(of: root.path, with: "CAT") }
    return "no error"
  }

  @Test func brokenCatalogsNameTheFile() throws {
    #expect(try error(["Red.colorset/Contents.json": "{ \"colors\": [ "]).hasPrefix("CAT/Red.colorset/Contents.json: invalid JSON"))
    #expect(try error(["Red.colorset/Contents.json": #"{"colors":[{"color":{"color-space":"cmyk","components":{"red":"1","green":"0","blue":"0"}}}]}"#])
      .hasPrefix("CAT/Red.colorset/Contents.json: unsupported colour space 'cmyk'"))
    #expect(try error(["Red.colorset/Contents.json": #"{"colors":[{"color":{"components":{"red":"x","green":"0","blue":"0"}}}]}"#])
      == "CAT/Red.colorset/Contents.json: colour component 'red' is not a number: x")
    #expect(try error(["a.imageset/Contents.json": #"{"images":[{"filename":"a.png","scale":"1x"}]}"#])
      == "CAT/a.imageset/Contents.json: image file 'a.png' is missing")
    #expect(try error(["a.imageset/Contents.json": #"{"images":[{"filename":"a.png","scale":"1x"}]}"#, "a.imageset/a.png": "not a png"])
      .hasPrefix("CAT/a.imageset/a.png: not a PNG"))
    #expect(try error(["a.imageset/Contents.json": #"{"images":[{"filename":"a.svg"}]}"#, "a.imageset/a.svg": "<svg"])
      .hasPrefix("CAT/a.imageset/a.svg: cannot read SVG"))
    #expect(try error(["a.imageset/Contents.json": #"{"images":[{"filename":"a.gif","scale":"1x"}]}"#, "a.imageset/a.gif": "GIF89a"])
      .hasPrefix("CAT/a.imageset/a.gif: unsupported image type '.gif'"))
    #expect(!(try error(["Red.colorset/Contents.json": "{}"]).contains("\n")))
  }
}
