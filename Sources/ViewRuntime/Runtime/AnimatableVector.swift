import AnimationEngine
import Foundation

/// Any attribute's animatable data as a flat list of numbers, so one `AnimatedValue` type serves
/// every attribute (angles, sizes, colours, radii) of the dynamically built view tree.
struct AnimatableVector: VectorArithmetic, Hashable {
  var components: [Double]

  init(_ components: [Double]) { self.components = components }

  static var zero: AnimatableVector { AnimatableVector([]) }

  /// Component-wise; a missing component counts as zero (`zero` has none).
  static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
    combine(lhs, rhs, +)
  }

  static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
    combine(lhs, rhs, -)
  }

  private static func combine(_ a: AnimatableVector, _ b: AnimatableVector, _ op: (Double, Double) -> Double) -> AnimatableVector {
    let n = max(a.components.count, b.components.count)
    var out = [Double](repeating: 0, count: n)
    for i in 0..<n {
      out[i] = op(i < a.components.count ? a.components[i] : 0, i < b.components.count ? b.components[i] : 0)
    }
    return AnimatableVector(out)
  }

  mutating func scale(by rhs: Double) {
    for i in components.indices { components[i] *= rhs }
  }

  var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }

  /// Equal when every component is, a missing component counting as zero.
  static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
    let n = max(lhs.components.count, rhs.components.count)
    for i in 0..<n where (i < lhs.components.count ? lhs.components[i] : 0) != (i < rhs.components.count ? rhs.components[i] : 0) {
      return false
    }
    return true
  }

  func hash(into hasher: inout Hasher) {
    var trimmed = components
    while trimmed.last == 0 { trimmed.removeLast() }
    hasher.combine(trimmed)
  }
}
