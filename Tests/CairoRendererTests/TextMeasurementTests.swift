import CairoRenderer
import Foundation
import Graphics
import Testing

/// The measurer agrees with the rasterizer, and text the fonts cannot draw is an error.
@Suite struct TextMeasurementTests {
  /// Half-open pixel box of every pixel with some alpha, on a transparent canvas.
  private func inkBox(_ frame: FrameBuffer) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame.pixel(x: x, y: y).a > 0 {
        x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
      }
    }
    return x1 < 0 ? nil : (x0, y0, x1, y1)
  }

  @Test(arguments: [
    ("Hamburgefonstiv", FontDescriptor(size: 24)),
    ("Bold Text", FontDescriptor(size: 30, weight: 700)),
    ("Serif Quill", FontDescriptor(size: 20, design: .serif)),
    ("Rounded 42", FontDescriptor(size: 26, design: .rounded)),
    ("mono{}", FontDescriptor(size: 18, design: .monospaced)),
    ("Hi ❤️ 👩‍💻", FontDescriptor(size: 32)),
    ("🇯🇵1️⃣👍🏽", FontDescriptor(size: 40)),
  ])
  func inkLiesInsideTheMeasuredBox(text: String, font: FontDescriptor) throws {
    let rasterizer = try Fixture.rasterizer()
    let metrics = try rasterizer.makeTextMeasurer().metrics(of: text, font: font)
    let origin = CGPoint(x: 20, y: 20)
    for scale in [1.0, 2.0] {
      let list = DisplayList(
        size: CGSize(width: metrics.width + 40, height: metrics.height + 40), background: .clear,
        items: [.text(run: TextRun(text: text, font: font, paint: .solid(.black)), transform: .translation(x: origin.x, y: origin.y))])
      let frame = try rasterizer.render(list, scale: scale)
      let ink = try #require(inkBox(frame))
      // One pixel of antialiasing slack on each side.
      #expect(Double(ink.x0) >= origin.x * scale - 1)
      #expect(Double(ink.y0) >= origin.y * scale - 1)
      #expect(Double(ink.x1) <= (origin.x + metrics.width) * scale + 1)
      #expect(Double(ink.y1) <= (origin.y + metrics.height) * scale + 1)
      // And the text really fills most of the box's width.
      #expect(Double(ink.x1 - ink.x0) >= 0.8 * metrics.width * scale)
    }
  }

  @Test func metricsFollowTheFontSizeLinearly() throws {
    let measurer = try PangoTextMeasurer(fonts: Fixture.fonts())
    // Below the 20 pt switch to Inter Display both sizes use the same face, so widths scale exactly.
    let small = measurer.measure("Scaling", font: FontDescriptor(size: 8))
    let large = measurer.measure("Scaling", font: FontDescriptor(size: 16))
    #expect(abs(large.width - 2 * small.width) < 1e-6)
    #expect(abs(large.ascent - 2 * small.ascent) < 1e-6)
    #expect(small.width > 0 && small.descent > 0)
  }

  @Test func weightsAndDesignsChangeMetrics() throws {
    let measurer = try PangoTextMeasurer(fonts: Fixture.fonts())
    let regular = measurer.measure("Weight", font: FontDescriptor(size: 17))
    let black = measurer.measure("Weight", font: FontDescriptor(size: 17, weight: 900))
    let mono = measurer.measure("iiii", font: FontDescriptor(size: 17, design: .monospaced))
    let monoWide = measurer.measure("MMMM", font: FontDescriptor(size: 17, design: .monospaced))
    #expect(black.width > regular.width)
    #expect(abs(mono.width - monoWide.width) < 1e-9)
  }

  @Test func missingGlyphThrowsNamingTheCharacter() throws {
    let rasterizer = try Fixture.rasterizer()
    // U+F8FF is the private-use Apple logo macOS users type with ⌥⇧K; no pinned font has it.
    let text = "ok \u{F8FF}"
    let run = TextRun(text: text, font: FontDescriptor(size: 20), paint: .solid(.black))
    #expect(throws: CairoRendererError.missingGlyph(character: "\u{F8FF}", codePoint: "U+F8FF", text: text)) {
      try rasterizer.render(Fixture.list([.text(run: run, transform: .identity)]), scale: 1)
    }
    let measurer = rasterizer.makeTextMeasurer()
    #expect(throws: CairoRendererError.self) { try measurer.metrics(of: text, font: run.font) }
    // The protocol's non-throwing measure still gives a size, so layout can go on and the draw reports it.
    #expect(measurer.measure(text, font: run.font).width > 0)
    let message = CairoRendererError.missingGlyph(character: "\u{F8FF}", codePoint: "U+F8FF", text: text).description
    #expect(message.contains("U+F8FF"))
  }

  @Test func missingFontFileNamesThePackage() {
    var fonts = PinnedFonts.debian
    fonts.files.append(.init(path: "/nonexistent/Font.ttf", package: "fonts-example"))
    #expect(throws: CairoRendererError.missingFontFile(path: "/nonexistent/Font.ttf", package: "fonts-example")) {
      try FontLibrary(fonts: fonts)
    }
  }

  @Test func libraryVersionsAreReported() {
    let versions = CairoRasterizer.libraryVersions
    #expect(versions["cairo"]?.split(separator: ".").count == 3)
    #expect(versions["pango"]?.split(separator: ".").count == 3)
    #expect(versions["fontconfig"]?.split(separator: ".").count == 3)
  }

  @Test func setupScriptInstallsEveryFontPackage() throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/setup.sh")
    let text = try String(contentsOf: script, encoding: .utf8)
    for package in Set(PinnedFonts.debian.files.map(\.package)) {
      #expect(text.contains(package), "scripts/setup.sh does not install \(package)")
    }
  }

  @Test func fontsConfPinsRenderingAndListsNoDirectories() {
    let conf = PinnedFonts.debian.fontsConf
    #expect(conf.contains("<const>hintnone</const>"))
    #expect(conf.contains("<const>none</const>"))  // rgba
    #expect(!conf.contains("<dir"))
    #expect(!conf.contains("<include"))
  }
}
