import Foundation
import ViewRuntime

/// SwiftUI's `ProjectionTransform` (https://developer.apple.com/documentation/swiftui/projectiontransform):
/// a 3×3 projective matrix, as the runtime's `Projection`.
public struct ProjectionTransform: Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  public init() {}

  public init(_ m: CGAffineTransform) {
    m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
  }

  public var isIdentity: Bool { self == ProjectionTransform() }
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  var projection: Projection {
    Projection(m11: Double(m11), m12: Double(m12), m13: Double(m13), m21: Double(m21), m22: Double(m22), m23: Double(m23),
               m31: Double(m31), m32: Double(m32), m33: Double(m33))
  }
}

extension View {
  /// SwiftUI's `projectionEffect(_:)`: the drawing through a projective matrix, layout unchanged.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    _modified(.effect(ProjectionEffect(transform.projection)))
  }

  /// SwiftUI's `transformEffect(_:)`: the drawing through an affine matrix, layout unchanged.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    _modified(.effect(TransformEffect(transform.transform2D)))
  }
}
