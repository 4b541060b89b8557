import Foundation

/// `containerShape(_:)` (https://developer.apple.com/documentation/swiftui/view/containershape(_:)):
/// sets the shape `ContainerRelativeShape` takes in the views below. Without one it is a rectangle,
/// as on an iOS screen outside a widget.
///
/// The shape is drawn in the relative shape's own frame with the container's outline, not inset to be
/// concentric with the container (SwiftUI reduces the corner radius by the view's distance from the
/// container's edge); a view padded inside its container keeps the container's corner radius.
public struct ContainerShapeEffect: ViewEffect, ResolvableEffect {
  public var shape: ShapeKind
  public init(shape: ShapeKind) { self.shape = shape }

  /// The name a `ContainerRelativeShape` carries as a `.custom` shape until it is resolved.
  public static let relativeShapeName = "ContainerRelativeShape"

  func resolve(_ r: EffectResolution) throws -> ResolvedView {
    let shape = self.shape
    return try r.content { c in
      // A container shape that is itself relative keeps the one around it (no loop).
      if case .custom(let s) = shape, s.name == Self.relativeShapeName { return }
      c.environment.containerShape = shape
    }
  }
}

extension EnvironmentValues {
  /// The key of the container shape in ``sceneValues`` (a boxed ``ShapeKind``).
  static let containerShapeKey = "containerShape"

  /// `containerShape(_:)` above: the shape `ContainerRelativeShape` takes; nil is a rectangle.
  var containerShape: ShapeKind? {
    get { (sceneValues[Self.containerShapeKey]?.base as? ContainerShapeBox)?.kind }
    set { sceneValues[Self.containerShapeKey] = newValue.map { AnyHashable(ContainerShapeBox(kind: $0)) } }
  }
}

/// A shape kind in the environment's hashable values, compared by its description.
private struct ContainerShapeBox: Hashable {
  let kind: ShapeKind
  static func == (a: Self, b: Self) -> Bool { String(describing: a.kind) == String(describing: b.kind) }
  func hash(into h: inout Hasher) { h.combine(kind.name) }
}

extension TreeResolver {
  /// A `ContainerRelativeShape` as the container shape set above it (a rectangle without one).
  func containerRelativeShape(_ ctx: ResolveContext) -> ShapeKind { ctx.environment.containerShape ?? .rectangle }
}
