import CairoRenderer
import Foundation
import Graphics
import Testing

/// Small translucent fills drawn through cached coverage masks give `cairo_fill`'s pixels exactly.
@Suite struct CoverageMaskTests {
  /// Shapes of several kinds at sub-pixel positions, scales and turns, translucent and opaque, some
  /// past the canvas's edge and some under a clip.
  private func shapes(count: Int) -> DisplayList {
    var items: [DisplayItem] = []
    var star = Path()
    star.addLines((0..<5).map { k in
      let angle = Double(k * 2) * 2 * Double.pi / 5 - Double.pi / 2
      return CGPoint(x: 8 + 8 * cos(angle), y: 8 + 8 * sin(angle))
    })
    star.closeSubpath()
    let outlines: [(Path, FillRule)] = [
      (Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 14, height: 14)) }, .nonZero),
      (Path { $0.addRoundedRect(in: CGRect(x: 0, y: 0, width: 18, height: 11), cornerRadius: 4) }, .nonZero),
      (star, .evenOdd),
    ]
    for i in 0..<count {
      let (outline, rule) = outlines[i % outlines.count]
      let scale = 0.6 + Double(i % 9) * 0.11
      let transform = Transform2D.rotation(radians: Double(i % 4) * 0.3)
        .concatenating(.scale(x: scale, y: scale))
        .concatenating(.translation(x: -6 + Double(i % 20) * 17.13, y: -6 + Double(i / 20) * 15.71))
      let alpha = i % 5 == 0 ? 1 : 0.1 + Double(i % 17) * 0.05
      let fill = DisplayItem.fill(path: outline, paint: .solid(Fixture.color(0x007AFF + UInt32(i * 2_711) % 0xFF8000, alpha: alpha)),
                                  rule: rule, transform: transform)
      if i % 11 == 0 {
        let clip = Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 300, height: 200)) }
        items += [.beginLayer(LayerEffect(clip: clip)), fill, .endLayer]
      } else {
        items.append(fill)
      }
    }
    return Fixture.list(items, width: 330, height: 240)
  }

  @Test(arguments: [1.0, 1.5, 3.0])
  func masksDrawWhatCairoFillDraws(scale: Double) throws {
    let list = shapes(count: 260)
    let masked = try Fixture.rasterizer()
    let direct = try Fixture.rasterizer(.init(coverageMaskBytes: 0))
    let a = try masked.render(list, scale: scale), b = try direct.render(list, scale: scale)
    #expect(masked.coverageMaskCount > 50, "the fills went through masks")
    #expect(direct.coverageMaskCount == 0)
    let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) bytes differ")
  }

  @Test func aFullCacheStartsAfreshWithTheSamePixels() throws {
    // A budget of one mask drops every mask for the next, so every fill makes its own.
    let list = shapes(count: 120)
    let tiny = try Fixture.rasterizer(.init(coverageMaskBytes: 600))
    let first = try tiny.render(list, scale: 2)
    let second = try tiny.render(list, scale: 2)
    let direct = try Fixture.rasterizer(.init(coverageMaskBytes: 0)).render(list, scale: 2)
    #expect(first.pixels == direct.pixels)
    #expect(second.pixels == direct.pixels)
    #expect(tiny.coverageMaskCount <= 1)
  }

  @Test func oneMaskServesAShapeRepeatedAtWholePixels() throws {
    // A grid of the same dot, 13 points apart at scale 2: the same outline up to whole pixels.
    let dot = Path { $0.addEllipse(in: CGRect(x: 0.3, y: 0.45, width: 9, height: 9)) }
    let items: [DisplayItem] = (0..<60).map { i in
      .fill(path: dot, paint: .solid(Fixture.color(0xFF3B30, alpha: 0.5)), rule: .nonZero,
            transform: .translation(x: 4 + Double(i % 10) * 13, y: 4 + Double(i / 10) * 13))
    }
    let rasterizer = try Fixture.rasterizer()
    let frame = try rasterizer.render(Fixture.list(items), scale: 2)
    #expect(rasterizer.coverageMaskCount == 1)
    let direct = try Fixture.rasterizer(.init(coverageMaskBytes: 0)).render(Fixture.list(items), scale: 2)
    #expect(frame.pixels == direct.pixels)
  }
}
