import CairoRenderer
import Foundation
import Graphics
import Testing

/// Determinism, caching, the sprite path against direct drawing, and bad input.
@Suite struct RasterizerBehaviourTests {
  private func busyScene() -> DisplayList {
    let shadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4), radius: 5, x: 3, y: 4)
    return Fixture.list([
      .fill(path: Path { $0.addRoundedRect(in: CGRect(x: 10, y: 10, width: 140, height: 100), cornerRadius: 20) },
        paint: .linearGradient(stops: [GradientStop(color: Fixture.blue, location: 0), GradientStop(color: Fixture.green, location: 1)],
          start: .zero, end: CGPoint(x: 160, y: 120)), rule: .nonZero, transform: .identity),
      .beginLayer(LayerEffect(opacity: 0.9, blurRadius: 1.5, shadow: shadow)),
      .text(run: TextRun(text: "Déjà vu 👩‍💻", font: FontDescriptor(size: 18, weight: 600), paint: .solid(.white)),
        transform: Transform2D.rotation(radians: -0.2).concatenating(.translation(x: 20, y: 50))),
      .endLayer,
      .text(run: TextRun(text: "🎉", font: FontDescriptor(size: 30), paint: .solid(.black)),
        transform: Transform2D.scale(x: 1.3, y: 1.3).concatenating(.translation(x: 100.37, y: 70.81))),
    ])
  }

  @Test func sameListRendersIdenticalBytes() throws {
    let warm = try Fixture.rasterizer()
    let first = try warm.render(busyScene(), scale: 1.5)
    // Other frames in between change the caches' contents, not the result.
    _ = try warm.render(Fixture.list([]), scale: 1)
    _ = try warm.render(busyScene(), scale: 2)
    let second = try warm.render(busyScene(), scale: 1.5)
    let fresh = try Fixture.rasterizer().render(busyScene(), scale: 1.5)
    #expect(first.pixels == second.pixels)
    #expect(first.pixels == fresh.pixels)
  }

  @Test func layersNeverCutOffWhatTheyDraw() throws {
    // Layers composite only the pixels their items can touch; a neutral layer must change nothing.
    var spike = Path()
    spike.addLines([CGPoint(x: 10, y: 100), CGPoint(x: 40, y: 20), CGPoint(x: 70, y: 100)])  // a miter tip ~10 px past the corner
    let items: [DisplayItem] = [
      .stroke(path: spike, paint: .solid(Fixture.red), style: StrokeStyle(lineWidth: 6, lineJoin: .miter), transform: .identity),
      .stroke(path: Fixture.rect(60, 20, 30, 30), paint: .solid(Fixture.blue), style: StrokeStyle(lineWidth: 8, lineCap: .square, dash: [5, 9]),
        transform: Transform2D.rotation(radians: 0.4).concatenating(.translation(x: 10, y: 0))),
      .text(run: TextRun(text: "Tilt ✨", font: FontDescriptor(size: 20, italic: true), paint: .solid(.black)),
        transform: Transform2D.rotation(radians: -0.3).concatenating(.translation(x: 60, y: 80))),
    ]
    let plain = try Fixture.rasterizer().render(Fixture.list(items), scale: 1.5)
    let layered = try Fixture.rasterizer().render(Fixture.list([.beginLayer(LayerEffect())] + items + [.endLayer]), scale: 1.5)
    let diff = PixelDiff.compare(expected: plain, actual: layered, tolerance: PixelTolerance(maxChannelDifference: 1, maxDifferingFraction: 0))
    #expect(diff.passes, "\(diff.summary)")
  }

  @Test func renderingIntoAFrameReusesItAndMatches() throws {
    let rasterizer = try Fixture.rasterizer()
    var frame = FrameBuffer(width: 1, height: 1)
    try rasterizer.render(busyScene(), scale: 1, into: &frame)  // wrong size: replaced
    #expect(frame.width == 160 && frame.height == 120)
    try rasterizer.render(Fixture.list([]), scale: 1, into: &frame)
    #expect(frame.pixels.allSatisfy { $0 == 255 })
    try rasterizer.render(busyScene(), scale: 1, into: &frame)
    #expect(frame == (try rasterizer.render(busyScene(), scale: 1)))
  }

  @Test func rasterizersSharingFontsRenderInParallel() throws {
    // One rasterizer per thread over one FontLibrary, as a parallel pipeline uses them.
    let fonts = try Fixture.fonts()
    let expected = try CairoRasterizer(fonts: fonts).render(busyScene(), scale: 1)
    let results = ResultBox<FrameBuffer>(count: 4)
    DispatchQueue.concurrentPerform(iterations: 4) { i in
      let rasterizer = CairoRasterizer(fonts: fonts)
      results.set(i, Result { try (0..<3).map { _ in try rasterizer.render(busyScene(), scale: 1) }.last! })
    }
    for result in results.all { #expect(try result.get() == expected) }
  }

  @Test func spritesMatchDirectDrawingClosely() throws {
    let sprites = try Fixture.rasterizer()
    let direct = try Fixture.rasterizer(.init(textRendering: .direct))
    let transforms: [Transform2D] = [
      .translation(x: 12, y: 20),
      .translation(x: 12.4, y: 20.7),
      Transform2D.rotation(radians: 0.5).concatenating(.translation(x: 40, y: 10)),
      Transform2D.scale(x: 1.7, y: 1.2).concatenating(.translation(x: 8, y: 30)),
    ]
    for t in transforms {
      let list = Fixture.list([.text(run: TextRun(text: "Sprite ✓ 😀", font: FontDescriptor(size: 20), paint: .solid(.black)), transform: t)])
      let a = try sprites.render(list, scale: 1), b = try direct.render(list, scale: 1)
      let diff = PixelDiff.compare(expected: b, actual: a, tolerance: .exact)
      // Resampling moves edges by a fraction of a pixel; the picture must be the same.
      #expect(diff.meanError < 2.5, "\(t): \(diff.summary)")
    }
  }

  @Test func pixelAlignedSpriteEqualsDirectDrawing() throws {
    let list = Fixture.list([.text(run: TextRun(text: "Exact 12", font: FontDescriptor(size: 15), paint: .solid(Fixture.blue)), transform: .translation(x: 10, y: 10))])
    let a = try Fixture.rasterizer().render(list, scale: 2)
    let b = try Fixture.rasterizer(.init(textRendering: .direct)).render(list, scale: 2)
    let diff = PixelDiff.compare(expected: b, actual: a, tolerance: PixelTolerance(maxChannelDifference: 1, maxDifferingFraction: 0))
    #expect(diff.passes, "\(diff.summary)")
  }

  @Test func textIsShapedOnceAndSpriteCacheStaysBounded() throws {
    let limit = 200_000
    let rasterizer = try Fixture.rasterizer(.init(spriteCacheBytes: limit))
    for frame in 0..<40 {
      let run = TextRun(text: "Frame \(frame % 10)", font: FontDescriptor(size: 24), paint: .solid(.black))
      let t = Transform2D.rotation(radians: Double(frame) * 0.05).concatenating(.translation(x: 30, y: 40))
      _ = try rasterizer.render(Fixture.list([.text(run: run, transform: t)]), scale: 1)
    }
    let stats = rasterizer.cacheStatistics
    #expect(stats.layouts == 10)  // one layout per distinct (text, font)
    #expect(stats.spriteBytes <= limit)
    #expect(stats.sprites >= 1)
  }

  @Test func reusedSurfaceIsClearedBetweenFrames() throws {
    let rasterizer = try Fixture.rasterizer()
    let red = Fixture.list([.fill(path: Fixture.rect(0, 0, 160, 120), paint: .solid(Fixture.red), rule: .nonZero, transform: .identity)], background: .clear)
    _ = try rasterizer.render(red, scale: 1)
    let empty = try rasterizer.render(Fixture.list([], background: .clear), scale: 1)
    #expect(empty.pixels.allSatisfy { $0 == 0 })
    let layered = Fixture.list([.beginLayer(LayerEffect(opacity: 0.5)), .endLayer], background: .clear)
    _ = try rasterizer.render(Fixture.list([.beginLayer(LayerEffect(opacity: 0.5))] + red.items + [.endLayer], background: .clear), scale: 1)
    #expect(try rasterizer.render(layered, scale: 1).pixels.allSatisfy { $0 == 0 })
  }

  @Test func degenerateTransformsDrawNothing() throws {
    let frame = try Fixture.rasterizer().render(Fixture.list([
      .fill(path: Fixture.rect(0, 0, 50, 50), paint: .solid(.black), rule: .nonZero, transform: .scale(x: 0, y: 1)),
      .text(run: TextRun(text: "zero", font: FontDescriptor(size: 12), paint: .solid(.black)), transform: .scale(x: 0, y: 0)),
    ]), scale: 1)
    #expect(frame.pixels.allSatisfy { $0 == 255 })
  }

  @Test func badInputThrowsClearErrors() throws {
    let rasterizer = try Fixture.rasterizer()
    let square = Fixture.rect(0, 0, 10, 10)
    #expect(throws: CairoRendererError.invalidDash([0, 0])) {
      try rasterizer.render(Fixture.list([.stroke(path: square, paint: .solid(.black), style: StrokeStyle(dash: [0, 0]), transform: .identity)]), scale: 1)
    }
    #expect(throws: CairoRendererError.self) {
      try rasterizer.render(Fixture.list([.fill(path: square, paint: .solid(.black), rule: .nonZero, transform: .translation(x: .nan, y: 0))]), scale: 1)
    }
    #expect(throws: CairoRendererError.self) { try rasterizer.render(Fixture.list([]), scale: 0) }
    #expect(throws: CairoRendererError.invalidCanvas(width: 0, height: 120)) {
      try rasterizer.render(Fixture.list([], width: 0), scale: 1)
    }
    #expect(throws: CairoRendererError.invalidCanvas(width: 1_000_000_000, height: 120)) {
      try rasterizer.render(Fixture.list([], width: 1e300), scale: 1)
    }
    #expect(throws: CairoRendererError.unsupportedFontSize(0, text: "x")) {
      try rasterizer.render(Fixture.list([.text(run: TextRun(text: "x", font: FontDescriptor(size: 0), paint: .solid(.black)), transform: .identity)]), scale: 1)
    }
    // Far off-canvas text is skipped, not a crash.
    _ = try rasterizer.render(Fixture.list([.text(run: TextRun(text: "x", font: FontDescriptor(size: 12), paint: .solid(.black)), transform: .translation(x: 1e300, y: 0))]), scale: 1)
    // Still healthy afterwards.
    #expect(try rasterizer.render(Fixture.list([]), scale: 1).pixels.allSatisfy { $0 == 255 })
  }
}
