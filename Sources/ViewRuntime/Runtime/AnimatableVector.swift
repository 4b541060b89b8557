import AnimationEngine
import Foundation

/// Any attribute's animatable data as up to four numbers, so one `AnimatedValue` type serves every
/// attribute (angles, sizes, colours, radii, insets) of the dynamically built view tree.
///
/// Stored inline, not in an array: spring animations step this type hundreds of times per
/// evaluation, and heap allocation there made frames ~100× slower.
struct AnimatableVector: VectorArithmetic, Hashable {
  static let capacity = 4
  private(set) var a = 0.0, b = 0.0, c = 0.0, d = 0.0

  init(_ components: [Double]) {
    if components.count > 0 { a = components[0] }
    if components.count > 1 { b = components[1] }
    if components.count > 2 { c = components[2] }
    if components.count > 3 { d = components[3] }
  }

  init(a: Double, b: Double, c: Double, d: Double) { self.a = a; self.b = b; self.c = c; self.d = d }

  /// Component `i` (0…3): a slot effect reads its value this way, allocating nothing.
  subscript(i: Int) -> Double {
    switch i {
    case 0: a
    case 1: b
    case 2: c
    default: d
    }
  }

  /// The first `count` components.
  func components(_ count: Int) -> [Double] {
    // Built in place: this runs for every animated attribute of every frame.
    var out: [Double] = []
    out.reserveCapacity(count)
    if count > 0 { out.append(a) }
    if count > 1 { out.append(b) }
    if count > 2 { out.append(c) }
    if count > 3 { out.append(d) }
    return out
  }

  static var zero: AnimatableVector { AnimatableVector(a: 0, b: 0, c: 0, d: 0) }

  static func + (l: AnimatableVector, r: AnimatableVector) -> AnimatableVector {
    AnimatableVector(a: l.a + r.a, b: l.b + r.b, c: l.c + r.c, d: l.d + r.d)
  }

  static func - (l: AnimatableVector, r: AnimatableVector) -> AnimatableVector {
    AnimatableVector(a: l.a - r.a, b: l.b - r.b, c: l.c - r.c, d: l.d - r.d)
  }

  mutating func scale(by rhs: Double) { a *= rhs; b *= rhs; c *= rhs; d *= rhs }

  var magnitudeSquared: Double { a * a + b * b + c * c + d * d }
}
