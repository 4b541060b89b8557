import Foundation
import ViewRuntime

extension ProjectionTransform {
  /// The matrix as the runtime's projection (same layout: row vectors, translation in the third row).
  var _projection: Projection {
    Projection(m11: Double(m11), m12: Double(m12), m13: Double(m13), m21: Double(m21), m22: Double(m22), m23: Double(m23),
               m31: Double(m31), m32: Double(m32), m33: Double(m33))
  }
}

extension View {
  /// SwiftUI's `projectionEffect(_:)`: the drawing through a projective matrix, layout unchanged
  /// (https://developer.apple.com/documentation/swiftui/view/projectioneffect(_:)).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    _modified(.effect(ProjectionEffect(transform._projection)))
  }

  /// SwiftUI's `transformEffect(_:)`: the drawing through an affine matrix, layout unchanged
  /// (https://developer.apple.com/documentation/swiftui/view/transformeffect(_:)).
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    _modified(.effect(TransformEffect(transform.transform2D)))
  }
}
