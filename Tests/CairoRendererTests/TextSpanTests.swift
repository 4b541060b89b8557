import CairoRenderer
import Foundation
import Graphics
import Testing

/// Parts of a run in styles of their own (`TextSpan`): measured and drawn in their font and colour.
@Suite struct TextSpanTests {
  /// A bold span measures as its words alone in bold: the line is the regular part plus the bold part
  /// (within half a point, for the kerning between them).
  @Test func aSpanIsMeasuredInItsFont() throws {
    let measurer = try Fixture.rasterizer().makeTextMeasurer()
    let regular = FontDescriptor(size: 24), bold = FontDescriptor(size: 24, weight: 700)
    let whole = measurer.measure("Hello world", font: regular, spans: [TextSpan(start: 6, end: 11, font: bold)])
    let parts = measurer.measure("Hello ", font: regular).width + measurer.measure("world", font: bold).width
    #expect(abs(whole.width - parts) < 0.5, "\(whole.width) vs \(parts)")
    #expect(whole.width > measurer.measure("Hello world", font: regular).width + 1)
    // A larger part raises the line: its ascent is the 40-point font's.
    let tall = measurer.measure("ab", font: FontDescriptor(size: 10), spans: [TextSpan(start: 1, end: 2, font: FontDescriptor(size: 40))])
    #expect(abs(tall.ascent - measurer.measure("b", font: FontDescriptor(size: 40)).ascent) < 0.5)
  }

  /// The symbols design draws the icon font: a Material Design Icons glyph (the heart, U+F2D1) is found,
  /// not a missing-glyph box, and is as wide as an icon is (about one em).
  @Test func theSymbolsDesignDrawsTheIconFont() throws {
    let measurer = try Fixture.rasterizer().makeTextMeasurer()
    let metrics = try measurer.metrics(of: "\u{F2D1}", font: FontDescriptor(size: 20, design: .symbols))
    #expect(metrics.width > 15 && metrics.width < 25, "\(metrics.width)")
  }

  /// "XXXX" in black with its last two letters in red: left of the middle the ink is dark and never
  /// red, right of it red and never dark.
  @Test(arguments: [CairoRasterizer.Options.TextRendering.sprites, .direct])
  func aSpanIsDrawnInItsColour(rendering: CairoRasterizer.Options.TextRendering) throws {
    let rasterizer = try Fixture.rasterizer(.init(textRendering: rendering))
    let font = FontDescriptor(size: 40, weight: 700)
    let run = TextRun(text: "XXXX", font: font, paint: .solid(.black), spans: [TextSpan(start: 2, end: 4, font: font, color: Fixture.red)])
    let frame = try rasterizer.render(Fixture.list([.text(run: run, transform: .translation(x: 10, y: 10))], width: 200, height: 80), scale: 1)
    let middle = 10 + Int(rasterizer.makeTextMeasurer().measure("XX", font: font).width)
    var dark = (left: 0, right: 0), red = (left: 0, right: 0)
    for y in 0..<frame.height {
      for x in 0..<frame.width where abs(x - middle) > 2 {
        let p = frame.pixel(x: x, y: y)
        let isDark = p.r < 60 && p.g < 60 && p.b < 60, isRed = p.r > 200 && p.g < 100 && p.b < 100
        if x < middle { dark.left += isDark ? 1 : 0; red.left += isRed ? 1 : 0 } else { dark.right += isDark ? 1 : 0; red.right += isRed ? 1 : 0 }
      }
    }
    #expect(dark.left > 100 && red.left == 0, "left: \(dark.left) dark, \(red.left) red")
    #expect(red.right > 100 && dark.right == 0, "right: \(dark.right) dark, \(red.right) red")
  }
}
