import Foundation

/// `.clipShape(_:)`, `.cornerRadius(_:)`: clips the drawing to a shape in the view's frame; the shape's
/// parameters animate under the `"clip."` prefix.
/// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
public struct ClipShapeModifier: ViewEffect, ResolvableEffect {
  public var shape: ShapeKind
  public init(_ shape: ShapeKind) { self.shape = shape }

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    ResolvedView(.clip(try r.content(), r.resolver.animatedShape(shape, r.context, "clip.")))
  }
}
