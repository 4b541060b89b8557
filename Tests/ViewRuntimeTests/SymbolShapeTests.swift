import Foundation
import Graphics
import Testing
@testable import ViewRuntime

/// Shape checks of the built-in symbols that scenes use.
@Suite("Symbol shapes")
struct SymbolShapeTests {
  private func fills(_ name: String, mode: SymbolRenderingMode = .monochrome) throws -> [(Path, FillRule)] {
    let view = Image(systemName: name).symbolRenderingMode(mode).font(.system(size: 120))
    let list = try SceneRuntime(root: view, canvasSize: CGSize(width: 200, height: 200), measurer: FixedTextMeasurer())
      .displayList(at: 0)
    return list.items.compactMap {
      if case .fill(let p, _, let rule, let t) = $0 { return (p.applying(t), rule) }
      return nil
    }
  }

  @Test func circleIsARingNotADisc() throws {
    let parts = try fills("circle")
    // Outer and inner circles in one path, filled even-odd, so the middle stays empty.
    #expect(parts.count == 1 && parts[0].1 == .evenOdd)
    #expect(parts[0].0.elements.filter { if case .move = $0 { return true } else { return false } }.count == 2)
  }

  @Test func locationArrowSitsCentredInItsCircle() throws {
    let parts = try fills("location.circle.fill", mode: .palette)
    try #require(parts.count == 2)
    let disc = parts[0].0.controlPointBounds, arrow = parts[1].0.controlPointBounds
    // About half the circle wide, and its centre no further than a tenth of the circle from the circle's.
    #expect(arrow.width > 0.45 * disc.width && arrow.width < 0.65 * disc.width)
    #expect(abs(arrow.midX - disc.midX) < 0.1 * disc.width && abs(arrow.midY - disc.midY) < 0.1 * disc.height)
    // Pointing up and to the right: its top-right corner region holds the tip.
    let points = parts[1].0.elements.compactMap { e -> CGPoint? in
      switch e {
      case .move(let p), .line(let p): return p
      case .curve(let p, _, _): return p
      case .closeSubpath: return nil
      }
    }
    let tip = try #require(points.max { ($0.x - $0.y) < ($1.x - $1.y) })
    #expect(tip.x > arrow.midX + 0.35 * arrow.width && tip.y < arrow.midY - 0.35 * arrow.height)
  }
}
