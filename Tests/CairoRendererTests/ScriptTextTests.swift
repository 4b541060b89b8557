import CairoRenderer
import Foundation
import Graphics
import Testing

/// Text in scripts the design fonts lack falls back to the pinned Noto fonts, in a fixed order, and
/// right-to-left scripts are drawn right to left.
@Suite struct ScriptTextTests {
  static let lines: [(String, String)] = [
    ("korean", "안녕하세요, 세계"),
    ("japanese", "こんにちは、世界"),
    ("chinese-simplified", "你好，世界"),
    ("chinese-traditional", "歡迎光臨"),
    ("arabic", "مرحبا بالعالم"),
    ("hebrew", "שלום עולם"),
    ("thai", "สวัสดีชาวโลก"),
    ("hindi", "नमस्ते दुनिया"),
    ("emoji-mixed", "Hi 👋 ❤️"),
  ]

  @Test(arguments: lines)
  func everyScriptRendersAndMatchesItsGolden(name: String, text: String) throws {
    let rasterizer = try Fixture.rasterizer()
    let font = FontDescriptor(size: 20)
    let metrics = try rasterizer.makeTextMeasurer().metrics(of: text, font: font)
    #expect(metrics.width > 20 && metrics.height > 15)
    let frame = try rasterizer.render(Fixture.list([
      .text(run: TextRun(text: text, font: font, paint: .solid(.black)), transform: .translation(x: 8, y: 8)),
    ], width: 200, height: 56), scale: 1)
    try expectGolden(frame, named: "script-\(name)")
  }

  /// A string without spaces in a script Inter lacks measures as in the Noto family directly: the
  /// fallback reached the pinned family, not some other font with the glyphs.
  @Test(arguments: [
    ("안녕하세요", "Noto Sans CJK SC"), ("こんにちは", "Noto Sans CJK SC"), ("مرحبا", "Noto Sans Arabic"),
    ("שלום", "Noto Sans Hebrew"), ("สวัสดี", "Noto Sans Thai"), ("नमस्ते", "Noto Sans Devanagari"),
  ])
  func fallbackReachesThePinnedFamily(text: String, family: String) throws {
    let font = FontDescriptor(size: 17)
    let viaFallback = try PangoTextMeasurer(fonts: Fixture.fonts()).metrics(of: text, font: font).width
    var direct = PinnedFonts.debian
    direct.families[.default] = family
    direct.displayFamily = nil
    let viaFamily = try PangoTextMeasurer(fonts: FontLibrary(fonts: direct)).metrics(of: text, font: font).width
    #expect(abs(viaFallback - viaFamily) < 1e-6)
    #expect(viaFallback > 0)
  }

  /// Han characters whose Chinese and Japanese forms differ (直, 骨) draw with the Simplified Chinese
  /// face, whatever the process locale: the pinned order and language decide, not the machine.
  @Test func hanTakesTheSimplifiedChineseFace() throws {
    func render(primary: String?) throws -> FrameBuffer {
      var fonts = PinnedFonts.debian
      if let primary { fonts.families[.default] = primary; fonts.displayFamily = nil }
      let rasterizer = try CairoRasterizer(fonts: FontLibrary(fonts: fonts))
      return try rasterizer.render(Fixture.list([
        .text(run: TextRun(text: "直骨", font: FontDescriptor(size: 40), paint: .solid(.black)), transform: .translation(x: 4, y: 4)),
      ], width: 100, height: 70), scale: 1)
    }
    let pinned = try render(primary: nil)
    let simplified = try render(primary: "Noto Sans CJK SC"), japanese = try render(primary: "Noto Sans CJK JP")
    #expect(pinned.pixels == simplified.pixels)
    #expect(pinned.pixels != japanese.pixels)
  }

  /// The x of the topmost inked pixel, relative to the ink box: where the one tall letter is.
  private func tallLetterPosition(_ text: String) throws -> Double {
    let frame = try Fixture.rasterizer().render(DisplayList(
      size: CGSize(width: 240, height: 80), background: .clear,
      items: [.text(run: TextRun(text: text, font: FontDescriptor(size: 36), paint: .solid(.black)), transform: .translation(x: 10, y: 10))]),
      scale: 1)
    var top: (x: Int, y: Int)?, x0 = Int.max, x1 = -1
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame.pixel(x: x, y: y).a > 128 {
        if top == nil { top = (x, y) }
        x0 = min(x0, x); x1 = max(x1, x)
      }
    }
    let t = try #require(top)
    return Double(t.x - x0) / Double(x1 - x0)
  }

  /// The first letter in logical order is the tall one; right-to-left text puts it at the right end.
  @Test func rightToLeftScriptsDrawRightToLeft() throws {
    #expect(try tallLetterPosition("lnnnn") < 0.3)  // control: left to right
    #expect(try tallLetterPosition("לממממ") > 0.7)  // Hebrew lamed, then mems
    #expect(try tallLetterPosition("لمممم") > 0.7)  // Arabic lam, then meems
  }

  @Test func theFingerprintListsTheFallbackFonts() throws {
    let paths = Set(PinnedFonts.debian.files.map(\.path))
    for family in ScriptFonts.scriptFamilies + ScriptFonts.lateFamilies {
      for path in family.paths {
        #expect(paths.contains(path))
        #expect(FileManager.default.fileExists(atPath: path), "\(path) from \(family.package)")
      }
    }
  }
}
