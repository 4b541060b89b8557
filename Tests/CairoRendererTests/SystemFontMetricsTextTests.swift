import CairoRenderer
import Foundation
import Graphics
import Testing

/// Tracking and the system font's line box, through Pango: what the measurer reports is what is drawn.
@Suite struct SystemFontMetricsTextTests {
  /// Pango's letter spacing goes half before and half after each grapheme and is trimmed at both ends
  /// of the line, so a line of n graphemes grows by tracking × (n − 1); Pango keeps it in 1/1024 pt.
  @Test(arguments: ["Hamburgefonstiv", "Two words", "👩‍💻 ok", "é́a"])
  func trackingWidensALineByTrackingTimesGapsBetweenGraphemes(text: String) throws {
    let measurer = try PangoTextMeasurer(fonts: Fixture.fonts())
    let n = Double(text.count)
    for tracking in [-0.43, 0.38, 2.0] {
      let plain = measurer.measure(text, font: FontDescriptor(size: 17))
      let tracked = measurer.measure(text, font: FontDescriptor(size: 17, tracking: tracking))
      let units = (tracking * 1024).rounded() / 1024
      #expect(abs((tracked.width - plain.width) - units * (n - 1)) < 1e-6, "\(text) \(tracking): \(tracked.width - plain.width)")
      #expect(tracked.height == plain.height)
    }
  }

  /// A line box replaces the font's own ascent and descent; the baseline moves with it (the glyphs
  /// of "H" end on the box's ascent).
  @Test func aLineBoxSetsTheHeightAndTheBaseline() throws {
    let rasterizer = try Fixture.rasterizer()
    let measurer = rasterizer.makeTextMeasurer()
    let box = FontDescriptor.LineBox(ascent: 1950.0 / 2048, descent: 494.0 / 2048)
    let font = FontDescriptor(size: 40, lineBox: box)
    let own = try measurer.metrics(of: "H", font: FontDescriptor(size: 40))
    let boxed = try measurer.metrics(of: "H", font: font)
    #expect(abs(boxed.ascent - 40 * 1950 / 2048) < 1e-9 && abs(boxed.descent - 40 * 494 / 2048) < 1e-9)
    #expect(boxed.width == own.width && boxed.ascent != own.ascent)
    // The baseline of the drawn "H": its last inked row ends at the box's ascent (±1 px of antialiasing).
    let list = DisplayList(size: CGSize(width: 80, height: 80), background: .clear,
                           items: [.text(run: TextRun(text: "H", font: font, paint: .solid(.black)), transform: .identity)])
    let frame = try rasterizer.render(list, scale: 1)
    var bottom = 0
    for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y).a > 0 { bottom = max(bottom, y + 1) } }
    #expect(abs(Double(bottom) - boxed.ascent) <= 1, "ink ends at \(bottom), ascent \(boxed.ascent)")
  }

  /// A fallback font taller than the design font (Noto Sans CJK) keeps its extra height above and
  /// below the line box, as a line of iOS text grows for its cascade fonts.
  @Test func fallbackFontsTallerThanTheBoxKeepTheirHeight() throws {
    let measurer = try PangoTextMeasurer(fonts: Fixture.fonts())
    let box = FontDescriptor.LineBox(ascent: 1950.0 / 2048, descent: 494.0 / 2048)
    let latin = measurer.measure("Hi", font: FontDescriptor(size: 20, lineBox: box))
    let han = measurer.measure("Hi 骨", font: FontDescriptor(size: 20, lineBox: box))
    let latinOwn = measurer.measure("Hi", font: FontDescriptor(size: 20))
    let hanOwn = measurer.measure("Hi 骨", font: FontDescriptor(size: 20))
    #expect(abs(latin.height - 20 * 2444 / 2048) < 1e-9)
    #expect(abs((han.height - latin.height) - (hanOwn.height - latinOwn.height)) < 1e-9)
  }
}
