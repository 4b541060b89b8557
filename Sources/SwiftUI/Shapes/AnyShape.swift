import Foundation
import ViewRuntime

/// SwiftUI's `AnyShape` (https://developer.apple.com/documentation/swiftui/anyshape): a type-erased
/// shape, drawn as the shape it wraps (a custom shape keeps its name and its animation).
public struct AnyShape {
  let kind: ShapeKind
  let make: @MainActor () -> ViewNode

  public init<S: Shape>(_ shape: S) {
    kind = _shapeKind(shape)
    make = { _makeNode(shape) }
  }
}

// Conformed in an extension so the wrapped shape stays nonisolated, as the shape modifiers' results.
extension AnyShape: Shape, _BuiltinShape {
  nonisolated public var _kind: ShapeKind { kind }
  @MainActor public var _node: ViewNode { make() }
  nonisolated public func path(in rect: CGRect) -> Path { Path(_runtime: kind.path(in: rect)) }
}
