import Foundation
import ViewRuntime

/// Core Graphics' `CGAffineTransform`, which Foundation lacks on Linux
/// (https://developer.apple.com/documentation/coregraphics/cgaffinetransform): the matrix
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, the layout of the runtime's `Transform2D`.
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
  }
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  public static let identity = CGAffineTransform()
  public var isIdentity: Bool { self == .identity }

  /// `self` then `t2`, as Core Graphics' `concatenating(_:)`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(transform2D.concatenating(t2.transform2D))
  }
  /// A translation applied before `self`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }
  public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }

  /// The inverse; a singular matrix is returned unchanged, as Core Graphics does.
  public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0 else { return self }
    return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                             tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  init(_ t: Transform2D) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
  var transform2D: Transform2D {
    Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
  }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint { t.transform2D.apply(self) }
}

extension CGSize {
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  public func applying(_ t: CGAffineTransform) -> CGRect { t.transform2D.apply(self) }
}
