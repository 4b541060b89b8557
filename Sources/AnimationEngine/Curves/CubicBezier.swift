import Foundation

/// A unit cubic Bézier timing function: x(s) is progress, y(s) the value, both from 0 to 1.
///
/// `value(at:)` solves x(s) = progress for s with Newton's method and falls back to bisection when
/// the derivative is too flat, then returns y(s).
struct CubicBezier: Hashable, Sendable {
  // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, same for y.
  let ax, bx, cx, ay, by, cy: Double

  init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
    let x1 = Swift.min(1, Swift.max(0, p1x)), x2 = Swift.min(1, Swift.max(0, p2x))
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * p1y
    by = 3 * (p2y - p1y) - cy
    ay = 1 - cy - by
  }

  func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
  func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  /// The parameter s with x(s) = x, to ~1e-12.
  func solve(x target: Double) -> Double {
    var s = target
    for _ in 0..<8 {
      let err = x(s) - target
      if abs(err) < 1e-12 { return s }
      let d = dx(s)
      if abs(d) < 1e-9 { break }
      s -= err / d
      if s < 0 || s > 1 { break }
    }
    // Bisection: x is monotone on [0, 1] because control x values are clamped to [0, 1].
    var lo = 0.0, hi = 1.0
    s = target
    for _ in 0..<64 {
      let v = x(s)
      if abs(v - target) < 1e-12 { return s }
      if v < target { lo = s } else { hi = s }
      s = 0.5 * (lo + hi)
    }
    return s
  }

  func value(at progress: Double) -> Double { y(solve(x: progress)) }

  /// dy/dx at `progress`.
  func slope(at progress: Double) -> Double {
    let s = solve(x: progress)
    let d = dx(s)
    if abs(d) < 1e-12 { return dy(s) >= 0 ? 1e6 : -1e6 }
    return dy(s) / d
  }
}
