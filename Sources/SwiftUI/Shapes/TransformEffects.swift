import Foundation
import ViewRuntime

extension View {
  /// SwiftUI's `transformEffect(_:)`: the drawing through an affine transform; layout is unchanged
  /// (https://developer.apple.com/documentation/swiftui/view/transformeffect(_:)).
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    _modified(.effect(TransformEffect(transform.transform2D)))
  }

  /// SwiftUI's `projectionEffect(_:)`: the drawing through a projection; layout is unchanged
  /// (https://developer.apple.com/documentation/swiftui/view/projectioneffect(_:)).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    let t = transform
    return _modified(.effect(ProjectionEffect(Projection(
      m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m13), m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m23),
      m31: Double(t.m31), m32: Double(t.m32), m33: Double(t.m33)))))
  }
}
