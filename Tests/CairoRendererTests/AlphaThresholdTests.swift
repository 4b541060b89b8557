import CairoRenderer
import Foundation
import Graphics
import Testing

/// A layer's alpha threshold after its blur (`GraphicsContext.Filter.alphaThreshold`).
@Suite struct AlphaThresholdTests {
  /// Two 40-point squares 8 points apart, blurred (σ 6) and thresholded at half alpha in red: every
  /// pixel ends up white or exactly red, never in between; the gap's middle (where each blurred square
  /// gives about 0.25 alpha, 0.5 together) is red, so the two merge; without the threshold it is not red.
  @Test func aThresholdOverABlurMergesNearbyShapes() throws {
    let squares: [DisplayItem] = [
      .fill(path: Fixture.rect(20, 40, 40, 40), paint: .solid(.black), rule: .nonZero, transform: .identity),
      .fill(path: Fixture.rect(68, 40, 40, 40), paint: .solid(.black), rule: .nonZero, transform: .identity),
    ]
    func frame(_ threshold: AlphaThreshold?) throws -> FrameBuffer {
      let effect = LayerEffect(blurRadius: 6, alphaThreshold: threshold)
      return try Fixture.rasterizer().render(Fixture.list([.beginLayer(effect)] + squares + [.endLayer], width: 128, height: 120), scale: 1)
    }
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let merged = try frame(AlphaThreshold(min: 0.5, color: red))
    var other = 0
    for y in 0..<merged.height {
      for x in 0..<merged.width {
        let p = merged.pixel(x: x, y: y)
        let white = p.r == 255 && p.g == 255 && p.b == 255, isRed = p.r == 255 && p.g == 0 && p.b == 0
        if !white && !isRed { other += 1 }
      }
    }
    #expect(other == 0)
    #expect(merged.pixel(x: 64, y: 60) == (b: 0, g: 0, r: 255, a: 255))
    #expect(merged.pixel(x: 5, y: 5) == (b: 255, g: 255, r: 255, a: 255))
    #expect(try frame(nil).pixel(x: 64, y: 60).r < 255)
  }
}
