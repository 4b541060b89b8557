import CairoRenderer
import Foundation
import Graphics
import Testing

/// `rotation3DEffect`'s perspective warp: a card turned about its vertical axis at 0°, 45°, 90°, 135°
/// and 180°, each drawn in a projected layer, against hand-projected corners and goldens.
@Suite struct ProjectionWarpTests {
  /// Cards of 60 × 90 at x = 10 + 80·i, y = 15; indigo with a red corner marker at the top-left.
  private func cards(_ degrees: [Double]) -> DisplayList {
    var items: [DisplayItem] = []
    for (i, deg) in degrees.enumerated() {
      let x = 10 + 80 * Double(i)
      let p = Projection.rotation3D(radians: deg * .pi / 180, axis: (0, 1, 0), anchor: CGPoint(x: x + 30, y: 60), anchorZ: 0,
                                    perspective: 1, size: CGSize(width: 60, height: 90))
      items.append(.beginLayer(LayerEffect(projection: p)))
      items.append(.fill(path: Path { $0.addRoundedRect(in: CGRect(x: x, y: 15, width: 60, height: 90), cornerRadius: 8) },
                         paint: .solid(Fixture.color(0x5856D6)), rule: .nonZero, transform: .identity))
      items.append(.fill(path: Fixture.rect(x + 8, 23, 14, 14), paint: .solid(Fixture.red), rule: .nonZero, transform: .identity))
      items.append(.endLayer)
    }
    return Fixture.list(items, width: 400, height: 120, background: Fixture.color(0xF2F2F7))
  }

  @Test func cardFlipLooksLikeACardFlip() throws {
    let rasterizer = try Fixture.rasterizer()
    let list = cards([0, 45, 90, 135, 180])
    let frame = try rasterizer.render(list, scale: 1)
    try expectGolden(frame, named: "effects-card-flip")
    try expectGolden(try rasterizer.render(list, scale: 2), named: "effects-card-flip-scale2")
    let indigo = (b: UInt8(0xD6), g: UInt8(0x56), r: UInt8(0x58)), red = (b: UInt8(0x30), g: UInt8(0x3B), r: UInt8(0xFF))
    func isColour(_ x: Int, _ y: Int, _ c: (b: UInt8, g: UInt8, r: UInt8)) -> Bool {
      let p = frame.pixel(x: x, y: y)
      return abs(Int(p.b) - Int(c.b)) <= 3 && abs(Int(p.g) - Int(c.g)) <= 3 && abs(Int(p.r) - Int(c.r)) <= 3
    }
    // 0°: untouched. Marker at the top-left.
    #expect(isColour(15, 60, indigo) && isColour(25, 30, red))
    // 90°: edge-on, nothing but background around the axis.
    #expect(frame.pixel(x: 195, y: 60) == (0xF7, 0xF2, 0xF2, 255))
    // 180°: the back, mirrored: the marker is at the top-right (x 368…382 of the card 330…390).
    #expect(isColour(375, 30, red) && isColour(345, 30, indigo))
    // 45°: the left edge comes closer. Its x: anchor 120 − 30·cos45 / w with w = 1 − 30·sin45/90 (m34 = −1/90).
    let w = 1 - 30 * sin(Double.pi / 4) / 90
    let left = 120 - 30 * cos(Double.pi / 4) / w
    #expect(isColour(Int(left.rounded(.up)) + 1, 60, indigo))
    #expect(frame.pixel(x: Int(left.rounded(.down)) - 1, y: 60) == (0xF7, 0xF2, 0xF2, 255))
    // The near edge is taller than the flat card (60 ± 45/w = 1.1…118.9): 10 pt in from it the top edge
    // is near y = 6, so y = 12, above the flat card's top (15), is already card.
    #expect(isColour(Int(left) + 10, 12, indigo))
    // The far (right) edge: 120 + 30·cos45 / w′ with w′ = 1 + 30·sin45/90, shorter than 90.
    let w2 = 1 + 30 * sin(Double.pi / 4) / 90
    let right = 120 + 30 * cos(Double.pi / 4) / w2
    #expect(isColour(Int(right.rounded(.down)) - 1, 60, indigo))
    #expect(frame.pixel(x: Int(right.rounded(.up)) + 1, y: 60) == (0xF7, 0xF2, 0xF2, 255))
  }

  @Test func projectedLayerStaysWithinItsImageAndReusesSurfaces() throws {
    // Rendering the same flip twice gives the same bytes (pooled surfaces are cleared between uses).
    let rasterizer = try Fixture.rasterizer()
    let a = try rasterizer.render(cards([30, 150]), scale: 1)
    _ = try rasterizer.render(cards([60, 10, 170]), scale: 1)
    let b = try rasterizer.render(cards([30, 150]), scale: 1)
    #expect(a.pixels == b.pixels)
  }

  @Test func nonFiniteProjectionIsAnError() throws {
    let bad = Projection(m11: .nan, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
    #expect(throws: CairoRendererError.self) {
      try Fixture.rasterizer().render(Fixture.list([.beginLayer(LayerEffect(projection: bad)), .endLayer]), scale: 1)
    }
  }
}
