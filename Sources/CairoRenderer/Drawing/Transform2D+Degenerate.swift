import Foundation
import Graphics

extension Transform2D {
  /// The largest factor by which the transform stretches any direction (its larger singular value).
  var maxScale: Double {
    let sum = a * a + b * b + c * c + d * d
    let det = determinant
    let root = max(0, sum * sum - 4 * det * det).squareRoot()
    return ((sum + root) / 2).squareRoot()
  }

  /// The smallest factor by which it stretches any direction (its smaller singular value).
  var minScale: Double {
    let m = maxScale
    return m > 0 ? abs(determinant) / m : 0
  }

  /// Whether content within `bounds` comes out thinner than 1/256 device pixel in some direction (or
  /// not finite): it cannot change any 8-bit pixel, so it is skipped. Such nearly singular matrices
  /// (SwiftUI's `scaleEffect(0)` becomes a tiny positive scale) also make pixman's 16.16 fixed-point
  /// inverse overflow, which Cairo reports as "out of memory".
  func squashesToNothing(_ bounds: CGRect) -> Bool {
    let diagonal = (Double(bounds.width) * Double(bounds.width) + Double(bounds.height) * Double(bounds.height)).squareRoot()
    let thickness = minScale * diagonal
    return !thickness.isFinite || thickness < 1.0 / 256
  }
}
