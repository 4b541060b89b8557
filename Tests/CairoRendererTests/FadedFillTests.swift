import CairoRenderer
import Foundation
import Graphics
import Testing

/// A layer that only fades one solid fill is drawn as that fill with its alpha scaled (no group).
@Suite struct FadedFillTests {
  private let circle = Path { $0.addEllipse(in: CGRect(x: 30, y: 20, width: 80, height: 80)) }

  private func faded(_ opacity: Double, extra: [DisplayItem] = []) -> DisplayList {
    Fixture.list([.beginLayer(LayerEffect(opacity: opacity)),
                  .fill(path: circle, paint: .solid(Fixture.red), rule: .nonZero, transform: .identity)]
                 + extra + [.endLayer])
  }

  @Test func matchesTheGroupWithinGoldenTolerance() throws {
    let rasterizer = try Fixture.rasterizer()
    for opacity in [0.35, 0.6, 0.999] {
      let direct = try rasterizer.render(faded(opacity), scale: 2)
      // An empty second fill draws nothing but keeps the layer a group (the general path).
      let grouped = try rasterizer.render(faded(opacity, extra: [.fill(path: Path(), paint: .solid(Fixture.blue), rule: .nonZero, transform: .identity)]), scale: 2)
      let diff = PixelDiff.compare(expected: grouped, actual: direct, tolerance: .golden)
      #expect(diff.passes, "opacity \(opacity): \(diff.summary)")
    }
  }

  @Test func centreIsTheColourAtThatAlphaOverTheBackground() throws {
    // 0.4 × #FF3B30 over white: each channel 0.4·c + 0.6·255 → (255, 176.6, 172.2).
    let frame = try Fixture.rasterizer().render(faded(0.4), scale: 1)
    let p = frame.pixel(x: 70, y: 60)
    #expect(p.r == 255)
    #expect(abs(Int(p.g) - 177) <= 1)
    #expect(abs(Int(p.b) - 172) <= 1)
    #expect(p.a == 255)
  }

  @Test func zeroOpacityDrawsNothingButBadGeometryStillFails() throws {
    let rasterizer = try Fixture.rasterizer()
    let blank = try rasterizer.render(Fixture.list([]), scale: 1)
    #expect(try rasterizer.render(faded(0), scale: 1).pixels == blank.pixels)
    let bad = Path { $0.addRect(CGRect(x: 0, y: 0, width: Double.nan, height: 10)) }
    let list = Fixture.list([.beginLayer(LayerEffect(opacity: 0)),
                             .fill(path: bad, paint: .solid(Fixture.red), rule: .nonZero, transform: .identity), .endLayer])
    #expect(throws: CairoRendererError.self) { try rasterizer.render(list, scale: 1) }
  }
}
