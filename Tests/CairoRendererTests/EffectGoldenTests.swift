import CairoRenderer
import Foundation
import Graphics
import Testing

/// Layers: opacity, clip, blur and shadow, alone and combined.
@Suite struct EffectGoldenTests {
  private let square = Fixture.rect(0, 0, 60, 60)

  @Test func opacityLayerCompositesAsAWhole() throws {
    // Two overlapping squares in one 50 % layer: the overlap shows only the top square (no double blending).
    let list = Fixture.list([
      .beginLayer(LayerEffect(opacity: 0.5)),
      .fill(path: square, paint: .solid(Fixture.blue), rule: .nonZero, transform: .translation(x: 20, y: 20)),
      .fill(path: square, paint: .solid(Fixture.red), rule: .nonZero, transform: .translation(x: 60, y: 40)),
      .endLayer,
    ])
    let frame = try Fixture.rasterizer().render(list, scale: 1)
    try expectGolden(frame, named: "layer-opacity")
    try expectGolden(try Fixture.rasterizer().render(list, scale: 2), named: "layer-opacity-scale2")
    // Red at 50 % over white: (255, 157, 152) → premultiplied opaque BGR (152, 157, 255) give or take rounding.
    let overlap = frame.pixel(x: 70, y: 70)
    #expect(abs(Int(overlap.r) - 255) <= 1 && abs(Int(overlap.g) - 157) <= 2 && abs(Int(overlap.b) - 152) <= 2)
  }

  @Test func clipLimitsTheLayer() throws {
    let circle = Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 80, height: 80)) }
    let list = Fixture.list([
      .beginLayer(LayerEffect(clip: circle, clipTransform: .translation(x: 40, y: 20))),
      .fill(path: Fixture.rect(0, 0, 160, 60), paint: .solid(Fixture.blue), rule: .nonZero, transform: .identity),
      .fill(path: Fixture.rect(0, 60, 160, 60), paint: .solid(Fixture.orange), rule: .nonZero, transform: .identity),
      .endLayer,
    ])
    let frame = try Fixture.rasterizer().render(list, scale: 1)
    try expectGolden(frame, named: "layer-clip")
    try expectGolden(try Fixture.rasterizer().render(list, scale: 2), named: "layer-clip-scale2")
    #expect(frame.pixel(x: 10, y: 10) == (255, 255, 255, 255))  // outside the circle
    #expect(frame.pixel(x: 80, y: 40) == (255, 122, 0, 255))  // inside, blue half
  }

  @Test func blurSpreadsTheLayer() throws {
    let list = Fixture.list([
      .beginLayer(LayerEffect(blurRadius: 6)),
      .fill(path: square, paint: .solid(Fixture.blue), rule: .nonZero, transform: .translation(x: 50, y: 30)),
      .endLayer,
    ])
    let frame = try Fixture.rasterizer().render(list, scale: 1)
    try expectGolden(frame, named: "layer-blur")
    try expectGolden(try Fixture.rasterizer().render(list, scale: 2), named: "layer-blur-scale2")
    // A Gaussian edge: half intensity at the edge, nearly none 3σ outside, nearly full 3σ inside.
    let edge = Int(frame.pixel(x: 50, y: 60).r), outside = Int(frame.pixel(x: 32, y: 60).r), inside = Int(frame.pixel(x: 68, y: 60).r)
    #expect(abs(edge - 128) <= 12)
    #expect(outside >= 250)
    #expect(inside <= 8)
  }

  @Test(arguments: [3.0, 16.0])
  func blurEdgeFollowsTheGaussian(sigma: Double) throws {
    // A straight vertical edge at x = 120 blurred by σ: coverage at distance d is Φ(d / σ).
    let frame = try Fixture.rasterizer().render(Fixture.list([
      .beginLayer(LayerEffect(blurRadius: sigma)),
      .fill(path: Fixture.rect(120, -200, 400, 600), paint: .solid(.black), rule: .nonZero, transform: .identity),
      .endLayer,
    ], width: 240, height: 200), scale: 1)
    for d in [-2 * sigma, -sigma, 0, sigma, 2 * sigma] {
      let x = Int(120 + d)
      let coverage = 0.5 * (1 + erf((Double(x) + 0.5 - 120) / (sigma * 2.0.squareRoot())))
      let expected = 255 * (1 - coverage)
      #expect(abs(Double(frame.pixel(x: x, y: 100).r) - expected) <= 6, "σ \(sigma), d \(d)")
    }
  }

  @Test func shadowIsDrawnBelowTheContent() throws {
    let shadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 4, x: 8, y: 8)
    let list = Fixture.list([
      .beginLayer(LayerEffect(shadow: shadow)),
      .fill(path: Path { $0.addRoundedRect(in: CGRect(x: 0, y: 0, width: 70, height: 50), cornerRadius: 12) },
        paint: .solid(Fixture.orange), rule: .nonZero, transform: .translation(x: 30, y: 25)),
      .endLayer,
    ])
    let frame = try Fixture.rasterizer().render(list, scale: 1)
    try expectGolden(frame, named: "layer-shadow")
    try expectGolden(try Fixture.rasterizer().render(list, scale: 2), named: "layer-shadow-scale2")
    #expect(frame.pixel(x: 60, y: 50) == (0, 149, 255, 255))  // content on top, untouched
    let below = frame.pixel(x: 70, y: 80)  // under the offset shadow only
    #expect(below.r < 200 && below.r == below.g && below.g == below.b)
  }

  @Test func combinedEffectsAtScaleTwo() throws {
    let shadow = Shadow(color: Fixture.color(0x5856D6, alpha: 0.8), radius: 3, x: 0, y: 6)
    let frame = try Fixture.rasterizer().render(Fixture.list([
      .beginLayer(LayerEffect(opacity: 0.8, clip: Path { $0.addRoundedRect(in: CGRect(x: 10, y: 10, width: 100, height: 70), cornerRadius: 16) }, shadow: shadow)),
      .fill(path: Fixture.rect(0, 0, 120, 90), paint: .linearGradient(
        stops: [GradientStop(color: Fixture.green, location: 0), GradientStop(color: Fixture.blue, location: 1)],
        start: CGPoint(x: 0, y: 10), end: CGPoint(x: 0, y: 80)), rule: .nonZero, transform: .identity),
      .beginLayer(LayerEffect(blurRadius: 2)),
      .fill(path: Path { $0.addEllipse(in: CGRect(x: 40, y: 25, width: 40, height: 40)) }, paint: .solid(.white), rule: .nonZero, transform: .identity),
      .endLayer,
      .endLayer,
    ], width: 120, height: 100, background: Fixture.color(0xF2F2F7)), scale: 2)
    try expectGolden(frame, named: "layer-combined-scale2")
  }

  @Test func unbalancedLayersThrow() throws {
    let rasterizer = try Fixture.rasterizer()
    #expect(throws: CairoRendererError.unbalancedLayers) {
      try rasterizer.render(Fixture.list([.beginLayer(LayerEffect())]), scale: 1)
    }
    #expect(throws: CairoRendererError.unbalancedLayers) {
      try rasterizer.render(Fixture.list([.endLayer]), scale: 1)
    }
    // The rasterizer is still usable afterwards.
    _ = try rasterizer.render(Fixture.list([]), scale: 1)
  }
}
