import Foundation
import Graphics
import Testing

/// Path geometry for shape styles: continuous corners built to their stated construction, tangent
/// arcs, and the rounded-rect initialisers.
@Suite struct StylePathTests {
  private func cross(_ a: CGPoint, _ b: CGPoint) -> Double { Double(a.x * b.y - a.y * b.x) }
  private func sub(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
  private func length(_ a: CGPoint) -> Double { Double((a.x * a.x + a.y * a.y).squareRoot()) }

  /// A 200×200 square with radius 20: the corner starts 1.528665 · 20 from the corner, the lead-in
  /// curve has both controls on the edge (zero curvature there), and where it meets the arc the
  /// tangent is continuous and the curvature is 1/20 (end curvature of a cubic: (2/3)·|P3−P2 × P2−P1| / |P3−P2|³).
  @Test func continuousCornerConstruction() throws {
    var p = Path()
    p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadii: RectangleCornerRadii(all: 20), style: .continuous)
    let e = p.elements
    guard case .move(let start) = e[0], case .line(let a) = e[1], case .curve(let b, let c1, let c2) = e[2], case .curve(_, let arc1, _) = e[3] else {
      Issue.record("unexpected elements \(e.prefix(4))"); return
    }
    #expect(abs(Double(start.x) - 1.528665 * 20) < 1e-9 && start.y == 0)
    #expect(abs(Double(a.x) - (200 - 1.528665 * 20)) < 1e-9 && a.y == 0)
    #expect(c1.y == 0 && c2.y == 0, "controls on the edge")
    // B lies on the corner circle, centre (180, 20), radius 20.
    #expect(abs(length(sub(b, CGPoint(x: 180, y: 20))) - 20) < 1e-9)
    // Tangent continuity: c2 → B and B → the arc's first control are parallel.
    #expect(abs(cross(sub(b, c2), sub(arc1, b))) < 1e-9)
    let k = 2.0 / 3.0 * abs(cross(sub(b, c2), sub(c2, c1))) / pow(length(sub(b, c2)), 3)
    #expect(abs(k - 1.0 / 20) < 1e-9, "curvature at the join \(k)")
    // Four corners of lead-in, arc and lead-out: the outline is closed and symmetric.
    if case .closeSubpath = e.last {} else { Issue.record("not closed") }
    #expect(abs(Double(p.controlPointBounds.width) - 200) < 1e-9)
  }

  /// When the side is too short for 1.528665 radii, the smoothing shrinks: a radius of half the side
  /// gives plain circular arcs (a circle for a square).
  @Test func continuousCornersNeverOverlap() {
    var p = Path()
    p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadii: RectangleCornerRadii(all: 20), style: .continuous)
    guard case .move(let start) = p.elements[0] else { Issue.record("no move"); return }
    #expect(abs(Double(start.x) - 20) < 1e-9)
    for element in p.elements {
      if case .curve(let to, _, _) = element { #expect(abs(length(sub(to, CGPoint(x: 20, y: 20))) - 20) < 1e-9) }
    }
  }

  /// From (0, 0) towards (100, 0) then down to (100, 100) with radius 10: the arc leaves the first
  /// line at (90, 0) and meets the second at (100, 10), centre (90, 10).
  @Test func tangentArc() throws {
    var p = Path()
    p.move(to: .zero)
    p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
    guard case .line(let a) = p.elements[1] else { Issue.record("\(p.elements)"); return }
    #expect(abs(Double(a.x) - 90) < 1e-9 && abs(Double(a.y)) < 1e-9)
    let end = try #require(p.currentPoint)
    #expect(abs(Double(end.x) - 100) < 1e-9 && abs(Double(end.y) - 10) < 1e-9)
    // Collinear points give a straight line to the first tangent end.
    var q = Path()
    q.move(to: .zero)
    q.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
    #expect(q.elements.last == .line(to: CGPoint(x: 50, y: 0)))
  }

  @Test func roundedRectInitialisers() {
    let circular = Path(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 30), cornerRadius: 8, style: .circular)
    var reference = Path()
    reference.addRoundedRect(in: CGRect(x: 0, y: 0, width: 50, height: 30), cornerRadii: RectangleCornerRadii(all: 8), style: .circular)
    #expect(circular == reference)
    #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).controlPointBounds == CGRect(x: 0, y: 0, width: 10, height: 10))
  }
}
