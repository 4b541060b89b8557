import Foundation

/// The bounds of points added one at a time: what `min()` and `max()` over arrays of their
/// coordinates give, with the same comparisons, but without the arrays (shapes' bounds are asked for
/// every drawn item of every frame, and those arrays were a twentieth of drawing a grid of dots).
struct PointExtent {
  private var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
  private var isEmpty = true

  mutating func add(_ p: CGPoint) {
    guard !isEmpty else {
      (minX, maxX, minY, maxY, isEmpty) = (p.x, p.x, p.y, p.y, false)
      return
    }
    if p.x < minX { minX = p.x }
    if maxX < p.x { maxX = p.x }
    if p.y < minY { minY = p.y }
    if maxY < p.y { maxY = p.y }
  }

  /// nil when no point was added.
  var rect: CGRect? {
    isEmpty ? nil : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
