import CairoRenderer
import Foundation
import Graphics
import Testing

/// Masks, blend modes, colour matrices, opaque blurs and materials: pixels against hand-worked values,
/// and goldens at 1× and 2×.
@Suite struct EffectCompositingTests {
  private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ c: RGBAColor) -> DisplayItem {
    .fill(path: Fixture.rect(x, y, w, h), paint: .solid(c), rule: .nonZero, transform: .identity)
  }

  /// Whether pixel `p` (premultiplied b, g, r, a) has the colour (r, g, b) within `tol`.
  private func near(_ p: (b: UInt8, g: UInt8, r: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int, _ tol: Int = 2) -> Bool {
    abs(Int(p.r) - r) <= tol && abs(Int(p.g) - g) <= tol && abs(Int(p.b) - b) <= tol
  }

  /// A blue square masked by a horizontal black-to-clear gradient, and a green one masked by a ring
  /// (two circles filled even-odd).
  private var maskList: DisplayList {
    let ring = Path {
      $0.addEllipse(in: CGRect(x: 90, y: 20, width: 80, height: 80))
      $0.addEllipse(in: CGRect(x: 110, y: 40, width: 40, height: 40))
    }
    return Fixture.list([
      .beginLayer(LayerEffect()),
      rect(10, 20, 80, 80, Fixture.blue),
      .beginMask,
      .fill(path: Fixture.rect(10, 20, 80, 80), paint: .linearGradient(
        stops: [GradientStop(color: .black, location: 0), GradientStop(color: .clear, location: 1)],
        start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0)), rule: .nonZero, transform: .identity),
      .endLayer,
      .beginLayer(LayerEffect()),
      rect(90, 20, 80, 80, Fixture.green),
      .beginMask,
      .fill(path: ring, paint: .solid(.black), rule: .evenOdd, transform: .identity),
      .endLayer,
    ], width: 180, height: 120)
  }

  @Test func maskAlphaMultipliesTheContent() throws {
    let rasterizer = try Fixture.rasterizer()
    let frame = try rasterizer.render(maskList, scale: 1)
    try expectGolden(frame, named: "effects-mask")
    try expectGolden(try rasterizer.render(maskList, scale: 2), named: "effects-mask-scale2")
    // Left edge: the mask is opaque, pure blue (255, 122, 0 BGR); at x = 50 (halfway) half blue over white.
    #expect(near(frame.pixel(x: 10, y: 60), 0, 122, 255, 4))
    #expect(near(frame.pixel(x: 50, y: 60), 128, 189, 255, 4))
    #expect(near(frame.pixel(x: 130, y: 60), 255, 255, 255))  // the ring's hole shows the background
    #expect(near(frame.pixel(x: 100, y: 60), 52, 199, 89))  // inside the ring: green (0x34C759)
  }

  @Test func emptyMaskHidesEverything() throws {
    let frame = try Fixture.rasterizer().render(Fixture.list([
      .beginLayer(LayerEffect()), rect(10, 10, 60, 60, Fixture.red), .beginMask, .endLayer,
    ]), scale: 1)
    #expect(frame.pixel(x: 40, y: 40) == (255, 255, 255, 255))
  }

  /// Each blend mode: an orange circle (1, 0.5, 0) in a layer over an opaque blue square (0, 0.5, 1).
  private var blendList: DisplayList {
    var items: [DisplayItem] = []
    let src = RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1), dst = RGBAColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    for (i, mode) in BlendMode.allCases.enumerated() {
      let x = Double(i % 7) * 40 + 4, y = Double(i / 7) * 40 + 4
      items.append(rect(x, y, 24, 24, dst))
      items.append(.beginLayer(LayerEffect(blendMode: mode)))
      items.append(.fill(path: Path { $0.addEllipse(in: CGRect(x: x + 8, y: y + 8, width: 26, height: 26)) }, paint: .solid(src), rule: .nonZero, transform: .identity))
      items.append(.endLayer)
    }
    return Fixture.list(items, width: 284, height: 124, background: RGBAColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1))
  }

  @Test func blendModesFollowTheirFormulas() throws {
    let rasterizer = try Fixture.rasterizer()
    let frame = try rasterizer.render(blendList, scale: 1)
    try expectGolden(frame, named: "effects-blend-modes")
    try expectGolden(try rasterizer.render(blendList, scale: 2), named: "effects-blend-modes-scale2")
    func cell(_ mode: BlendMode) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
      let i = BlendMode.allCases.firstIndex(of: mode)!
      return frame.pixel(x: (i % 7) * 40 + 4 + 18, y: (i / 7) * 40 + 4 + 18)  // where circle and square overlap
    }
    // S = (1, .5, 0), D = (0, .5, 1), both opaque (W3C compositing formulas):
    #expect(near(cell(.multiply), 0, 64, 0))  // S·D
    #expect(near(cell(.screen), 255, 191, 255))  // S + D − S·D
    #expect(near(cell(.difference), 255, 0, 255))  // |S − D|
    #expect(near(cell(.plusLighter), 255, 255, 255))  // min(1, S + D)
    #expect(near(cell(.darken), 0, 128, 0))
    #expect(near(cell(.lighten), 255, 128, 255))
    #expect(near(cell(.exclusion), 255, 128, 255))  // S + D − 2·S·D
    #expect(near(cell(.normal), 255, 128, 0))
    #expect(near(cell(.destinationOver), 0, 128, 255))  // the square stays on top
    // The circle cuts the square away and, drawn straight onto the frame, the background under it too.
    #expect(cell(.destinationOut).a == 0)
  }

  /// One swatch per colour effect: red, green, blue and white bars.
  private func colorList(_ matrices: [ColorMatrix?]) -> DisplayList {
    var items: [DisplayItem] = []
    let colors = [Fixture.red, Fixture.green, Fixture.blue, RGBAColor.white]
    for (i, m) in matrices.enumerated() {
      let x = Double(i) * 36 + 4
      items.append(.beginLayer(LayerEffect(colorMatrix: m)))
      for (j, c) in colors.enumerated() { items.append(rect(x, 4 + Double(j) * 14, 30, 14, c)) }
      items.append(.endLayer)
    }
    return Fixture.list(items, width: Double(matrices.count) * 36 + 4, height: 64, background: RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
  }

  @Test func colourEffectsWorkOnStraightColours() throws {
    let matrices: [ColorMatrix?] = [nil, .hueRotation(radians: .pi / 2), .saturation(0.3), .saturation(1.8), .brightness(0.3), .contrast(0.4),
                                    .grayscale(1), .invert, .multiply(RGBAColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)), .luminanceToAlpha]
    let rasterizer = try Fixture.rasterizer()
    let frame = try rasterizer.render(colorList(matrices), scale: 1)
    try expectGolden(frame, named: "effects-colour")
    try expectGolden(try rasterizer.render(colorList(matrices), scale: 2), named: "effects-colour-scale2")
    // Grayscale of 0xFF3B30: luma 0.2126·1 + 0.7152·0.2314 + 0.0722·0.1882 = 0.3917 → 100.
    #expect(near(frame.pixel(x: 6 * 36 + 10, y: 8), 100, 100, 100))
    // Inverted white is black; luminance-to-alpha of white is opaque black.
    #expect(near(frame.pixel(x: 7 * 36 + 10, y: 50), 0, 0, 0))
    #expect(near(frame.pixel(x: 9 * 36 + 10, y: 50), 0, 0, 0))
    // Luminance-to-alpha of blue 0x007AFF: alpha 0.7152·0.478 + 0.0722 = 0.414 of black over grey 0.5 → 0.293 → 75.
    #expect(near(frame.pixel(x: 9 * 36 + 10, y: 36), 75, 75, 75, 3))
  }

  @Test func aHalfTransparentLayerIsUnpremultipliedFirst() throws {
    // Inverting 50 % red: straight (1, 0, 0) → (0, 1, 1) at 50 %, over white → (128, 255, 255), not a
    // premultiplied (0.5, 0, 0) → (0.5, 1, 1) inversion, which would give (191, 255, 255).
    let frame = try Fixture.rasterizer().render(Fixture.list([
      .beginLayer(LayerEffect(colorMatrix: .invert)), rect(10, 10, 40, 40, RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)), .endLayer,
    ]), scale: 1)
    #expect(near(frame.pixel(x: 30, y: 30), 128, 255, 255))
  }

  @Test func opaqueBlurHasNoFringe() throws {
    let items: [DisplayItem] = [
      .beginLayer(LayerEffect(blurRadius: 5, opaqueBlur: true)),
      rect(20, 20, 50, 80, Fixture.orange), rect(70, 20, 50, 80, Fixture.blue),
      .endLayer,
      .beginLayer(LayerEffect(blurRadius: 5)),
      rect(130, 20, 25, 80, Fixture.orange), rect(155, 20, 25, 80, Fixture.blue),
      .endLayer,
    ]
    let rasterizer = try Fixture.rasterizer()
    let frame = try rasterizer.render(Fixture.list(items, width: 200), scale: 1)
    try expectGolden(frame, named: "effects-blur-opaque")
    try expectGolden(try rasterizer.render(Fixture.list(items, width: 200), scale: 2), named: "effects-blur-opaque-scale2")
    // Opaque: the corner pixel keeps the full orange (normalised), nothing spills outside.
    #expect(near(frame.pixel(x: 21, y: 21), 255, 149, 0, 6))
    #expect(frame.pixel(x: 16, y: 60) == (255, 255, 255, 255))
    // Not opaque: the edge fades into the white background and spills past it.
    #expect(frame.pixel(x: 128, y: 60).b > 100 && frame.pixel(x: 128, y: 60).b < 250)
  }

  /// Six materials over coloured stripes.
  private var materialList: DisplayList {
    var items: [DisplayItem] = []
    let stripes = [Fixture.red, Fixture.orange, Fixture.green, Fixture.blue]
    for (i, c) in stripes.enumerated() { items.append(rect(Double(i) * 60, 0, 30, 140, c)) }
    let tints: [(Double, Double)] = [(8, 0.30), (10, 0.45), (12, 0.60), (14, 0.72), (16, 0.84), (12, 0.75)]
    for (i, t) in tints.enumerated() {
      let x = Double(i % 3) * 78 + 6, y = Double(i / 3) * 66 + 8
      items.append(.backdrop(Backdrop(path: Path { $0.addRoundedRect(in: CGRect(x: x, y: y, width: 70, height: 58), cornerRadius: 12) },
                                      transform: .identity, blurRadius: t.0, saturation: 1.6,
                                      tint: RGBAColor(red: i == 5 ? 0.97 : 1, green: i == 5 ? 0.97 : 1, blue: i == 5 ? 0.97 : 1, alpha: t.1))))
    }
    return Fixture.list(items, width: 240, height: 140)
  }

  @Test func materialsBlurWhatIsBehind() throws {
    let rasterizer = try Fixture.rasterizer()
    let frame = try rasterizer.render(materialList, scale: 1)
    try expectGolden(frame, named: "effects-materials")
    try expectGolden(try rasterizer.render(materialList, scale: 2), named: "effects-materials-scale2")
    // Outside the panels the stripes are untouched; inside, a stripe's hard edge is smeared.
    #expect(frame.pixel(x: 2, y: 134) == (48, 59, 255, 255))
    let a = frame.pixel(x: 28, y: 30), b = frame.pixel(x: 32, y: 30)
    #expect(abs(Int(a.r) - Int(b.r)) < 40, "blurred edge: \(a) vs \(b)")
    // Over the green stripe the ultra-thick panel (α 0.84 white) is a light green: whitened, still greenish.
    let mid = frame.pixel(x: 135, y: 100)
    #expect(mid.r > 180 && mid.g > mid.r && mid.g > mid.b, "\(mid)")
  }

  @Test func backdropInsideALayerSeesOnlyThatLayer() throws {
    // A material in a faded layer blurs the layer's own (empty) content: only the tint is drawn.
    let frame = try Fixture.rasterizer().render(Fixture.list([
      rect(0, 0, 80, 120, Fixture.blue),
      .beginLayer(LayerEffect(opacity: 0.99)),
      .backdrop(Backdrop(path: Fixture.rect(20, 20, 100, 80), transform: .identity, blurRadius: 10, saturation: 1, tint: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))),
      .endLayer,
    ]), scale: 1)
    // Blue (0, 122, 255) under red at 0.5 × 0.99: r = 255·0.495, g = 122·0.505, b = 255·0.505.
    #expect(near(frame.pixel(x: 40, y: 60), 126, 62, 129, 3))
  }
}
