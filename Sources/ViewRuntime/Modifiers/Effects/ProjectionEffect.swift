import Foundation
import Graphics

/// `projectionEffect(_:)`: the view drawn through a `ProjectionTransform` in its own coordinates.
/// https://developer.apple.com/documentation/swiftui/view/projectioneffect(_:)
public struct ProjectionEffect: ViewEffect, ResolvableEffect {
  public var transform: Projection
  public init(_ transform: Projection) { self.transform = transform }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let t = transform
    let inspect = InspectModifier(name: "projectionEffect", values: ["m": [t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33]])
    return ResolvedView(.effect(try r.content(), Rotation3DEffect.Drawer(inspect: inspect) { _ in t }))
  }
}
