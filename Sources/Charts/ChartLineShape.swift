import Foundation
import SwiftUI

/// A line, or the region between two lines (an area), through points in the plot's coordinates,
/// joined by the mark's interpolation method. Its points are its animatable data, so a line moves
/// to new values smoothly instead of jumping.
struct _ChartLineShape: Shape {
  var data: _ChartPoints
  /// An area: `data` holds the upper points, then the lower ones in the same x order.
  var isArea: Bool
  var interpolation: InterpolationMethod

  var animatableData: _ChartPoints {
    get { data }
    set { data = newValue }
  }

  func path(in rect: CGRect) -> Path {
    let all = data.points
    var path = Path()
    if isArea {
      let n = all.count / 2
      guard n > 0 else { return path }
      let upper = Array(all[..<n]), lower = Array(all[n..<(2 * n)])
      Self.add(upper, interpolation, to: &path, move: true)
      Self.add(lower.reversed(), interpolation, to: &path, move: false)
      path.closeSubpath()
    } else {
      Self.add(all, interpolation, to: &path, move: true)
    }
    return path
  }

  /// Appends the curve through `p`: straight segments, steps, a Catmull–Rom spline (uniform, as
  /// cubic Béziers with control points p₁ ± (p₂ − p₀)/6), or a monotone cubic (Fritsch–Carlson
  /// tangents, https://en.wikipedia.org/wiki/Monotone_cubic_interpolation), which never overshoots.
  static func add(_ p: [CGPoint], _ method: InterpolationMethod, to path: inout Path, move: Bool) {
    guard let first = p.first else { return }
    if move { path.move(to: first) } else { path.addLine(to: first) }
    guard p.count > 1 else { return }
    switch method.kind {
    case .linear:
      for q in p.dropFirst() { path.addLine(to: q) }
    case .stepStart, .stepEnd, .stepCenter:
      for i in 1..<p.count {
        let a = p[i - 1], b = p[i]
        switch method.kind {
        case .stepStart: path.addLine(to: CGPoint(x: a.x, y: b.y))
        case .stepEnd: path.addLine(to: CGPoint(x: b.x, y: a.y))
        default:
          let mid = (a.x + b.x) / 2
          path.addLine(to: CGPoint(x: mid, y: a.y)); path.addLine(to: CGPoint(x: mid, y: b.y))
        }
        path.addLine(to: b)
      }
    case .catmullRom:
      for i in 1..<p.count {
        let p0 = p[max(i - 2, 0)], p1 = p[i - 1], p2 = p[i], p3 = p[min(i + 1, p.count - 1)]
        path.addCurve(to: p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                      control2: CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6))
      }
    case .monotone:
      let m = monotoneTangents(p)
      for i in 1..<p.count {
        let a = p[i - 1], b = p[i], dx = (b.x - a.x) / 3
        path.addCurve(to: b, control1: CGPoint(x: a.x + dx, y: a.y + m[i - 1] * dx), control2: CGPoint(x: b.x - dx, y: b.y - m[i] * dx))
      }
    }
  }

  /// Fritsch–Carlson slopes dy/dx at each point.
  static func monotoneTangents(_ p: [CGPoint]) -> [Double] {
    let n = p.count
    var d = [Double](repeating: 0, count: n - 1)
    for i in 0..<(n - 1) { let dx = p[i + 1].x - p[i].x; d[i] = dx == 0 ? 0 : (p[i + 1].y - p[i].y) / dx }
    var m = [Double](repeating: 0, count: n)
    m[0] = d[0]; m[n - 1] = d[n - 2]
    for i in 1..<(n - 1) { m[i] = d[i - 1] * d[i] <= 0 ? 0 : (d[i - 1] + d[i]) / 2 }
    for i in 0..<(n - 1) where d[i] != 0 {
      let a = m[i] / d[i], b = m[i + 1] / d[i], s = a * a + b * b
      if s > 9 { let t = 3 / s.squareRoot(); m[i] = t * a * d[i]; m[i + 1] = t * b * d[i] }
    }
    return m
  }
}
