import CairoRenderer
import Foundation
import Graphics
import Testing

/// Text through Pango with the pinned fonts: sizes, weights, designs, and colour emoji sequences.
@Suite struct TextGoldenTests {
  private func text(_ s: String, size: Double, weight: Int = 400, design: FontDescriptor.Design = .default,
    italic: Bool = false, paint: Paint = .solid(.black), at x: Double, _ y: Double) -> DisplayItem
  {
    .text(run: TextRun(text: s, font: FontDescriptor(size: size, weight: weight, design: design, italic: italic), paint: paint),
      transform: .translation(x: x, y: y))
  }

  @Test func sizesAndWeights() throws {
    let frame = try Fixture.rasterizer().render(Fixture.list([
      text("Text 11 regular", size: 11, at: 6, 4),
      text("Text 15 medium", size: 15, weight: 500, at: 6, 20),
      text("Bold 17", size: 17, weight: 700, at: 6, 40),
      text("Black 28", size: 28, weight: 900, paint: .solid(Fixture.blue), at: 6, 62),
      text("Light italic", size: 14, weight: 300, italic: true, at: 6, 98),
    ], width: 180, height: 120), scale: 1)
    try expectGolden(frame, named: "text-sizes-weights")
  }

  @Test func designs() throws {
    let frame = try Fixture.rasterizer().render(Fixture.list([
      text("Default Aa", size: 18, at: 6, 4),
      text("Serif Aa", size: 18, design: .serif, at: 6, 32),
      text("Rounded Aa", size: 18, design: .rounded, at: 6, 60),
      text("Mono 0O1l", size: 18, design: .monospaced, at: 6, 88),
    ], width: 180, height: 120), scale: 1)
    try expectGolden(frame, named: "text-designs")
  }

  @Test func gradientTextAndScale2() throws {
    let gradient = Paint.linearGradient(
      stops: [GradientStop(color: Fixture.red, location: 0), GradientStop(color: Fixture.blue, location: 1)],
      start: .zero, end: CGPoint(x: 100, y: 0))
    let frame = try Fixture.rasterizer().render(Fixture.list([
      text("Gradient", size: 22, weight: 800, paint: gradient, at: 5, 5),
      text("at 2× scale", size: 13, at: 5, 40),
    ], width: 120, height: 60), scale: 2)
    try expectGolden(frame, named: "text-gradient-scale2")
  }

  @Test(arguments: [
    ("emoji-single", "😀"),
    ("emoji-zwj", "👩‍💻"),
    ("emoji-skin-tone", "👍🏽"),
    ("emoji-flag", "🇯🇵"),
    ("emoji-keycap", "1️⃣"),
  ])
  func emojiSequencesAreOneGlyph(name: String, emoji: String) throws {
    let rasterizer = try Fixture.rasterizer()
    let frame = try rasterizer.render(Fixture.list([text(emoji, size: 64, at: 20, 10)], width: 120, height: 100), scale: 1)
    try expectGolden(frame, named: name)
    // One emoji glyph is about 1.2 em wide; two side by side (a failed sequence) would be twice that.
    let width = try rasterizer.makeTextMeasurer().metrics(of: emoji, font: FontDescriptor(size: 64)).width
    #expect(width > 50 && width < 100)
    // Colour, not a monochrome fallback: some pixel is clearly saturated.
    let colourful = Self.hasSaturatedPixel(frame)
    #expect(colourful)
  }

  @Test func mixedLatinAndEmoji() throws {
    let frame = try Fixture.rasterizer().render(Fixture.list([
      text("Hi ❤️", size: 36, weight: 600, at: 10, 10),
      text("Ship it 🚀 👩‍💻 👍🏽 🇯🇵 1️⃣", size: 15, at: 10, 70),
    ], width: 200, height: 100), scale: 1)
    try expectGolden(frame, named: "text-mixed-emoji")
    let colourful = Self.hasSaturatedPixel(frame)
    #expect(colourful)
  }

  @Test func emojiStayColouredInItalicAndBoldText() throws {
    // Synthetic oblique/bold apply to outline fonts only; the emoji bitmaps must still draw.
    for font in [FontDescriptor(size: 30, italic: true), FontDescriptor(size: 30, weight: 900, design: .rounded, italic: true)] {
      let frame = try Fixture.rasterizer().render(Fixture.list([
        .text(run: TextRun(text: "Go 🚀", font: font, paint: .solid(.black)), transform: .translation(x: 10, y: 10)),
      ]), scale: 1)
      let colourful = Self.hasSaturatedPixel(frame)
      #expect(colourful)
    }
  }

  @Test func rotatedAndScaledEmoji() throws {
    let transform = Transform2D.translation(x: -30, y: -30)
      .concatenating(.scale(x: 1.6, y: 1.6))
      .concatenating(.rotation(radians: .pi / 6))
      .concatenating(.translation(x: 80, y: 60))
    let frame = try Fixture.rasterizer().render(Fixture.list([
      .text(run: TextRun(text: "🎉", font: FontDescriptor(size: 48), paint: .solid(.black)), transform: transform),
    ], width: 160, height: 120), scale: 1)
    try expectGolden(frame, named: "emoji-rotated-scaled")
  }

  @Test func emojiAtScaleTwo() throws {
    let frame = try Fixture.rasterizer().render(Fixture.list([text("🍎 Apple", size: 20, at: 8, 8)], width: 120, height: 44), scale: 2)
    try expectGolden(frame, named: "emoji-scale2")
  }

  static func hasSaturatedPixel(_ frame: FrameBuffer) -> Bool {
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let p = frame.pixel(x: x, y: y)
        let hi = max(p.r, p.g, p.b), lo = min(p.r, p.g, p.b)
        if Int(hi) - Int(lo) > 40 { return true }
      }
    }
    return false
  }
}
