import Foundation
import Graphics

extension Path {
  /// The part of the outline from `from` to `to` (fractions of its total length), as SwiftUI's
  /// `trim(from:to:)`. Curves are measured and cut on a fine polyline (32 segments per curve),
  /// which is indistinguishable at screen sizes.
  func trimmed(from: Double, to: Double) -> Path {
    let lo = max(0, min(1, from.isFinite ? from : 0)), hi = max(0, min(1, to.isFinite ? to : 1))
    if lo <= 0 && hi >= 1 { return self }
    guard hi > lo else { return Path() }
    // Flatten into subpaths of points.
    var subpaths: [[CGPoint]] = []
    var current: [CGPoint] = []
    var start = CGPoint.zero
    for e in elements {
      switch e {
      case .move(let p):
        if current.count > 1 { subpaths.append(current) }
        current = [p]; start = p
      case .line(let p):
        current.append(p)
      case .curve(let p, let c1, let c2):
        let p0 = current.last ?? p
        for i in 1...32 {
          let t = Double(i) / 32, u = 1 - t
          let x = u * u * u * Double(p0.x) + 3 * u * u * t * Double(c1.x) + 3 * u * t * t * Double(c2.x) + t * t * t * Double(p.x)
          let y = u * u * u * Double(p0.y) + 3 * u * u * t * Double(c1.y) + 3 * u * t * t * Double(c2.y) + t * t * t * Double(p.y)
          current.append(CGPoint(x: x, y: y))
        }
      case .closeSubpath:
        current.append(start)
        subpaths.append(current)
        current = [start]
      }
    }
    if current.count > 1 { subpaths.append(current) }
    func dist(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(Double(b.x - a.x), Double(b.y - a.y)) }
    let total = subpaths.reduce(0.0) { sum, pts in sum + zip(pts, pts.dropFirst()).reduce(0.0) { $0 + dist($1.0, $1.1) } }
    guard total > 0 else { return Path() }
    let a = lo * total, b = hi * total
    var out = Path()
    var walked = 0.0
    for pts in subpaths {
      var open = false
      for (p, q) in zip(pts, pts.dropFirst()) {
        let d = dist(p, q), s0 = walked, s1 = walked + d
        walked = s1
        guard d > 0, s1 > a, s0 < b else { open = false; continue }
        func at(_ s: Double) -> CGPoint {
          let f = (s - s0) / d
          return CGPoint(x: Double(p.x) + f * Double(q.x - p.x), y: Double(p.y) + f * Double(q.y - p.y))
        }
        if !open { out.move(to: at(max(a, s0))); open = true }
        out.addLine(to: at(min(b, s1)))
      }
    }
    return out
  }
}
