import Foundation
import Graphics

/// `geometryGroup()`: SwiftUI resolves the subtree's geometry as a unit so children do not animate
/// from positions of their own. The runtime here already animates each view's frame from where it was
/// drawn, so the group draws its content unchanged and is reported to `inspect` (a known approximation).
/// https://developer.apple.com/documentation/swiftui/view/geometrygroup()
public struct GeometryGroupEffect: ViewEffect, ResolvableEffect {
  public init() {}
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.marker(try r.content(), InspectModifier(name: "geometryGroup", values: [:])))
  }
}
