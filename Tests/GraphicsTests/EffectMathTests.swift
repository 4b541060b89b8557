import Foundation
import Graphics
import Testing

/// Colour matrices and projections against values worked out by hand from their definitions.
@Suite struct EffectMathTests {
  private func close(_ a: RGBAColor, _ r: Double, _ g: Double, _ b: Double, _ alpha: Double = 1, _ eps: Double = 1e-9) -> Bool {
    abs(a.red - r) < eps && abs(a.green - g) < eps && abs(a.blue - b) < eps && abs(a.alpha - alpha) < eps
  }

  @Test func saturationZeroIsTheRec709Luma() {
    // Pure red desaturated: every channel becomes its luma weight 0.2126.
    #expect(close(ColorMatrix.saturation(0).apply(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)), 0.2126, 0.2126, 0.2126))
    #expect(close(ColorMatrix.grayscale(1).apply(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)), 0.0722, 0.0722, 0.0722, 0.5))
    #expect(ColorMatrix.saturation(1) == .identity || ColorMatrix.saturation(1).m.enumerated().allSatisfy { abs($0.element - ColorMatrix.identity.m[$0.offset]) < 1e-12 })
    // Oversaturating pushes a mixed colour apart: (0.6, 0.4, 0.4) at 2 → luma 0.44252 ± 2·(c − luma), clamped.
    let c = ColorMatrix.saturation(2).apply(RGBAColor(red: 0.6, green: 0.4, blue: 0.4, alpha: 1))
    let luma = 0.2126 * 0.6 + 0.7152 * 0.4 + 0.0722 * 0.4
    #expect(close(c, luma + 2 * (0.6 - luma), luma + 2 * (0.4 - luma), luma + 2 * (0.4 - luma)))
  }

  @Test func hueRotationKeepsGreysAndTurnsFullCircle() {
    let grey = RGBAColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
    // Every row sums to 1 at any angle, so greys are fixed points.
    #expect(close(ColorMatrix.hueRotation(radians: 1.234).apply(grey), 0.3, 0.3, 0.3))
    let full = ColorMatrix.hueRotation(radians: 2 * .pi)
    #expect(full.m.enumerated().allSatisfy { abs($0.element - ColorMatrix.identity.m[$0.offset]) < 1e-12 })
    // 180°: cos = −1, sin = 0, so M = 2·L − I with L the luma projection: red → (2·0.2126 − 1, 2·0.2126, 2·0.2126) clamped.
    let red = ColorMatrix.hueRotation(radians: .pi).apply(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(close(red, 0, 0.4252, 0.4252))
  }

  @Test func brightnessContrastInvertMultiply() {
    let c = RGBAColor(red: 0.5, green: 0.2, blue: 0.9, alpha: 0.8)
    #expect(close(ColorMatrix.brightness(0.2).apply(c), 0.7, 0.4, 1, 0.8))
    // Contrast 0.5 pulls each channel halfway to 0.5: 0.5, 0.35, 0.7.
    #expect(close(ColorMatrix.contrast(0.5).apply(c), 0.5, 0.35, 0.7, 0.8))
    #expect(close(ColorMatrix.invert.apply(c), 0.5, 0.8, 0.1, 0.8))
    #expect(close(ColorMatrix.multiply(RGBAColor(red: 0.5, green: 1, blue: 0, alpha: 0.5)).apply(c), 0.25, 0.2, 0, 0.4))
    // Luminance to alpha: black with alpha 0.2126·0.5 + 0.7152·0.2 + 0.0722·0.9.
    #expect(close(ColorMatrix.luminanceToAlpha.apply(c), 0, 0, 0, 0.2126 * 0.5 + 0.7152 * 0.2 + 0.0722 * 0.9))
  }

  @Test func matricesComposeInModifierOrder() {
    // Brightness then invert: 1 − (0.5 + 0.2) = 0.3; invert then brightness: (1 − 0.5) + 0.2 = 0.7.
    let c = RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    #expect(close(ColorMatrix.brightness(0.2).concatenating(.invert).apply(c), 0.3, 0.3, 0.3))
    #expect(close(ColorMatrix.invert.concatenating(.brightness(0.2)).apply(c), 0.7, 0.7, 0.7))
  }

  @Test func rotationAboutZIsTheAffineRotation() {
    let p = Projection.rotation3D(radians: .pi / 6, axis: (0, 0, 1), anchor: CGPoint(x: 50, y: 40), anchorZ: 0, perspective: 1,
                                  size: CGSize(width: 100, height: 80))
    // A turn about the anchor, clockwise on screen as rotationEffect: (100, 40) → (50 + 50·cos 30°, 40 + 50·sin 30°).
    let q = p.apply(CGPoint(x: 100, y: 40))
    #expect(abs(Double(q.x) - (50 + 50 * cos(Double.pi / 6))) < 1e-9 && abs(Double(q.y) - 65) < 1e-9)
    #expect(abs(p.m13) < 1e-12 && abs(p.m23) < 1e-12)
  }

  @Test func rotationAboutYFollowsThePerspectiveDivision() {
    // A 200 × 100 view turned 60° about y through its centre (100, 50), perspective 1: m34 = −1/200.
    // Its right edge's middle, 100 pt right of the anchor: X = 100·cos 60° = 50, Z = −100·sin 60° (away),
    // w = 1 + Z·m34 = 1 + 86.60/200, so x = 100 + 50 / w = 134.89, y stays 50.
    let p = Projection.rotation3D(radians: .pi / 3, axis: (0, 1, 0), anchor: CGPoint(x: 100, y: 50), anchorZ: 0, perspective: 1,
                                  size: CGSize(width: 200, height: 100))
    let w = 1 + 100 * sin(Double.pi / 3) / 200
    let right = p.apply(CGPoint(x: 200, y: 50))
    #expect(abs(Double(right.x) - (100 + 50 / w)) < 1e-9 && abs(Double(right.y) - 50) < 1e-9)
    // The left edge comes closer (w < 1) and grows: its top corner (0, 0) goes to 100 − 50/w′, 50 − 50/w′.
    let w2 = 1 - 100 * sin(Double.pi / 3) / 200
    let left = p.apply(CGPoint(x: 0, y: 0))
    #expect(abs(Double(left.x) - (100 - 50 / w2)) < 1e-9 && abs(Double(left.y) - (50 - 50 / w2)) < 1e-9)
  }

  @Test func halfTurnMirrorsAndQuarterTurnIsEdgeOn() {
    let size = CGSize(width: 120, height: 80), anchor = CGPoint(x: 60, y: 40)
    let half = Projection.rotation3D(radians: .pi, axis: (0, 1, 0), anchor: anchor, anchorZ: 0, perspective: 1, size: size)
    let q = half.apply(CGPoint(x: 100, y: 10))
    #expect(abs(Double(q.x) - 20) < 1e-9 && abs(Double(q.y) - 10) < 1e-9)  // the back side, mirrored
    let quarter = Projection.rotation3D(radians: .pi / 2, axis: (0, 1, 0), anchor: anchor, anchorZ: 0, perspective: 1, size: size)
    #expect(abs(Double(quarter.apply(CGPoint(x: 110, y: 40)).x) - 60) < 1e-9)  // every point lands on the axis
    #expect(abs(quarter.determinant) < 1e-9)
  }

  @Test func anchorZMovesThePivotInDepth() {
    // anchorZ −d: the view swings about a point d behind it. A 0° turn is the identity whatever the depth;
    // a 180° turn about y with anchorZ puts the view 2·anchorZ towards the viewer (w = 1 + 2·aZ·m34).
    let size = CGSize(width: 100, height: 100), anchor = CGPoint(x: 50, y: 50)
    #expect(Projection.rotation3D(radians: 0, axis: (0, 1, 0), anchor: anchor, anchorZ: -40, perspective: 1, size: size).isIdentity)
    let p = Projection.rotation3D(radians: .pi, axis: (0, 1, 0), anchor: anchor, anchorZ: -40, perspective: 1, size: size)
    // Z after the turn: −(0 − aZ) + aZ = 2·aZ = −80 (away), w = 1 + 80/100 = 1.8; (100, 50) → 50 − 50/1.8.
    let q = p.apply(CGPoint(x: 100, y: 50))
    #expect(abs(Double(q.x) - (50 - 50 / 1.8)) < 1e-9)
  }

  @Test func inverseUndoesTheProjection() throws {
    let p = Projection.rotation3D(radians: 0.7, axis: (1, 1, 0), anchor: CGPoint(x: 30, y: 20), anchorZ: 5, perspective: 0.8,
                                  size: CGSize(width: 60, height: 40))
    let inv = try #require(p.inverted)
    for point in [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 40), CGPoint(x: 12, y: 33)] {
      let back = inv.apply(p.apply(point))
      #expect(abs(Double(back.x - point.x)) < 1e-9 && abs(Double(back.y - point.y)) < 1e-9)
    }
  }
}

/// The text dump names the new display items and layer fields (what snapshot tests and `--dump` read).
@Suite struct EffectDumpTests {
  @Test func dumpShowsMasksBackdropsAndLayerFields() {
    let list = DisplayList(size: CGSize(width: 10, height: 10), items: [
      .beginLayer(LayerEffect(colorMatrix: .invert, projection: Projection(Transform2D.scale(x: 2, y: 1)), blendMode: .screen, opaqueBlur: true)),
      .beginMask,
      .endLayer,
      .backdrop(Backdrop(path: Path { $0.addRect(CGRect(x: 0, y: 0, width: 4, height: 4)) }, transform: .identity, blurRadius: 8,
                         saturation: 1.6, tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.3))),
    ])
    let lines = list.dump().split(separator: "\n").map(String.init)
    #expect(lines[1] == "layer opacity 1 matrix [-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0] projection [2 0 0 0 1 0 0 0 1] blend screen opaque")
    #expect(lines[2] == "  mask")
    #expect(lines[3] == "end")
    #expect(lines[4] == "backdrop blur 8 saturation 1.6 tint rgba(1, 1, 1, 0.3) [identity] M0,0 L4,0 L4,4 L0,4 Z")
  }
}
