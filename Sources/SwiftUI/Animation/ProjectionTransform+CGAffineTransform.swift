import Foundation

extension ProjectionTransform {
  /// SwiftUI's `ProjectionTransform(_:)` from an affine transform: its six numbers in the matrix's
  /// first two columns and the translation row.
  public init(_ m: CGAffineTransform) {
    self.init()
    m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
  }
}
