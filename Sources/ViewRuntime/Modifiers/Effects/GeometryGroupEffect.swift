import Foundation
import Graphics

/// `geometryGroup()`: "isolates the geometry (e.g. position and size) of the view from its parent view":
/// the group's frame is resolved and animated first, and its subviews are laid out inside the frame it is
/// drawn at, so they move and resize with it as one instead of each animating from positions of its own
/// (https://developer.apple.com/documentation/swiftui/view/geometrygroup()). At rest the two agree and the
/// content draws unchanged.
public struct GeometryGroupEffect: ViewEffect, ResolvableEffect {
  public init() {}
  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    // The group's own identity (its path, given by `resolve`) names its animated frame.
    ResolvedView(.effect(try r.content(), GeometryUnitDrawer(inspect: InspectModifier(name: "geometryGroup", values: [:]))))
  }
}
