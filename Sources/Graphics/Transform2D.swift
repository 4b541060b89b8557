import Foundation

/// An affine transform in canvas points, y pointing down (Cairo's and SwiftUI's convention).
///
/// Maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`, the same layout as Cairo's `cairo_matrix_t`.
public struct Transform2D: Hashable, Sendable, Codable {
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
  }

  public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public static func translation(x: Double, y: Double) -> Transform2D {
    Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public static func scale(x: Double, y: Double) -> Transform2D {
    Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// Positive angles turn clockwise on screen, because y points down.
  public static func rotation(radians: Double) -> Transform2D {
    let (s, c) = (sin(radians), cos(radians))
    return Transform2D(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// `self` applied first, then `next`.
  public func concatenating(_ next: Transform2D) -> Transform2D {
    Transform2D(
      a: a * next.a + b * next.c,
      b: a * next.b + b * next.d,
      c: c * next.a + d * next.c,
      d: c * next.b + d * next.d,
      tx: tx * next.a + ty * next.c + next.tx,
      ty: tx * next.b + ty * next.d + next.ty)
  }

  public func apply(_ p: CGPoint) -> CGPoint {
    CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  public var determinant: Double { a * d - b * c }

  public var isIdentity: Bool { self == .identity }

  /// The axis-aligned bounds of `rect` after this transform.
  public func apply(_ rect: CGRect) -> CGRect {
    var extent = PointExtent()
    extent.add(apply(CGPoint(x: rect.minX, y: rect.minY)))
    extent.add(apply(CGPoint(x: rect.maxX, y: rect.minY)))
    extent.add(apply(CGPoint(x: rect.minX, y: rect.maxY)))
    extent.add(apply(CGPoint(x: rect.maxX, y: rect.maxY)))
    return extent.rect!
  }
}
