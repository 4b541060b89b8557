import AnimationEngine
import Foundation
import ViewRuntime

/// SwiftUI's `Shape` (https://developer.apple.com/documentation/swiftui/shape): a 2D outline that
/// fills the space it is offered. A view and animatable, as in SwiftUI.
///
/// Built-in shapes lower to the runtime's shape kinds (whose corner radii animate); a user's shape
/// lowers to a custom shape named after its type that calls `path(in:)` when laid out, wrapped in an
/// animatable node when it declares `animatableData`, as the interpreter lowers a scene `Shape`.
public protocol Shape: AnimationEngine.Animatable, View, _PrimitiveView {
  func path(in rect: CGRect) -> Path
}

/// SwiftUI's `InsettableShape`: a shape that can be inset by an amount (so `strokeBorder` works).
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape: its runtime geometry, with animatable parameters as stored numbers.
public protocol _BuiltinShape {
  var _kind: ShapeKind { get }
}

extension Shape {
  @MainActor public var body: Never { fatalError("\(Self.self) is a shape and has no body") }
  @MainActor public var _node: ViewNode { _shapeNode(self) }
}

extension Shape where AnimatableData == AnimationEngine.EmptyAnimatableData {
  /// SwiftUI's default for shapes with nothing to animate.
  public var animatableData: AnimationEngine.EmptyAnimatableData {
    get { AnimationEngine.EmptyAnimatableData() }
    set {}
  }
}

/// The shape's geometry for modifiers that take a shape (`clipShape`, `background(_:in:)`): a
/// built-in kind, or a custom outline drawing the shape's `path(in:)`.
@_spi(AnimRender) public func _shapeKind<S: Shape>(_ shape: S) -> ShapeKind {
  if let builtin = shape as? any _BuiltinShape { return builtin._kind }
  return .custom(CustomShape(name: DynamicFields.typeName(S.self), path: { rect in
    _onRenderThread { shape.path(in: rect)._path }
  }))
}

/// The shape as a view: its shape node, inside an animatable node when it has data to animate.
@_spi(AnimRender) @MainActor public func _shapeNode<S: Shape>(_ shape: S) -> ViewNode {
  if shape is any _BuiltinShape || S.AnimatableData.self == AnimationEngine.EmptyAnimatableData.self {
    return .shape(ShapeNode(kind: _shapeKind(shape)))
  }
  let model = shape.animatableData
  return .animatable(AnimatableNode(data: model) { data in
    var presented = shape
    presented.animatableData = (data as? S.AnimatableData) ?? model
    return .shape(ShapeNode(kind: _shapeKind(presented)))
  })
}

/// A shape's lowered node with its fill or stroke changed, looking through animatable shapes
/// (rebuilt every frame), as the interpreter's `restyle`.
func _restyled(_ node: ViewNode, _ change: @escaping (inout ShapeNode) -> Void) -> ViewNode {
  switch node {
  case .shape(var shape):
    change(&shape)
    return .shape(shape)
  case .animatable(let a):
    return .animatable(AnimatableNode(data: a.data) { data in _restyled(try a.content(data), change) })
  default:
    return node
  }
}

/// A shape's lowered node as a ``StyledShape`` (full stroke and fill styles), as the interpreter's `styled`.
func _styled(_ node: ViewNode, _ change: @escaping (inout StyledShape) -> Void) -> ViewNode {
  switch node {
  case .shape(let shape):
    var s = StyledShape(shape)
    change(&s)
    return .primitive(s)
  case .primitive(let effect as StyledShape):
    var s = effect
    change(&s)
    return .primitive(s)
  case .animatable(let a):
    return .animatable(AnimatableNode(data: a.data) { data in _styled(try a.content(data), change) })
  default:
    return node
  }
}

/// A shape's lowered node with its geometry changed, keeping fill and stroke (the interpreter's `reshaped`).
func _reshaped(_ node: ViewNode, _ change: @escaping (ShapeKind) -> ShapeKind) -> ViewNode {
  switch node {
  case .shape(var shape):
    shape.kind = change(shape.kind)
    return .shape(shape)
  case .primitive(var effect as StyledShape):
    effect.kind = change(effect.kind)
    return .primitive(effect)
  case .animatable(let a):
    return .animatable(AnimatableNode(data: a.data) { data in _reshaped(try a.content(data), change) })
  default:
    return node
  }
}
